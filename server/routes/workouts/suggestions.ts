import { sql } from 'drizzle-orm';
import type { NextTarget } from '../../../src/lib/contract-plans';
import type { PreviousSet, SetMeasure } from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { regionOf } from '../../domain/generator/classify';
import { nextTargetFor, type LoggedSession } from '../../domain/training/progression';
import type { WorkoutRow } from './read';

/** Catalogue equipment done without a load: shapes only the first-time advice. */
const BODYWEIGHT_EQUIPMENT = new Set([
  'peso corporal',
  'barra de dominadas',
  'paralelas',
  'cintas de suspensión',
  'rueda abdominal',
]);

/** An exercise of the session being read, as the rule needs it. */
export interface SuggestionExercise {
  /** The session exercise row. */
  id: number;
  exerciseId: number;
  medida: SetMeasure;
  repeticionesObjetivo: number;
  grupoId: number;
  tipo: string;
  equipo: string;
}

interface Row {
  exercise_id: number;
  workout_id: number;
  series_objetivo: number;
  repeticiones_objetivo: number;
  orden: number;
  medida: SetMeasure;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
}

/**
 * The sets of the last two finished sessions, started before `row`, that logged each catalogue
 * exercise: per exercise, a LATERAL walk of the user's sessions newest first on
 * `workouts_user_started_idx` (user_id, iniciado_en) that stops at the second hit, each step a
 * probe of `workout_exercises_workout_exercise_idx` (workout_id, exercise_id) and
 * `workout_sets_exercise_idx`. Only those sessions' sets are read, never the history's.
 */
async function lastTwoSessions(db: Db, row: WorkoutRow, catalogueIds: number[]): Promise<Row[]> {
  return selectRows<Row>(
    db,
    sql`
    select e.id as exercise_id, x.id as workout_id, we.series_objetivo, we.repeticiones_objetivo,
      s.orden, s.medida, s.repeticiones, s.kg::float8 as kg, s.segundos, s.metros::float8 as metros, s.rir
    from unnest(${`{${catalogueIds.join(',')}}`}::int[]) as e(id)
    cross join lateral (
      select w.id, w.iniciado_en from workouts w
      where w.user_id = ${row.userId} and w.estado = 'terminado' and w.id <> ${row.id}
        and w.iniciado_en < ${row.iniciadoEn.toISOString()}::timestamptz
        and exists (
          select 1 from workout_exercises we join workout_sets s on s.workout_exercise_id = we.id
          where we.workout_id = w.id and we.exercise_id = e.id)
      order by w.iniciado_en desc, w.id desc
      limit 2
    ) x
    join workout_exercises we on we.workout_id = x.id and we.exercise_id = e.id
    join workout_sets s on s.workout_exercise_id = we.id
    order by e.id, x.iniciado_en desc, x.id desc, we.orden, s.orden, s.completada_en`,
  );
}

const numberOrNull = (v: number | null) => (v === null ? null : Number(v));

/** A row as `anterior` lists it. */
const previousSet = (r: Row): PreviousSet => ({
  orden: Number(r.orden),
  medida: r.medida,
  repeticiones: numberOrNull(r.repeticiones),
  kg: numberOrNull(r.kg),
  segundos: numberOrNull(r.segundos),
  metros: numberOrNull(r.metros),
  rir: numberOrNull(r.rir),
});

/**
 * Rows → each catalogue exercise's sessions, newest first, and (named optimisation "anterior from
 * the suggestions' walk", docs/PERFORMANCE.md) the sets of the newest one: the session `anterior`
 * lists is the first the walk finds, so the read needs no queries of its own for it.
 */
function sessionsByExercise(rows: Row[]): {
  sessions: Map<number, LoggedSession[]>;
  previous: Map<number, PreviousSet[]>;
} {
  const result = new Map<number, LoggedSession[]>();
  const previous = new Map<number, PreviousSet[]>();
  let current = null as { key: string; session: LoggedSession; newest: PreviousSet[] | null } | null;
  for (const r of rows) {
    const key = `${r.exercise_id}:${r.workout_id}`;
    if (current?.key !== key) {
      const first = !result.has(Number(r.exercise_id));
      current = {
        key,
        session: {
          series_objetivo: Number(r.series_objetivo),
          repeticiones_objetivo: Number(r.repeticiones_objetivo),
          sets: [],
        },
        newest: first ? [] : null,
      };
      if (current.newest) previous.set(Number(r.exercise_id), current.newest);
      const list = result.get(Number(r.exercise_id)) ?? [];
      list.push(current.session);
      result.set(Number(r.exercise_id), list);
    }
    const { orden: _orden, rir: _rir, ...logged } = previousSet(r);
    current.session.sets.push(logged);
    current.newest?.push(previousSet(r));
  }
  return { sessions: result, previous };
}

/**
 * `sugerencia` of each exercise of session `row` (by session exercise id): double progression
 * from the last two finished sessions of its catalogue exercise (server/domain/training/progression.ts);
 * and `previous`, each catalogue exercise's `anterior` (the sets of the newest of those sessions).
 */
export async function suggestionsFor(
  db: Db,
  row: WorkoutRow,
  list: SuggestionExercise[],
): Promise<{ suggested: Map<number, NextTarget>; previous: Map<number, PreviousSet[]> }> {
  const ids = [...new Set(list.map((e) => e.exerciseId))];
  const { sessions: history, previous } =
    ids.length === 0
      ? { sessions: new Map<number, LoggedSession[]>(), previous: new Map<number, PreviousSet[]>() }
      : sessionsByExercise(await lastTwoSessions(db, row, ids));
  const suggested = new Map(
    list.map((e) => [
      e.id,
      nextTargetFor({
        medida: e.medida,
        repeticiones_objetivo: e.repeticionesObjetivo,
        lowerBody: regionOf({ grupoId: e.grupoId, tipo: e.tipo }) === 'lower',
        bodyweight: BODYWEIGHT_EQUIPMENT.has(e.equipo),
        sessions: history.get(e.exerciseId) ?? [],
      }),
    ]),
  );
  return { suggested, previous };
}
