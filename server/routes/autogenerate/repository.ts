import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  difficulties,
  exerciseRemovals,
  exercises,
  goals,
  methods,
  muscleGroups,
  routineExercises,
  routines,
  userRoutines,
  users,
} from '../../db/schema';
import type { GeneratedPlan, GeneratorExercise, GeneratorHistory, RoutinePeriod } from '../../domain/generator';

/**
 * Generated routines kept per user: when a user has PRUNE_AT of them, the older ones beyond the
 * newest KEEP_GENERATED that nobody copied are deleted (in batches, so most calls write less).
 */
export const KEEP_GENERATED = 20;
export const PRUNE_AT = KEEP_GENERATED + 5;
/** Generated plans the generator looks at to avoid repeating itself. */
const HISTORY_PLANS = 5;
/** How long a process keeps the catalogue and reference data it read (they change only at seed). */
const REFERENCE_TTL_MS = 60_000;

export interface ExerciseDetails {
  nombre: string;
  tipo: string;
  inicio: string;
  fin: string;
  grupo: string;
}

export interface GoalWithMethod {
  goalName: string;
  methodId: number;
  methodName: string;
  tiempoAerobicos: number;
  tiempoAnaerobicos: number;
  descanso: number;
  methodObservaciones: string;
}

export interface Reference {
  catalogue: GeneratorExercise[];
  details: Map<number, ExerciseDetails>;
  goals: Map<number, GoalWithMethod>;
  levels: Map<number, string>;
}

async function readReference(db: Db): Promise<Reference> {
  const [rows, goalRows, levelRows] = await Promise.all([
    db
      .select({
        id: exercises.id,
        nombre: exercises.nombre,
        tipo: exercises.tipo,
        dificultadId: exercises.dificultadId,
        grupoId: exercises.gruposMuscularesId,
        equipo: exercises.equipo,
        mecanica: exercises.mecanica,
        fuerza: exercises.fuerza,
        musculosSecundarios: exercises.musculosSecundarios,
        altoImpacto: exercises.altoImpacto,
        inicio: exercises.inicio,
        fin: exercises.fin,
        grupo: muscleGroups.nombre,
      })
      .from(exercises)
      .leftJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .orderBy(asc(exercises.id)),
    db
      .select({
        id: goals.id,
        goalName: goals.nombre,
        methodId: methods.id,
        methodName: methods.nombre,
        tiempoAerobicos: methods.tiempoAerobicos,
        tiempoAnaerobicos: methods.tiempoAnaerobicos,
        descanso: methods.descanso,
        methodObservaciones: methods.observaciones,
      })
      .from(goals)
      .innerJoin(methods, eq(methods.id, goals.metodoId)),
    db.select().from(difficulties),
  ]);
  return {
    catalogue: rows.map(({ inicio: _i, fin: _f, grupo: _g, ...e }) => e),
    details: new Map(
      rows.map((r) => [
        r.id,
        { nombre: r.nombre, tipo: r.tipo, inicio: r.inicio, fin: r.fin, grupo: r.grupo ?? 'Desconocido' },
      ]),
    ),
    goals: new Map(goalRows.map(({ id, ...g }) => [id, g])),
    levels: new Map(levelRows.map((d) => [d.id, d.nivel])),
  };
}

/**
 * The exercise catalogue and the goal/method/difficulty tables, read once a minute per process:
 * they are written only by the seed at start, and reading ~400 exercises on every call would
 * cost more than generating the plan. Not per-user state: every process behind a load balancer
 * holds the same copy.
 */
export function referenceCache(db: Db, ttlMs = REFERENCE_TTL_MS): () => Promise<Reference> {
  let cached: { at: number; value: Promise<Reference> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = readReference(db);
      cached = { at: now, value };
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}

export interface UserState extends GeneratorHistory {
  fechaNacimiento: string;
  sexo: number;
  peso: number;
  altura: number;
  objetivoId: number | null;
  periods: RoutinePeriod[];
  /** Routines generated for this user so far (still stored). */
  generatedCount: number;
}

/**
 * Everything about the user the generator needs, in one round trip: profile, routine dates and
 * weekdays, removed exercises and the exercises of the last generated plans.
 */
export async function loadUserState(db: Db, userId: number, today: string): Promise<UserState | null> {
  const [row] = await db
    .select({
      fechaNacimiento: users.fechaNacimiento,
      sexo: users.sexo,
      peso: users.peso,
      altura: users.altura,
      objetivoId: users.objetivoId,
      own: sql<{ start: string | null; end: string | null; dia: number | null }[]>`(
        select coalesce(json_agg(json_build_object('start', ur.fecha_inicio, 'end', ur.fecha_fin, 'dia', ur.dia)), '[]'::json)
        from ${userRoutines} ur where ur.user_id = ${userId})`,
      removed: sql<number[]>`(
        select coalesce(json_agg(distinct x.exercise_id), '[]'::json)
        from ${exerciseRemovals} x where x.user_id = ${userId})`,
      generated: sql<number>`(select count(*)::int from ${routines} c where c.owner_user_id = ${userId})`,
      recent: sql<{ r: number; e: number }[]>`(
        select coalesce(json_agg(json_build_object('r', re.routine_id, 'e', re.exercise_id)
          order by re.routine_id desc, re.orden), '[]'::json)
        from ${routineExercises} re
        where re.routine_id in (
          select g.id from ${routines} g where g.owner_user_id = ${userId} order by g.id desc limit ${HISTORY_PLANS}))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const previousPlans: number[][] = [];
  let last: number | null = null;
  for (const { r, e } of row.recent) {
    if (r !== last) previousPlans.push([]);
    last = r;
    previousPlans[previousPlans.length - 1]!.push(e);
  }
  return {
    fechaNacimiento: row.fechaNacimiento,
    sexo: row.sexo,
    peso: row.peso,
    altura: row.altura,
    objetivoId: row.objetivoId,
    periods: row.own.map((r) => ({ start: r.start, end: r.end })),
    // A weekday is taken by a routine that has not ended yet (or has no dates).
    occupiedDays: row.own.filter((r) => r.dia !== null && (r.end === null || r.end >= today)).map((r) => r.dia!),
    removedExerciseIds: row.removed,
    previousPlans,
    generatedCount: Number(row.generated),
  };
}

export interface StoreArgs {
  userId: number;
  goalId: number;
  methodId: number;
  plan: GeneratedPlan;
  /** Also delete old uncopied generated routines (see PRUNE_AT). */
  prune: boolean;
}

/**
 * Stores the plan as a template owned by the user (invisible to others) with its exercises and,
 * when asked, deletes that user's generated routines beyond the newest KEEP_GENERATED that
 * nobody copied; one atomic statement. Returns the routine id.
 */
export async function storeGenerated(db: Db, { userId, goalId, methodId, plan, prune }: StoreArgs): Promise<number> {
  const values = sql.join(
    plan.ejercicios.map(
      (e) =>
        sql`(${e.exerciseId}::int, ${e.orden}::int, ${e.series}::int, ${e.repeticiones}::int, ${e.descanso}::int, ${e.comentario}::text)`,
    ),
    sql`, `,
  );
  const pruneOld = sql`, pruned as (
      -- Sees the rows as they were before this statement: keep the newest KEEP_GENERATED - 1 old ones.
      delete from ${routines} old
      where old.owner_user_id = ${userId}
        and old.id not in (
          select k.id from ${routines} k where k.owner_user_id = ${userId} order by k.id desc limit ${KEEP_GENERATED - 1})
        and not exists (select 1 from ${userRoutines} u where u.routine_id = old.id)
    )`;
  const result = await db.execute<{ id: number }>(sql`
    with new_routine as (
      insert into ${routines} (nombre, observaciones, objetivo_id, dificultad_id, metodo_id, owner_user_id, dia, generator_seed)
      values (${plan.nombre}, ${plan.observaciones}, ${goalId}, ${plan.level}, ${methodId}, ${userId},
              ${plan.dia}::smallint, ${String(plan.seed)})
      returning id
    ), new_exercises as (
      insert into ${routineExercises} (routine_id, exercise_id, orden, series, repeticiones, descanso, comentario)
      select new_routine.id, v.exercise_id, v.orden, v.series, v.repeticiones, v.descanso, v.comentario
      from new_routine, (values ${values}) as v(exercise_id, orden, series, repeticiones, descanso, comentario)
    )${prune ? pruneOld : sql``}
    select id from new_routine`);
  return Number(result.rows[0]!.id);
}
