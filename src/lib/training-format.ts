/**
 * Numbers of the training log as the screens show them (es-ES): the history, the progress screen
 * and the overview's week share them. Dates: lib/date-format.ts.
 */

import i18n from './i18n';
import { fromKg, KG_PER_LB, type WeightUnit } from './units';

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
/** "4250", "62,5", "1234,57": at most two decimals, Spanish comma. */
export const formatNumber = (value: number): string => decimal.format(value);

/** Whole hours and the minutes left over, rounded to the nearest minute. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * "1 h 05 min", "45 min" (as the session's summary writes it); an em dash when unknown (a session
 * still in progress).
 */
export function formatDuration(seconds: number | null): string {
  if (seconds == null) return '—';
  const { hours, minutes } = splitDuration(seconds);
  return hours > 0
    ? i18n.t('units.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') })
    : i18n.t('units.minutes', { minutes });
}

/** "142,5 lb", "95 kg": a figure already in the user's unit (a chart's axis or tooltip). */
export const formatInUnit = (value: number, unit: WeightUnit): string =>
  i18n.t(unit === 'lb' ? 'units.lb' : 'units.kg', { value: formatNumber(value) });

/**
 * A stored kilogram value in the user's unit (useWeightUnit): "4250 kg", "62,5 kg", "137,8 lb"
 * (src/lib/units.ts rounds: kg to two decimals, lb to one).
 */
export const formatKg = (kg: number, unit: WeightUnit): string =>
  formatInUnit(unit === 'lb' ? fromKg(kg, 'lb') : kg, unit);

/**
 * A volume (kg × repetitions, summed) in the user's unit. In pounds, whole pounds: each set's
 * kilograms were rounded from what was typed, so 5 × 135 lb (5 × 61,23 kg) reads 675 lb, not 674,9.
 */
export const formatVolume = (kg: number, unit: WeightUnit): string =>
  unit === 'lb' ? formatInUnit(Math.round(kg / KG_PER_LB), unit) : formatKg(kg, unit);
