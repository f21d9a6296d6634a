import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectTouchTarget, onMobile } from '../../../testing/stories';
import { EmptySession } from './empty-session';

const meta = {
  title: 'Patrones/Entrenamiento/EmptySession',
  component: EmptySession,
  parameters: { layout: 'padded' },
  args: { onAdd: fn() },
} satisfies Meta<typeof EmptySession>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty workout: nothing yet, and the one thing to do, add the first exercise. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aún no hay ejercicios' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir ejercicio' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expectTouchTarget(within(canvasElement).getByRole('button', { name: 'Añadir ejercicio' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
