import { and, asc, eq, isNotNull, lte, gte, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import {
  difficulties,
  exerciseRemovals,
  exercises,
  methods,
  muscleGroups,
  routineExercises,
  routines,
  userRoutineExercises,
  userRoutines,
  users,
} from '../../db/schema';
import { bmi, formatDateTime } from '../../domain/profile';
import { moveTo } from '../../domain/routines/order';
import { todayIso } from '../../domain/routines/schedule';
import { pageCount } from '../query-schemas';

/** Exercises appended with `POST user-routines/{id}/exercises` start with 3 x 10. */
export const DEFAULT_SERIES = 3;
export const DEFAULT_REPETICIONES = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** Today inside [start, end], in SQL (same rule as `isActive`). */
const activeSql = (today: string): SQL =>
  and(
    isNotNull(userRoutines.fechaInicio),
    isNotNull(userRoutines.fechaFin),
    lte(userRoutines.fechaInicio, today),
    gte(userRoutines.fechaFin, today),
  )!;

/** Stored `YYYY-MM-DD` → wire `DD-MM-YYYY`, null stays null (as `storedToWire`). */
const wireDateSql = (column: AnyPgColumn): SQL => sql`to_char(${column}, 'DD-MM-YYYY')`;

/**
 * The exercises of the routine in the enclosing query, in API order (orden, then id), as a JSON
 * array (`userRoutineExercise` of contract.ts, keys in its order). `array_to_json` over
 * `row_to_json` writes compact JSON, byte for byte what `JSON.stringify` writes for these values.
 */
const exercisesJson = sql`coalesce((
  select array_to_json(array_agg(row_to_json(e) order by e.orden, e.id)) from (
    select ${userRoutineExercises.id} as id, ${userRoutineExercises.exerciseId} as ejercicio_id,
      ${userRoutineExercises.orden} as orden, ${exercises.nombre} as nombre, ${exercises.tipo} as tipo,
      ${exercises.inicio} as step_1, ${exercises.fin} as step_2, ${muscleGroups.nombre} as grupos_musculares,
      ${userRoutineExercises.series} as series, ${userRoutineExercises.repeticiones} as repeticiones,
      ${userRoutineExercises.comentario} as comentario
    from ${userRoutineExercises}
    join ${exercises} on ${exercises.id} = ${userRoutineExercises.exerciseId}
    join ${muscleGroups} on ${muscleGroups.id} = ${exercises.gruposMuscularesId}
    where ${userRoutineExercises.userRoutineId} = ${userRoutines.id}
  ) e), '[]'::json)`;

/**
 * User routines matching `where` in the API shape (`userRoutine` of contract.ts, keys in its
 * order), newest first, as one JSON array built by the database: one round trip whatever the
 * number of routines and exercises, and nothing to re-serialize in Node. `rutina_activa` is
 * computed for `today` (Madrid's date, `todayIso`).
 */
function routinesJson(where: SQL, today: string, page?: { limit: number; offset: number }): SQL {
  return sql`coalesce((
    select array_to_json(array_agg(row_to_json(r) order by r.rutina_id desc)) from (
      select ${userRoutines.id} as rutina_id, ${userRoutines.nombre} as nombre,
        ${userRoutines.observaciones} as rutina_observaciones, ${difficulties.nivel} as nivel,
        ${methods.nombre} as metodo_nombre, ${methods.tiempoAerobicos} as tiempo_aerobicos,
        ${methods.tiempoAnaerobicos} as tiempo_anaerobicos, ${methods.descanso} as descanso,
        ${methods.observaciones} as metodo_observaciones,
        ${wireDateSql(userRoutines.fechaInicio)} as fecha_inicio_rutina,
        ${wireDateSql(userRoutines.fechaFin)} as fecha_fin_rutina, ${userRoutines.dia} as dia,
        ${activeSql(today)} as rutina_activa, ${userRoutines.compartida} as rutina_compartida,
        ${exercisesJson} as ejercicios
      from ${userRoutines}
      join ${difficulties} on ${difficulties.id} = ${userRoutines.dificultadId}
      join ${methods} on ${methods.id} = ${userRoutines.metodoId}
      where ${where}
      order by ${userRoutines.id} desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}
    ) r), '[]'::json)::text`;
}

const owned = (userId: number, id: number) => and(eq(userRoutines.id, id), eq(userRoutines.userId, userId))!;

/** One of the caller's routines, or null (absent or someone else's). */
export async function findUserRoutine(db: Queryable, userId: number, id: number): Promise<UserRoutine | null> {
  const { rows } = await db.execute<{ json: string }>(
    sql`select ${routinesJson(owned(userId, id), todayIso())} as json`,
  );
  const [found] = JSON.parse(rows[0]!.json) as UserRoutine[];
  return found ?? null;
}

/**
 * `GET user-routines`: the caller's profile, their routine count and one page of routines
 * (newest first), in one query. Returns the response body as JSON text, keys in the order of
 * `userRoutineList` (contract.ts), or null when the user is gone. The ~90 KB of routines stay
 * the text the database wrote; only the profile fields are formatted here.
 */
export async function listUserRoutines(
  db: Db,
  userId: number,
  opts: { page: number; limit: number; active?: boolean },
): Promise<string | null> {
  const today = todayIso();
  const filter =
    opts.active === undefined
      ? eq(userRoutines.userId, userId)
      : opts.active
        ? and(eq(userRoutines.userId, userId), activeSql(today))!
        : and(eq(userRoutines.userId, userId), sql`not (${activeSql(today)})`)!;
  const page = { limit: opts.limit, offset: (opts.page - 1) * opts.limit };
  const { rows } = await db.execute<{
    id: number;
    nombre: string;
    apellidos: string;
    email: string;
    created: number;
    peso: number;
    altura: number;
    total: number;
    rutinas: string;
  }>(sql`
    select ${users.id} as id, ${users.nombre} as nombre, ${users.apellidos} as apellidos, ${users.email} as email,
      extract(epoch from ${users.createdAt})::float8 as created,
      ${users.peso}::float8 as peso, ${users.altura}::float8 as altura,
      (select count(*)::int from ${userRoutines} where ${filter}) as total,
      ${routinesJson(filter, today, page)} as rutinas
    from ${users} where ${users.id} = ${userId}`);
  const user = rows[0];
  if (!user) return null;
  const head: Omit<UserRoutineList, 'rutinas' | 'total_routines' | 'current_page' | 'total_pages'> = {
    id: user.id,
    nombre: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    fecha_alta: formatDateTime(new Date(user.created * 1000)),
    peso: user.peso,
    altura: user.altura,
    imc: bmi(user.peso, user.altura),
  };
  const tail: Pick<UserRoutineList, 'total_routines' | 'current_page' | 'total_pages'> = {
    total_routines: user.total,
    current_page: opts.page,
    total_pages: pageCount(user.total, opts.limit),
  };
  // {...head, "rutinas": <database text>, ...tail}: the order of userRoutineList.
  return `${JSON.stringify(head).slice(0, -1)},"rutinas":${user.rutinas},${JSON.stringify(tail).slice(1)}`;
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
