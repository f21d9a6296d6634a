/**
 * The training log's sessions and sets in the database: start, notes, finish, delete, a session's
 * exercises, and saving a set. Reads of a whole session: read-repository.ts; figures (totals,
 * records, history): stats-repository.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SetMeasure, SetType, WorkoutSet, WorkoutSetInput } from '../../../src/lib/contract-training';
import type { Db, Queryable } from '../../db/client';
import {
  exercises,
  methods,
  plans,
  userExerciseSettings,
  userRoutineExercises,
  userRoutines,
  workoutExercises,
  workouts,
  workoutSets,
  workoutTombstones,
} from '../../db/schema';
import { isoText, selectPrepared, selectRows } from '../../db/sql-helpers';
import { todayIso } from '../../domain/profile';
import { defaultMeasure } from '../../domain/training/measure';
import { EMPTY_SESSION_NAME } from '../../domain/training/session-changes';
import { planWeekOn, sessionTargets } from '../../domain/training/session-targets';

export type WorkoutRow = typeof workouts.$inferSelect;

export type StartOutcome =
  | { kind: 'created' | 'existing'; id: number }
  | { kind: 'routine-not-found' }
  | { kind: 'empty-routine' }
  | { kind: 'in-progress' }
  | { kind: 'deleted' };

/** Whether the user deleted a session started with `clienteId` (its id stays spent). */
async function spent(db: Queryable, userId: number, clienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: workoutTombstones.userId })
    .from(workoutTombstones)
    .where(and(eq(workoutTombstones.userId, userId), eq(workoutTombstones.clienteId, clienteId)))
    .limit(1);
  return row !== undefined;
}

/** The user's session started with `clienteId`, if any. */
async function byClientId(db: Queryable, userId: number, clienteId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.clienteId, clienteId)))
    .limit(1);
  return row?.id ?? null;
}

const isSetMeasure = (m: string | null): m is SetMeasure => m === 'repeticiones' || m === 'tiempo' || m === 'distancia';

/**
 * Starts a session from the user's routine: the routine's name and exercises are copied (the
 * range's top as the target and its bottom; rest: what the user last set for the exercise
 * (user_exercise_settings), else the routine exercise's own (a programme's, or one the user set: issue #40), else the method's; measure: a
 * programme exercise's own, else the catalogue's). A programme's session also takes the week of
 * the block it starts in (its day in Madrid): that week's sets, RIR target and whether it is a
 * deload. With no routine (`routineId` null), an empty session named `nombre`. A retried start
 * (same `clienteId`) finds the first one; another session in progress wins (the partial unique
 * index decides races). `iniciadoEn`: the device's start time of a session started offline,
 * else the server's now. A `clienteId` whose session the user deleted is spent: 'deleted',
 * nothing created. The delete removes the session and writes the tombstone in one commit, so
 * the look-ups above see one or the other.
 */
export async function startWorkout(
  db: Db,
  userId: number,
  routineId: number | null,
  clienteId: string,
  iniciadoEn?: Date,
  nombre: string = EMPTY_SESSION_NAME,
): Promise<StartOutcome> {
  const existing = await byClientId(db, userId, clienteId);
  if (existing !== null) return { kind: 'existing', id: existing };
  if (await spent(db, userId, clienteId)) return { kind: 'deleted' };
  const session = { userId, clienteId, ...(iniciadoEn ? { iniciadoEn } : {}) };
  if (routineId === null) return insertSession(db, { ...session, nombre, descarga: false }, () => []);
  const [routine] = await db
    .select({
      nombre: userRoutines.nombre,
      descanso: methods.descanso,
      plan: { fechaInicio: plans.fechaInicio, fechaFin: plans.fechaFin, progresion: plans.progresion },
    })
    .from(userRoutines)
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .leftJoin(plans, eq(plans.id, userRoutines.planId))
    .where(and(eq(userRoutines.id, routineId), eq(userRoutines.userId, userId)))
    .limit(1);
  if (!routine) return { kind: 'routine-not-found' };
  const items = await db
    .select({
      ure: userRoutineExercises,
      tipo: exercises.tipo,
      fuerza: exercises.fuerza,
      medida: exercises.medida,
      remembered: userExerciseSettings.descanso,
    })
    .from(userRoutineExercises)
    .innerJoin(exercises, eq(exercises.id, userRoutineExercises.exerciseId))
    .leftJoin(
      userExerciseSettings,
      and(
        eq(userExerciseSettings.userId, userId),
        eq(userExerciseSettings.exerciseId, userRoutineExercises.exerciseId),
      ),
    )
    .where(eq(userRoutineExercises.userRoutineId, routineId))
    .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
  if (items.length === 0) return { kind: 'empty-routine' };
  const week = planWeekOn(routine.plan, todayIso(iniciadoEn ?? new Date()));
  const values = { ...session, userRoutineId: routineId, nombre: routine.nombre, descarga: week?.descarga === true };
  return insertSession(db, values, (workoutId) =>
    items.map(({ ure, tipo, fuerza, medida: catalogueMeasure, remembered }, i) => {
      // A programme's exercise brings its own rest and measure; other routines the method's
      // rest and the catalogue's measure.
      const medida = isSetMeasure(ure.medida) ? ure.medida : defaultMeasure({ tipo, fuerza, medida: catalogueMeasure });
      return {
        workoutId,
        exerciseId: ure.exerciseId,
        orden: i + 1,
        ...sessionTargets(ure, week, medida),
        descanso: remembered ?? ure.descanso ?? routine.descanso,
        medida,
      };
    }),
  );
}

/**
 * Inserts a session and its exercises in one transaction; a session that loses the race to the
 * unique indexes is the one the same start made ('existing') or another in progress.
 */
function insertSession(
  db: Db,
  values: typeof workouts.$inferInsert,
  exercisesOf: (workoutId: number) => (typeof workoutExercises.$inferInsert)[],
): Promise<StartOutcome> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(workouts).values(values).onConflictDoNothing().returning({ id: workouts.id });
    if (!created) {
      const again = await byClientId(tx, values.userId, values.clienteId);
      return again !== null ? { kind: 'existing', id: again } : { kind: 'in-progress' };
    }
    const rows = exercisesOf(created.id);
    if (rows.length > 0) await tx.insert(workoutExercises).values(rows);
    return { kind: 'created', id: created.id };
  });
}

export async function setNotes(db: Db, id: number, notas: string): Promise<void> {
  await db.update(workouts).set({ notas }).where(eq(workouts.id, id));
}

/**
 * Finishes a session in progress (a finished one is left as it is: finishing is idempotent).
 * `at` has millisecond precision, the stored start microseconds: an end the client read back as
 * the start itself would be a few microseconds before it, so the later of the two is stored.
 */
export async function finishWorkout(db: Db, id: number, at: Date, notas: string | undefined): Promise<void> {
  const terminadoEn = sql`greatest(${at.toISOString()}::timestamptz, ${workouts.iniciadoEn})`;
  await db
    .update(workouts)
    .set({ estado: 'terminado', terminadoEn, ...(notas !== undefined ? { notas } : {}) })
    .where(and(eq(workouts.id, id), eq(workouts.estado, 'en_curso')));
}

/** Deletes a session and keeps its client id spent (workout_tombstones), in one transaction. */
export async function deleteWorkout(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(workouts)
      .where(eq(workouts.id, id))
      .returning({ userId: workouts.userId, clienteId: workouts.clienteId });
    if (gone) await tx.insert(workoutTombstones).values(gone).onConflictDoNothing();
  });
}

/** A set's values to write; `editada_en`: the device's time of the edit, null for an edit of now. */
export type SetValues = Omit<WorkoutSetInput, 'completada_en' | 'editada_en'> & {
  completada_en: Date;
  editada_en: Date | null;
};
export type SetRow = typeof workoutSets.$inferSelect;

/**
 * Creates or replaces set `setId` of the user's session `workoutId` in one statement, so retries
 * (even concurrent ones) never double it: the row is selected from the session and its exercise
 * (nothing when either is not the user's), and a set id that belongs to another session is left
 * alone. Null in both cases (sessionExercise tells which). `created` tells a new row (`xmax = 0`)
 * from a replaced one. One statement instead of a lookup and an upsert: saving a set is the
 * session screen's hot path, and PGlite runs statements one at a time. Named optimisation "set
 * upsert prepared" (docs/PERFORMANCE.md register; figure "saving a set at 50 connections", p95 <=
 * 10 ms): a named prepared statement (`selectPrepared`), since on PostgreSQL planning it cost more
 * than running it; db/sql-helpers.test.ts holds it to `selectRows`.
 *
 * The newest edit wins: a write whose `editada_en` is older than the stored
 * one's changes nothing and returns nothing (the caller then reads the stored set). A write with
 * no `editada_en` is an edit of now and always applies; either way the row keeps the time of the
 * edit applied (now() for the latter). The row lock of ON CONFLICT DO UPDATE orders racing writes.
 */
export async function upsertSet(
  db: Db,
  userId: number,
  workoutId: number,
  setId: string,
  v: SetValues,
): Promise<{ row: SetRow; created: boolean } | null> {
  const editedAt = v.editada_en?.toISOString() ?? null;
  const [saved] = await selectPrepared<RawSet & { created: boolean }>(
    db,
    'workouts_upsert_set',
    sql`
    insert into workout_sets
      (id, workout_id, workout_exercise_id, orden, medida, repeticiones, kg, segundos, metros, rir, tipo, completada_en,
       editada_en)
    select ${setId}::uuid, w.id, we.id, ${v.orden}::int, ${v.medida}, ${v.repeticiones ?? null}::int,
      ${v.kg ?? null}::numeric, ${v.segundos ?? null}::int, ${v.metros ?? null}::numeric, ${v.rir ?? null}::smallint,
      ${v.tipo ?? 'trabajo'}::text, ${v.completada_en.toISOString()}::timestamptz,
      coalesce(${editedAt}::timestamptz, now())
    from workouts w
    join workout_exercises we on we.workout_id = w.id and we.id = ${v.ejercicio_sesion_id}
    where w.id = ${workoutId} and w.user_id = ${userId}
    on conflict (id) do update set
      workout_exercise_id = excluded.workout_exercise_id, orden = excluded.orden, medida = excluded.medida,
      repeticiones = excluded.repeticiones, kg = excluded.kg, segundos = excluded.segundos,
      metros = excluded.metros, rir = excluded.rir, tipo = excluded.tipo, completada_en = excluded.completada_en,
      editada_en = excluded.editada_en
      where workout_sets.workout_id = excluded.workout_id
        and (${editedAt}::timestamptz is null or workout_sets.editada_en is null
          or workout_sets.editada_en <= ${editedAt}::timestamptz)
    returning id, workout_id, workout_exercise_id, orden, medida, repeticiones, kg::float8 as kg, segundos,
      metros::float8 as metros, rir, tipo, ${isoText(sql`completada_en`)} as completada_en,
      ${isoText(sql`editada_en`)} as editada_en, (xmax = 0) as created`,
  );
  if (!saved) return null;
  return {
    created: saved.created,
    row: {
      id: saved.id,
      workoutId: Number(saved.workout_id),
      workoutExerciseId: Number(saved.workout_exercise_id),
      orden: Number(saved.orden),
      medida: saved.medida,
      repeticiones: saved.repeticiones === null ? null : Number(saved.repeticiones),
      kg: saved.kg === null ? null : Number(saved.kg),
      segundos: saved.segundos === null ? null : Number(saved.segundos),
      metros: saved.metros === null ? null : Number(saved.metros),
      rir: saved.rir === null ? null : Number(saved.rir),
      tipo: saved.tipo,
      completadaEn: new Date(saved.completada_en),
      editadaEn: saved.editada_en === null ? null : new Date(saved.editada_en),
    },
  };
}

interface RawSet {
  id: string;
  workout_id: number;
  workout_exercise_id: number;
  orden: number;
  medida: string;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
  tipo: string;
  completada_en: string;
  editada_en: string | null;
}

/** Set `setId` of session `workoutId`, or null. */
export async function findSet(db: Db, workoutId: number, setId: string): Promise<SetRow | null> {
  const [row] = await db
    .select()
    .from(workoutSets)
    .where(and(eq(workoutSets.id, setId), eq(workoutSets.workoutId, workoutId)))
    .limit(1);
  return row ?? null;
}

export async function deleteSet(db: Db, workoutId: number, setId: string): Promise<boolean> {
  const rows = await db
    .delete(workoutSets)
    .where(and(eq(workoutSets.id, setId), eq(workoutSets.workoutId, workoutId)))
    .returning({ id: workoutSets.id });
  return rows.length > 0;
}

/**
 * For a set's save, in one query: whether session `workoutId` is the user's (null: not found)
 * and whether `exerciseId` is one of its exercises.
 */
export async function sessionExercise(
  db: Db,
  userId: number,
  workoutId: number,
  exerciseId: number,
): Promise<{ exerciseFound: boolean } | null> {
  const [row] = await db
    .select({ exerciseId: workoutExercises.id })
    .from(workouts)
    .leftJoin(workoutExercises, and(eq(workoutExercises.workoutId, workouts.id), eq(workoutExercises.id, exerciseId)))
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .limit(1);
  return row ? { exerciseFound: row.exerciseId !== null } : null;
}

/** The user's session `id`, or null (another user's session is not found either). */
export async function workoutRow(db: Db, userId: number, id: number): Promise<WorkoutRow | null> {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The user's session in progress as a row, or null: one statement, the row read whole where
 * its id is found (named optimisation "the session in progress in one statement",
 * docs/PERFORMANCE.md register).
 */
export async function currentWorkoutRow(db: Db, userId: number): Promise<WorkoutRow | null> {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.estado, 'en_curso')))
    .limit(1);
  return row ?? null;
}

/** A stored set as the API sends it. */
export function toWireSet(s: SetRow): WorkoutSet {
  return {
    id: s.id,
    ejercicio_sesion_id: s.workoutExerciseId,
    orden: s.orden,
    medida: s.medida as SetMeasure,
    repeticiones: s.repeticiones,
    kg: s.kg,
    segundos: s.segundos,
    metros: s.metros,
    rir: s.rir,
    tipo: s.tipo as SetType,
    completada_en: s.completadaEn.toISOString(),
  };
}

/**
 * The zone names the database accepts (`pg_timezone_names`, lower-cased: PostgreSQL looks names
 * up without regard to case), read once per database handle and kept. The schema's check
 * (`isTimeZone`, Intl) is not enough: Node's ICU still knows aliases the tz database has dropped
 * (US/Pacific-New, Canada/East-Saskatchewan), and the two databases ship different tz data
 * (PGlite its own, PostgreSQL the system's), so the database itself is asked. A failed read is
 * forgotten, so the next request tries again. Raw SQL: a catalogue view Drizzle's schema lacks;
 * kept per handle so a `tz` costs no statement after the first.
 */
const known = new WeakMap<Db, Promise<ReadonlySet<string>>>();

export function databaseTimeZones(db: Db): Promise<ReadonlySet<string>> {
  let zones = known.get(db);
  if (!zones) {
    zones = selectRows<{ name: string }>(db, sql`select name from pg_timezone_names`).then(
      (rows) => new Set(rows.map((r) => r.name.toLowerCase())),
    );
    known.set(db, zones);
    zones.catch(() => known.delete(db));
  }
  return zones;
}
