import { skipToken } from '@reduxjs/toolkit/query';
import type { EventApi } from '@fullcalendar/react';
import { eachDayOfInterval } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useWorkoutsQuery } from '../../entities/workouts/api';
import type { UserRoutine } from '../../lib/contract';
import type { WorkoutListItem } from '../../lib/contract-training';
import { parseIsoDate, toIsoDate } from '../../lib/dates';
import { doneSessions, occurrenceMark, visibleDays, type OccurrenceMark } from './marks';
import { EVENT_COLOR, EVENT_TEXT_COLOR } from './recurrence';
import { restDays, unplannedSessions } from './sessions';

/** The server's largest history page: more sessions than any calendar view shows. */
const SESSIONS_PER_VIEW = 100;

/** Only the rows: a background reload that changes nothing does not redraw the calendar. */
const itemsOnly = ({ data }: { data?: { items: WorkoutListItem[] } }) => ({ items: data?.items });
const NO_ITEMS: WorkoutListItem[] = [];

/** The days of a range, yyyy-mm-dd. */
const daysOf = (range: { desde: string; hasta: string } | null): string[] =>
  range ? eachDayOfInterval({ start: parseIsoDate(range.desde)!, end: parseIsoDate(range.hasta)! }).map(toIsoDate) : [];

/**
 * The finished sessions no occurrence shows (sessions.ts) as one FullCalendar source of done
 * events, not draggable: a session stays on the day it was done.
 */
function sessionSource(items: readonly WorkoutListItem[], routines: readonly UserRoutine[], rest: Set<string>) {
  return {
    id: 'sessions',
    editable: false,
    events: [
      ...unplannedSessions(items, routines).map((session) => ({
        id: `sesion-${session.id}`,
        title: session.nombre,
        date: session.date,
        allDay: true as const,
        color: EVENT_COLOR,
        contrastColor: EVENT_TEXT_COLOR,
        extendedProps: { workoutId: session.id },
      })),
      // A rest day: a background event (never dragged nor clicked) whose content says "Descanso".
      ...[...rest].map((date) => ({
        id: `descanso-${date}`,
        date,
        allDay: true as const,
        display: 'background',
        extendedProps: { rest: true },
      })),
    ],
  };
}

/**
 * The marks of the days on screen: `onRange` takes FullCalendar's `datesSet` (the weeks shown), the
 * finished sessions of those days are asked for; `markOf` says done (with the session), missed or
 * planned for an event, and `sessions` is the source of the sessions no routine's event shows and of
 * the rest days' background marks.
 */
export function useOccurrenceMarks(routines: readonly UserRoutine[]) {
  const [range, setRange] = useState<{ desde: string; hasta: string } | null>(null);
  const onRange = useCallback((info: { start: Date; end: Date }) => {
    const next = visibleDays(info.start, info.end);
    setRange((prev) => (prev?.desde === next.desde && prev.hasta === next.hasta ? prev : next));
  }, []);
  const { items = NO_ITEMS } = useWorkoutsQuery(range ? { ...range, limit: SESSIONS_PER_VIEW } : skipToken, {
    selectFromResult: itemsOnly,
  });
  const done = useMemo(() => doneSessions(items), [items]);
  const rest = useMemo(() => restDays(daysOf(range), routines, items), [range, routines, items]);
  const sessions = useMemo(() => sessionSource(items, routines, rest), [items, routines, rest]);
  const today = toIsoDate(new Date());
  const markOf = useCallback(
    (event: EventApi): OccurrenceMark => {
      const workoutId = event.extendedProps.workoutId as number | undefined;
      if (workoutId !== undefined) return { status: 'done', workoutId };
      return event.start
        ? occurrenceMark(Number(event.id), toIsoDate(event.start), done, today)
        : { status: 'planned' };
    },
    [done, today],
  );
  return { onRange, markOf, sessions };
}
