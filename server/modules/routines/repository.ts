import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PublicRoutine, PublicRoutineExercise } from '../../../src/lib/contract';
import { exerciseImages } from '../../../src/lib/exercise-photos';
import type { Db, Queryable } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import {
  difficulties,
  exercises,
  goals,
  methods,
  muscleGroups,
  routineExercises,
  routines,
  userRoutineExercises,
  userRoutines,
} from '../../db/schema';
import { groupBy } from '../../domain/group-by';

const exerciseCols = {
  id_ejercicio: exercises.id,
  nombre: exercises.nombre,
  tipo: exercises.tipo,
  step_1: exercises.inicio,
  step_2: exercises.fin,
  grupos_musculares: muscleGroups.nombre,
};

/**
 * A template's or user routine's columns in the public shape and its key order, with the labels
 * of its goal, difficulty and method (the query joins those three tables).
 */
function headColumns(table: typeof routines | typeof userRoutines, realizada: SQL<boolean>) {
  return {
    id_rutina: table.id,
    nombre: table.nombre,
    observaciones: table.observaciones,
    realizada,
    objetivo: goals.nombre,
    dificultad: difficulties.nivel,
    metodo: methods.nombre,
    dia: table.dia,
  };
}

/** Where a routine's exercises live: a template's, or a user routine's (a shared one). */
const EXERCISE_SOURCES = {
  template: { items: routineExercises, routineId: routineExercises.routineId },
  user: { items: userRoutineExercises, routineId: userRoutineExercises.userRoutineId },
};

/** A routine's row in the public shape, before its exercises; `dia` goes onto each exercise. */
type RoutineHead = Omit<PublicRoutine, 'ejercicios'> & { dia: PublicRoutineExercise['dia'] };

/** The exercises of the routines `which` selects, in their order, with their catalogue texts. */
function exercisesWhere(db: Queryable, source: keyof typeof EXERCISE_SOURCES, which: (routineId: AnyPgColumn) => SQL) {
  const { items: table, routineId } = EXERCISE_SOURCES[source];
  return db
    .select({
      routineId,
      orden: table.orden,
      series: table.series,
      repeticiones: table.repeticiones,
      comentario: table.comentario,
      ...exerciseCols,
    })
    .from(table)
    .innerJoin(exercises, eq(exercises.id, table.exerciseId))
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(which(routineId))
    .orderBy(asc(routineId), asc(table.orden), asc(table.id));
}
type ExerciseRow = Awaited<ReturnType<typeof exercisesWhere>>[number];

/** `rows` in the public shape, each with its exercises among `items`. */
function assemble(rows: RoutineHead[], items: ExerciseRow[]): PublicRoutine[] {
  const byRoutine = groupBy(items, (i) => i.routineId);
  return rows.map(({ dia, ...r }) => ({
    ...r,
    realizada: Boolean(r.realizada),
    ejercicios: (byRoutine.get(r.id_rutina) ?? []).map(({ routineId: _routineId, ...e }): PublicRoutineExercise => ({
      ...e,
      dia,
      imagenes: exerciseImages(e.id_ejercicio),
    })),
  }));
}

/** One query for the exercises of all `rows`, in their order, joined into the public shape. */
async function withExercises(
  db: Queryable,
  rows: RoutineHead[],
  source: keyof typeof EXERCISE_SOURCES,
): Promise<PublicRoutine[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id_rutina);
  return assemble(rows, await exercisesWhere(db, source, (routineId) => inArray(routineId, ids)));
}

/**
 * Templates (public, or generated for one user) in the public shape: one query for the
 * routines, one for all their exercises. `realizada`: the caller already copied it (false for
 * every template when `callerId` is null: catalogue/cache.ts fills it in per request).
 */
export async function findTemplates(
  db: Queryable,
  callerId: number | null,
  where: SQL | undefined,
): Promise<PublicRoutine[]> {
  const realizada =
    callerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${userRoutines} where ${userRoutines.userId} = ${callerId} and ${userRoutines.routineId} = ${routines.id})`;
  const rows = await db
    .select(headColumns(routines, realizada))
    .from(routines)
    .innerJoin(goals, eq(goals.id, routines.objetivoId))
    .innerJoin(difficulties, eq(difficulties.id, routines.dificultadId))
    .innerJoin(methods, eq(methods.id, routines.metodoId))
    .where(where)
    .orderBy(asc(routines.id));
  return withExercises(db, rows, 'template');
}

/** Every public template's id with its goal and difficulty ids, by id. */
export function listTemplateKeys(db: Queryable) {
  return db
    .select({ id: routines.id, goal: routines.objetivoId, level: routines.dificultadId })
    .from(routines)
    .where(isNull(routines.ownerUserId))
    .orderBy(asc(routines.id));
}

/**
 * The templates a user has saved (the routine ids of their user routines: a template's
 * `realizada`). Prepared once per app (server/db/prepared.ts, "statements prepared on PGlite"),
 * as it runs on every `GET routines/filter` and `routines/{id}` answered by
 * modules/catalogue/cache.ts (figures "GET /api/routines/filter" and "GET /api/routines/1",
 * signed in, in the register). `prepare`: PGLITE_PREPARE.
 */
export function savedTemplatesReader(db: Db, prepare: boolean) {
  const query = db
    .select({ routineId: userRoutines.routineId })
    .from(userRoutines)
    .where(and(eq(userRoutines.userId, sql.placeholder('userId')), isNotNull(userRoutines.routineId)));
  const statement = preparedSelect(db, query, 'catalogue_saved_templates', prepare);
  return async (userId: number): Promise<Set<number>> =>
    new Set((await statement.execute({ userId })).map((r) => r.routineId).filter((id): id is number => id !== null));
}

/** Every public template in the public shape, `realizada` false (catalogue/cache.ts fills it in). */
export const publicTemplates = (db: Queryable) => findTemplates(db, null, isNull(routines.ownerUserId));

/** Public templates, optionally filtered by goal and difficulty. */
export function listPublicRoutines(
  db: Db,
  callerId: number,
  filter: { objetivos_id?: number; dificultad_id?: number },
): Promise<PublicRoutine[]> {
  return findTemplates(
    db,
    callerId,
    and(
      isNull(routines.ownerUserId),
      filter.objetivos_id === undefined ? undefined : eq(routines.objetivoId, filter.objetivos_id),
      filter.dificultad_id === undefined ? undefined : eq(routines.dificultadId, filter.dificultad_id),
    ),
  );
}

/** A public template or a routine generated for the caller; null otherwise. */
export async function findVisibleTemplate(db: Db, callerId: number, id: number): Promise<PublicRoutine | null> {
  const [found] = await findTemplates(
    db,
    callerId,
    and(eq(routines.id, id), or(isNull(routines.ownerUserId), eq(routines.ownerUserId, callerId))),
  );
  return found ?? null;
}

/**
 * Routines other users shared, newest first, in the public shape (`id_rutina` = the shared
 * user routine's id; `realizada`: the caller already saved it), with their total. One reader
 * per app: its statements are prepared once (server/db/prepared.ts, "statements prepared on
 * PGlite"; figure "GET /api/routines/shared?page=1&limit=20", signed in, in the register). A page is one statement (the
 * count is a column of it), and one more for its exercises when it has routines; an empty page
 * past the first needs the count alone (an empty first page means none at all).
 */
export function sharedRoutinesReader(db: Db, prepare: boolean) {
  const caller = sql.placeholder('caller');
  const shared = and(eq(userRoutines.compartida, true), ne(userRoutines.userId, caller));
  const countQuery = db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(userRoutines)
    .where(shared);
  const pageQuery = db
    .select({
      ...headColumns(
        userRoutines,
        sql<boolean>`exists (select 1 from user_routines mine where mine.user_id = ${caller} and mine.source_user_routine_id = ${userRoutines.id})`,
      ),
      total: sql<number>`(${countQuery})`.mapWith(Number),
    })
    .from(userRoutines)
    .innerJoin(goals, eq(goals.id, userRoutines.objetivoId))
    .innerJoin(difficulties, eq(difficulties.id, userRoutines.dificultadId))
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .where(shared)
    .orderBy(desc(userRoutines.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const count = preparedSelect(db, countQuery, 'shared_routines_count', prepare);
  const pageOf = preparedSelect(db, pageQuery, 'shared_routines_page', prepare);
  // The page's ids as one array argument (a prepared statement has a fixed number of them).
  const ids = sql.placeholder('ids');
  const exercisesOf = preparedSelect(
    db,
    exercisesWhere(db, 'user', (routineId) => sql`${routineId} = any(${ids}::int[])`),
    'shared_routines_exercises',
    prepare,
  );
  return async (
    callerId: number,
    page: number,
    limit: number,
  ): Promise<{ total: number; routines: PublicRoutine[] }> => {
    const rows = await pageOf.execute({ caller: callerId, limit, offset: (page - 1) * limit });
    if (rows.length === 0) {
      const total = page === 1 ? 0 : ((await count.execute({ caller: callerId }))[0]?.total ?? 0);
      return { total, routines: [] };
    }
    const heads = rows.map(({ total: _total, ...head }) => head);
    const items = await exercisesOf.execute({ ids: `{${heads.map((r) => r.id_rutina).join(',')}}` });
    return { total: rows[0]!.total, routines: assemble(heads, items) };
  };
}
