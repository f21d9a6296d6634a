import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addMonths, subDays, subMonths } from 'date-fns';
import { toIsoDate, toWireDate } from '../../lib/dates';
import { fakeRoutineServer } from '../../testing/calendar';
import { compactWeek, waitForTodayInWeek, weekEventsIn } from '../../testing/compact-week';
import { consoleErrorsSaying, expectRoutinesLoadErrorLogged, ROUTINES_LOAD_ERROR } from '../../testing/console';
import {
  makeRoutineExercises,
  makeUserRoutine,
  routinesAroundToday,
  userRoutinesAnswer,
  overviewStoryParameters,
} from '../../testing/handlers/calendar';
import { expectLoadError } from '../../testing/load-errors';
import { routineListStory } from '../../testing/calendar-plays';
import { expectHeading, expectTexts, interactionOnly, targetSizeChecked } from '../../testing/stories';
import OverviewPage from './overview-page';
import { dashboardShell } from '../../testing/shells';

const meta = {
  title: 'Pantallas/Resumen/OverviewPage',
  component: OverviewPage,
  parameters: {
    ...overviewStoryParameters,
    ...targetSizeChecked,
    router: { ...overviewStoryParameters.router, shell: dashboardShell },
  },
} satisfies Meta<typeof OverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('dl, div')!.parentElement!;

const calendarHeight = (canvasElement: HTMLElement) => compactWeek(canvasElement).offsetHeight;

const counted = fakeRoutineServer();

/** Mis Rutinas: the two routines of this week, as cards. */
async function expectRecentRoutines(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectHeading(canvas, 'Mis Rutinas');
  await expectTexts(canvas, ['Acceso rápido a tus rutinas de entrenamiento recientes']);
  await expect(canvas.getByRole('link', { name: 'Ver Todas' })).toHaveAttribute('href', '/dashboard/routines');
  // Two fixture routines overlap this week: only those are shown.
  const cards = within(await canvas.findByRole('list', { name: 'Rutinas recientes' })).getAllByRole('listitem');
  await expect(cards).toHaveLength(2);
  const first = within(cards[0]!);
  await expect(first.getByRole('heading', { name: 'Fuerza total' })).toBeVisible();
  await expectTexts(first, ['Intermedio', '6 Ejercicios', `Último: ${routinesAroundToday()[0]!.fecha_fin_rutina}`]);
  await expect(first.getByRole('link', { name: 'Ver Detalle' })).toHaveAttribute('href', '/dashboard/routines/edit/11');
}

/** Calendario: the compact week, 150 px high on a wide window. */
async function expectWeekCalendar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectHeading(canvas, 'Calendario', 2);
  await expect(canvas.getByRole('link', { name: 'Ver vista completa' })).toHaveAttribute('href', '/dashboard/calendar');
  await waitForTodayInWeek(canvasElement, 15_000);
  await expect(calendarHeight(canvasElement)).toBe(150);
  await expect(canvas.getByRole('button', { name: 'Semana antes' })).toBeVisible();
  await expect(canvas.queryByRole('tab')).toBeNull();
}

/** Estadísticas over all four routines (6 + 4 + 5 + 3 exercises). */
async function expectStatistics(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectHeading(canvas, 'Estadísticas', 2);
  await expect(tile(canvasElement, 'Total de ejercicios')).toHaveTextContent('18');
  // Levels compared in lower case.
  await expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('2 / 4');
  // The last FINISHED session (the fixture history's "Cardio de la semana", yesterday), not today's plan.
  await expect(tile(canvasElement, 'Último entrenamiento')).toHaveTextContent(toWireDate(subDays(new Date(), 1)));
  await expect(tile(canvasElement, 'Tipos de rutina')).toHaveTextContent('3');
}

/** "Hoy" right under the title, then SPEC.md's sections, then "Esta semana". */
async function expectSectionOrder(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  await expect(headings[0]).toBe('Hoy');
  await expect(headings.slice(-3)).toEqual(['Calendario', 'Estadísticas', 'Esta semana']);
  await expect(await canvas.findByText('1 / 3')).toBeVisible();
}

/** Cards, week calendar and statistics read one list: the screen asks the server for it once. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: counted.handlers } } },
  beforeEach: () => counted.reset(),
  play: async ({ canvasElement, step }) => {
    await step('Mis Rutinas: the two routines of this week, as cards', () => expectRecentRoutines(canvasElement));
    await step('Calendario: the compact week, 150 px high on a wide window', () => expectWeekCalendar(canvasElement));
    await step('Estadísticas over all four routines (6 + 4 + 5 + 3 exercises)', () => expectStatistics(canvasElement));
    // The three sections read one list: asked for once.
    await expect(counted.listed).toBe(1);
    await step('"Hoy" first, "Esta semana" after SPEC.md\'s sections', () => expectSectionOrder(canvasElement));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
    // In the gym, today's training is what the screen is for: first, right under the title.
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Hoy');
    await waitForTodayInWeek(canvasElement, 15_000);
    await expect(calendarHeight(canvasElement)).toBe(250);
    // Nothing sticks out sideways at 375 px.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Clicking an event of the week opens its routine. */
export const EventOpensRoutine: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodayInWeek(canvasElement, 15_000);
    await userEvent.click(weekEventsIn(canvasElement, toIsoDate(new Date()))[0]!);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/11');
  },
};

export const OneRoutine: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: userRoutinesAnswer.list([
        makeUserRoutine({ rutina_id: 5, nombre: 'Solo una', nivel: 'Experto', ejercicios: makeRoutineExercises(1) }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(await canvas.findByRole('list', { name: 'Rutinas recientes' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0]!).getByText('1 Ejercicio')).toBeVisible();
    await expect(within(cards[0]!).getByText('Último: sin fecha')).toBeVisible();
    await expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('0 / 1');
    await expect(tile(canvasElement, 'Tipos de rutina')).toHaveTextContent('1');
  },
};

/** Six routines overlap this week: the first four are shown. */
export const ManyOverlapping: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: userRoutinesAnswer.list(
        Array.from({ length: 6 }, (_, i) =>
          makeUserRoutine({
            rutina_id: 30 + i,
            nombre: `Semana ${i + 1}`,
            fecha_inicio_rutina: toWireDate(subMonths(new Date(), 1)),
            fecha_fin_rutina: toWireDate(addMonths(new Date(), 1)),
            dia: (i % 7) + 1,
            rutina_activa: true,
            ejercicios: makeRoutineExercises(2),
          }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(await canvas.findByRole('list', { name: 'Rutinas recientes' })).getAllByRole('listitem');
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Semana 1',
      'Semana 2',
      'Semana 3',
      'Semana 4',
    ]);
    await expect(tile(canvasElement, 'Total de ejercicios')).toHaveTextContent('12');
    await expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('6 / 6');
  },
};

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userRoutinesAnswer.list([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Todavía no tienes rutinas/)).toBeVisible();
    await expect(tile(canvasElement, 'Total de ejercicios')).toHaveTextContent('0');
    await expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('0 / 0');
    await expect(tile(canvasElement, 'Tipos de rutina')).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando rutinas…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: 'Rutinas recientes' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
  },
};

/** docs/PRODUCT.md §8: a failed routine list is only logged; the page still shows its sections. */
export const Error: Story = {
  ...routineListStory.failing(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRoutinesLoadErrorLogged();
    await expect(canvas.queryByRole('list', { name: 'Rutinas recientes' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Estadísticas' })).toBeVisible();
    // Cards, statistics and the week calendar each say so, with "Reintentar"; no empty text.
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas.');
    await expect(canvas.getByText('No se pudieron cargar tus estadísticas.')).toBeVisible();
    await expect(await canvas.findByText('No se pudieron cargar tus rutinas para el calendario.')).toBeVisible();
    await expect(canvas.queryByText(/Todavía no tienes rutinas/)).toBeNull();
    // They share the failure: one log line.
    await expect(consoleErrorsSaying(ROUTINES_LOAD_ERROR)).toHaveLength(1);
  },
};
