import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from 'date-fns';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toIsoDate } from '../../../lib/dates';
import { routineListStory, today } from '../../../testing/calendar-plays';
import { compactWeek, waitForTodayInWeek, weekEventsIn } from '../../../testing/compact-week';
import { expectRoutinesLoadErrorLogged } from '../../../testing/console';
import {
  calendarStoryHandlers,
  routinesAroundToday,
  userRoutinesAnswer,
  weekRoutineDate,
} from '../../../testing/handlers/calendar';
import { historyAroundToday, instantDaysAgo, makeWorkoutListItem } from '../../../testing/fixtures/training-log';
import { fakeTrainingLog } from '../../../testing/handlers/training-log';
import { interactionOnly, onDesktop, onMobile, screenParameters, targetSizeChecked } from '../../../testing/stories';
import { mondayOf, weekCalendarHeight } from '../week-days';
import { CompactWeek, WIDE_FROM } from './compact-week';

const meta = {
  title: 'Patrones/Calendario/CompactWeek',
  component: CompactWeek,
  parameters: {
    ...screenParameters('/dashboard/overview', { signedIn: true, handlers: calendarStoryHandlers }),
    ...targetSizeChecked,
  },
} satisfies Meta<typeof CompactWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

const daysAgo = (n: number) => toIsoDate(addDays(new Date(), -n));
const previousWeek = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Semana antes' }));

/** Seven days, Monday first, the routines on their weekday, prev/next only, 150 px high. */
export const Desktop: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodayInWeek(canvasElement, 5_000);
    await expect(compactWeek(canvasElement).offsetHeight).toBe(150);
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveTextContent(/lun/i);
    await expect(headers[6]).toHaveTextContent(/dom/i);
    await expect(canvas.getByRole('button', { name: 'Semana antes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Semana siguiente' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(weekEventsIn(canvasElement, toIsoDate(weekRoutineDate()))[0]).toHaveTextContent('Cardio de la semana');
    await expect(canvas.getByRole('table', { name: /^Semana del / })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitForTodayInWeek(canvasElement, 5_000);
    await expect(compactWeek(canvasElement).offsetHeight).toBe(250);
    // The narrow headers keep the day of the month: "L 23", so the week shown stays plain.
    const monday = mondayOf(new Date());
    const shown = [...within(canvasElement).getAllByRole('columnheader')[0]!.children].filter((el) =>
      el.checkVisibility(),
    );
    await expect(shown.map((el) => el.textContent)).toEqual([`L ${monday.getDate()}`]);
    // Nothing sticks out sideways at a phone's width.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // Each routine's whole name shows (wrapped, not cut to "F…"), under its status icon.
    const events = within(compactWeek(canvasElement)).getAllByRole('link');
    await expect(events.length).toBeGreaterThan(1);
    for (const event of events) {
      const name = event.querySelector<HTMLElement>('[data-event-title]')!;
      await expect(name).toBeVisible();
      await expect(name).toHaveTextContent(event.title);
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
      await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight);
      await expect(event.querySelector('svg')).toBeVisible();
    }
  },
};

/**
 * The height follows the window through a media query, no script reading its width (named
 * optimisation "The week's height in CSS"): 768 px or less gives 250 px, wider gives 150 px, as
 * the query says at this window; every width is compact-week-height.test.ts's.
 */
export const FollowsWindowResize: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await waitForTodayInWeek(canvasElement, 5_000);
    const wide = window.matchMedia(`(min-width: ${WIDE_FROM}px)`).matches;
    await expect(wide).toBe(window.innerWidth >= WIDE_FROM);
    await expect(compactWeek(canvasElement).offsetHeight).toBe(weekCalendarHeight(window.innerWidth));
    await expect(compactWeek(canvasElement).offsetHeight).toBe(wide ? 150 : 250);
  },
};

/** A planned routine opens the routine (SPEC.md: /dashboard/routines/edit/{id}). */
export const EventOpensRoutine: Story = {
  ...onDesktop,
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    await waitForTodayInWeek(canvasElement, 5_000);
    const [now] = weekEventsIn(canvasElement, today());
    await expect(now).toHaveAttribute('title', 'Fuerza total');
    await userEvent.click(now!);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/11');
  },
};

/**
 * As on the full calendar: done, missed or planned, by icon and in words. The fixture history has
 * "Fuerza total" done one and three weeks ago, not two; a done one opens its session.
 */
export const Marks: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await waitForTodayInWeek(canvasElement, 5_000);
    const [now] = weekEventsIn(canvasElement, today());
    await expect(now).toHaveTextContent('Fuerza total (planificado)');
    await expect(now!.querySelector('[data-status="planned"] svg')).not.toBeNull();
    await previousWeek(canvasElement);
    await waitFor(() => expect(weekEventsIn(canvasElement, daysAgo(7))[0]).toHaveTextContent('Fuerza total (hecho)'));
    await expect(weekEventsIn(canvasElement, daysAgo(7))[0]).toHaveAttribute('href', '/dashboard/history/202');
    await previousWeek(canvasElement);
    await waitFor(() =>
      expect(weekEventsIn(canvasElement, daysAgo(14))[0]).toHaveTextContent('Fuerza total (no hecho)'),
    );
    await expect(weekEventsIn(canvasElement, daysAgo(14))[0]).toHaveAttribute('data-status', 'missed');
    // And back: next week twice is this week again.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Semana siguiente' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Semana siguiente' }));
    await waitForTodayInWeek(canvasElement);
  },
};

/** No routine and no session yet. */
export const Empty: Story = {
  ...onDesktop,
  parameters: {
    msw: { handlers: { ...userRoutinesAnswer.list([]), trainingLog: fakeTrainingLog(() => []).handlers } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(compactWeek(canvasElement)).toHaveAttribute('aria-busy', 'false'));
    await expect(within(compactWeek(canvasElement)).queryAllByRole('link')).toHaveLength(0);
    await expect(within(canvasElement).getAllByRole('cell')).toHaveLength(7);
  },
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: async ({ canvasElement }) => {
    await expect(compactWeek(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(compactWeek(canvasElement).offsetHeight).toBe(150);
  },
};

/** The list failed: logged where it is fetched, and the week says so with "Reintentar". */
export const Error: Story = {
  ...routineListStory.failing(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRoutinesLoadErrorLogged();
    await expect(await canvas.findByText('No se pudieron cargar tus rutinas para el calendario.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.queryByTestId('compact-week')).toBeNull();
  },
};

/** The fixture history, and an empty workout (no routine) finished today. */
const withFreeSession = fakeTrainingLog(() => [
  makeWorkoutListItem({ id: 401, rutina_id: null, nombre: 'Entrenamiento vacío', iniciado_en: instantDaysAgo(0, 7) }),
  ...historyAroundToday(),
]);

/**
 * As on the full calendar (issue #40): the empty workout done today beside the planned routine, a
 * link to its session; a day of the plan with nothing planned or done says "Descanso".
 */
export const DoneRestAndPlanned: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { trainingLog: withFreeSession.handlers } } },
  beforeEach: () => withFreeSession.reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(weekEventsIn(canvasElement, today())).toHaveLength(2));
    const [planned, free] = weekEventsIn(canvasElement, today());
    await expect(planned).toHaveTextContent('Fuerza total (planificado)');
    await expect(free).toHaveTextContent('Entrenamiento vacío (hecho)');
    await expect(free).toHaveAttribute('href', '/dashboard/history/401');
    await expect(free).toHaveAttribute('data-status', 'done');
    const rest = compactWeek(canvasElement).querySelector<HTMLElement>('[role="cell"] [data-rest]');
    await expect(rest).not.toBeNull();
    // In words (on a phone for screen readers only) and by a drawing.
    await expect(rest).toHaveTextContent('Descanso');
    await expect(rest!.querySelector('svg')).not.toBeNull();
  },
};

export const DoneRestAndPlannedOnMobile: Story = { ...DoneRestAndPlanned, ...onMobile };

/** Five routines on today's weekday, as copies of the first: each keeps its height, and the day scrolls. */
const busyDay = () => {
  const [first] = routinesAroundToday();
  return [1, 2, 3, 4, 5].map((n) => ({ ...first!, rutina_id: 100 + n, nombre: `Fuerza total ${n}` }));
};

/** A phone's day with more routines than fit: none is squeezed under its text, the day scrolls. */
export const BusyDayOnMobile: Story = {
  ...onMobile,
  parameters: { msw: { handlers: userRoutinesAnswer.list(busyDay()) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(weekEventsIn(canvasElement, today())).toHaveLength(5));
    for (const event of weekEventsIn(canvasElement, today())) {
      await expect(event.scrollHeight).toBeLessThanOrEqual(event.clientHeight);
    }
    const day = weekEventsIn(canvasElement, today())[0]!.closest<HTMLElement>('[role="cell"]')!;
    await expect(day.scrollHeight).toBeGreaterThan(day.clientHeight);
  },
};
