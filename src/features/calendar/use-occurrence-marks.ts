import { skipToken } from '@reduxjs/toolkit/query';
import type { EventApi } from '@fullcalendar/react';
import { useCallback, useMemo, useState } from 'react';
import { useWorkoutsQuery } from '../../entities/workouts/api';
import type { WorkoutListItem } from '../../lib/contract-training';
import { toIsoDate } from '../../lib/dates';
import { doneSessions, occurrenceMark, visibleDays, type OccurrenceMark } from './marks';

/** The server's largest history page: more sessions than any calendar view shows. */
const SESSIONS_PER_VIEW = 100;

/** Only the rows: a background reload that changes nothing does not redraw the calendar. */
const itemsOnly = ({ data }: { data?: { items: WorkoutListItem[] } }) => ({ items: data?.items });

/**
 * The marks of the occurrences on screen: `onRange` takes FullCalendar's `datesSet` (the weeks
 * shown), the finished sessions of those days are asked for, and `markOf` says done (with the
 * session), missed or planned for an event.
 */
export function useOccurrenceMarks() {
  const [range, setRange] = useState<{ desde: string; hasta: string } | null>(null);
  const onRange = useCallback((info: { start: Date; end: Date }) => {
    const next = visibleDays(info.start, info.end);
    setRange((prev) => (prev?.desde === next.desde && prev.hasta === next.hasta ? prev : next));
  }, []);
  const { items } = useWorkoutsQuery(range ? { ...range, limit: SESSIONS_PER_VIEW } : skipToken, {
    selectFromResult: itemsOnly,
  });
  const done = useMemo(() => doneSessions(items ?? []), [items]);
  const today = toIsoDate(new Date());
  const markOf = useCallback(
    (event: EventApi): OccurrenceMark =>
      event.start ? occurrenceMark(Number(event.id), toIsoDate(event.start), done, today) : { status: 'planned' },
    [done, today],
  );
  return { onRange, markOf };
}
