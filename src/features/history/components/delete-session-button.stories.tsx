import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatSessionDate } from '../../../lib/date-format';
import { makeWorkout } from '../../../testing/fixtures/training-log';
import { expectNavigatedTo } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { openQuestion as ask } from '../../../testing/dialog-plays';
import { trainingLogRefuses, trainingLogStory } from '../../../testing/training-log-stories';
import { DeleteSessionButton } from './delete-session-button';

const { log, parameters, beforeEach } = trainingLogStory();
const workout = makeWorkout();

const meta = {
  title: 'Patrones/Historial/DeleteSessionButton',
  component: DeleteSessionButton,
  parameters: { ...parameters, router: { route: '/dashboard/history/202' } },
  args: { workout },
  beforeEach,
} satisfies Meta<typeof DeleteSessionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the question, naming the session and its date. */
const openQuestion = (canvasElement: HTMLElement) => ask(canvasElement, 'Eliminar sesión', '¿Eliminar esta sesión?');

/** The button alone, red outline: nothing is deleted without a question. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Eliminar sesión' })).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** The question says what goes (the session, its sets, the recalculated records). */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await expect(
      dialog.getByText(
        `Se borrarán «Fuerza total» del ${formatSessionDate(workout.iniciado_en)} y todas sus series. Tus récords y tu progreso se recalcularán. No se puede deshacer.`,
      ),
    ).toBeVisible();
  },
};

/** Confirmed: deleted on the server, a toast, and back to the history. */
export const Deletes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar sesión' }));
    await expectToast('Sesión eliminada.');
    await expectNavigatedTo(within(canvasElement), '/dashboard/history');
    await expect(log.requests).toEqual([{ method: 'DELETE', path: '/api/workouts/202' }]);
  },
};

/** Refused: the question stays and a toast says it failed. */
export const DeleteFails: Story = {
  parameters: trainingLogRefuses('delete', '/api/workouts/:id'),
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar sesión' }));
    await expectToast('No se ha podido eliminar la sesión. Inténtalo de nuevo.');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};
