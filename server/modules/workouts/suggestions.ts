import { sql } from 'drizzle-orm';
import type { NextTarget } from '../../../src/lib/contract-plans';
import type { PreviousSet, SetMeasure, SetType } from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { modelOf, type LoadProgression } from '../../domain/exercise-model';
import { regionOf } from '../../domain/generator/classify';
import { todayIso } from '../../domain/profile';
import { nextTargetFor, type LoggedSession } from '../../domain/training/progression';
import type { WorkoutRow } from './read';

/** Catalogue equipment done without a load (the fallback for an id the exercise model lacks). */
const BODYWEIGHT_EQUIPMENT = new Set([
  'peso corporal',
  'barra de dominadas',
  'paralelas',
  'cintas de suspensión',
  'rueda abdominal',
  'anillas',
  'toalla',
  'banco',
  'pelota suiza',
  'cajón',
  'cuerda',
]);

/**
 * How load is added, from the catalogue's one equipment word: the fallback for an id the
 * exercise model (server/domain/exercise-model) has no entry for yet.
 */
const PROGRESSION_BY_EQUIPMENT: Readonly<Record<string, LoadProgression>> = {
  barra: 'barra',
  'barra Z': 'barra',
  'barra hexagonal': 'barra',
  multipower: 'barra',
  trineo: 'barra',
  'piedra Atlas': 'barra',
  disco: 'lastre',
  mancuerna: 'mancuernas',
  'balón medicinal': 'mancuernas',
  kettlebell: 'kettlebell',
  polea: 'polea',
  máquina: 'maquina',
  'banda elástica': 'banda',
};

/** An exercise of the session being read, as the rule needs it. */
export interface SuggestionExercise {
  /** The session exercise row. */
  id: number;
  exerciseId: number;
  medida: SetMeasure;
  /** The range's top (or the single target). */
  repeticionesObjetivo: number;
  /** The range's bottom; null: the same as the top. */
  repeticionesMin: number | null;
  rirObjetivo: number | null;
  grupoId: number;
  tipo: string;
  equipo: string;
}

/** How a catalogue exercise progresses and whether it is done without a load. */
export function progressionOf(e: Pick<SuggestionExercise, 'exerciseId' | 'medida' | 'equipo'>): {
  progresion: LoadProgression;
  bodyweight: boolean;
  masDificil: number | null;
} {
  const model = modelOf(e.exerciseId);
  if (model) {
    return { progresion: model.progresion, bodyweight: model.progresion === 'corporal', masDificil: model.mas_dificil };
  }
  const bodyweight = BODYWEIGHT_EQUIPMENT.has(e.equipo);
  const progresion: LoadProgression =
    e.medida === 'tiempo'
      ? 'tiempo'
      : e.medida === 'distancia'
        ? 'distancia'
        : (PROGRESSION_BY_EQUIPMENT[e.equipo] ?? 'corporal');
  return { progresion, bodyweight, masDificil: null };
}

interface Row {
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

/** Finished sessions the advice reads per exercise: enough to see a trend, a stall and a layoff. */
export const SESSIONS_READ = 4;

/** The time zone a session's day (`fecha`, the advice's `hoy`) is read in, as `todayIso`. */
const DAY_ZONE = 'Europe/Madrid';

/**
 * The sets of the last SESSIONS_READ finished sessions, started before `row`, that logged a work
 * set (anything but a warm-up) of each catalogue exercise: per exercise, a LATERAL walk of the
 * user's sessions newest first on `workouts_user_started_idx` (user_id, iniciado_en) that stops
 * at the last hit it needs, each step a probe of `workout_exercises_workout_exercise_idx`
 * (workout_id, exercise_id) and `workout_sets_exercise_idx`. Only those sessions' sets are read,
 * never the history's; their warm-ups come with them, marked by `tipo`.
 */
async function lastSessions(db: Db, row: WorkoutRow, catalogueIds: number[]): Promise<Row[]> {
  return selectRows<Row>(
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
  tipo: r.tipo,
});

/** A session exercise's range: its bottom never above its top. */
function rangeOf(top: number, bottom: number | null): { min: number; max: number } {
  const max = Number(top);
  return { min: Math.min(bottom === null ? max : Number(bottom), max), max };
}

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
          fecha: r.fecha,
          series_objetivo: Number(r.series_objetivo),
          rango: rangeOf(r.repeticiones_objetivo, r.repeticiones_min),
          rir_objetivo: numberOrNull(r.rir_objetivo),
          descarga: r.descarga === true,
          sets: [],
        },
        newest: first ? [] : null,
      };
      if (current.newest) previous.set(Number(r.exercise_id), current.newest);
      const list = result.get(Number(r.exercise_id)) ?? [];
      list.push(current.session);
      result.set(Number(r.exercise_id), list);
    }
    const { orden: _orden, ...logged } = previousSet(r);
    current.session.sets.push(logged);
    current.newest?.push(previousSet(r));
  }
  return { sessions: result, previous };
}

/** Names of catalogue exercises by id (the harder variations the advice may name). */
async function exerciseNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: number; nombre: string }>(
    db,
    sql`select id, nombre from exercises where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.nombre]));
}

/**
 * `sugerencia` of each exercise of session `row` (by session exercise id): the advice of
 * server/domain/training/progression.ts from the last finished sessions of its catalogue exercise,
 * against the range, RIR target and deload flag of this session; and `previous`, each catalogue
 * exercise's `anterior` (the sets of the newest of those sessions).
 */
export async function suggestionsFor(
  db: Db,
  row: WorkoutRow,
  list: SuggestionExercise[],
): Promise<{ suggested: Map<number, NextTarget>; previous: Map<number, PreviousSet[]> }> {
  const ids = [...new Set(list.map((e) => e.exerciseId))];
  const how = new Map(list.map((e) => [e.id, progressionOf(e)]));
  const harder = [...new Set([...how.values()].flatMap((h) => (h.masDificil === null ? [] : [h.masDificil])))];
  const [rows, names] = await Promise.all([
    ids.length === 0 ? Promise.resolve([]) : lastSessions(db, row, ids),
    exerciseNames(db, harder),
  ]);
  const { sessions: history, previous } = sessionsByExercise(rows);
  const hoy = todayIso(row.iniciadoEn);
  const suggested = new Map(
    list.map((e) => {
      const { progresion, bodyweight, masDificil } = how.get(e.id)!;
      const nombre = masDificil === null ? undefined : names.get(masDificil);
      return [
        e.id,
        nextTargetFor({
          medida: e.medida,
          rango: rangeOf(e.repeticionesObjetivo, e.repeticionesMin),
          rir_objetivo: e.rirObjetivo,
          descarga: row.descarga,
          progresion,
          lowerBody: regionOf({ grupoId: e.grupoId, tipo: e.tipo }) === 'lower',
          bodyweight,
          mas_dificil: nombre === undefined ? null : { id: masDificil!, nombre },
          hoy,
          sessions: history.get(e.exerciseId) ?? [],
        }),
      ];
    }),
  );
  return { suggested, previous };
}
