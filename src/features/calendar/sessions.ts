/**
 * What was done, beside what was planned (issue #40, item 4): every finished session of the days on
 * screen is drawn on its local day (the day it started, as the .ics feed and `GET /workouts?desde&hasta`
 * count it). One that a routine's occurrence already shows (that routine, that day) marks the
 * occurrence done; any other (no routine, an unplanned day, an imported one, a routine since moved or
 * deleted) is an event of its own, so moving a routine never hides a session already done.
 */
import { routineDates } from '../../entities/user-routines/schedule';
import type { UserRoutine } from '../../lib/contract';
import type { WorkoutListItem } from '../../lib/contract-training';
import { parseWireDate, toIsoDate } from '../../lib/dates';
import { doneSessions } from './marks';

export interface SessionDay {
  /** The session's id (its page in the history). */
  id: number;
  nombre: string;
  /** yyyy-mm-dd, local. */
  date: string;
}

const keyOf = (routineId: number, isoDate: string) => `${routineId}|${isoDate}`;

/** `"routineId|yyyy-mm-dd"` of every occurrence the routines plan. */
function plannedKeys(routines: readonly UserRoutine[]): Set<string> {
  const keys = new Set<string>();
  for (const routine of routines) for (const day of routineDates(routine)) keys.add(keyOf(routine.rutina_id, day));
  return keys;
}

/** The finished sessions no occurrence shows as done, newest first, each on its local day. */
export function unplannedSessions(items: readonly WorkoutListItem[], routines: readonly UserRoutine[]): SessionDay[] {
  const planned = plannedKeys(routines);
  const shown = doneSessions(items);
  return items.flatMap((item) => {
    if (item.estado !== 'terminado') return [];
    const date = toIsoDate(new Date(item.iniciado_en));
    const key = item.rutina_id === null ? null : keyOf(item.rutina_id, date);
    if (key && planned.has(key) && shown.get(key) === item.id) return [];
    return [{ id: item.id, nombre: item.nombre, date }];
  });
}

/**
 * Rest days: a day inside the dates of one of the user's routines (so a plan is running) on which no
 * routine is planned and no session was finished. Before the first routine and after the last, a
 * day is nothing at all (not "rest"). `isoDays` are the days asked about.
 */
export function restDays(
  isoDays: readonly string[],
  routines: readonly UserRoutine[],
  items: readonly WorkoutListItem[],
): Set<string> {
  const busy = new Set<string>();
  for (const routine of routines) for (const day of routineDates(routine)) busy.add(day);
  for (const item of items) if (item.estado === 'terminado') busy.add(toIsoDate(new Date(item.iniciado_en)));
  const spans = routines.flatMap((r) => {
    const start = parseWireDate(r.fecha_inicio_rutina);
    const end = parseWireDate(r.fecha_fin_rutina);
    return start && end && r.dia != null ? [[toIsoDate(start), toIsoDate(end)] as const] : [];
  });
  return new Set(isoDays.filter((day) => !busy.has(day) && spans.some(([from, to]) => from <= day && day <= to)));
}
