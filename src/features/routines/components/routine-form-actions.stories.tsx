import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, interactionOnly, onMobile, withPagePadding } from '../../../testing/stories';
import { RoutineFormActions } from './routine-form-actions';

const meta = {
  title: 'Patrones/Rutinas/RoutineFormActions',
  component: RoutineFormActions,
  parameters: { layout: 'fullscreen', router: { route: '/dashboard/routines/edit/1' } },
  decorators: [withPagePadding],
  args: { routineId: 1, saving: false },
} satisfies Meta<typeof RoutineFormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Cancelar", "Imprimir" and "Guardar" (the form's submit) at the right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Imprimir', 'Guardar']);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveAttribute('type', 'submit');
  },
};

/** "Cancelar" goes back to the list. */
export const CancelGoesBack: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expectNavigatedTo(canvas, '/dashboard/routines');
  },
};

/** Saving: "Guardar" spins and keeps its name. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('data-loading');
  },
};

/** The three buttons fit one row at 375 px. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
