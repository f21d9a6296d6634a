/**
 * Changing a session while training, in the database (docs/PRODUCT.md §16): adding, replacing,
 * removing and reordering its exercises, their rest (remembered per user and exercise), groups
 * and planned sets, its name, and saving it as a routine. Each change of the exercises' order
 * runs in a transaction that holds the session's row, so two changes at once renumber in turn.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SetMeasure, WorkoutExerciseAdd } from '../../../src/lib/contract-training';
import type { Db, Tx } from '../../db/client';
import {
  exercises,
  goals,
  methods,
  muscleGroups,
  routineExercises,
  routines,
  userExerciseSettings,
  userRoutines,
  users,
  workoutExercises,
  workouts,
  workoutSets,
} from '../../db/schema';
import type { CatalogueEntry } from '../../domain/exercise-model/alternatives';
import { modelOf } from '../../domain/exercise-model';
import { defaultMeasure } from '../../domain/training/measure';
import { exerciseVisibleTo } from '../exercises/own-repository';
import {
  addedDose,
  addedRest,
  addedTargets,
  insertPosition,
  MAX_SESSION_EXERCISES,
  sameExercises,
  type RoutineItem,
} from '../../domain/training/session-changes';
import { copyTemplate } from '../user-routines/repository';

/** The session's exercises in order, its row held until the transaction ends. */
async function heldExercises(tx: Tx, workoutId: number) {
  await tx.select({ id: workouts.id }).from(workouts).where(eq(workouts.id, workoutId)).for('update');
  return tx
    .select({
      id: workoutExercises.id,
      exerciseId: workoutExercises.exerciseId,
      descanso: workoutExercises.descanso,
      clienteId: workoutExercises.clienteId,
    })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(asc(workoutExercises.orden), asc(workoutExercises.id));
}

/** Numbers the session's exercises `ids` 1..n in that order (rows already in place are left alone). */
async function writeOrder(tx: Tx, workoutId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update workout_exercises we set orden = v.orden
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, orden)
    where we.id = v.id and we.workout_id = ${workoutId} and we.orden <> v.orden`);
}

/** The rebuilt record summary of a finished session whose exercises changed (migration 0009). */
async function refreshBests(tx: Tx, workoutId: number): Promise<void> {
  await tx.execute(sql`
    select workout_weight_bests_compute(w.id, null, null) from workouts w
    where w.id = ${workoutId} and w.estado = 'terminado'`);
}

/**
 * How a catalogue exercise (or one of the user's own) is measured, or null when the user can use
 * no exercise of that id (another user's own is unknown here).
 */
async function catalogueMeasure(tx: Tx, userId: number, exerciseId: number): Promise<SetMeasure | null> {
  const [row] = await tx
    .select({ tipo: exercises.tipo, fuerza: exercises.fuerza, medida: exercises.medida })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), exerciseVisibleTo(userId)))
    .limit(1);
  return row ? defaultMeasure(row) : null;
}

/** The rest the user last set for a catalogue exercise, or null. */
async function rememberedRest(tx: Tx, userId: number, exerciseId: number): Promise<number | null> {
  const [row] = await tx
    .select({ descanso: userExerciseSettings.descanso })
    .from(userExerciseSettings)
    .where(and(eq(userExerciseSettings.userId, userId), eq(userExerciseSettings.exerciseId, exerciseId)))
    .limit(1);
  return row?.descanso ?? null;
}

export type AddOutcome =
  { kind: 'created' | 'existing'; id: number } | { kind: 'unknown-exercise' } | { kind: 'too-many' };

/**
 * Adds catalogue exercise `body.id_ejercicio` to the user's session `workoutId` under the client's
 * `clienteId` (the same id again finds the exercise it added, unchanged): its measure from the
 * catalogue, its dose and rest by session-changes.ts, at `orden` (the others move down).
 */
export async function addExercise(
  db: Db,
  userId: number,
  workoutId: number,
  clienteId: string,
  body: WorkoutExerciseAdd,
): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    const list = await heldExercises(tx, workoutId);
    const same = list.find((e) => e.clienteId === clienteId);
    if (same) return { kind: 'existing', id: same.id };
    if (list.length >= MAX_SESSION_EXERCISES) return { kind: 'too-many' };
    const medida = await catalogueMeasure(tx, userId, body.id_ejercicio);
    if (medida === null) return { kind: 'unknown-exercise' };
    const dose = addedDose(modelOf(body.id_ejercicio), medida);
    const remembered = await rememberedRest(tx, userId, body.id_ejercicio);
    const position = insertPosition(body.orden, list.length);
    const [created] = await tx
      .insert(workoutExercises)
      .values({
        workoutId,
        exerciseId: body.id_ejercicio,
        clienteId,
        orden: position,
        seriesObjetivo: body.series_objetivo ?? dose.seriesObjetivo,
        ...addedTargets(body, dose, medida),
        descanso: addedRest(
          body.descanso,
          remembered,
          list.map((e) => e.descanso),
        ),
        medida,
        grupo: body.grupo ?? null,
      })
      .returning({ id: workoutExercises.id });
    const ids = list.map((e) => e.id);
    ids.splice(position - 1, 0, created!.id);
    await writeOrder(tx, workoutId, ids);
    return { kind: 'created', id: created!.id };
  });
}

/** Removes an exercise of session `workoutId` and its sets, the others renumbered; false when not one of its exercises. */
export async function removeExercise(db: Db, workoutId: number, exerciseId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const list = await heldExercises(tx, workoutId);
    if (!list.some((e) => e.id === exerciseId)) return false;
    await tx.delete(workoutExercises).where(eq(workoutExercises.id, exerciseId));
    await writeOrder(
      tx,
      workoutId,
      list.filter((e) => e.id !== exerciseId).map((e) => e.id),
    );
    await refreshBests(tx, workoutId);
    return true;
  });
}

export interface ExerciseChange {
  nota?: string;
  omitido?: boolean;
  descanso?: number;
  grupo?: number | null;
  series_objetivo?: number;
  id_ejercicio?: number;
}

export type ChangeOutcome =
  | { kind: 'ok' | 'not-found' | 'unknown-exercise' }
  | { kind: 'measure-conflict'; logged: SetMeasure; replacement: SetMeasure };

/** Remembers the rest the user set for a catalogue exercise (their next sessions take it). */
async function rememberRest(tx: Tx, userId: number, exerciseId: number, descanso: number): Promise<void> {
  await tx
    .insert(userExerciseSettings)
    .values({ userId, exerciseId, descanso })
    .onConflictDoUpdate({
      target: [userExerciseSettings.userId, userExerciseSettings.exerciseId],
      set: { descanso },
    });
}

/**
 * The values a replacement by catalogue exercise `id` writes: its id and measure, and with a new
 * measure the usual dose of it. A measure other than that of the sets already logged is a conflict.
 */
async function replacement(
  tx: Tx,
  userId: number,
  exerciseRowId: number,
  current: { medida: string },
  id: number,
): Promise<ChangeOutcome | Partial<typeof workoutExercises.$inferInsert>> {
  const medida = await catalogueMeasure(tx, userId, id);
  if (medida === null) return { kind: 'unknown-exercise' };
  const [other] = await tx
    .select({ medida: workoutSets.medida })
    .from(workoutSets)
    .where(and(eq(workoutSets.workoutExerciseId, exerciseRowId), ne(workoutSets.medida, medida)))
    .limit(1);
  if (other) return { kind: 'measure-conflict', logged: other.medida as SetMeasure, replacement: medida };
  if (medida === current.medida) return { exerciseId: id };
  const dose = addedDose(modelOf(id), medida);
  return {
    exerciseId: id,
    medida,
    repeticionesObjetivo: dose.repeticionesObjetivo,
    repeticionesMin: dose.repeticionesMin,
  };
}

/**
 * Changes an exercise of the user's session `workoutId`: its note, skipped flag, group, planned
 * sets, rest (remembered for the catalogue exercise) or the catalogue exercise itself.
 */
export async function patchExercise(
  db: Db,
  userId: number,
  workoutId: number,
  exerciseRowId: number,
  patch: ExerciseChange,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ exerciseId: workoutExercises.exerciseId, medida: workoutExercises.medida })
      .from(workoutExercises)
      .where(and(eq(workoutExercises.id, exerciseRowId), eq(workoutExercises.workoutId, workoutId)))
      .for('update');
    if (!current) return { kind: 'not-found' };
    const values: Partial<typeof workoutExercises.$inferInsert> = {
      ...(patch.nota !== undefined ? { nota: patch.nota } : {}),
      ...(patch.omitido !== undefined ? { omitido: patch.omitido } : {}),
      ...(patch.descanso !== undefined ? { descanso: patch.descanso } : {}),
      ...(patch.grupo !== undefined ? { grupo: patch.grupo } : {}),
      ...(patch.series_objetivo !== undefined ? { seriesObjetivo: patch.series_objetivo } : {}),
    };
    if (patch.id_ejercicio !== undefined && patch.id_ejercicio !== current.exerciseId) {
      const replaced = await replacement(tx, userId, exerciseRowId, current, patch.id_ejercicio);
      if ('kind' in replaced) return replaced;
      Object.assign(values, replaced);
    }
    if (Object.keys(values).length > 0) {
      await tx.update(workoutExercises).set(values).where(eq(workoutExercises.id, exerciseRowId));
    }
    if (patch.descanso !== undefined) {
      await rememberRest(tx, userId, values.exerciseId ?? current.exerciseId, patch.descanso);
    }
    if (values.exerciseId !== undefined) await refreshBests(tx, workoutId);
    return { kind: 'ok' };
  });
}

export interface WorkoutChange {
  notas?: string;
  nombre?: string;
  orden_ejercicios?: number[];
}

/** Changes the session's notes, name or order of exercises; false when the order is not of exactly its exercises. */
export async function patchWorkout(db: Db, workoutId: number, change: WorkoutChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (change.orden_ejercicios !== undefined) {
      const list = await heldExercises(tx, workoutId);
      if (
        !sameExercises(
          change.orden_ejercicios,
          list.map((e) => e.id),
        )
      )
        return false;
      await writeOrder(tx, workoutId, change.orden_ejercicios);
    }
    const values = {
      ...(change.notas !== undefined ? { notas: change.notas } : {}),
      ...(change.nombre !== undefined ? { nombre: change.nombre } : {}),
    };
    if (Object.keys(values).length > 0) await tx.update(workouts).set(values).where(eq(workouts.id, workoutId));
    return true;
  });
}

/** Catalogue exercises by id with their primary muscle group, as the alternatives' ranking reads them. */
export async function catalogueEntries(db: Db, ids: readonly number[]): Promise<CatalogueEntry[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: exercises.id,
      nombre: exercises.nombre,
      grupoId: exercises.gruposMuscularesId,
      grupoMuscular: muscleGroups.nombre,
      dificultadId: exercises.dificultadId,
    })
    .from(exercises)
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(inArray(exercises.id, [...ids]));
}

/** The catalogue exercise of a session exercise of session `workoutId`, or null. */
export async function sessionExerciseRow(db: Db, workoutId: number, exerciseRowId: number) {
  const [row] = await db
    .select({ exerciseId: workoutExercises.exerciseId })
    .from(workoutExercises)
    .where(and(eq(workoutExercises.id, exerciseRowId), eq(workoutExercises.workoutId, workoutId)))
    .limit(1);
  return row ?? null;
}

/**
 * The goal, difficulty and method of the routine a session is saved as: those of the routine it
 * was started from, while it is the user's; else the user's goal, its method and the method's
 * difficulty; else the first goal's.
 */
async function routineKind(db: Db, userId: number, userRoutineId: number | null) {
  if (userRoutineId !== null) {
    const [own] = await db
      .select({
        objetivoId: userRoutines.objetivoId,
        dificultadId: userRoutines.dificultadId,
        metodoId: userRoutines.metodoId,
      })
      .from(userRoutines)
      .where(and(eq(userRoutines.id, userRoutineId), eq(userRoutines.userId, userId)))
      .limit(1);
    if (own) return own;
  }
  const [goal] = await db
    .select({ objetivoId: goals.id, metodoId: goals.metodoId, dificultadId: methods.dificultadId })
    .from(goals)
    .innerJoin(methods, eq(methods.id, goals.metodoId))
    .orderBy(
      sql`${goals.id} = (select ${users.objetivoId} from ${users} where ${users.id} = ${userId}) desc`,
      asc(goals.id),
    )
    .limit(1);
  return goal!;
}

/**
 * Saves `items` as a new routine of the user: a routine only they see (routines.owner_user_id,
 * as the generator stores its routines) and their copy of it (as `POST /user-routines` makes).
 * Returns the user routine's id.
 */
export async function saveAsRoutine(
  db: Db,
  userId: number,
  source: { userRoutineId: number | null },
  nombre: string,
  items: readonly RoutineItem[],
): Promise<number> {
  const kind = await routineKind(db, userId, source.userRoutineId);
  return db.transaction(async (tx) => {
    const [template] = await tx
      .insert(routines)
      .values({ nombre, ...kind, ownerUserId: userId })
      .returning({ id: routines.id });
    await tx.insert(routineExercises).values(
      items.map((e, i) => ({
        routineId: template!.id,
        exerciseId: e.exerciseId,
        orden: i + 1,
        series: e.series,
        repeticiones: e.repeticiones,
        descanso: e.descanso,
      })),
    );
    return (await copyTemplate(tx, userId, template!.id))!;
  });
}
