import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isoWeekday, parseIsoDate, toIsoDate } from '../../../lib/dates';
import {
  cellDates,
  datesWithEvent,
  dayCell,
  dragTo,
  eventsIn,
  eventTitle,
  fakeRoutineServer,
  nearbyCellDate,
} from '../../../testing/calendar';
import {
  calendarStoryHandlers,
  routinesAroundToday,
  userRoutineList,
  userRoutinesAnswer,
  weekRoutineDate,
} from '../../../testing/handlers/calendar';
import { expectRoutinesLoadErrorLogged, recordConsoleErrors } from '../../../testing/console';
import { expectLoadError, retry } from '../../../testing/load-errors';
import {
  expectHeading,
  expectNavigatedTo,
  expectTexts,
  interactionOnly,
  screenParameters,
  targetSizeChecked,
} from '../../../testing/stories';
import {
  chooseView,
  routineListStory,
  today,
  waitForSessions,
  waitForTodaysRoutine,
} from '../../../testing/calendar-plays';
import CalendarPage from './calendar-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Calendario/CalendarPage',
  component: CalendarPage,
  parameters: {
    ...screenParameters('/dashboard/calendar', {
      shell: dashboardShell,
      signedIn: true,
      handlers: calendarStoryHandlers,
    }),
    ...targetSizeChecked,
  },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day of the fixture routine limited to this week (never today). */
const weekRoutineDay = () => toIsoDate(weekRoutineDate());

/** The heading and the three view tabs, the month chosen. */
async function expectHeaderAndTabs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectHeading(canvas, 'Calendario');
  await expectTexts(canvas, ['Planifica y visualiza tus rutinas de entrenamiento']);
  for (const [name, text] of [
    ['Vista de mes', 'Mes'],
    ['Vista de semana', 'Semana'],
    ['Vista de día', 'Día'],
  ]) {
    await expect(canvas.getByRole('tab', { name })).toHaveTextContent(text!);
  }
  await expect(canvas.getByRole('tab', { name: 'Vista de mes' })).toHaveAttribute('aria-selected', 'true');
}

/** Today's routine in the month (Monday first), brand-coloured, its whole name on hover. */
async function expectTodaysRoutine(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitForTodaysRoutine(canvasElement);
  await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent(/lun/i);
  const [event] = eventsIn(canvasElement, today());
  await expect(event).toHaveTextContent('Fuerza total');
  await expect(event!.style.getPropertyValue('--fc-event-color')).toBe('#F05A19');
  // The whole name on hover (a narrow day cuts it), brand-coloured controls.
  await expect(event).toHaveAttribute('title', 'Fuerza total');
  await expect(getComputedStyle(canvas.getByRole('button', { name: 'Mes siguiente' })).backgroundColor).toBe(
    'rgb(201, 70, 15)',
  );
}

/** Only routines with dates show (the one limited to this week too); the legend says what the marks mean. */
async function expectEventsAndLegend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText('Rutina sin fechas')).toBeNull();
  await expect(eventsIn(canvasElement, weekRoutineDay()).map(eventTitle)).toContain('Cardio de la semana');
  const legend = within(canvas.getByRole('list', { name: 'Leyenda' })).getAllByRole('listitem');
  await expect(legend.map((item) => item.textContent)).toEqual([
    'Hecho: abre la sesión',
    'No hecho',
    'Planificado',
    'Descanso: nada planificado',
  ]);
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, step }) => {
    await step('The heading and the view tabs, the month chosen', () => expectHeaderAndTabs(canvasElement));
    await step("Today's routine, brand-coloured", () => expectTodaysRoutine(canvasElement));
    await step('The routines with dates, and the legend', () => expectEventsAndLegend(canvasElement));
  },
};

/** Clicking today's event opens the routine. */
export const EventOpensRoutine: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    await userEvent.click(eventsIn(canvasElement, today())[0]!);
    await expectNavigatedTo(within(canvasElement), '/dashboard/routines/edit/11');
  },
};

/** No hour slots: "0:00", "13:00"... (a time grid's labels). */
const hourLabels = (root: HTMLElement) => within(root).queryAllByText(/^\d{1,2}(:00)?\s*(h|a\. ?m\.|p\. ?m\.)?$/);

/**
 * "Semana" and "Día" switch views; prev/next move the title. Both are day grids (the routine in its
 * day's cell, no 24 hour rows).
 */
export const Views: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    const title = () => canvas.getAllByRole('heading').find((h) => h.tagName !== 'H1')!.textContent;
    const month = title();
    await userEvent.click(canvas.getByRole('button', { name: 'Mes siguiente' }));
    await waitFor(() => expect(title()).not.toBe(month));
    await userEvent.click(canvas.getByRole('button', { name: 'Mes antes' }));
    await waitFor(() => expect(title()).toBe(month));
    await chooseView(canvasElement, 'Vista de semana');
    await expect(canvas.getAllByText('Fuerza total')).toHaveLength(1);
    await expect(hourLabels(canvasElement)).toEqual([]);
    await chooseView(canvasElement, 'Vista de día');
    await expect(hourLabels(canvasElement)).toEqual([]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await waitForTodaysRoutine(canvasElement);
    // Nothing sticks out sideways at 375 px.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Many routines on one day: the day shows a "more" link. */
export const ManyOverlapping: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: {
        calendar: [
          http.get('/api/user-routines', () => {
            const base = routinesAroundToday()[0]!;
            const many = Array.from({ length: 8 }, (_, i) => ({
              ...base,
              rutina_id: 100 + i,
              nombre: `Rutina ${i + 1}`,
            }));
            return HttpResponse.json(userRoutineList(many));
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await waitFor(() => {
      const link = within(dayCell(canvasElement, today())!).getByText(/más/);
      return link;
    });
    await expect(more).toBeVisible();
    await expect(canvas.getAllByText('Rutina 1').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: { handlers: userRoutinesAnswer.list([]) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('routine-calendar-month')).toHaveAttribute('aria-busy', 'false'));
    await expect(dayCell(canvasElement, today())).not.toBeNull();
    await expect(eventsIn(canvasElement, today())).toHaveLength(0);
  },
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('routine-calendar-month')).toHaveAttribute('aria-busy', 'true');
    await expect(dayCell(canvasElement, today())).not.toBeNull();
  },
};

/**
 * docs/PRODUCT.md §8: a failed routine list is logged, not toasted; the page shows the error and
 * "Reintentar" instead of a calendar that would look empty.
 */
export const Error: Story = {
  ...routineListStory.failing(),
  play: async ({ canvasElement }) => {
    await expectRoutinesLoadErrorLogged();
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas para el calendario.');
    await expect(within(canvasElement).queryByTestId('routine-calendar-month')).toBeNull();
  },
};

/** The server cannot be reached (a network error): the same error. */
export const Unreachable: Story = {
  ...routineListStory.unreachable(),
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas para el calendario.');
  },
};

export const ErrorThenRetry: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userRoutinesAnswer.failingOnce(routinesAroundToday()) } },
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas para el calendario.');
    await retry(canvasElement);
    await expect(await within(canvasElement).findByTestId('routine-calendar-month')).toBeVisible();
  },
};

const moving = fakeRoutineServer({ patchDelayMs: 1500 });

/**
 * Dragging a routine to another day inside its dates sends its new weekday, and every weekly
 * event moves at once, before the server has answered.
 */
export const DragToAnotherDay: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: moving.handlers } } },
  beforeEach: () => moving.reset(),
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    await waitForSessions(canvasElement);
    // The days "Fuerza total" was done on (the fixture history: one and three weeks ago).
    const isDone = (date: string) =>
      eventsIn(canvasElement, date).some((e) => e.textContent === 'Fuerza total (hecho)');
    const done = datesWithEvent(canvasElement, 'Fuerza total').filter(isDone);
    await expect(done.length).toBeGreaterThanOrEqual(1);
    const target = nearbyCellDate(canvasElement, today(), 1);
    await dragTo(eventsIn(canvasElement, today())[0]!, dayCell(canvasElement, target)!);
    await waitFor(() => expect(moving.patches).toEqual([{ id: 11, body: { dia: isoWeekday(parseIsoDate(target)!) } }]));
    // Every event on the new weekday: one on each day of that weekday on screen (the routine
    // runs from last month to next month), none left anywhere else, while the PATCH is pending.
    const weekday = isoWeekday(parseIsoDate(target)!);
    const newDays = cellDates(canvasElement).filter((date) => isoWeekday(parseIsoDate(date)!) === weekday);
    // The sessions already done stay on their days, still done (issue #40): moving never hides them.
    const expected = [...new Set([...newDays, ...done])].sort();
    await waitFor(() => expect(datesWithEvent(canvasElement, 'Fuerza total')).toEqual(expected));
    await expect(done.filter(isDone)).toEqual(done);
    await expect(moving.answered).toBe(0);
    await expect(newDays.length).toBeGreaterThanOrEqual(4);
    // Answered and reloaded: still there.
    await waitFor(() => expect(moving.answered).toBe(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(datesWithEvent(canvasElement, 'Fuerza total')).toEqual(expected);
  },
};

const outOfRange = fakeRoutineServer();

/** A drop outside the routine's dates is refused: error toast, event back, nothing sent. */
export const DragOutOfRange: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: outOfRange.handlers } } },
  beforeEach: () => outOfRange.reset(),
  play: async ({ canvasElement }) => {
    const day = weekRoutineDay();
    const find = () => eventsIn(canvasElement, day).filter((e) => eventTitle(e) === 'Cardio de la semana');
    await waitFor(() => expect(find()).toHaveLength(1));
    await waitForSessions(canvasElement);
    const target = nearbyCellDate(canvasElement, day, 7);
    await dragTo(find()[0]!, dayCell(canvasElement, target)!);
    await expect(
      await within(document.body).findByText(
        'La fecha seleccionada está fuera del rango de fecha establecido para esta rutina.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(find()).toHaveLength(1));
    await expect(eventsIn(canvasElement, target).map(eventTitle)).not.toContain('Cardio de la semana');
    await expect(outOfRange.patches).toEqual([]);
  },
};

const failing = fakeRoutineServer({ failPatch: true });

/** docs/PRODUCT.md §8: a failed update puts the events back and is only logged. */
export const DragServerError: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: failing.handlers } } },
  beforeEach: () => {
    failing.reset();
    return recordConsoleErrors();
  },
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    await waitForSessions(canvasElement);
    // The story before left a toast fading out over the bottom-right days: a drop there would land on it.
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 3000 });
    const before = datesWithEvent(canvasElement, 'Fuerza total');
    const target = nearbyCellDate(canvasElement, today(), 1);
    await dragTo(eventsIn(canvasElement, today())[0]!, dayCell(canvasElement, target)!);
    await waitFor(
      () =>
        expect(console.error).toHaveBeenCalledWith(
          'Error al actualizar el día de la rutina:',
          expect.objectContaining({ status: 500 }),
        ),
      { timeout: 5000 },
    );
    await expect(failing.patches).toHaveLength(1);
    await waitFor(() => expect(datesWithEvent(canvasElement, 'Fuerza total')).toEqual(before));
    await expect(eventsIn(canvasElement, target).map(eventTitle)).not.toContain('Fuerza total');
  },
};
