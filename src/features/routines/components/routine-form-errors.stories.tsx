import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { RoutineFormErrors } from './routine-form-errors';

const meta = {
  title: 'Patrones/Rutinas/RoutineFormErrors',
  component: RoutineFormErrors,
  parameters: { layout: 'padded' },
  args: { messages: [{ key: 'messages.required' }] },
} satisfies Meta<typeof RoutineFormErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');

/** A refused save: an alert titled "Revisa el formulario" with its one message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Revisa el formulario')).toBeVisible();
    await expect(items(canvasElement).map((i) => i.textContent)).toEqual([
      'Por favor, complete todos los campos requeridos.',
    ]);
  },
};

/** Several at once: the form's own, then each exercise's by its number. */
export const Several: Story = {
  args: {
    messages: [
      { key: 'messages.required' },
      { key: 'messages.endBeforeStart' },
      { key: 'messages.series', number: 2 },
      { key: 'messages.repetitions', number: 2 },
      { key: 'messages.comment', number: 5 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(5);
    await expect(items(canvasElement)[2]).toHaveTextContent('Las series del ejercicio 2 deben ser mayor que 0.');
    await expect(items(canvasElement)[4]).toHaveTextContent(/^El comentario del ejercicio 5/);
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: Several.args,
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(5);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
