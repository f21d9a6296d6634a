import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRoutineHandlers } from '../../../testing/handlers/routines';
import { AddExerciseDialog } from './add-exercise-dialog';

const meta = {
  title: 'Features/Routines/AddExerciseDialog',
  component: AddExerciseDialog,
  parameters: { layout: 'padded', session: 'signed-in' },
  args: { open: true, onClose: fn(), onAdd: fn(async () => true) },
} satisfies Meta<typeof AddExerciseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every catalogue exercise in a list that scrolls past 15rem; "Agregar" adds the chosen one. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Agregar ejercicio' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ejercicio' }));
    const listbox = await within(dialog).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(18));
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dominadas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expect(args.onAdd).toHaveBeenCalledWith(104);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No selection: "Por favor, selecciona un ejercicio." and nothing is sent. */
export const NothingSelected: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Agregar ejercicio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Por favor, selecciona un ejercicio.');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Agregar' })).toBeDisabled();
  },
};

export const CatalogueLoading: Story = {
  parameters: withRoutineHandlers(
    http.get('/api/routines/exercises', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ejercicio' }));
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  },
};
