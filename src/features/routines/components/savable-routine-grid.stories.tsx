import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { publicRoutinesFixture } from '../../../testing/handlers/routines';
import { expectToast } from '../../../testing/toasts';
import { SavableRoutineGrid } from './savable-routine-grid';
import { event, fixed, LOADING_LIST, number } from '../../../testing/controls';

const saved = { rutina_id: 99, nombre: 'Inicio total' };

const meta = {
  title: 'Patrones/Rutinas/SavableRoutineGrid',
  component: SavableRoutineGrid,
  parameters: { layout: 'padded' },
  args: {
    items: publicRoutinesFixture,
    isLoading: false,
    isError: false,
    empty: 'No hay rutinas públicas.',
    onRetry: fn(),
    savingId: null,
    save: fn(() => ({ unwrap: () => Promise.resolve(saved) })),
  },
  argTypes: {
    items: fixed('Las rutinas públicas (datos de ejemplo)'),
    ...LOADING_LIST,
    savingId: number('Id de la rutina que se está guardando (su botón gira)', 0, 1000),
    save: event('Al guardar una rutina en las del usuario, con su id'),
  },
} satisfies Meta<typeof SavableRoutineGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Guardar" calls the save mutation with the routine's id and toasts the success text of docs/PRODUCT.md §8. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Inicio total' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expect(args.save).toHaveBeenCalledWith(21);
    await expectToast('Rutina guardada en Mis Rutinas');
  },
};

/** A failed save toasts the error text of docs/PRODUCT.md §8. */
export const SaveFails: Story = {
  args: { save: fn(() => ({ unwrap: () => Promise.reject(new Error('boom')) })) },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Inicio total' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Error al guardar la rutina.');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay rutinas públicas.')).toBeVisible();
  },
};
