import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar-theme.css';
import { Box } from '@chakra-ui/react';
import FullCalendar, {
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type MountInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserRoutine } from '../../../lib/contract';
import { nextTask } from '../../../lib/tasks';
import { toast } from '../../../lib/toast';
import { useUserRoutinesQuery } from '../../../entities/user-routines/api';
import { LoadError } from '../../../ui/components/load-error';
import { useUpdateCalendarRoutineDayMutation } from '../api';
import { dropOutcome, routineEventSources } from '../recurrence';
import { useOccurrenceMarks } from '../use-occurrence-marks';
import { EventMark, RestMark } from './event-mark';

type ViewName = 'dayGridMonth' | 'dayGridWeek' | 'dayGridDay';

/**
 * Only what the calendar draws from the list: a reload in the background does not render it
 * again (every render of FullCalendar redraws the whole month).
 */
type DrawnList = { data?: UserRoutine[]; isLoading: boolean; isError: boolean };
const drawnList = ({ data, isLoading, isError }: DrawnList): DrawnList => ({ data, isLoading, isError });
/** The drop's PATCH is followed through its promise: its state never renders the calendar. */
const NO_MUTATION_STATE = {};
const noMutationState = () => NO_MUTATION_STATE;

const PLUGINS = [classicThemePlugin, dayGridPlugin, interactionPlugin];
const NO_ROUTINES: UserRoutine[] = [];

/**
 * Routines are all-day events: the week and day views are day grids (no 24 empty hour rows). On
 * the full calendar they are as tall as their content (a cell's minimum height is in
 * calendar-theme.css), not a 750 px box with one stretched row.
 */
const heightOf = (view: string, height: number) => (view === 'dayGridMonth' ? height : 'auto');
/** Week and day views of the full calendar list every routine of a day, never "+N". */
const FULL_VIEWS = { dayGridWeek: { dayMaxEvents: false }, dayGridDay: { dayMaxEvents: false } };
/** The whole name on hover (a narrow day cuts it); focus unfolds it (calendar-theme.css). */
const showWholeTitle = (info: MountInfo<EventDisplayInfo>) => {
  info.el.title = info.event.title;
};
/** A rest day's background (use-occurrence-marks.ts) says "Descanso" with its moon. */
const restContent = () => <RestMark />;
/** A class per view for calendar-theme.css (FullCalendar 7's own classes are hashed). */
const viewClass = ({ view }: { view: { type: string } }) => `forja-view-${view.type}`;

const TOOLBARS = {
  month: { start: 'prev,next', center: 'title', end: 'dayGridMonth,dayGridWeek,dayGridDay' },
  week: { start: 'prev,next', center: '', end: '' },
} as const;

/** The view on screen (its height depends on it), passing FullCalendar's `datesSet` on to `onRange`. */
function useShownView(initialView: string, onRange: (info: { start: Date; end: Date }) => void) {
  const [view, setView] = useState(initialView);
  const onDatesSet = useCallback(
    (info: { start: Date; end: Date; view: { type: string } }) => {
      onRange(info);
      setView(info.view.type);
    },
    [onRange],
  );
  return { view, onDatesSet };
}

/**
 * A routine dropped on another day: its weekday changes through `PATCH user-routines/{id}`; a day
 * outside its dates, or the same weekday in another week, puts the event back.
 */
function useEventDrop() {
  const { t } = useTranslation('calendar');
  const [updateDay] = useUpdateCalendarRoutineDayMutation({ selectFromResult: noMutationState });
  return useCallback(
    (info: EventDropInfo) => {
      const routine = info.event.extendedProps.routine as UserRoutine;
      const droppedOn = info.event.start;
      if (!droppedOn) return info.revert();
      const outcome = dropOutcome(routine, droppedOn);
      if (outcome.kind === 'out-of-range') {
        info.revert();
        toast.error(t('outOfRange'));
        return;
      }
      // Same weekday in another week: the routine does not change, the event goes back.
      if (outcome.dia === routine.dia) return info.revert();
      // FullCalendar has redrawn the dropped event in this task. The next one updates the list at
      // once (api.ts), so every weekly event follows the dragged one without a long task; if the
      // server refuses, the mutation puts the routine back, and its events with it.
      void nextTask()
        .then(() => updateDay({ id: routine.rutina_id, dia: outcome.dia }).unwrap())
        .catch((err: unknown) => console.error('Error al actualizar el día de la rutina:', err));
    },
    [t, updateDay],
  );
}

export interface RoutineCalendarProps {
  /** `month`: the full calendar (Mes/Semana/Día); `week`: the overview's compact week. */
  variant: 'month' | 'week';
  /** Height in px (docs/PRODUCT.md §9). */
  height: number;
  /** Events can be dragged to another day (docs/PRODUCT.md §4). */
  editable?: boolean;
}

/**
 * The user's routines as weekly events in FullCalendar 7 (Spanish, Monday first, ISO weeks).
 * Clicking an event opens the routine; dragging one (when editable) moves the routine to the
 * drop date's weekday through `PATCH user-routines/{id}`.
 */
export function RoutineCalendar({ variant, height, editable = false }: RoutineCalendarProps) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const {
    data: routines,
    isLoading,
    isError,
    refetch,
  } = useUserRoutinesQuery(undefined, { selectFromResult: drawnList });
  const { onRange, markOf, sessions } = useOccurrenceMarks(routines ?? NO_ROUTINES);
  const eventSources = useMemo(() => [...routineEventSources(routines ?? NO_ROUTINES), sessions], [routines, sessions]);
  const initialView = variant === 'month' ? 'dayGridMonth' : 'dayGridWeek';
  const { view, onDatesSet } = useShownView(initialView, onRange);
  const onEventDrop = useEventDrop();

  // A done occurrence opens its session; any other opens the routine.
  const onEventClick = useCallback(
    (info: EventClickInfo) => {
      info.jsEvent.preventDefault();
      const { workoutId } = markOf(info.event);
      void navigate(workoutId ? `/dashboard/history/${workoutId}` : `/dashboard/routines/edit/${info.event.id}`);
    },
    [navigate, markOf],
  );
  const eventContent = useCallback(
    (arg: EventDisplayInfo) => (
      <EventMark title={arg.event.title} status={markOf(arg.event).status} titleClass={arg.titleClass} />
    ),
    [markOf],
  );
  const eventClass = useCallback((arg: EventDisplayInfo) => `forja-event-${markOf(arg.event).status}`, [markOf]);
  const viewHint = useCallback((_text: string, view: string) => t(`viewHint.${view as ViewName}`), [t]);

  // Logged where the list is fetched (docs/PRODUCT.md §8, no toast); an empty calendar would be false.
  if (isError) return <LoadError message={t('loadError')} onRetry={() => void refetch()} />;
  return (
    <Box className="forja-calendar" aria-busy={isLoading} data-testid={`routine-calendar-${variant}`}>
      <FullCalendar
        plugins={PLUGINS}
        locale={esLocale}
        firstDay={1}
        weekNumberCalculation="ISO"
        initialView={initialView}
        headerToolbar={TOOLBARS[variant]}
        height={variant === 'month' ? heightOf(view, height) : height}
        dayMaxEvents
        viewHint={viewHint}
        editable={editable}
        eventDurationEditable={false}
        eventSources={eventSources}
        eventClick={onEventClick}
        eventContent={eventContent}
        eventClass={eventClass}
        backgroundEventContent={restContent}
        backgroundEventClass="forja-rest"
        moreLinkClass="forja-more"
        eventDidMount={showWholeTitle}
        viewClass={viewClass}
        views={variant === 'month' ? FULL_VIEWS : undefined}
        datesSet={onDatesSet}
        eventDrop={onEventDrop}
      />
    </Box>
  );
}
