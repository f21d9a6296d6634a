/**
 * The reads of the data export (docs/PRODUCT.md §11, "Tus datos"): everything of one user, in
 * pages. Each reader is an async generator of pages found by keyset (the last row's sort key,
 * never OFFSET), so an export holds one page at a time however long the history is.
 */
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  exerciseRemovals,
  exercises,
  importNameChoices,
  plans,
  routineExercises,
  routines,
  userExerciseSettings,
  userMeasurements,
  userRoutineExercises,
  userRoutines,
  workoutExercises,
  workouts,
  workoutSets,
} from '../../db/schema';
import type { ExportedSession, ExportedSet } from '../../domain/account-data/exported';
import { groupBy } from '../../domain/group-by';

/** Sessions (or routines, programmes) per page. */
export const EXPORT_PAGE_SIZE = 100;

/** A row under the database's own column names (the export's field names), minus `omit`. */
export type Exported = Record<string, unknown>;

/** Keys of Drizzle's rows → the table's column names, so the export reads like the schema. */
function columnNames(table: PgTable, omit: string[]): (row: Record<string, unknown>) => Exported {
  const names = Object.entries(getTableColumns(table)).filter(([, c]) => !omit.includes(c.name));
  return (row) => Object.fromEntries(names.map(([key, c]) => [c.name, row[key]]));
}

/** Pages of `table`'s rows matching `where`, in id order (ids are identity columns: never reused). */
async function* byId(
  db: Queryable,
  table: PgTable,
  idColumn: AnyPgColumn,
  where: SQL | undefined,
  pageSize: number,
): AsyncGenerator<Record<string, unknown>[]> {
  let after = 0;
  for (;;) {
    const page = (await db
      .select()
      .from(table)
      .where(and(where, sql`${idColumn} > ${after}`))
      .orderBy(asc(idColumn))
      .limit(pageSize)) as Record<string, unknown>[];
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page.at(-1)!.id as number;
  }
}

const userRoutineRow = columnNames(userRoutines, ['user_id']);
const userRoutineExerciseRow = columnNames(userRoutineExercises, ['user_routine_id']);

/**
 * The user's routines with their exercises (catalogue name as `ejercicio`): `saved` picks the
 * ones saved from another user's shared routine (source_user_routine_id set) or the others.
 */
export async function* userRoutinePages(
  db: Queryable,
  userId: number,
  saved: boolean,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Exported[]> {
  const source = saved ? isNotNull(userRoutines.sourceUserRoutineId) : isNull(userRoutines.sourceUserRoutineId);
  for await (const page of byId(
    db,
    userRoutines,
    userRoutines.id,
    and(eq(userRoutines.userId, userId), source),
    pageSize,
  )) {
    const ids = page.map((r) => r.id as number);
    const items = await db
      .select({ item: userRoutineExercises, ejercicio: exercises.nombre })
      .from(userRoutineExercises)
      .innerJoin(exercises, eq(exercises.id, userRoutineExercises.exerciseId))
      .where(inArray(userRoutineExercises.userRoutineId, ids))
      .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
    const byRoutine = groupBy(items, (i) => i.item.userRoutineId);
    yield page.map((r) => ({
      ...userRoutineRow(r),
      ejercicios: (byRoutine.get(r.id as number) ?? []).map((i) => ({
        ...userRoutineExerciseRow(i.item),
        ejercicio: i.ejercicio,
      })),
    }));
  }
}

const routineRow = columnNames(routines, ['owner_user_id', 'slug']);
const routineExerciseRow = columnNames(routineExercises, ['routine_id']);

/** Routines the generator made for the user (routines.owner_user_id), with their exercises. */
export async function* generatedRoutinePages(
  db: Queryable,
  userId: number,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Exported[]> {
  for await (const page of byId(db, routines, routines.id, eq(routines.ownerUserId, userId), pageSize)) {
    const items = await db
      .select({ item: routineExercises, ejercicio: exercises.nombre })
      .from(routineExercises)
      .innerJoin(exercises, eq(exercises.id, routineExercises.exerciseId))
      .where(
        inArray(
          routineExercises.routineId,
          page.map((r) => r.id as number),
        ),
      )
      .orderBy(asc(routineExercises.orden), asc(routineExercises.id));
    const byRoutine = groupBy(items, (i) => i.item.routineId);
    yield page.map((r) => ({
      ...routineRow(r),
      ejercicios: (byRoutine.get(r.id as number) ?? []).map((i) => ({
        ...routineExerciseRow(i.item),
        ejercicio: i.ejercicio,
      })),
    }));
  }
}

const planRow = columnNames(plans, ['user_id']);

/** The user's programmes (their sessions are user routines with `plan_id`). */
export async function* planPages(db: Queryable, userId: number, pageSize = EXPORT_PAGE_SIZE) {
  for await (const page of byId(db, plans, plans.id, eq(plans.userId, userId), pageSize)) yield page.map(planRow);
}

const measurementRow = columnNames(userMeasurements, ['user_id']);
const removalRow = columnNames(exerciseRemovals, ['user_id']);

/** Weight and height by date. */
export async function* measurementPages(db: Queryable, userId: number, pageSize = EXPORT_PAGE_SIZE) {
  const where = eq(userMeasurements.userId, userId);
  for await (const page of byId(db, userMeasurements, userMeasurements.id, where, pageSize)) {
    yield page.map(measurementRow);
  }
}

/** Exercises the user removed from a routine (the generator avoids them). */
export async function* removalPages(db: Queryable, userId: number, pageSize = EXPORT_PAGE_SIZE) {
  const where = eq(exerciseRemovals.userId, userId);
  for await (const page of byId(db, exerciseRemovals, exerciseRemovals.id, where, pageSize)) {
    yield page.map(removalRow);
  }
}

/**
 * The rest the user chose per catalogue exercise (catalogue name as `ejercicio`): one row per
 * exercise they changed it on, so one page.
 */
export async function* exerciseSettingPages(db: Queryable, userId: number) {
  yield await db
    .select({
      ejercicio_id: userExerciseSettings.exerciseId,
      ejercicio: exercises.nombre,
      descanso: userExerciseSettings.descanso,
    })
    .from(userExerciseSettings)
    .innerJoin(exercises, eq(exercises.id, userExerciseSettings.exerciseId))
    .where(eq(userExerciseSettings.userId, userId))
    .orderBy(asc(userExerciseSettings.exerciseId));
}

/** The exercise the user chose for a name of an imported file (import_name_choices), by name. */
export async function* importChoicePages(db: Queryable, userId: number) {
  yield await db
    .select({
      nombre: importNameChoices.nombre,
      ejercicio_id: importNameChoices.exerciseId,
      ejercicio: exercises.nombre,
      elegido_en: importNameChoices.elegidoEn,
    })
    .from(importNameChoices)
    .innerJoin(exercises, eq(exercises.id, importNameChoices.exerciseId))
    .where(eq(importNameChoices.userId, userId))
    .orderBy(asc(importNameChoices.nombre));
}

const workoutRow = columnNames(workouts, ['user_id']);
const workoutExerciseRow = columnNames(workoutExercises, ['workout_id', 'exercise_id']);
const setRow = columnNames(workoutSets, ['workout_id', 'workout_exercise_id']) as (
  row: Record<string, unknown>,
) => ExportedSet & Exported;

/**
 * The user's sessions, oldest first, each with its exercises (in order, catalogue name as
 * `ejercicio`) and their sets. Keyset on (iniciado_en, id): the start is compared as the
 * database's own text, since a JS Date would drop its microseconds.
 */
export async function* sessionPages(
  db: Queryable,
  userId: number,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportedSession[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${workouts.iniciadoEn}, ${workouts.id}) > (${after.at}::timestamptz, ${after.id})`
      : undefined;
    const page: { row: typeof workouts.$inferSelect; at: string }[] = await db
      .select({ row: workouts, at: sql<string>`${workouts.iniciadoEn}::text` })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), cursor))
      .orderBy(asc(workouts.iniciadoEn), asc(workouts.id))
      .limit(pageSize);
    if (page.length === 0) return;
    const ids = page.map((w) => w.row.id);
    const items = await db
      .select({ item: workoutExercises, ejercicio: exercises.nombre })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(inArray(workoutExercises.workoutId, ids))
      .orderBy(asc(workoutExercises.orden), asc(workoutExercises.id));
    const sets = await db
      .select()
      .from(workoutSets)
      .where(inArray(workoutSets.workoutId, ids))
      .orderBy(asc(workoutSets.orden), asc(workoutSets.completadaEn), asc(workoutSets.id));
    const byWorkout = groupBy(items, (i) => i.item.workoutId);
    const byExercise = groupBy(sets, (s) => s.workoutExerciseId);
    yield page.map(({ row }) => ({
      ...workoutRow(row),
      id: row.id,
      nombre: row.nombre,
      iniciado_en: row.iniciadoEn,
      ejercicios: (byWorkout.get(row.id) ?? []).map((i) => ({
        ...workoutExerciseRow(i.item),
        orden: i.item.orden,
        nota: i.item.nota,
        ejercicio_id: i.item.exerciseId,
        ejercicio: i.ejercicio,
        series: (byExercise.get(i.item.id) ?? []).map((s) => setRow(s)),
      })),
    }));
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { at: last.at, id: last.row.id };
  }
}
