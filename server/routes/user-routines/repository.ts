import { and, asc, desc, eq, inArray, isNotNull, lte, gte, max, or, sql, type SQL } from 'drizzle-orm';
import type { UserRoutine, UserRoutineExercise } from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import {
  difficulties,
  exerciseRemovals,
  exercises,
  methods,
  routineExercises,
  routines,
  userRoutineExercises,
  userRoutines,
  users,
} from '../../db/schema';
import { groupBy } from '../../domain/group-by';
import { catalogueTexts } from './catalogue-texts';
import { bmi, formatDateTime } from '../../domain/profile';
import { moveTo } from '../../domain/routines/order';
import { isActive, storedToWire, todayIso } from '../../domain/routines/schedule';

/** Exercises appended with `POST user-routines/{id}/exercises` start with 3 x 10. */
export const DEFAULT_SERIES = 3;
export const DEFAULT_REPETICIONES = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

const routineCols = {
  rutina_id: userRoutines.id,
  nombre: userRoutines.nombre,
  rutina_observaciones: userRoutines.observaciones,
  nivel: difficulties.nivel,
  metodo_nombre: methods.nombre,
  tiempo_aerobicos: methods.tiempoAerobicos,
  tiempo_anaerobicos: methods.tiempoAnaerobicos,
  descanso: methods.descanso,
  metodo_observaciones: methods.observaciones,
  fechaInicio: userRoutines.fechaInicio,
  fechaFin: userRoutines.fechaFin,
  dia: userRoutines.dia,
  rutina_compartida: userRoutines.compartida,
};

/** Today inside [start, end], in SQL (same rule as `isActive`). */
const activeSql = (today: string): SQL =>
  and(
    isNotNull(userRoutines.fechaInicio),
    isNotNull(userRoutines.fechaFin),
    lte(userRoutines.fechaInicio, today),
    gte(userRoutines.fechaFin, today),
  )!;

/**
 * User routines in the API shape, whatever their number in two queries: the routines (joined
 * with their level and method) and all their exercises (joined with catalogue and muscle group).
 */
async function loadRoutines(
  db: Queryable,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<UserRoutine[]> {
  const query = db
    .select(routineCols)
    .from(userRoutines)
    .innerJoin(difficulties, eq(difficulties.id, userRoutines.dificultadId))
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .where(where)
    .orderBy(desc(userRoutines.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const items = await db
    .select({
      userRoutineId: userRoutineExercises.userRoutineId,
      id: userRoutineExercises.id,
      ejercicio_id: userRoutineExercises.exerciseId,
      orden: userRoutineExercises.orden,
      series: userRoutineExercises.series,
      repeticiones: userRoutineExercises.repeticiones,
      comentario: userRoutineExercises.comentario,
    })
    .from(userRoutineExercises)
    .where(
      inArray(
        userRoutineExercises.userRoutineId,
        rows.map((r) => r.rutina_id),
      ),
    )
    .orderBy(asc(userRoutineExercises.userRoutineId), asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
  const texts = await catalogueTexts(
    db,
    items.map((i) => i.ejercicio_id),
  );
  const byRoutine = groupBy(
    items.filter((i) => texts.has(i.ejercicio_id)),
    (i) => i.userRoutineId,
  );
  const today = todayIso();
  return rows.map(({ fechaInicio, fechaFin, ...r }) => ({
    ...r,
    fecha_inicio_rutina: storedToWire(fechaInicio),
    fecha_fin_rutina: storedToWire(fechaFin),
    rutina_activa: isActive(fechaInicio, fechaFin, today),
    ejercicios: (byRoutine.get(r.rutina_id) ?? []).map(
      ({ userRoutineId: _id, id, ejercicio_id, orden, ...rest }): UserRoutineExercise => ({
        id,
        ejercicio_id,
        orden,
        ...texts.get(ejercicio_id)!,
        ...rest,
      }),
    ),
  }));
}

const owned = (userId: number, id: number) => and(eq(userRoutines.id, id), eq(userRoutines.userId, userId));

/** One of the caller's routines, or null (absent or someone else's). */
export async function findUserRoutine(db: Queryable, userId: number, id: number): Promise<UserRoutine | null> {
  const [found] = await loadRoutines(db, owned(userId, id));
  return found ?? null;
}

/**
 * `GET user-routines`: the caller's profile summary and one page of routines (newest first).
 * The profile (with the count) and the page are read at once, then all exercises of the page.
 */
export async function listUserRoutines(
  db: Db,
  userId: number,
  opts: { page: number; limit: number; active?: boolean },
) {
  const today = todayIso();
  const filter =
    opts.active === undefined
      ? eq(userRoutines.userId, userId)
      : opts.active
        ? and(eq(userRoutines.userId, userId), activeSql(today))
        : and(eq(userRoutines.userId, userId), sql`not (${activeSql(today)})`);
  const [[user], rutinas] = await Promise.all([
    db
      .select({
        id: users.id,
        nombre: users.nombre,
        apellidos: users.apellidos,
        email: users.email,
        createdAt: users.createdAt,
        peso: users.peso,
        altura: users.altura,
        total: sql<number>`(select count(*)::int from ${userRoutines} where ${filter})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, userId)),
    loadRoutines(db, filter, { limit: opts.limit, offset: (opts.page - 1) * opts.limit }),
  ]);
  if (!user) return null;
  const { createdAt, total, ...profile } = user;
  return {
    ...profile,
    peso: Number(profile.peso),
    altura: Number(profile.altura),
    fecha_alta: formatDateTime(createdAt),
    imc: bmi(Number(profile.peso), Number(profile.altura)),
    rutinas,
    total,
  };
}

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
    const [created] = await tx
      .insert(userRoutines)
      .values({
        userId,
        routineId: template.id,
        nombre: template.nombre,
        observaciones: template.observaciones,
        objetivoId: template.objetivoId,
        dificultadId: template.dificultadId,
        metodoId: template.metodoId,
        dia: template.dia,
      })
      .returning({ id: userRoutines.id });
    const items = await tx
      .select()
      .from(routineExercises)
      .where(eq(routineExercises.routineId, template.id))
      .orderBy(asc(routineExercises.orden), asc(routineExercises.id));
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
    const [created] = await tx
      .insert(userRoutines)
      .values({
        userId,
        sourceUserRoutineId: source.id,
        nombre: source.nombre,
        observaciones: source.observaciones,
        objetivoId: source.objetivoId,
        dificultadId: source.dificultadId,
        metodoId: source.metodoId,
        dia: source.dia,
      })
      .returning({ id: userRoutines.id });
    const items = await tx
      .select()
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.userRoutineId, source.id))
      .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
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
