import { isoToWire } from '../../../src/lib/dates';

/** Weekday labels of docs/PRODUCT.md §9 (1 Monday .. 7 Sunday). */
export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/** `dia` → Spanish weekday, or null when unset or out of range. */
export function weekdayName(dia: number | null | undefined): string | null {
  return dia && dia >= 1 && dia <= 7 ? WEEKDAYS[dia - 1]! : null;
}

/** Today's date as `YYYY-MM-DD` in Madrid (one definition for the whole server). */
export { todayIso } from '../profile';

/**
 * `rutina_activa`: today lies within [start, end] (inclusive); a routine without both dates is
 * never active. Dates are `YYYY-MM-DD` (as stored), so string order is date order.
 */
export function isActive(start: string | null, end: string | null, today: string): boolean {
  return start !== null && end !== null && start <= today && today <= end;
}

/** Stored `YYYY-MM-DD` (or null) → wire `DD-MM-YYYY` (or null). */
export function storedToWire(value: string | null): string | null {
  return value ? isoToWire(value) || null : null;
}
