import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  makeRoutineExercises,
  makeUserRoutine,
  userRoutineList,
  userRoutinesAnswer,
  overviewStoryParameters,
} from '../../../testing/handlers/calendar';
import { expectRoutinesLoadErrorLogged, recordConsoleErrors } from '../../../testing/console';
import { expectLoadError, retry } from '../../../testing/load-errors';
import { routineListStory } from '../../../testing/calendar-plays';
import { interactionOnly, onDesktop, onMobile } from '../../../testing/stories';
import { orderedAnswer, whenAsked } from '../../../testing/answer-order';
import { RoutineCards } from './routine-cards';

/** Thursday 19-11-2026: "this week" runs from Monday 16-11 to Sunday 22-11. */
const NOW = new Date(2026, 10, 19, 12);

const meta = {
  title: 'Patrones/Resumen/RoutineCards',
  component: RoutineCards,
  args: { now: NOW },
  parameters: overviewStoryParameters,
} satisfies Meta<typeof RoutineCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Rutinas recientes' })).getAllByRole('listitem');

const ROUTINES = [
  makeUserRoutine({
    rutina_id: 1,
    nombre: 'Antigua',
    fecha_inicio_rutina: '01-01-2026',
    fecha_fin_rutina: '31-01-2026',
    dia: 1,
  }),
  makeUserRoutine({
    rutina_id: 2,
    nombre: 'Fuerza de noviembre',
    nivel: 'Intermedio',
    fecha_inicio_rutina: '02-11-2026',
    fecha_fin_rutina: '30-11-2026',
    dia: 2,
    rutina_activa: true,
    ejercicios: makeRoutineExercises(7),
  }),
  makeUserRoutine({ rutina_id: 3, nombre: 'Activa sin semana', rutina_activa: true }),
];

/** Only the routine overlapping this week is shown (docs/PRODUCT.md §4). */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userRoutinesAnswer.list(ROUTINES) } },
  play: async ({ canvasElement }) => {
    const items = await cards(canvasElement);
    await expect(items).toHaveLength(1);
    const card = within(items[0]!);
    await expect(card.getByRole('heading', { name: 'Fuerza de noviembre' })).toBeVisible();
    await expect(card.getByText('Intermedio')).toBeVisible();
    await expect(card.getByText('7 Ejercicios')).toBeVisible();
    await expect(card.getByText('Último: 30-11-2026')).toBeVisible();
    const link = card.getByRole('link', { name: 'Ver Detalle' });
    await expect(link).toHaveAccessibleDescription('Fuerza de noviembre');
    await expect(link).toHaveAttribute('href', '/dashboard/routines/edit/2');
  },
};

/** "Ver Detalle" opens the routine. */
export const ViewDetailOpensRoutine: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: { ...Default.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const [item] = await cards(canvasElement);
    await userEvent.click(within(item!).getByRole('link', { name: 'Ver Detalle' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/2');
  },
};

/** Nothing overlaps this week: the active routines come next. */
export const ActiveFallback: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: userRoutinesAnswer.list([ROUTINES[0]!, ROUTINES[2]!]) } },
  play: async ({ canvasElement }) => {
    const items = await cards(canvasElement);
    await expect(items.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Activa sin semana']);
  },
};

/** No active routine either: routines with dates, newest start first, at most four. */
export const DatedFallback: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: userRoutinesAnswer.list(
        ['01-01-2026', '01-05-2026', '01-03-2026', '01-02-2025', '01-06-2026'].map((start, i) =>
          makeUserRoutine({
            rutina_id: 20 + i,
            nombre: `Inicio ${start}`,
            fecha_inicio_rutina: start,
            fecha_fin_rutina: '30-06-2026',
          }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const items = await cards(canvasElement);
    await expect(items.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Inicio 01-06-2026',
      'Inicio 01-05-2026',
      'Inicio 01-03-2026',
      'Inicio 01-01-2026',
    ]);
  },
};

/** No routines yet: the text and the ways forward, to generate one or to take one others made. */
export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userRoutinesAnswer.list([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Todavía no tienes rutinas/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Genera tu primera rutina' })).toHaveAttribute(
      'href',
      '/dashboard/routines?tab=sugerencias',
    );
    await expect(canvas.getByRole('link', { name: 'Explorar rutinas' })).toHaveAttribute(
      'href',
      '/dashboard/routines?tab=descubrir',
    );
  },
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
  },
};

/** `WaitsForTheSessionAnswer`: the routines at once, the session held until the play lets it go. */
const sessionLast = {
  routines: orderedAnswer('/api/user-routines', { held: false, body: () => userRoutineList(ROUTINES) }),
  session: orderedAnswer('/api/workouts/current', { held: true, body: () => ({ workout: null }) }),
};

/**
 * The routines are in but the session in progress is not: the cards wait for it with the "Hoy"
 * card above them (features/workouts/components/today-card.tsx), which grows when it comes, so
 * they are drawn with it rather than pushed down by it.
 */
export const WaitsForTheSessionAnswer: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { calendar: [sessionLast.routines.handler], workouts: [sessionLast.session.handler] } },
    ...interactionOnly,
  },
  beforeEach: () => {
    sessionLast.routines.reset();
    sessionLast.session.reset();
  },
  play: async ({ canvasElement }) => {
    await whenAsked(sessionLast.routines, sessionLast.session);
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
    sessionLast.session.release();
    await expect(await cards(canvasElement)).toHaveLength(1);
  },
};

export const Error: Story = {
  ...routineListStory.failing(),
  play: async ({ canvasElement }) => {
    await expectRoutinesLoadErrorLogged();
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas.');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).queryByText(/Todavía no tienes rutinas/)).toBeNull();
  },
};

/** The server cannot be reached (network error): the same error, never the empty text. */
export const Unreachable: Story = {
  ...routineListStory.unreachable(),
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas.');
    await expect(within(canvasElement).queryByText(/Todavía no tienes rutinas/)).toBeNull();
  },
};

/** "Reintentar" asks again: the cards come once the server answers. */
export const ErrorThenRetry: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userRoutinesAnswer.failingOnce(ROUTINES) } },
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar tus rutinas.');
    await retry(canvasElement);
    await expect(await cards(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).queryByText('No se pudieron cargar tus rutinas.')).toBeNull();
  },
};

/** A programme's session: "Último:" is the programme's end (kept as SPEC writes it), and the card says so. */
export const InProgramme: Story = {
  ...onDesktop,
  parameters: {
    msw: {
      handlers: userRoutinesAnswer.list([
        makeUserRoutine({
          rutina_id: 5,
          nombre: 'Torso A',
          fecha_inicio_rutina: '16-11-2026',
          fecha_fin_rutina: '27-12-2026',
          dia: 4,
          plan: { plan_id: 3, nombre: 'Fuerza 6 semanas', semanas: 6, semana_actual: 1, progresion: [] },
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const [card] = await cards(canvasElement);
    await expect(card).toHaveTextContent('Último: 27-12-2026');
    await expect(
      within(card!).getByText('Es el fin del programa «Fuerza 6 semanas», no tu última sesión.'),
    ).toBeVisible();
  },
};

export const InProgrammeOnMobile: Story = { ...InProgramme, ...onMobile };
