/**
 * A user's own exercises (docs/PRODUCT.md §12, migration 0024): rows of `exercises` with an owner,
 * ids from 1,000,000 up. Only their owner sees or uses them; SPEC's catalogue routes leave them out.
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OwnExerciseInput } from '../../../src/lib/contract-picker';
import type { Db, Queryable } from '../../db/client';
import { exercises, muscleGroups, userRoutineExercises, users, workoutExercises } from '../../db/schema';

/** The catalogue's exercises only (SPEC's routes, the generator, imports). */
export const catalogueOnly: SQL = isNull(exercises.ownerUserId);

/** The exercises `userId` may use: the catalogue and their own. */
export const exerciseVisibleTo = (userId: number): SQL =>
  or(isNull(exercises.ownerUserId), eq(exercises.ownerUserId, userId))!;

/** How many exercises of their own a user may keep. */
export const OWN_EXERCISES_MAX = 200;

/** One own exercise as read: what the picker's entry is made of (picker.ts `ownEntry`). */
export interface OwnRow {
  id: number;
  nombre: string;
  grupos_musculares_id: number;
  grupo_muscular: string;
  carga: string | null;
  medida: string;
}

const ownCols = {
  id: exercises.id,
  nombre: exercises.nombre,
  grupos_musculares_id: exercises.gruposMuscularesId,
  grupo_muscular: muscleGroups.nombre,
  carga: exercises.carga,
  medida: exercises.medida,
};

/** A user's own exercises, by name. */
export function listOwn(db: Db, userId: number): Promise<OwnRow[]> {
  return db
    .select(ownCols)
    .from(exercises)
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(eq(exercises.ownerUserId, userId))
    .orderBy(asc(exercises.nombre), asc(exercises.id));
}

/** One of the user's own exercises, or null (absent, or someone else's). */
export async function ownExercise(db: Db, userId: number, id: number): Promise<OwnRow | null> {
  const [row] = await db
    .select(ownCols)
    .from(exercises)
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(and(eq(exercises.id, id), eq(exercises.ownerUserId, userId)));
  return row ?? null;
}

export type CreateOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'unknown-group' }
  | { kind: 'same-name' }
  | { kind: 'too-many' }
  | { kind: 'user-gone' };

/** Stores a user's own exercise, unless its group is unknown, its name already theirs, or they have too many. */
export async function createOwn(db: Db, userId: number, body: OwnExerciseInput): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    // One writer per user at a time: the count and the name checks hold until the insert (the
    // lock leaves the user's other writes, which only share the row's key, free to go on).
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!owner) return { kind: 'user-gone' };
    const [group] = await tx
      .select({ id: muscleGroups.id })
      .from(muscleGroups)
      .where(eq(muscleGroups.id, body.grupos_musculares_id));
    if (!group) return { kind: 'unknown-group' };
    const mine = await tx.select({ nombre: exercises.nombre }).from(exercises).where(eq(exercises.ownerUserId, userId));
    if (mine.length >= OWN_EXERCISES_MAX) return { kind: 'too-many' };
    const folded = body.nombre.toLocaleLowerCase('es');
    if (mine.some((e) => e.nombre.toLocaleLowerCase('es') === folded)) return { kind: 'same-name' };
    const { rows } = await tx.execute<{ id: number }>(sql`select nextval('user_exercises_id_seq')::int as id`);
    const id = Number(rows[0]!.id);
    await tx.insert(exercises).values({
      id,
      slug: `propio-${id}`,
      nombre: body.nombre,
      tipo: body.medida === 'repeticiones' ? 'Fuerza' : 'Cardio',
      dificultadId: 1,
      gruposMuscularesId: body.grupos_musculares_id,
      inicio: '',
      fin: '',
      medida: body.medida,
      carga: body.carga,
      ownerUserId: userId,
    });
    return { kind: 'created', id };
  });
}

/**
 * Deletes one of the user's own exercises: 'not-found' when not theirs, 'in-use' while a routine
 * or a session of theirs has it (its sets are their history: they go with the session only).
 */
export async function deleteOwn(db: Db, userId: number, id: number): Promise<'deleted' | 'not-found' | 'in-use'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.id, id), eq(exercises.ownerUserId, userId)))
      .for('update');
    if (!row) return 'not-found';
    const [inRoutine] = await tx
      .select({ id: userRoutineExercises.id })
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.exerciseId, id))
      .limit(1);
    const [inSession] = await tx
      .select({ id: workoutExercises.id })
      .from(workoutExercises)
      .where(eq(workoutExercises.exerciseId, id))
      .limit(1);
    if (inRoutine || inSession) return 'in-use';
    await tx.delete(exercises).where(eq(exercises.id, id));
    return 'deleted';
  });
}

/** The account export's `ejercicios_propios` (server/modules/users/account-json.ts): the user's own exercises, by id. */
export async function* ownExercisePages(db: Queryable, userId: number) {
  yield await db
    .select({
      id: exercises.id,
      nombre: exercises.nombre,
      grupos_musculares_id: exercises.gruposMuscularesId,
      carga: exercises.carga,
      medida: exercises.medida,
    })
    .from(exercises)
    .where(eq(exercises.ownerUserId, userId))
    .orderBy(asc(exercises.id));
}
