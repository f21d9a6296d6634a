import type { UserRoutine } from '../../lib/contract';
import { isoWeekday, parseWireDate, toIsoDate, weeklyDates } from '../../lib/dates';

/**
 * When a routine is planned (docs/PRODUCT.md §4): once a week on its weekday (`dia`), from its
 * start date to its end date, both included. The calendar draws these dates; the overview's
 * "Hoy" card asks which routines fall on today.
 */

/** Dates (yyyy-mm-dd) of a routine's weekly sessions; none without start, end or weekday. */
export function routineDates(routine: UserRoutine): string[] {
  const start = parseWireDate(routine.fecha_inicio_rutina);
  const end = parseWireDate(routine.fecha_fin_rutina);
  if (!start || !end || routine.dia == null) return [];
  return weeklyDates(start, end, routine.dia).map(toIsoDate);
}

/** Whether the routine has a session on `date` (its weekday, within its dates). */
export function isPlannedOn(routine: UserRoutine, date: Date): boolean {
  const start = parseWireDate(routine.fecha_inicio_rutina);
  const end = parseWireDate(routine.fecha_fin_rutina);
  if (!start || !end || routine.dia !== isoWeekday(date)) return false;
  const day = toIsoDate(date);
  return day >= toIsoDate(start) && day <= toIsoDate(end);
}

/** The routines planned on `date`, in the list's order. */
export const plannedOn = (routines: readonly UserRoutine[], date: Date): UserRoutine[] =>
  routines.filter((routine) => isPlannedOn(routine, date));
