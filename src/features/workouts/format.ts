import type { TFunction } from 'i18next';
import type { SetMeasure } from '../../lib/contract-training';
import { formatWeight, fromKg, type WeightUnit } from '../../lib/units';
import type { SetValues } from './session-model';

const es = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** 62.5 → "62,5"; 4210.5 → "4210,5" (es-ES; grouping from 5 digits). */
export const formatNumber = (n: number): string => es.format(n);

type T = TFunction<'workouts'>;

/** "10 reps · 62,5 kg · RIR 2" (the weight in the user's unit: "10 reps · 135 lb"), "45 s", "2000 m". */
export function formatSet(v: SetValues, t: T, unit: WeightUnit): string {
  if (v.medida === 'tiempo') return t('set.secondsValue', { seconds: formatNumber(v.segundos ?? 0) });
  if (v.medida === 'distancia') return t('set.metresValue', { metres: formatNumber(v.metros ?? 0) });
  const parts = [t('set.repsValue', { reps: v.repeticiones ?? 0 })];
  parts.push(v.kg ? formatWeight(v.kg, unit) : t('set.bodyweight'));
  if (v.rir != null) parts.push(t('set.rirValue', { rir: v.rir }));
  return parts.join(' · ');
}

const UNIT = { tiempo: 'set.secondsValue', distancia: 'set.metresValue' } as const;

/**
 * A target or an aim in its unit: "8-10 repeticiones", "10 repeticiones", "30-45 s", "400 m". A
 * hyphen, as the advice's own Spanish writes ranges (server/domain/training/progression.ts).
 */
export function formatRange(min: number, max: number, medida: SetMeasure, t: T): string {
  const range = min < max ? `${formatNumber(min)}-${formatNumber(max)}` : formatNumber(max);
  if (medida === 'repeticiones') return t('exercise.reps', { count: max, range });
  return medida === 'tiempo' ? t(UNIT.tiempo, { seconds: range }) : t(UNIT.distancia, { metres: range });
}

/** Last time's set, short: "10×60 kg" (or like formatSet without weight, time or distance). */
export function formatPrevious(v: SetValues, t: T, unit: WeightUnit): string {
  if (v.medida !== 'repeticiones' || !v.kg) return formatSet({ ...v, rir: null }, t, unit);
  return t('set.previousValue', { reps: v.repeticiones ?? 0, weight: formatWeight(v.kg, unit) });
}

/**
 * A set in the narrow "Anterior" column: the load as weight × repetitions with no unit (the weight
 * column's heading names it: "62,5×10"), the repetitions alone at body weight ("15 reps"), else the
 * seconds or metres; RIR apart, for a second line.
 */
export function formatPreviousCell(v: SetValues, t: T, unit: WeightUnit): { load: string; rir: string | null } {
  const rir = v.medida === 'repeticiones' && v.rir != null ? t('set.rirValue', { rir: v.rir }) : null;
  if (v.medida !== 'repeticiones') return { load: formatSet(v, t, unit), rir };
  if (!v.kg) return { load: t('set.repsValue', { reps: v.repeticiones ?? 0 }), rir };
  return { load: `${formatNumber(fromKg(v.kg, unit))}×${v.repeticiones ?? 0}`, rir };
}

/** "1 min 30 s" style rest, short: "90 s" under two minutes, else "2 min", "2:30 min". */
export function formatRest(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m}:${String(s).padStart(2, '0')} min` : `${m} min`;
}

/** Duration of a session: "52 min", "1 h 05 min". */
export function formatDuration(seconds: number, t: T): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  return h
    ? t('summary.hoursMinutes', { h, m: String(minutes % 60).padStart(2, '0') })
    : t('summary.minutes', { m: minutes });
}
