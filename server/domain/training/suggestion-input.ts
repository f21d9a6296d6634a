/**
 * The next-session advice's input, gathered from the sets the repository reads
 * (server/modules/workouts/read-repository.ts `lastSessions`): how each exercise progresses, its
 * logged sessions newest first, and the sets of the newest one (the session's `anterior`). Pure:
 * rows in, `sugerencia` and `anterior` out; progression.ts is the rule itself.
 */
import type { ReadinessAdjustment } from '../../../src/lib/contract-feedback';
import type { NextTarget } from '../../../src/lib/contract-plans';
import type { PreviousSet, SetMeasure, SetType } from '../../../src/lib/contract-training';
import { modelOf } from '../exercise-model';
import type { LoadProgression } from '../exercise-model/types';
import { regionOf } from '../generator/classify';
import { todayIso } from '../profile';
import { nextTargetFor, type LoggedSession } from './progression';

/** Finished sessions the advice reads per exercise: enough to see a trend, a stall and a layoff. */
export const SESSIONS_READ = 4;

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

/**
 * A set of one of the last finished sessions of a catalogue exercise, with that session's
 * prescription; rows come per exercise, newest session first, then in the session's order.
 */
export interface LoggedSetRow {
  exerciseId: number;
  workoutId: number;
  /** The session's day (YYYY-MM-DD in Madrid). */
  fecha: string;
  descarga: boolean;
  seriesObjetivo: number;
  repeticionesObjetivo: number;
  repeticionesMin: number | null;
  rirObjetivo: number | null;
  orden: number;
  medida: SetMeasure;
  tipo: SetType;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
}

/** The catalogue exercises whose history the advice reads. */
export const catalogueIdsOf = (list: SuggestionExercise[]): number[] => [...new Set(list.map((e) => e.exerciseId))];

/** The harder variations the advice may name (their names are read with the history). */
export function harderVariationIds(list: SuggestionExercise[]): number[] {
  const harder = list.map((e) => progressionOf(e).masDificil);
  return [...new Set(harder.flatMap((id) => (id === null ? [] : [id])))];
}

/** A row as `anterior` lists it. */
const previousSet = (r: LoggedSetRow): PreviousSet => ({
  orden: r.orden,
  medida: r.medida,
  repeticiones: r.repeticiones,
  kg: r.kg,
  segundos: r.segundos,
  metros: r.metros,
  rir: r.rir,
  tipo: r.tipo,
});

/** A session exercise's range: its bottom never above its top. */
function rangeOf(top: number, bottom: number | null): { min: number; max: number } {
  const max = Number(top);
  return { min: Math.min(bottom === null ? max : Number(bottom), max), max };
}

/**
 * Rows → each catalogue exercise's sessions, newest first, and (named optimisation "anterior from
 * the suggestions' walk", docs/PERFORMANCE.md register) the sets of the newest one: the session
 * `anterior` lists is the first the walk finds, so the read needs no queries of its own for it.
 */
export function sessionsByExercise(rows: LoggedSetRow[]): {
  sessions: Map<number, LoggedSession[]>;
  previous: Map<number, PreviousSet[]>;
} {
  const result = new Map<number, LoggedSession[]>();
  const previous = new Map<number, PreviousSet[]>();
  let current = null as { key: string; session: LoggedSession; newest: PreviousSet[] | null } | null;
  for (const r of rows) {
    const key = `${r.exerciseId}:${r.workoutId}`;
    if (current?.key !== key) {
      const first = !result.has(r.exerciseId);
      current = {
        key,
        session: {
          fecha: r.fecha,
          series_objetivo: r.seriesObjetivo,
          rango: rangeOf(r.repeticionesObjetivo, r.repeticionesMin),
          rir_objetivo: r.rirObjetivo,
          descarga: r.descarga,
          sets: [],
        },
        newest: first ? [] : null,
      };
      if (current.newest) previous.set(r.exerciseId, current.newest);
      const list = result.get(r.exerciseId) ?? [];
      list.push(current.session);
      result.set(r.exerciseId, list);
    }
    const { orden: _orden, ...logged } = previousSet(r);
    current.session.sets.push(logged);
    current.newest?.push(previousSet(r));
  }
  return { sessions: result, previous };
}

/**
 * `sugerencia` of each exercise of a session (by session exercise id): the advice of
 * progression.ts from the last finished sessions of its catalogue exercise (`rows`), against the
 * range, RIR target, deload flag and readiness adjustment (a light day) of this session, in the
 * lifter's weight unit; and `previous`, each catalogue exercise's
 * `anterior` (the sets of the newest of those sessions). `names`: the harder variations' names.
 */
export function suggestionsFrom(
  session: { iniciadoEn: Date; descarga: boolean; readiness?: ReadinessAdjustment | null; unidad?: 'kg' | 'lb' },
  list: SuggestionExercise[],
  rows: LoggedSetRow[],
  names: Map<number, string>,
): { suggested: Map<number, NextTarget>; previous: Map<number, PreviousSet[]> } {
  const { sessions: history, previous } = sessionsByExercise(rows);
  const hoy = todayIso(session.iniciadoEn);
  const suggested = new Map(
    list.map((e) => {
      const { progresion, bodyweight, masDificil } = progressionOf(e);
      const nombre = masDificil === null ? undefined : names.get(masDificil);
      return [
        e.id,
        nextTargetFor({
          medida: e.medida,
          rango: rangeOf(e.repeticionesObjetivo, e.repeticionesMin),
          rir_objetivo: e.rirObjetivo,
          descarga: session.descarga,
          progresion,
          lowerBody: regionOf({ grupoId: e.grupoId, tipo: e.tipo }) === 'lower',
          bodyweight,
          mas_dificil: nombre === undefined ? null : { id: masDificil!, nombre },
          hoy,
          sessions: history.get(e.exerciseId) ?? [],
          readiness: session.readiness ?? null,
          unidad: session.unidad ?? 'kg',
        }),
      ];
    }),
  );
  return { suggested, previous };
}
