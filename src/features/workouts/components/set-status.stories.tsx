import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { SetStatus } from './set-status';
import { choice, event } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Entrenamiento/SetStatus',
  component: SetStatus,
  parameters: { layout: 'padded' },
  args: { status: 'saved', onRetry: fn() },
  argTypes: {
    status: choice('Dónde está la serie hecha', ['saved', 'pending', 'rejected']),
    reason: { description: 'El motivo del servidor para rechazarla (solo `rejected`)', control: 'text' },
    onRetry: event('Al tocar la nube: reintentar el envío ahora'),
  },
  // Its place in a done set's row: the last column, the reason on a line of its own below.
  decorators: [
    (Story) => (
      <Box display="grid" gridTemplateColumns="1fr 2.75rem" alignItems="center" maxW="332px" borderWidth="1px">
        <Text px="2">10 reps · 60 kg · RIR 2</Text>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SetStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stored: a green tick, named for screen readers and on hover; nothing to press. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guardada')).toBeInTheDocument();
    await expect(canvas.getByTitle('Guardada')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On its way: a quiet cloud, never red; a tap tries at once. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Pendiente: se guardará en cuanto haya conexión. Toca para reintentar ahora.',
    });
    await expect(button).toHaveTextContent('Pendiente');
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone the cloud is a finger's size: 44 × 44 px. */
export const PendingOnMobile: Story = {
  ...onMobile,
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement)
      .getByRole('button', { name: /^Pendiente/ })
      .getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** Refused by the server: red, and its reason on a line of its own below the set. */
export const Rejected: Story = {
  args: { status: 'rejected', reason: 'La sesión ya está terminada' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rechazada')).toBeInTheDocument();
    await expect(
      canvas.getByText('El servidor la rechazó: La sesión ya está terminada. Corrígela o elimínala.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Refused without a reason from the server: the line says so all the same. */
export const RejectedWithoutReason: Story = {
  args: { status: 'rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rechazada')).toBeInTheDocument();
    await expect(canvas.getByText('El servidor la rechazó. Corrígela o elimínala.')).toBeVisible();
  },
};

export const RejectedOnMobile: Story = { ...Rejected, ...onMobile };
