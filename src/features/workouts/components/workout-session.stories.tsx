import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pendingSet } from '../../../entities/workouts/outbox-fixtures';
import { emptyWorkout, makeWorkout, workoutServer, workoutWithOneSet } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { freshSetQueue } from '../../../testing/workouts';
import { restTimer } from '../rest-timer-store';
import { WorkoutSession } from './workout-session';

const server = workoutServer();

const meta = {
  title: 'Patrones/Entrenamiento/WorkoutSession',
  component: WorkoutSession,
  parameters: { layout: 'padded', msw: { handlers: { workouts: server.handlers } } },
  args: { workout: makeWorkout() },
  beforeEach: () => {
    freshSetQueue();
    // A rest left running by another story would hide whether this one starts one.
    restTimer.skip();
    server.state.workout = makeWorkout();
  },
} satisfies Meta<typeof WorkoutSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const exercises = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article');

/** The header, a card per exercise, and the note and finish at the end. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fuerza básica' })).toBeVisible();
    await expect(exercises(canvasElement)).toHaveLength(makeWorkout().ejercicios.length);
    await expect(canvas.getByText('0 de 9 series hechas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terminar entrenamiento' })).toBeVisible();
  },
};

/** A set marked done counts at once, before the server has it. */
export const MarksASet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const squat = within(exercises(canvasElement)[0]!);
    await userEvent.click(squat.getByRole('button', { name: 'Marcar la serie 1 como hecha' }));
    await expect(await canvas.findByText('1 de 9 series hechas')).toBeVisible();
    await waitFor(() => expect(squat.getByRole('group', { name: 'Serie 1 hecha' })).toBeVisible());
  },
};

const unsentServer = workoutServer({ workout: workoutWithOneSet(), saves: 'hang' });
const unsent = pendingSet('00000000-0000-4000-8000-000000000002', {
  workoutId: 41,
  set: { ejercicio_sesion_id: 1, orden: 2, medida: 'repeticiones', repeticiones: 9, kg: 62.5, rir: 1 },
  status: 'failed',
  attempts: 3,
});

/** Back to a session with a set this device has not sent: the notice, and the finish says it goes first. */
export const ResumedWithUnsentSet: Story = {
  args: { workout: workoutWithOneSet() },
  parameters: { msw: { handlers: { workouts: unsentServer.handlers } } },
  beforeEach: () => freshSetQueue([unsent]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Has vuelto a tu entrenamiento\. 1 serie aún no se ha guardado/)).toBeVisible();
    await expect(canvas.getByText('2 de 9 series hechas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terminar entrenamiento' })).toHaveAccessibleDescription(
      /^1 serie aún no ha llegado al servidor/,
    );
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(exercises(canvasElement)[0]).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // What a set's row and its card offer between sets is at least 44 px high on a phone.
    const first = within(exercises(canvasElement)[0]!);
    for (const name of ['Marcar la serie 1 como hecha', 'Añadir serie', 'Saltar ejercicio']) {
      await expect(first.getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The squat and the bench press as a superset (group 1). */
const inSuperset = () => {
  const w = makeWorkout();
  w.ejercicios[0]!.grupo = 1;
  w.ejercicios[1]!.grupo = 1;
  return w;
};
const supersetServer = workoutServer({ workout: inSuperset() });
const restBar = () => within(document.body).queryByRole('button', { name: 'Saltar descanso' });

/**
 * A superset drawn as one labelled group; a set of its first exercise moves the screen to the second
 * with no rest, and the second's set ends the round: the rest starts and the first comes back.
 */
export const Superset: Story = {
  args: { workout: inSuperset() },
  parameters: { msw: { handlers: { workouts: supersetServer.handlers } } },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Superserie' }));
    const [squat, bench] = group.getAllByRole('article');
    await userEvent.click(within(squat!).getByRole('button', { name: 'Marcar la serie 1 como hecha' }));
    await waitFor(() => expect(within(bench!).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(restBar()).toBeNull();
    await userEvent.click(within(bench!).getByRole('button', { name: 'Marcar la serie 1 como hecha' }));
    await waitFor(() => expect(restBar()).toBeVisible());
    await waitFor(() => expect(within(squat!).getByRole('heading', { level: 2 })).toHaveFocus());
    await userEvent.click(restBar()!);
  },
};

export const SupersetMobile: Story = { ...Superset, ...onMobile };

/** Three exercises in one group: a circuit. */
export const Circuit: Story = {
  args: {
    workout: makeWorkout({ ejercicios: makeWorkout().ejercicios.map((e, i) => ({ ...e, grupo: i < 3 ? 2 : null })) }),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Circuito' });
    await expect(within(group).getAllByRole('article')).toHaveLength(3);
  },
};

/** Menus and dialogs load their code on first use: on a busy machine that takes a while. */
const LATE = 5000;
const menuOf = async (canvasElement: HTMLElement, name: string, item: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Opciones de ${name}` }));
  const menu = await within(document.body).findByRole('menu', undefined, { timeout: LATE });
  await waitFor(() => expect(menu).toBeVisible());
  // The keyboard path: down until the item is highlighted (a key pressed while the menu still opens
  // may be lost), then Enter.
  const target = within(menu).getByRole('menuitem', { name: item });
  for (let i = 0; i < 12 && !target.hasAttribute('data-highlighted'); i++) await userEvent.keyboard('{ArrowDown}');
  await expect(target).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
};
const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** The menu's changes show at once (they wait in the outbox): up, a set more, superset, remove. */
export const ChangesFromTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await menuOf(canvasElement, 'Press de banca', 'Subir');
    await waitFor(() => expect(headings(canvasElement).slice(0, 2)).toEqual(['1. Press de banca', '2. Sentadilla']), {
      timeout: LATE,
    });
    await menuOf(canvasElement, 'Plancha', 'Añadir serie');
    await expect(await canvas.findByText('0 de 10 series hechas', undefined, { timeout: LATE })).toBeVisible();
    await menuOf(canvasElement, 'Press de banca', 'Superserie con el siguiente');
    await expect(await canvas.findByRole('group', { name: 'Superserie' }, { timeout: LATE })).toBeVisible();
    await menuOf(canvasElement, 'Carrera continua', 'Quitar');
    const name = '¿Quitar Carrera continua del entrenamiento?';
    const confirm = await within(document.body).findByRole('alertdialog', { name }, { timeout: LATE });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Quitar ejercicio' }));
    await waitFor(() => expect(exercises(canvasElement)).toHaveLength(3), { timeout: LATE });
  },
};

/** "Descanso" from the menu: the new rest shows in the target at once. */
export const EditsTheRest: Story = {
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, 'Sentadilla', 'Descanso');
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Descanso de Sentadilla' }, { timeout: LATE }),
    );
    const field = dialog.getByLabelText('Segundos de descanso tras cada serie');
    await userEvent.clear(field);
    await userEvent.type(field, '150{Enter}');
    const squat = within(exercises(canvasElement)[0]!);
    await expect(await squat.findByText(/descanso 2:30 min/, undefined, { timeout: LATE })).toBeVisible();
  },
};

const emptyServer = workoutServer({ workout: emptyWorkout() });

/** An empty workout: its name, and the invitation to add the first exercise instead of cards. */
export const Empty: Story = {
  args: { workout: emptyWorkout() },
  parameters: { msw: { handlers: { workouts: emptyServer.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrenamiento libre' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Aún no hay ejercicios' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: 'Añadir ejercicio' })).toHaveLength(1);
  },
};

export const EmptyMobile: Story = { ...Empty, ...onMobile };
