/**
 * Named optimisation "The compact week without FullCalendar" (docs/PERFORMANCE.md register): the
 * seven days of a Monday-first week and the routines planned on each, the same occurrences the full
 * calendar draws (routineEventSources in recurrence.ts; week-days.test.ts holds the two together).
 */
import { addDays, addWeeks } from 'date-fns';
import { isPlannedOn } from '../../entities/user-routines/schedule';
import type { UserRoutine } from '../../lib/contract';
import { mondayWeek, toIsoDate } from '../../lib/dates';

/** docs/PRODUCT.md §9: 250 px when the window is 768 px wide or less, otherwise 150 px. */
export const weekCalendarHeight = (windowWidth: number): number => (windowWidth <= 768 ? 250 : 150);

export interface WeekDay {
  date: Date;
  /** yyyy-mm-dd */
  iso: string;
  /** The routines planned that day, in the list's order. */
  routines: UserRoutine[];
}

/** The Monday (local midnight) of the week `weeks` after the one holding `date`. */
export const mondayOf = (date: Date, weeks = 0): Date => addWeeks(mondayWeek(date).start, weeks);

/** Monday to Sunday from `monday`, each with the routines planned on it. */
export function weekDays(routines: readonly UserRoutine[], monday: Date): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    return { date, iso: toIsoDate(date), routines: routines.filter((routine) => isPlannedOn(routine, date)) };
  });
}
