import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pendingFinish } from '../../../entities/workouts/outbox-fixtures';
import type { PendingFinish } from '../../../entities/workouts/set-queue';
import { onMobile, press } from '../../../testing/stories';
import { FinishQueued } from './finish-queued';

/** The finish of the session 41, as the outbox holds it. */
const finish = (over: Partial<PendingFinish> = {}) => pendingFinish(41, over);

const meta = {
  title: 'Patrones/Entrenamiento/FinishQueued',
  component: FinishQueued,
  parameters: { layout: 'padded' },
  args: { entry: finish(), waiting: false, onRetry: fn() },
} satisfies Meta<typeof FinishQueued>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: a spinner and "Terminando…". */
export const Sending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Terminando…');
  },
};

/** No connection: finished on this device, it goes by itself; "Reintentar" tries now. */
export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Entrenamiento terminado en este dispositivo')).toBeVisible();
    await expect(canvas.getByText(/^Aún no ha llegado al servidor/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );
    await press(canvas, 'Reintentar');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Refused by the server: its reason, and no retry. */
export const Rejected: Story = {
  args: { entry: finish({ status: 'rejected', reason: 'El entrenamiento ya estaba terminado.' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El servidor no ha aceptado el final del entrenamiento')).toBeVisible();
    await expect(canvas.getByText('El entrenamiento ya estaba terminado.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: { waiting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
