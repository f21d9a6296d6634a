import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar-theme.css';
import { Box } from '@chakra-ui/react';
import FullCalendar, { type EventClickInfo, type EventDropInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserRoutine } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { useCalendarRoutinesQuery, useUpdateCalendarRoutineDayMutation } from '../api';
import { dropOutcome, routineEvents } from '../recurrence';

type ViewName = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';

const PLUGINS = [classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin];

/**
 * Hour slots so a whole day fits in 750 px: a time grid that scrolls inside a div is out of
 * keyboard reach (axe: scrollable-region-focusable), and routine events are all-day anyway.
 */
const TIME_GRID_VIEWS = { timeGrid: { slotDuration: '01:00:00', expandRows: true } };

const TOOLBARS = {
  month: { start: 'prev,next', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' },
  week: { start: 'prev,next', center: '', end: '' },
} as const;

export interface RoutineCalendarProps {
  /** `month`: the full calendar (Mes/Semana/Día); `week`: the overview's compact week. */
  variant: 'month' | 'week';
  /** Height in px (SPEC.md section 9). */
  height: number;
  /** Events can be dragged to another day (SPEC.md section 4). */
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
  const { data: routines, error, isLoading } = useCalendarRoutinesQuery();
  const [updateDay] = useUpdateCalendarRoutineDayMutation();
  // A new event source object per routine list, not a bare array: FullCalendar 7 merges a new
  // `events` array into the old one by event id, and every weekly occurrence of a routine
  // carries the routine id (SPEC.md section 3), so after a reload all but one of them were lost.
  // A source it has not seen is parsed afresh, like the first one.
  const eventSources = useMemo(() => [{ events: routineEvents(routines ?? []) }], [routines]);

  // SPEC.md section 8: a failed routine list is only logged.
  useEffect(() => {
    if (error) console.error('Error al cargar las rutinas:', error);
  }, [error]);

  const onEventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    void navigate(`/dashboard/routines/edit/${info.event.id}`);
  };

  const onEventDrop = (info: EventDropInfo) => {
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
    updateDay({ id: routine.rutina_id, dia: outcome.dia })
      .unwrap()
      .catch((err: unknown) => {
        info.revert();
        console.error('Error al actualizar el día de la rutina:', err);
      });
  };

  return (
    <Box className="forja-calendar" aria-busy={isLoading} data-testid={`routine-calendar-${variant}`}>
      <FullCalendar
        plugins={PLUGINS}
        locale={esLocale}
        firstDay={1}
        weekNumberCalculation="ISO"
        initialView={variant === 'month' ? 'dayGridMonth' : 'dayGridWeek'}
        headerToolbar={TOOLBARS[variant]}
        height={height}
        dayMaxEvents
        viewHint={(_text, view) => t(`viewHint.${view as ViewName}`)}
        editable={editable}
        eventDurationEditable={false}
        eventSources={eventSources}
        eventClick={onEventClick}
        eventDrop={onEventDrop}
        views={TIME_GRID_VIEWS}
      />
    </Box>
  );
}
