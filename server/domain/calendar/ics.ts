import ical, { ICalCalendarMethod } from 'ical-generator';

/** The calendar feed as plain TypeScript: what goes in, the iCalendar text out. */

/** A user routine with a weekday and both dates: a weekly all-day event between them. */
export interface FeedRoutine {
  id: number;
  nombre: string;
  /** 1 Monday .. 7 Sunday. */
  dia: number;
  /** YYYY-MM-DD, inclusive. */
  inicio: string;
  fin: string;
  /** Exercise lines in order, e.g. "Sentadilla: 4 × 8". */
  ejercicios: string[];
}

/** A finished session. */
export interface FeedWorkout {
  id: number;
  nombre: string;
  inicio: Date;
  fin: Date;
}

export const FEED_TIME_ZONE = 'Europe/Madrid';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD + days (calendar arithmetic in UTC, no time zone involved). */
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(iso: string): number {
  return ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** First date on or after `from` that falls on `dia`, or null when none is on or before `to`. */
export function firstOccurrence(from: string, to: string, dia: number): string | null {
  const first = addDays(from, (dia - isoWeekday(from) + 7) % 7);
  return first <= to ? first : null;
}

/**
 * The whole feed: each routine as a weekly all-day event (RRULE with a DATE UNTIL, so the last
 * day counts) from its first weekday on or after its start, its exercises in the description;
 * each finished session as a timed event. The calendar says Europe/Madrid (X-WR-TIMEZONE), which
 * is how Google, Apple and Outlook place all-day events.
 */
export function buildCalendar({
  routines,
  workouts,
  host,
}: {
  routines: FeedRoutine[];
  workouts: FeedWorkout[];
  /** Host part of the event UIDs (the app's host name). */
  host: string;
}): string {
  const calendar = ical({
    name: 'Forja: tus entrenamientos',
    description: 'Rutinas y sesiones de Forja',
    prodId: { company: 'Forja', product: 'Forja', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    x: [{ key: 'X-WR-TIMEZONE', value: FEED_TIME_ZONE }],
  });
  for (const routine of routines) {
    const start = firstOccurrence(routine.inicio, routine.fin, routine.dia);
    if (!start) continue;
    calendar.createEvent({
      id: `rutina-${routine.id}@${host}`,
      allDay: true,
      start,
      end: addDays(start, 1),
      summary: routine.nombre,
      description: routine.ejercicios.length > 0 ? routine.ejercicios.join('\n') : 'Sin ejercicios',
      repeating: `RRULE:FREQ=WEEKLY;UNTIL=${routine.fin.replaceAll('-', '')}`,
    });
  }
  for (const workout of workouts) {
    calendar.createEvent({
      id: `sesion-${workout.id}@${host}`,
      start: workout.inicio,
      end: workout.fin,
      summary: `Sesión: ${workout.nombre}`,
    });
  }
  return calendar.toString();
}
