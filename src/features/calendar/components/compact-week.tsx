import { Box, chakra, Flex, Group, IconButton, Link } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDrawnUserRoutines } from '../../../entities/user-routines/api';
import type { UserRoutine } from '../../../lib/contract';
import { toIsoDate } from '../../../lib/dates';
import { usePrerenderedShell } from '../../../lib/prerendered-shell';
import { LoadError } from '../../../ui/components/load-error';
import type { OccurrenceStatus } from '../marks';
import { useWeekMarks, type WeekMarks } from '../use-week-marks';
import { mondayOf, weekCalendarHeight, weekDays, type WeekDay } from '../week-days';
import { EventMark, RestMark } from './event-mark';
import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';

/** The narrowest window `weekCalendarHeight` draws the short week in. */
export const WIDE_FROM = 769;

/**
 * docs/PRODUCT.md §9: the height follows the window, as `weekCalendarHeight` says, in CSS: a
 * media query, not `window.innerWidth` read while rendering, which forced a style and layout pass
 * of the whole page in the overview's first render (about 300 ms with the CPU 4× slower). Named
 * optimisation "The week's height in CSS" (docs/PERFORMANCE.md register); its plain path,
 * `weekCalendarHeight(window.innerWidth)` on every resize, gives the same heights
 * (compact-week-height.test.ts).
 */
export const WEEK_HEIGHT_STYLE = {
  h: `${weekCalendarHeight(0)}px`,
  css: { [`@media (min-width: ${WIDE_FROM}px)`]: { height: `${weekCalendarHeight(WIDE_FROM)}px` } },
} as const;

/** An occurrence's look, per status, in the theme's calendar.* tokens (as calendar-theme.css). */
const EVENT_LOOK = {
  done: { bg: 'calendar.done.bg', borderColor: 'calendar.done.bg', borderStyle: 'solid' },
  planned: { bg: 'calendar.planned.bg', borderColor: 'calendar.planned.border', borderStyle: 'solid' },
  missed: { bg: 'calendar.missed.bg', borderColor: 'calendar.missed.border', borderStyle: 'dashed' },
} as const;

/** A link to a routine's session when done, to the routine otherwise. */
const routineLink = (routine: UserRoutine, workoutId?: number) =>
  workoutId ? `/dashboard/history/${workoutId}` : `/dashboard/routines/edit/${routine.rutina_id}`;

/** One routine (or session) on its day, linking to `to`: at least 24 px tall (WCAG 2.5.8). */
function WeekEvent({ name, to, status }: { name: string; to: string; status: OccurrenceStatus }) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      minW="0"
      minH="6"
      // Its own height however many share the day (the day scrolls): with a minimum height set, a
      // flex item would otherwise shrink under its text.
      flexShrink="0"
      px="1"
      borderWidth="1px"
      borderRadius="l1"
      color="calendar.text"
      textStyle="xs"
      textDecoration="none"
      title={name}
      focusRingColor="brand.focusRing"
      css={{
        '& [data-event-title]': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '&[data-status=missed] [data-event-title]': { textDecoration: 'line-through' },
        // A phone's day is about 50 px wide: beside the icon a name showed one letter. There the
        // icon (the status cue) sits above, and the name takes the whole width, up to three lines.
        smDown: {
          px: '1px',
          '& [data-status]': { flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' },
          '& [data-event-title]': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineClamp: 3 },
        },
      }}
      data-status={status}
      {...EVENT_LOOK[status]}
    >
      <RouterLink to={to}>
        <EventMark title={name} status={status} titleClass="" />
      </RouterLink>
    </Link>
  );
}

/**
 * As FullCalendar's Spanish week headers: "mié 18", and "X 18" where a day is narrow (a phone):
 * with the day of the month still there, the week shown is plain after a step back or forth.
 */
const dayName = new Intl.DateTimeFormat('es', { weekday: 'short', day: 'numeric' });
const narrowDayName = new Intl.DateTimeFormat('es', { weekday: 'narrow' });
const weekRange = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });

const NO_ROUTINES: UserRoutine[] = [];
const cellBorder = { borderWidth: '1px', borderColor: 'border', marginInlineStart: '-1px' } as const;

/** Previous and next week, as FullCalendar's button group; the week in words for screen readers. */
function WeekToolbar({ rangeId, range, onStep }: { rangeId: string; range: string; onStep: (weeks: number) => void }) {
  const { t } = useTranslation('calendar');
  return (
    <Flex mb="5">
      <Group attached>
        <IconButton
          size="sm"
          minW="10.5"
          colorPalette="brand"
          aria-label={t('week.previous')}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton size="sm" minW="10.5" colorPalette="brand" aria-label={t('week.next')} onClick={() => onStep(1)}>
          <ChevronRight />
        </IconButton>
      </Group>
      <chakra.p srOnly id={rangeId} aria-live="polite">
        {t('week.range', { range })}
      </chakra.p>
    </Flex>
  );
}

/** The seven days as a table: a header row of day names, a row of days holding their routines. */
function WeekGrid({ rangeId, days, marks }: { rangeId: string; days: WeekDay[]; marks: WeekMarks }) {
  const today = toIsoDate(new Date());
  return (
    <Flex role="table" aria-labelledby={rangeId} direction="column" flex="1" minH="0" textStyle="sm">
      <Flex role="row">
        {days.map((day) => (
          <Box key={day.iso} role="columnheader" flex="1" minW="0" py="0.5" textAlign="center" truncate {...cellBorder}>
            <chakra.span hideFrom="sm">{`${narrowDayName.format(day.date)} ${day.date.getDate()}`}</chakra.span>
            <chakra.span hideBelow="sm">{dayName.format(day.date)}</chakra.span>
          </Box>
        ))}
      </Flex>
      <Flex role="row" flex="1" minH="0" mt="-1px">
        {days.map((day) => (
          <Flex
            key={day.iso}
            role="cell"
            data-date={day.iso}
            direction="column"
            gap="0.5"
            flex="1"
            minW="0"
            p="0.5"
            overflowY="auto"
            bg={day.iso === today ? 'brand.subtle' : undefined}
            {...cellBorder}
          >
            {day.routines.map((routine) => {
              const mark = marks.markOf(routine.rutina_id, day.iso);
              const to = routineLink(routine, mark.workoutId);
              return <WeekEvent key={routine.rutina_id} name={routine.nombre} to={to} status={mark.status} />;
            })}
            {marks.sessionsOn(day.iso).map((s) => (
              <WeekEvent key={`s${s.id}`} name={s.nombre} to={`/dashboard/history/${s.id}`} status="done" />
            ))}
            {marks.isRest(day.iso) ? <RestMark /> : null}
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * The overview's compact week (docs/PRODUCT.md, Overview: Monday first, only previous/next, 150 or
 * 250 px high): the seven days as a table and each routine's name on its weekday, linking to the
 * routine (or to its session once done). Named optimisation "The compact week without FullCalendar"
 * (docs/PERFORMANCE.md register): the overview shows no drag, no other view, nothing FullCalendar's
 * 62 KB would add; the full calendar stays on /dashboard/calendar.
 */
export function CompactWeek() {
  return usePrerenderedShell() ? <CompactWeekPlaceholder /> : <CompactWeekOfToday />;
}

/**
 * The dashboard shell's compact week (lib/prerendered-shell.ts): the build knows neither the
 * visitor's week nor their window, so an empty box of the height `weekCalendarHeight` gives, in CSS.
 */
function CompactWeekPlaceholder() {
  return <Box data-testid="compact-week-placeholder" aria-busy {...WEEK_HEIGHT_STYLE} />;
}

function CompactWeekOfToday() {
  const { t } = useTranslation('calendar');
  const rangeId = useId();
  const [monday, setMonday] = useState(() => mondayOf(new Date()));
  const answer = useDrawnUserRoutines();
  const { isError, refetch } = answer;
  // The first answer drawn in a background render (named optimisation "First answer drawn in slices").
  const drawn = useSlicedFirstAnswer(answer.data !== undefined);
  const data = drawn ? answer.data : undefined;
  const isLoading = answer.isLoading || !drawn;
  const days = useMemo(() => weekDays(data ?? [], monday), [data, monday]);
  const marks = useWeekMarks(days, data ?? NO_ROUTINES);
  // Logged where the list is fetched (docs/PRODUCT.md §8, no toast).
  if (isError) return <LoadError message={t('loadError')} onRetry={() => void refetch()} />;
  return (
    <Flex direction="column" {...WEEK_HEIGHT_STYLE} data-testid="compact-week" aria-busy={isLoading}>
      <WeekToolbar
        rangeId={rangeId}
        range={weekRange.formatRange(days[0]!.date, days[6]!.date)}
        onStep={(weeks) => setMonday((m) => mondayOf(m, weeks))}
      />
      <WeekGrid rangeId={rangeId} days={days} marks={marks} />
    </Flex>
  );
}
