/**
 * The progress endpoints' answers shaped into chart rows (one object per point on the x axis),
 * shared by each chart and its table alternative so both always show the same numbers.
 */
import type { Adherence, ExerciseProgress, MuscleVolume, ProgressPoint } from '../../lib/contract-training';
import { KG_PER_LB, type WeightUnit } from '../../lib/units';

export interface E1rmRow {
  workoutId: number;
  /** The session's instant (ISO). */
  fecha: string;
  e1rm: number;
}

/**
 * Sessions with an estimate (some have none: only sets of more than 10 repetitions, or no kg),
 * in the user's unit to one decimal.
 */
export function e1rmRows(progress: ExerciseProgress, unit: WeightUnit = 'kg'): E1rmRow[] {
  return progress.puntos
    .filter((p): p is ProgressPoint & { e1rm: number } => p.e1rm !== null)
    .map((p) => ({
      workoutId: p.workout_id,
      fecha: p.fecha,
      e1rm: Math.round((unit === 'lb' ? p.e1rm / KG_PER_LB : p.e1rm) * 10) / 10,
    }));
}

/** The y axis of the estimate: round fives around the values, with some room (in the rows' unit). */
export function e1rmDomain(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 100];
  const low = Math.max(0, Math.floor((Math.min(...values) - 2.5) / 5) * 5);
  return [low, Math.ceil((Math.max(...values) + 2.5) / 5) * 5];
}

/** A muscle-group week: `semana` (Monday) and one number of sets per group name. */
export type MuscleRow = { semana: string } & Record<string, number | string>;

export type SetsBand = { min: number; max: number };

export interface MuscleSeries {
  /** Groups with sets in the period, most sets first (the chart's first pick). */
  groups: string[];
  rows: MuscleRow[];
  /** The programme's band of the big movers. */
  band: SetsBand;
  /** Each group's own band (the programme's; `min` 0: a ceiling only; null: none). */
  bands: Record<string, SetsBand | null>;
  /** The y axis reaches past the band and the highest week. */
  yMax: number;
}

/** Weeks as rows, a key per muscle group trained in the period (0 where a group had no sets that week). */
export function muscleSeries(volume: MuscleVolume): MuscleSeries {
  const totals = new Map<string, number>();
  for (const week of volume.semanas)
    for (const g of week.grupos) totals.set(g.nombre, (totals.get(g.nombre) ?? 0) + g.series);
  const groups = [...totals.entries()]
    .filter(([, total]) => total > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
    .map(([name]) => name);
  const rows = volume.semanas.map((week) => {
    const row: MuscleRow = { semana: week.semana };
    for (const name of groups) row[name] = week.grupos.find((g) => g.nombre === name)?.series ?? 0;
    return row;
  });
  const bands = Object.fromEntries(volume.grupos.map((g) => [g.nombre, g.banda]));
  const highest = Math.max(0, ...volume.semanas.flatMap((w) => w.grupos.map((g) => g.series)));
  return {
    groups,
    rows,
    band: volume.banda,
    bands,
    yMax: Math.ceil((Math.max(highest, volume.banda.max) + 2) / 5) * 5,
  };
}

export interface AdherenceRow {
  semana: string;
  planificadas: number;
  hechas: number;
}

export function adherenceRows(adherence: Adherence): AdherenceRow[] {
  return adherence.semanas.map(({ semana, planificadas, hechas }) => ({ semana, planificadas, hechas }));
}
