import { sql } from 'drizzle-orm';
import type { NextTarget } from '../../../src/lib/contract-plans';
import type { SetMeasure } from '../../../src/lib/contract-training';
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
  medida: SetMeasure;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
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
      s.medida, s.repeticiones, s.kg::float8 as kg, s.segundos, s.metros::float8 as metros
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

/** Rows → each catalogue exercise's sessions, newest first. */
function sessionsByExercise(rows: Row[]): Map<number, LoggedSession[]> {
  const result = new Map<number, LoggedSession[]>();
  let current = null as { key: string; session: LoggedSession } | null;
  for (const r of rows) {
    const key = `${r.exercise_id}:${r.workout_id}`;
    if (current?.key !== key) {
      current = {
        key,
        session: {
          series_objetivo: Number(r.series_objetivo),
          repeticiones_objetivo: Number(r.repeticiones_objetivo),
          sets: [],
        },
      };
      const list = result.get(Number(r.exercise_id)) ?? [];
      list.push(current.session);
      result.set(Number(r.exercise_id), list);
    }
    current.session.sets.push({
      medida: r.medida,
      repeticiones: r.repeticiones === null ? null : Number(r.repeticiones),
      kg: r.kg === null ? null : Number(r.kg),
      segundos: r.segundos === null ? null : Number(r.segundos),
      metros: r.metros === null ? null : Number(r.metros),
    });
  }
  return result;
}

/**
 * `sugerencia` of each exercise of session `row` (by session exercise id): double progression
 * from the last two finished sessions of its catalogue exercise (server/domain/training/progression.ts).
 */
export async function suggestionsFor(
  db: Db,
  row: WorkoutRow,
  list: SuggestionExercise[],
): Promise<Map<number, NextTarget>> {
  const ids = [...new Set(list.map((e) => e.exerciseId))];
  const history = ids.length === 0 ? new Map() : sessionsByExercise(await lastTwoSessions(db, row, ids));
  return new Map(
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
}
