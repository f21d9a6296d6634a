import { and, asc, eq, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  exerciseRemovals,
  exercises,
  routineExercises,
  routines,
  userRoutineExercises,
  userRoutines,
} from '../../db/schema';
import { moveTo } from '../../../src/lib/order';

/** Exercises appended with `POST user-routines/{id}/exercises` start with 3 x 10. */
export const DEFAULT_SERIES = 3;
export const DEFAULT_REPETICIONES = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const owned = (userId: number, id: number) => and(eq(userRoutines.id, id), eq(userRoutines.userId, userId))!;

export async function deleteUserRoutine(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db.delete(userRoutines).where(owned(userId, id)).returning({ id: userRoutines.id });
  return gone.length > 0;
}

export interface RoutineChanges {
  fechaInicio?: string;
  fechaFin?: string;
  compartida?: boolean;
  dia?: number | null;
}

/** Applies the changes to one of the caller's routines; false when it is not theirs. */
export async function updateUserRoutine(db: Db, userId: number, id: number, changes: RoutineChanges) {
  const done = await db.update(userRoutines).set(changes).where(owned(userId, id)).returning({ id: userRoutines.id });
  return done.length > 0;
}

/** What a copy takes from the routine it copies (a template or another user routine). */
interface CopySource {
  nombre: string;
  observaciones: string;
  objetivoId: number;
  dificultadId: number;
  metodoId: number;
  dia: number | null;
}

/**
 * Inserts a new user routine of `userId` copied from `source` (no dates, the source's weekday,
 * not shared) with `items` as its exercises, renumbered 1..n in their order. Returns its id.
 */
async function insertCopy(
  tx: Tx,
  userId: number,
  origin: { routineId: number } | { sourceUserRoutineId: number },
  source: CopySource,
  items: { exerciseId: number; series: number; repeticiones: number; comentario: string }[],
): Promise<number> {
  const [created] = await tx
    .insert(userRoutines)
    .values({
      userId,
      ...origin,
      nombre: source.nombre,
      observaciones: source.observaciones,
      objetivoId: source.objetivoId,
      dificultadId: source.dificultadId,
      metodoId: source.metodoId,
      dia: source.dia,
    })
    .returning({ id: userRoutines.id });
  if (items.length) {
    await tx.insert(userRoutineExercises).values(
      items.map((e, i) => ({
        userRoutineId: created!.id,
        exerciseId: e.exerciseId,
        orden: i + 1,
        series: e.series,
        repeticiones: e.repeticiones,
        comentario: e.comentario,
      })),
    );
  }
  return created!.id;
}

/**
 * Copies a public template, or one generated for the caller, into a new user routine (no
 * dates, the template's weekday, not shared). Returns the new id, or null when not visible.
 */
export async function copyTemplate(db: Db, userId: number, routineId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(routines)
      .where(
        and(eq(routines.id, routineId), or(sql`${routines.ownerUserId} is null`, eq(routines.ownerUserId, userId))),
      );
    if (!template) return null;
    const items = await tx
      .select()
      .from(routineExercises)
      .where(eq(routineExercises.routineId, template.id))
      .orderBy(asc(routineExercises.orden), asc(routineExercises.id));
    return insertCopy(tx, userId, { routineId: template.id }, template, items);
  });
}

/**
 * Copies a user routine that is shared, or the caller's own, into a new routine of the caller
 * (no dates, same weekday, not shared). Returns the new id, or null when not visible.
 */
export async function copyUserRoutine(db: Db, userId: number, sourceId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(userRoutines)
      .where(
        and(eq(userRoutines.id, sourceId), or(eq(userRoutines.compartida, true), eq(userRoutines.userId, userId))),
      );
    if (!source) return null;
    const items = await tx
      .select()
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.userRoutineId, source.id))
      .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
    return insertCopy(tx, userId, { sourceUserRoutineId: source.id }, source, items);
  });
}

/** Whether the caller owns this user routine (row-locked inside a transaction on PostgreSQL). */
async function ownsRoutine(tx: Tx, userId: number, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: userRoutines.id }).from(userRoutines).where(owned(userId, id)).for('update');
  return Boolean(row);
}

export type ExerciseOutcome = 'ok' | 'routine-not-found' | 'exercise-not-found' | 'unknown-exercise';

/** Appends a catalogue exercise (orden n + 1, 3 x 10, no comment). */
export async function appendExercise(db: Db, userId: number, id: number, exerciseId: number): Promise<ExerciseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await ownsRoutine(tx, userId, id))) return 'routine-not-found';
    const [known] = await tx.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId));
    if (!known) return 'unknown-exercise';
    const [last] = await tx
      .select({ orden: max(userRoutineExercises.orden) })
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.userRoutineId, id));
    await tx.insert(userRoutineExercises).values({
      userRoutineId: id,
      exerciseId,
      orden: (last?.orden ?? 0) + 1,
      series: DEFAULT_SERIES,
      repeticiones: DEFAULT_REPETICIONES,
    });
    return 'ok';
  });
}

/** Rewrites `orden` as 1..n following `ids`, touching only the rows that change. */
async function writeOrder(tx: Tx, current: { id: number; orden: number }[], ids: number[]) {
  const ordenOf = new Map(current.map((r) => [r.id, r.orden]));
  for (const [i, rowId] of ids.entries()) {
    if (ordenOf.get(rowId) !== i + 1) {
      await tx
        .update(userRoutineExercises)
        .set({ orden: i + 1 })
        .where(eq(userRoutineExercises.id, rowId));
    }
  }
}

async function exercisesOf(tx: Tx, id: number) {
  return tx
    .select({
      id: userRoutineExercises.id,
      orden: userRoutineExercises.orden,
      exerciseId: userRoutineExercises.exerciseId,
    })
    .from(userRoutineExercises)
    .where(eq(userRoutineExercises.userRoutineId, id))
    .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
}

export interface ExerciseChanges {
  series?: number;
  repeticiones?: number;
  orden?: number;
  comentario?: string;
}

/**
 * Edits one exercise of one of the caller's routines. A new `orden` moves it to that place
 * (past the end means last) and the others are renumbered so the list stays 1..n.
 */
export async function updateExercise(
  db: Db,
  userId: number,
  id: number,
  itemId: number,
  changes: ExerciseChanges,
): Promise<ExerciseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await ownsRoutine(tx, userId, id))) return 'routine-not-found';
    const list = await exercisesOf(tx, id);
    if (!list.some((e) => e.id === itemId)) return 'exercise-not-found';
    const { orden, ...rest } = changes;
    if (Object.keys(rest).length) {
      await tx.update(userRoutineExercises).set(rest).where(eq(userRoutineExercises.id, itemId));
    }
    if (orden !== undefined) {
      await writeOrder(
        tx,
        list,
        moveTo(
          list.map((e) => e.id),
          itemId,
          orden,
        ),
      );
    }
    return 'ok';
  });
}

/**
 * Removes one exercise from one of the caller's routines, renumbers the rest 1..n and records
 * the removal (the generator avoids exercises a user removed).
 */
export async function removeExercise(db: Db, userId: number, id: number, itemId: number): Promise<ExerciseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await ownsRoutine(tx, userId, id))) return 'routine-not-found';
    const list = await exercisesOf(tx, id);
    const target = list.find((e) => e.id === itemId);
    if (!target) return 'exercise-not-found';
    await tx.delete(userRoutineExercises).where(eq(userRoutineExercises.id, itemId));
    const rest = list.filter((e) => e.id !== itemId);
    await writeOrder(
      tx,
      rest,
      rest.map((e) => e.id),
    );
    await tx.insert(exerciseRemovals).values({ userId, exerciseId: target.exerciseId });
    return 'ok';
  });
}
