/**
 * Done, missed or planned: each weekly occurrence of a routine against the finished sessions of the
 * weeks on screen (`GET /workouts?desde&hasta`, in the browser's time zone).
 */
import { addDays } from 'date-fns';
import type { WorkoutListItem } from '../../lib/contract-training';
import { toIsoDate } from '../../lib/dates';

export type OccurrenceStatus = 'done' | 'missed' | 'planned';

export interface OccurrenceMark {
  status: OccurrenceStatus;
  /** The session that did it (`done` only). */
  workoutId?: number;
}

const keyOf = (routineId: number, isoDate: string) => `${routineId}|${isoDate}`;

/**
 * The finished sessions by routine and local day: `"routineId|yyyy-mm-dd"` → session id. With
 * two on one day, the first in the list (the newest: the server sends newest first) wins.
 */
export function doneSessions(items: readonly WorkoutListItem[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const item of items) {
    if (item.estado !== 'terminado' || item.rutina_id === null) continue;
    const key = keyOf(item.rutina_id, toIsoDate(new Date(item.iniciado_en)));
    if (!done.has(key)) done.set(key, item.id);
  }
  return done;
}

/** An occurrence on `isoDate` is done (a finished session that day), missed (before today) or planned. */
export function occurrenceMark(
  routineId: number,
  isoDate: string,
  done: ReadonlyMap<string, number>,
  today: string,
): OccurrenceMark {
  const workoutId = done.get(keyOf(routineId, isoDate));
  if (workoutId !== undefined) return { status: 'done', workoutId };
  return { status: isoDate < today ? 'missed' : 'planned' };
}

/** The inclusive days (yyyy-mm-dd) of a FullCalendar range, whose end is exclusive. */
export function visibleDays(start: Date, endExclusive: Date): { desde: string; hasta: string } {
  return { desde: toIsoDate(start), hasta: toIsoDate(addDays(endExclusive, -1)) };
}
