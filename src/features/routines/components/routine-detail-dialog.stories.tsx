import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generatedRoutineFixture } from '../../../testing/handlers/routines';
import { generatedDetailExercises } from './detail-exercises';
import { RoutineDetailDialog } from './routine-detail-dialog';

const meta = {
  title: 'Features/Routines/RoutineDetailDialog',
  component: RoutineDetailDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    name: generatedRoutineFixture.nombre,
    exercises: generatedDetailExercises(
      {
        ...generatedRoutineFixture,
        ejercicios: [
          ...generatedRoutineFixture.ejercicios,
          { ...generatedRoutineFixture.ejercicios[0]!, grupo_muscular: '' },
        ],
      },
      'Desconocido',
    ),
    onClose: fn(),
  },
} satisfies Meta<typeof RoutineDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A missing muscle group shows "Desconocido" (docs/PRODUCT.md §3). */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Rutina personalizada de Lucía Ejercicios',
    });
    await expect(within(dialog).getAllByText('Zancadas')).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getByText('Desconocido')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoExercises: Story = {
  args: { exercises: [] },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Esta rutina no tiene ejercicios.')).toBeVisible());
  },
};
