import type { UserRoutine } from '../../lib/contract';
import { routineDates } from '../../entities/user-routines/schedule';
import { isoWeekday, parseWireDate, toIsoDate } from '../../lib/dates';

export { routineDates };

/** docs/PRODUCT.md §9: the event colour. */
export const EVENT_COLOR = '#F05A19';
/** Dark text on the brand orange: 5.1:1, where white would be 3.3:1 (fails WCAG AA). */
export const EVENT_TEXT_COLOR = '#1C1917';

export interface RoutineEventProps {
  /** The routine's start date as it came from the server (dd-mm-yyyy). */
  startDate: string | null;
  /** The date this occurrence was generated on (yyyy-mm-dd), before any drag. */
  originalDate: string;
  /** The routine's weekday, 1 Monday … 7 Sunday. */
  day: number;
  routine: UserRoutine;
}

/**
 * One calendar event (docs/PRODUCT.md §3). FullCalendar 7 paints background and border from
 * `color` and the text from `contrastColor`.
 */
export interface RoutineEvent {
  id: string;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  allDay: true;
  color: string;
  contrastColor: string;
  extendedProps: RoutineEventProps;
}

/** docs/PRODUCT.md §4: one event per week on the routine's weekday, start and end included. */
function eventsOf(routine: UserRoutine): RoutineEvent[] {
  return routineDates(routine).map((date) => ({
    id: String(routine.rutina_id),
    title: routine.nombre,
    date,
    allDay: true as const,
    color: EVENT_COLOR,
    contrastColor: EVENT_TEXT_COLOR,
    extendedProps: {
      startDate: routine.fecha_inicio_rutina,
      originalDate: date,
      day: routine.dia!,
      routine,
    },
  }));
}

/** A FullCalendar event source: one per routine. */
export interface RoutineEventSource {
  id: string;
  events: RoutineEvent[];
}

const sourceOf = new WeakMap<UserRoutine, RoutineEventSource>();

/**
 * One event source per routine, the same object for as long as the routine object is the same.
 * FullCalendar 7 keeps a source it is given again (it compares sources by identity) and
 * replaces only the new ones, and RTK Query keeps the objects of the routines a reload did not
 * change, so a moved or edited routine redraws its own events, not the whole year's. A source
 * (rather than a bare array) is also parsed afresh: FullCalendar merges a bare events array into
 * the old one by event id, and every weekly occurrence carries its routine's id (docs/PRODUCT.md
 * §3).
 */
export function routineEventSources(routines: readonly UserRoutine[]): RoutineEventSource[] {
  return routines.map((routine) => {
    let source = sourceOf.get(routine);
    if (!source) {
      source = { id: String(routine.rutina_id), events: eventsOf(routine) };
      sourceOf.set(routine, source);
    }
    return source;
  });
}

export type DropOutcome = { kind: 'out-of-range' } | { kind: 'update'; dia: number };

/**
 * docs/PRODUCT.md §4, calendar drag: a drop inside the routine's dates moves the routine to the
 * drop date's weekday (Sunday = 7); a drop before the start or after the end is refused.
 */
export function dropOutcome(routine: UserRoutine, droppedOn: Date): DropOutcome {
  const day = toIsoDate(droppedOn);
  const start = parseWireDate(routine.fecha_inicio_rutina);
  const end = parseWireDate(routine.fecha_fin_rutina);
  if ((start && day < toIsoDate(start)) || (end && day > toIsoDate(end))) return { kind: 'out-of-range' };
  return { kind: 'update', dia: isoWeekday(droppedOn) };
}
