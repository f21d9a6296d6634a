import { and, desc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
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

/** Generated routines kept per user (older ones that nobody copied are deleted). */
export const KEEP_GENERATED = 20;
/** Generated plans the generator looks at to avoid repeating itself. */
const HISTORY_PLANS = 5;

export async function loadProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      fechaNacimiento: users.fechaNacimiento,
      sexo: users.sexo,
      peso: users.peso,
      altura: users.altura,
      goalId: goals.id,
      goalName: goals.nombre,
      methodId: methods.id,
      methodName: methods.nombre,
      tiempoAerobicos: methods.tiempoAerobicos,
      tiempoAnaerobicos: methods.tiempoAnaerobicos,
      descanso: methods.descanso,
      methodObservaciones: methods.observaciones,
    })
    .from(users)
    .leftJoin(goals, eq(goals.id, users.objetivoId))
    .leftJoin(methods, eq(methods.id, goals.metodoId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The catalogue as the generator sees it (no long texts: those are read for the chosen few). */
export function loadCatalogue(db: Db): Promise<GeneratorExercise[]> {
  return db
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
    })
    .from(exercises);
}

export interface UserHistory extends GeneratorHistory {
  periods: RoutinePeriod[];
}

/** The user's routines (dates, weekdays), removals and recently generated plans. */
export async function loadHistory(db: Db, userId: number, today: string): Promise<UserHistory> {
  const [own, removed, recent] = await Promise.all([
    db
      .select({ start: userRoutines.fechaInicio, end: userRoutines.fechaFin, dia: userRoutines.dia })
      .from(userRoutines)
      .where(eq(userRoutines.userId, userId)),
    db
      .selectDistinct({ id: exerciseRemovals.exerciseId })
      .from(exerciseRemovals)
      .where(eq(exerciseRemovals.userId, userId)),
    db
      .select({ id: routines.id })
      .from(routines)
      .where(eq(routines.ownerUserId, userId))
      .orderBy(desc(routines.id))
      .limit(HISTORY_PLANS),
  ]);
  const recentIds = recent.map((r) => r.id);
  const rows = recentIds.length
    ? await db
        .select({ routineId: routineExercises.routineId, exerciseId: routineExercises.exerciseId })
        .from(routineExercises)
        .where(inArray(routineExercises.routineId, recentIds))
    : [];
  const previousPlans = recentIds.map((id) => rows.filter((r) => r.routineId === id).map((r) => r.exerciseId));
  // A weekday is taken by a routine that has not ended yet (or has no dates).
  const occupiedDays = own.filter((r) => r.dia !== null && (r.end === null || r.end >= today)).map((r) => r.dia!);
  return {
    periods: own.map((r) => ({ start: r.start, end: r.end })),
    removedExerciseIds: removed.map((r) => r.id),
    previousPlans,
    occupiedDays,
  };
}

export interface StoreArgs {
  userId: number;
  goalId: number;
  methodId: number;
  plan: GeneratedPlan;
}

/**
 * Stores the plan as a template owned by the user (invisible to others) and prunes that user's
 * old generated routines nobody copied. Returns the routine id.
 */
export async function storeGenerated(db: Db, { userId, goalId, methodId, plan }: StoreArgs): Promise<number> {
  return db.transaction(async (tx) => {
    const [routine] = await tx
      .insert(routines)
      .values({
        nombre: plan.nombre,
        observaciones: plan.observaciones,
        objetivoId: goalId,
        dificultadId: plan.level,
        metodoId: methodId,
        ownerUserId: userId,
        dia: plan.dia,
        generatorSeed: String(plan.seed),
      })
      .returning({ id: routines.id });
    const routineId = routine!.id;
    await tx.insert(routineExercises).values(
      plan.ejercicios.map((e) => ({
        routineId,
        exerciseId: e.exerciseId,
        orden: e.orden,
        series: e.series,
        repeticiones: e.repeticiones,
        descanso: e.descanso,
        comentario: e.comentario,
      })),
    );
    const keep = tx
      .select({ id: routines.id })
      .from(routines)
      .where(eq(routines.ownerUserId, userId))
      .orderBy(desc(routines.id))
      .limit(KEEP_GENERATED);
    await tx.delete(routines).where(
      and(
        eq(routines.ownerUserId, userId),
        notInArray(routines.id, keep),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(userRoutines)
            .where(eq(userRoutines.routineId, routines.id)),
        ),
      ),
    );
    return routineId;
  });
}

/** Names, steps and muscle groups of the chosen exercises, and the level's label. */
export async function loadDetails(db: Db, exerciseIds: number[], level: number) {
  const [rows, [difficulty]] = await Promise.all([
    db
      .select({
        id: exercises.id,
        nombre: exercises.nombre,
        tipo: exercises.tipo,
        inicio: exercises.inicio,
        fin: exercises.fin,
        grupo: muscleGroups.nombre,
      })
      .from(exercises)
      .leftJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .where(inArray(exercises.id, exerciseIds)),
    db.select({ nivel: difficulties.nivel }).from(difficulties).where(eq(difficulties.id, level)),
  ]);
  return { byId: new Map(rows.map((r) => [r.id, r])), nivel: difficulty?.nivel ?? '' };
}
