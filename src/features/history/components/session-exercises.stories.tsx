import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeWorkout, workoutWithWarmups } from '../../../testing/fixtures/training-log';
import { onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { openQuestion, body } from '../../../testing/dialog-plays';
import { trainingLogRefuses, trainingLogStory } from '../../../testing/training-log-stories';
import { SessionExercises } from './session-exercises';
import { fixed } from '../../../testing/controls';

const { log, parameters, beforeEach } = trainingLogStory();

const meta = {
  title: 'Patrones/Historial/SessionExercises',
  component: SessionExercises,
  parameters,
  args: { workout: makeWorkout() },
  beforeEach,
  argTypes: {
    workout: fixed('La sesión terminada (datos de ejemplo)'),
  },
} satisfies Meta<typeof SessionExercises>;

export default meta;
type Story = StoryObj<typeof meta>;

const askToDeletePlankSet = (canvasElement: HTMLElement) =>
  openQuestion(canvasElement, 'Eliminar serie 1 de Plancha abdominal', '¿Eliminar la serie 1?');

/** Every exercise of the session, one card each; no dialog until a set's action is pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Press de banca con barra', 'Plancha abdominal', 'Remo con mancuerna']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The pencil opens the edit dialog of that set, with its values. */
export const EditsASet: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Editar serie 2 de Press de banca con barra' }),
    );
    const dialog = await body().findByRole('dialog', { name: 'Editar serie 2 de Press de banca con barra' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Repeticiones/)).toHaveValue('8'));
    await expect(within(dialog).getByLabelText(/^Peso \(kg\)/)).toHaveValue('62.5');
  },
};

/** The bin asks first; confirmed, the set is deleted on the server and a toast says so. */
export const DeletesASet: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToDeletePlankSet(canvasElement);
    await expect(dialog.getByText('Se borrará la serie 1 de Plancha abdominal. No se puede deshacer.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar serie 1 de Plancha abdominal' }));
    await expectToast('Serie eliminada.');
    await expect(log.requests).toEqual([
      { method: 'DELETE', path: '/api/workouts/202/sets/22222222-2222-4222-8222-000000000001' },
    ]);
  },
};

/** A refused delete keeps the question open and says it failed. */
export const DeleteFails: Story = {
  parameters: trainingLogRefuses('delete', '/api/workouts/:id/sets/:setId'),
  play: async ({ canvasElement }) => {
    const dialog = await askToDeletePlankSet(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar serie 1 de Plancha abdominal' }));
    await expectToast('No se ha podido eliminar la serie. Inténtalo de nuevo.');
    await expect(dialog.getByRole('button', { name: 'Eliminar serie 1 de Plancha abdominal' })).toBeVisible();
  },
};

const warmups = trainingLogStory(workoutWithWarmups);

/**
 * A warm-up is asked about and deleted as a warm-up, by its own number, not as the work set at its
 * position.
 */
export const DeletesAWarmup: Story = {
  parameters: warmups.parameters,
  beforeEach: warmups.beforeEach,
  args: { workout: workoutWithWarmups() },
  play: async ({ canvasElement }) => {
    const name = 'Eliminar serie de calentamiento 2 de Press de banca con barra';
    const dialog = await openQuestion(canvasElement, name, '¿Eliminar la serie de calentamiento 2?');
    await expect(
      dialog.getByText('Se borrará la serie de calentamiento 2 de Press de banca con barra. No se puede deshacer.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name }));
    await expectToast('Serie eliminada.');
    await expect(warmups.log.requests).toEqual([
      { method: 'DELETE', path: '/api/workouts/202/sets/11111111-1111-4111-8111-0000000000a2' },
    ]);
  },
};

/** The pencil of a work set after warm-ups opens the dialog of that work set, by its work number. */
export const EditsAWorkSetAfterWarmups: Story = {
  args: { workout: workoutWithWarmups() },
  play: async ({ canvasElement }) => {
    const name = 'Editar serie 1 de Press de banca con barra';
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    const dialog = await body().findByRole('dialog', { name });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Peso \(kg\)/)).toHaveValue('60'));
    await expect(within(dialog).queryByText(/calentamiento/)).toBeNull();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
