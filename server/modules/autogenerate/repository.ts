import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { difficulties, exercises, goals, methods, muscleGroups, plans, workouts } from '../../db/schema';
import type { GeneratedPlan, GeneratorExercise, GeneratorHistory, RoutinePeriod } from '../../domain/generator';
import { catalogueOnly } from '../exercises/own-repository';

/** The time zone the log's days are read in (as `todayIso`). */
const LOG_ZONE = 'Europe/Madrid';
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
        medida: exercises.medida,
        tecnico: exercises.tecnico,
        inicio: exercises.inicio,
        fin: exercises.fin,
        grupo: muscleGroups.nombre,
      })
      .from(exercises)
      .leftJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      // The catalogue only: users' own exercises are theirs alone.
      .where(catalogueOnly)
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
  /**
   * Training sessions the user finished (the training log, imported history included): the
   * evidence that raises the level.
   */
  finishedSessions: number;
  /**
   * The days of the first and the last finished session (Madrid, YYYY-MM-DD), null without one:
   * weeks of training the log shows, imported history included, whether a routine was dated
   * then or not (generatorProfile adds it to the routines' periods).
   */
  loggedSpan: RoutinePeriod | null;
}

export interface StoreArgs {
  userId: number;
  goalId: number;
  methodId: number;
  plan: GeneratedPlan;
}

/** A row of autogenerate_user_state (migration 0005); numeric comes as text from node-postgres. */
interface UserStateRow extends Record<string, unknown> {
  fecha_nacimiento: string;
  sexo: number;
  peso: number | string;
  altura: number | string;
  objetivo_id: number | null;
  own: { start: string | null; end: string | null; dia: number | null }[];
  removed: number[];
  recent: { r: number; e: number }[];
}

/*
 * Named optimisation "autogenerate as PL/pgSQL functions" (docs/PERFORMANCE.md register): POST
 * /api/autogenerate's two statements are the PL/pgSQL functions of migration 0005 (each
 * connection plans them once; the statements sent here only name the function), for the figure
 * "`POST /api/autogenerate`, p95 of 300" (budget <= 15 ms). The same two written with Drizzle (four selects, and an insert of the
 * routine and one of its exercises in a transaction) were measured with
 * server/bench/autogenerate.bench.ts, alternating runs: p95 35 / 37 ms against 11 / 16 ms on
 * PGlite, 42 / 60 ms against 11 / 9 ms on PostgreSQL. Each function is called from here only.
 */

/**
 * Everything about the user the generator needs, in one round trip: profile, routine dates and
 * weekdays, removed exercises and the exercises of the last generated plans (PL/pgSQL
 * `autogenerate_user_state`).
 */
export async function loadUserState(db: Db, userId: number, today: string): Promise<UserState | null> {
  const [{ rows }, [logged]] = await Promise.all([
    db.execute<UserStateRow>(sql`select * from autogenerate_user_state(${userId}::integer, ${HISTORY_PLANS}::integer)`),
    // The training log's evidence in one aggregate over the user's sessions (workouts_user_started_idx).
    db
      .select({
        n: sql<number>`count(*)::int`,
        first: sql<string | null>`to_char(min(${workouts.iniciadoEn}) at time zone ${LOG_ZONE}, 'YYYY-MM-DD')`,
        last: sql<string | null>`to_char(max(${workouts.iniciadoEn}) at time zone ${LOG_ZONE}, 'YYYY-MM-DD')`,
      })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), eq(workouts.estado, 'terminado'))),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    fechaNacimiento: row.fecha_nacimiento,
    sexo: row.sexo,
    peso: Number(row.peso),
    altura: Number(row.altura),
    objetivoId: row.objetivo_id,
    periods: row.own.map((r) => ({ start: r.start, end: r.end })),
    // A weekday is taken by a routine that has not ended yet (or has no dates).
    occupiedDays: row.own.filter((r) => r.dia !== null && (r.end === null || r.end >= today)).map((r) => r.dia!),
    removedExerciseIds: row.removed,
    previousPlans: plansOf(row.recent),
    finishedSessions: Number(logged?.n ?? 0),
    loggedSpan: logged?.first && logged.last ? { start: logged.first, end: logged.last } : null,
  };
}

/** The exercises of the recent plans (newest plan first, each in order) grouped per plan. */
function plansOf(recent: UserStateRow['recent']): number[][] {
  const previousPlans: number[][] = [];
  let last: number | null = null;
  for (const { r, e } of recent) {
    if (r !== last) previousPlans.push([]);
    last = r;
    previousPlans[previousPlans.length - 1]!.push(e);
  }
  return previousPlans;
}

/**
 * Stores the plan as a routine template only the user sees, with its exercises given as one
 * array per column, in one call (PL/pgSQL `autogenerate_store`); returns the new routine id.
 */
export async function storeGenerated(db: Db, { userId, goalId, methodId, plan }: StoreArgs): Promise<number> {
  const column = <K extends keyof GeneratedPlan['ejercicios'][number]>(key: K) => plan.ejercicios.map((e) => e[key]);
  const { rows } = await db.execute<{ id: number }>(sql`
    select autogenerate_store(${userId}::integer, ${plan.nombre}::text, ${plan.observaciones}::text,
      ${goalId}::integer, ${plan.level}::integer, ${methodId}::integer, ${plan.dia}::smallint,
      ${String(plan.seed)}::text, ${sql.param(column('exerciseId'))}::integer[], ${sql.param(column('orden'))}::integer[],
      ${sql.param(column('series'))}::integer[], ${sql.param(column('repeticiones'))}::integer[], ${sql.param(column('descanso'))}::integer[],
      ${sql.param(column('comentario'))}::text[]) as id`);
  return Number(rows[0]!.id);
}

/** The wizard answers (`plans.elecciones`) of the user's latest programme; null without one. */
export async function latestPlanChoices(db: Db, userId: number): Promise<unknown> {
  const [row] = await db
    .select({ elecciones: plans.elecciones })
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(desc(plans.id))
    .limit(1);
  return row?.elecciones ?? null;
}

/** Generated routines kept per user: older ones that nobody copied are deleted by the prune job. */
export const KEEP_GENERATED = 20;

export interface PruneResult {
  /** Generated routines deleted. */
  deleted: number;
  /** The highest routine id the run saw: the next run looks only at users who generated since. */
  lastId: number;
}

/**
 * Deletes, for every user who generated a routine with an id above `afterId`, their generated
 * routines beyond the newest KEEP_GENERATED that nobody copied (a copy in user_routines keeps its
 * template, and still counts among the newest). One statement; several processes running it at
 * once delete each routine once.
 */
export async function pruneGenerated(db: Db, afterId: number): Promise<PruneResult> {
  const { rows } = await db.execute<{ deleted: number; last_id: number | null }>(sql`
    with owners as (
      select distinct r.owner_user_id from routines r
      where r.id > ${afterId}::integer and r.owner_user_id is not null
    ), ranked as (
      select g.id, row_number() over (partition by g.owner_user_id order by g.id desc) as position
      from routines g where g.owner_user_id in (select o.owner_user_id from owners o)
    ), deleted as (
      delete from routines d using ranked
      where d.id = ranked.id and ranked.position > ${KEEP_GENERATED}::integer
        and not exists (select 1 from user_routines u where u.routine_id = d.id)
      returning d.id
    )
    select (select count(*)::integer from deleted) as deleted, (select max(m.id) from routines m) as last_id`);
  const row = rows[0]!;
  return { deleted: Number(row.deleted), lastId: Math.max(afterId, Number(row.last_id ?? 0)) };
}
