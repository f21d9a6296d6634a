/**
 * Reads of one whole session (`GET /workouts/{id}` and every route that answers a session): its
 * exercises and sets, and the history the advice and `anterior` come from.
 */
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PreviousSet, SetMeasure, SetType } from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { exercises, muscleGroups, users, workoutExercises, workouts, workoutSets } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { SESSIONS_READ, type LoggedSetRow } from '../../domain/training/suggestion-input';
import { toWireSet, type SetRow, type WorkoutRow } from './repository';

/**
 * The note left on the same catalogue exercise in the user's latest finished session, started
 * before `row`, that has one ('' when none): a walk of the user's sessions newest first
 * (workouts_user_started_idx), each a probe of workout_exercises_workout_exercise_idx, that
 * stops at the first note. A column of the exercises' query, so `nota_anterior` costs no
 * statement of its own.
 */
const lastNote = (row: WorkoutRow) => sql<string>`coalesce((
  select we2.nota from workouts w2 join workout_exercises we2 on we2.workout_id = w2.id
  where w2.user_id = ${row.userId} and w2.estado = 'terminado' and w2.id <> ${row.id}
    and w2.iniciado_en < ${row.iniciadoEn.toISOString()}::timestamptz
    and we2.exercise_id = ${workoutExercises.exerciseId} and we2.nota <> ''
  order by w2.iniciado_en desc, w2.id desc
  limit 1), '')`;

/**
 * The session's exercises (with their catalogue entry, group and `notaAnterior`, the note of
 * `lastNote`) and its sets, in order.
 */
export async function sessionContents(db: Db, row: WorkoutRow) {
  const [list, sets] = await Promise.all([
    db
      .select({
        we: workoutExercises,
        nombre: exercises.nombre,
        grupo: muscleGroups.nombre,
        catalogue: { grupoId: exercises.gruposMuscularesId, tipo: exercises.tipo, equipo: exercises.equipo },
        notaAnterior: lastNote(row),
      })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .where(eq(workoutExercises.workoutId, row.id))
      .orderBy(asc(workoutExercises.orden), asc(workoutExercises.id)),
    db
      .select()
      .from(workoutSets)
      .where(eq(workoutSets.workoutId, row.id))
      .orderBy(asc(workoutSets.orden), asc(workoutSets.completadaEn)),
  ]);
  return { list, sets };
}

const toPrevious = (s: SetRow): PreviousSet => {
  const { orden, medida, repeticiones, kg, segundos, metros, rir, tipo } = toWireSet(s);
  return { orden, medida, repeticiones, kg, segundos, metros, rir, tipo };
};

/**
 * `anterior` of each catalogue exercise: the sets of the most recent finished session, started
 * before `row`, that logged a work set of it (warm-ups alone say nothing of the work; the
 * warm-ups of that session are listed with their `tipo`). One query for the sessions, one for
 * their sets. The plain path of named optimisation "anterior from the suggestions' walk"
 * (docs/PERFORMANCE.md register), which reads the same sets in `lastSessions`; kept to hold it
 * by server/modules/workouts/read.test.ts.
 */
export async function previousSets(
  db: Db,
  row: WorkoutRow,
  catalogueIds: number[],
): Promise<Map<number, PreviousSet[]>> {
  const result = new Map<number, PreviousSet[]>();
  if (catalogueIds.length === 0) return result;
  const latest = await db
    .selectDistinctOn([workoutExercises.exerciseId], {
      exerciseId: workoutExercises.exerciseId,
      workoutId: workouts.id,
    })
    .from(workouts)
    .innerJoin(workoutExercises, eq(workoutExercises.workoutId, workouts.id))
    .where(
      and(
        eq(workouts.userId, row.userId),
        eq(workouts.estado, 'terminado'),
        ne(workouts.id, row.id),
        lt(workouts.iniciadoEn, row.iniciadoEn),
        inArray(workoutExercises.exerciseId, catalogueIds),
        sql`exists (select 1 from ${workoutSets} where ${workoutSets.workoutExerciseId} = ${workoutExercises.id}
          and ${workoutSets.tipo} <> 'calentamiento')`,
      ),
    )
    .orderBy(workoutExercises.exerciseId, desc(workouts.iniciadoEn), desc(workouts.id));
  if (latest.length === 0) return result;
  const sets = await db
    .select({ set: workoutSets, exerciseId: workoutExercises.exerciseId })
    .from(workoutSets)
    .innerJoin(workoutExercises, eq(workoutExercises.id, workoutSets.workoutExerciseId))
    .where(
      sql`(${workoutSets.workoutId}, ${workoutExercises.exerciseId}) in (${sql.join(
        latest.map((l) => sql`(${l.workoutId}::int, ${l.exerciseId}::int)`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(workoutExercises.orden), asc(workoutSets.orden), asc(workoutSets.completadaEn));
  for (const { set, exerciseId } of sets) {
    const list = result.get(exerciseId) ?? [];
    list.push(toPrevious(set));
    result.set(exerciseId, list);
  }
  return result;
}

interface WalkRow {
  exercise_id: number;
  workout_id: number;
  fecha: string;
  descarga: boolean;
  series_objetivo: number;
  repeticiones_objetivo: number;
  repeticiones_min: number | null;
  rir_objetivo: number | null;
  orden: number;
  medida: SetMeasure;
  tipo: SetType;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
}

/** The time zone a session's day (`fecha`, the advice's `hoy`) is read in, as `todayIso`. */
const DAY_ZONE = 'Europe/Madrid';

const numberOrNull = (v: number | null) => (v === null ? null : Number(v));

/** A walk row with its numbers as numbers (one driver sends some as text). */
const loggedSet = (r: WalkRow): LoggedSetRow => ({
  exerciseId: Number(r.exercise_id),
  workoutId: Number(r.workout_id),
  fecha: r.fecha,
  descarga: r.descarga === true,
  seriesObjetivo: Number(r.series_objetivo),
  repeticionesObjetivo: Number(r.repeticiones_objetivo),
  repeticionesMin: numberOrNull(r.repeticiones_min),
  rirObjetivo: numberOrNull(r.rir_objetivo),
  orden: Number(r.orden),
  medida: r.medida,
  tipo: r.tipo,
  repeticiones: numberOrNull(r.repeticiones),
  kg: numberOrNull(r.kg),
  segundos: numberOrNull(r.segundos),
  metros: numberOrNull(r.metros),
  rir: numberOrNull(r.rir),
});

/**
 * The sets of the last SESSIONS_READ finished sessions, started before `row`, that logged a work
 * set (anything but a warm-up) of each catalogue exercise: per exercise, a LATERAL walk of the
 * user's sessions newest first on `workouts_user_started_idx` (user_id, iniciado_en) that stops
 * at the last hit it needs, each step a probe of `workout_exercises_workout_exercise_idx`
 * (workout_id, exercise_id) and `workout_sets_exercise_idx`. Only those sessions' sets are read,
 * never the history's; their warm-ups come with them, marked by `tipo`. Raw SQL: the LATERAL
 * walk is what keeps the read from growing with the history; it also carries named optimisation
 * "anterior from the suggestions' walk" (docs/PERFORMANCE.md register, figure "the session in
 * progress and the history": `GET /workouts/current` 8 statements to 5).
 */
export async function lastSessions(db: Db, row: WorkoutRow, catalogueIds: number[]): Promise<LoggedSetRow[]> {
  if (catalogueIds.length === 0) return [];
  const rows = await selectRows<WalkRow>(
    db,
    sql`
    select e.id as exercise_id, x.id as workout_id,
      to_char(x.iniciado_en at time zone ${DAY_ZONE}, 'YYYY-MM-DD') as fecha, x.descarga,
      we.series_objetivo, we.repeticiones_objetivo, we.repeticiones_min, we.rir_objetivo,
      s.orden, s.medida, s.tipo, s.repeticiones, s.kg::float8 as kg, s.segundos, s.metros::float8 as metros, s.rir
    from unnest(${`{${catalogueIds.join(',')}}`}::int[]) as e(id)
    cross join lateral (
      select w.id, w.iniciado_en, w.descarga from workouts w
      where w.user_id = ${row.userId} and w.estado = 'terminado' and w.id <> ${row.id}
        and w.iniciado_en < ${row.iniciadoEn.toISOString()}::timestamptz
        and exists (
          select 1 from workout_exercises we join workout_sets s on s.workout_exercise_id = we.id
          where we.workout_id = w.id and we.exercise_id = e.id and s.tipo <> 'calentamiento')
      order by w.iniciado_en desc, w.id desc
      limit ${SESSIONS_READ}
    ) x
    join workout_exercises we on we.workout_id = x.id and we.exercise_id = e.id
    join workout_sets s on s.workout_exercise_id = we.id
    order by e.id, x.iniciado_en desc, x.id desc, we.orden, s.orden, s.completada_en`,
  );
  return rows.map(loggedSet);
}

/**
 * Names of catalogue exercises by id (the harder variations the advice may name). Raw SQL: one
 * array parameter, so the statement's text is the same for any number of ids.
 */
export async function exerciseNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: number; nombre: string }>(
    db,
    sql`select id, nombre from exercises where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.nombre]));
}

/** The weight unit the user reads (`users.unidad`): the advice's loads and words are in it. */
export async function weightUnitOf(db: Db, userId: number): Promise<'kg' | 'lb'> {
  const [row] = await db.select({ unidad: users.unidad }).from(users).where(eq(users.id, userId));
  return row?.unidad === 'lb' ? 'lb' : 'kg';
}
