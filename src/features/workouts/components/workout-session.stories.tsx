import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pendingSet } from '../../../entities/workouts/outbox-fixtures';
import { makeWorkout, workoutServer, workoutWithOneSet } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { freshSetQueue } from '../../../testing/workouts';
import { WorkoutSession } from './workout-session';

const server = workoutServer();

const meta = {
  title: 'Features/Workouts/WorkoutSession',
  component: WorkoutSession,
  parameters: { layout: 'padded', msw: { handlers: { workouts: server.handlers } } },
  args: { workout: makeWorkout() },
  beforeEach: () => {
    freshSetQueue();
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
