import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays } from 'date-fns';
import { toIsoDate } from '../../../lib/dates';
import { nextTask } from '../../../lib/tasks';
import { dayCell, dragTo, eventsIn, fakeRoutineServer, nearbyCellDate } from '../../../testing/calendar';
import {
  calendarStatePlays,
  chooseView,
  routineListStory,
  today,
  waitForTodaysRoutine,
} from '../../../testing/calendar-plays';
import { calendarStoryHandlers, userRoutinesAnswer } from '../../../testing/handlers/calendar';
import { historyAroundToday, instantDaysAgo, makeWorkoutListItem } from '../../../testing/fixtures/training-log';
import { fakeTrainingLog } from '../../../testing/handlers/training-log';
import { interactionOnly, onDesktop, onMobile, screenParameters, targetSizeChecked } from '../../../testing/stories';
import { RoutineCalendar, type RoutineCalendarProps } from './routine-calendar';

const meta = {
  title: 'Patrones/Calendario/RoutineCalendar',
  component: RoutineCalendar,
  args: { variant: 'month', height: 750, editable: true },
  parameters: {
    ...screenParameters('/dashboard/calendar', { signedIn: true, handlers: calendarStoryHandlers }),
    ...targetSizeChecked,
  },
} satisfies Meta<typeof RoutineCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const daysAgo = (n: number) => toIsoDate(addDays(new Date(), -n));

export const Month: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    await expect(canvas.getByTestId('routine-calendar-month').firstElementChild).toHaveProperty('offsetHeight', 750);
    await expect(canvas.getByRole('tab', { name: 'Vista de mes' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Week: Story = {
  args: { variant: 'week', height: 150, editable: false },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
  },
};

/** In the week, a planned routine opens the routine. */
export const WeekEventOpensRoutine: Story = {
  ...Week,
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    await userEvent.click(eventsIn(canvasElement, today())[0]!);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/11');
  },
};

const readOnly = fakeRoutineServer();

/** Without `editable` a drag changes nothing. */
export const ReadOnly: Story = {
  args: { variant: 'month', height: 750, editable: false },
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: readOnly.handlers } } },
  beforeEach: () => readOnly.reset(),
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    const target = nearbyCellDate(canvasElement, today(), 1);
    await dragTo(eventsIn(canvasElement, today())[0]!, dayCell(canvasElement, target)!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(readOnly.patches).toEqual([]);
    await expect(eventsIn(canvasElement, today())).toHaveLength(1);
  },
};

/**
 * A phone: the month with a letter per weekday. No text under 12 px, and each routine at least
 * 24 px tall, the smallest target WCAG 2.5.8 allows (calendar-theme.css).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    const calendar = canvasElement.querySelector('.forja-calendar')!;
    const sizes = [...calendar.querySelectorAll<HTMLElement>('*')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
      .map((el) => parseFloat(getComputedStyle(el).fontSize));
    await expect(sizes.length).toBeGreaterThan(20);
    await expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    const routines = [...calendar.querySelectorAll<HTMLElement>('[role="button"][class*="forja-event-"]')];
    await expect(routines.length).toBeGreaterThan(0);
    for (const routine of routines) await expect(routine.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

const states = calendarStatePlays('routine-calendar-month');

export const Empty: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: userRoutinesAnswer.list([]) } },
  play: states.empty,
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: states.loading,
};

export const Error: Story = {
  ...routineListStory.failing(),
  play: states.error,
};

/** The calendar with two controls a story can press: change its height, close and open it. */
function ResizableCalendar(props: RoutineCalendarProps) {
  const [open, setOpen] = useState(true);
  const [height, setHeight] = useState(props.height);
  return (
    <Stack gap="3">
      <HStack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setHeight((h) => (h === props.height ? props.height - 50 : props.height))}
        >
          Cambiar altura
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)}>
          {open ? 'Cerrar' : 'Abrir'}
        </Button>
      </HStack>
      {open && <RoutineCalendar {...props} height={height} />}
    </Stack>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The day view resized and then closed before the next frame (a window resize followed by a
 * route change): FullCalendar 7.1.4 scrolled a time grid that was already gone and threw
 * "Cannot read properties of null (reading 'scrollTo')"; patches/@fullcalendar+react+7.1.4.patch.
 */
export const ClosedRightAfterAResize: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <ResizableCalendar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    await chooseView(canvasElement, 'Vista de semana');
    await chooseView(canvasElement, 'Vista de día');
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    // A new height is measured in the frame after the click; the close lands before the next one.
    canvas.getByRole('button', { name: 'Cambiar altura' }).click();
    await nextFrame();
    await nextTask();
    canvas.getByRole('button', { name: 'Cerrar' }).click();
    await nextFrame();
    await nextFrame();
    window.removeEventListener('error', onError);
    await expect(errors).toEqual([]);
    await expect(canvas.queryByTestId('routine-calendar-month')).toBeNull();
    // Opened again, it starts on the month.
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    await waitForTodaysRoutine(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Vista de mes' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * Each occurrence says done, missed or planned, by icon and in words (not by colour alone). The
 * fixture history has "Fuerza total" done one and three weeks ago, not two.
 */
export const Marks: Story = {
  args: { variant: 'week', height: 150, editable: false },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    const [now] = eventsIn(canvasElement, today());
    await expect(now).toHaveTextContent('Fuerza total (planificado)');
    await expect(now!.querySelector('[data-status="planned"] svg')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Semana antes' }));
    await waitFor(() => expect(eventsIn(canvasElement, daysAgo(7))[0]).toHaveTextContent('Fuerza total (hecho)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Semana antes' }));
    await waitFor(() => expect(eventsIn(canvasElement, daysAgo(14))[0]).toHaveTextContent('Fuerza total (no hecho)'));
    await expect(eventsIn(canvasElement, daysAgo(14))[0]!.closest('.forja-event-missed')).not.toBeNull();
  },
};

/** A done occurrence opens its session in the history. */
export const DoneOpensSession: Story = {
  args: { variant: 'month', height: 750, editable: true },
  tags: ['interaction'],
  parameters: interactionOnly,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    // A week ago may be in last month's page.
    if (!dayCell(canvasElement, daysAgo(7))) await userEvent.click(canvas.getByRole('button', { name: 'Mes antes' }));
    await waitFor(() => expect(eventsIn(canvasElement, daysAgo(7))[0]).toHaveTextContent('(hecho)'));
    await userEvent.click(eventsIn(canvasElement, daysAgo(7))[0]!);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/history/202');
  },
};

/** The fixture history, and an empty workout (no routine) finished today. */
const withFreeSession = fakeTrainingLog(() => [
  makeWorkoutListItem({ id: 401, rutina_id: null, nombre: 'Entrenamiento vacío', iniciado_en: instantDaysAgo(0, 7) }),
  ...historyAroundToday(),
]);

/**
 * What was done beside what was planned (issue #40): today "Fuerza total" is planned and an empty
 * workout (no routine) is done, drawn as its own done event that opens its session; a day of the
 * plan with nothing planned or done says "Descanso".
 */
export const DoneRestAndPlanned: Story = {
  args: { variant: 'week', height: 150, editable: true },
  ...onDesktop,
  parameters: { msw: { handlers: { trainingLog: withFreeSession.handlers } } },
  beforeEach: () => withFreeSession.reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(eventsIn(canvasElement, today())).toHaveLength(2));
    const texts = eventsIn(canvasElement, today()).map((e) => e.textContent);
    await expect(texts).toEqual(expect.arrayContaining(['Fuerza total (planificado)', 'Entrenamiento vacío (hecho)']));
    const free = eventsIn(canvasElement, today()).find((e) => e.textContent === 'Entrenamiento vacío (hecho)')!;
    await expect(free.querySelector('[data-status="done"] svg')).not.toBeNull();
    // A rest day: words and a drawing, not colour alone.
    const rest = canvasElement.querySelector<HTMLElement>('[role="cell"] [data-rest]');
    await expect(rest).not.toBeNull();
    // In words (on a phone for screen readers only) and by a drawing.
    await expect(rest).toHaveTextContent('Descanso');
    await expect(rest!.querySelector('svg')).not.toBeNull();
  },
};

export const DoneRestAndPlannedOnMobile: Story = { ...DoneRestAndPlanned, ...onMobile };

/** A session no routine planned opens its page in the history, as a done occurrence does. */
export const UnplannedSessionOpensIt: Story = {
  ...DoneRestAndPlanned,
  tags: ['interaction'],
  parameters: { ...DoneRestAndPlanned.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const free = await waitFor(() => {
      const found = eventsIn(canvasElement, today()).find((e) => e.textContent === 'Entrenamiento vacío (hecho)');
      expect(found).toBeDefined();
      return found!;
    });
    await userEvent.click(free);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/dashboard/history/401');
  },
};
