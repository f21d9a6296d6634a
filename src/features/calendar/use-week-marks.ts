import { useMemo } from 'react';
import { useWorkoutsQuery } from '../../entities/workouts/api';
import type { UserRoutine } from '../../lib/contract';
import type { WorkoutListItem } from '../../lib/contract-training';
import { toIsoDate } from '../../lib/dates';
import { doneSessions, occurrenceMark, type OccurrenceMark } from './marks';
import { restDays, unplannedSessions, type SessionDay } from './sessions';
import type { WeekDay } from './week-days';

/** The server's largest history page: more sessions than a week holds. */
const SESSIONS_PER_WEEK = 100;
const itemsOnly = ({ data }: { data?: { items: WorkoutListItem[] } }) => ({ items: data?.items });
const NO_ITEMS: WorkoutListItem[] = [];

export interface WeekMarks {
  /** Done (with its session), missed or planned, for a routine on a day. */
  markOf(routineId: number, iso: string): OccurrenceMark;
  /** The finished sessions of a day that no routine of that day shows (sessions.ts). */
  sessionsOn(iso: string): SessionDay[];
  isRest(iso: string): boolean;
}

/** The compact week's marks, as the full calendar's (use-occurrence-marks.ts), for the seven days shown. */
export function useWeekMarks(days: WeekDay[], routines: readonly UserRoutine[]): WeekMarks {
  const range = { desde: days[0]!.iso, hasta: days[6]!.iso, limit: SESSIONS_PER_WEEK };
  const { items = NO_ITEMS } = useWorkoutsQuery(range, { selectFromResult: itemsOnly });
  const done = useMemo(() => doneSessions(items), [items]);
  const sessions = useMemo(() => unplannedSessions(items, routines), [items, routines]);
  const rest = useMemo(
    () =>
      restDays(
        days.map((d) => d.iso),
        routines,
        items,
      ),
    [days, routines, items],
  );
  const today = toIsoDate(new Date());
  return {
    markOf: (routineId, iso) => occurrenceMark(routineId, iso, done, today),
    sessionsOn: (iso) => sessions.filter((s) => s.date === iso),
    isRest: (iso) => rest.has(iso),
  };
}
