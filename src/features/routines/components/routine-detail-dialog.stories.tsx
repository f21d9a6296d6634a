import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generatedRoutineFixture, publicRoutinesFixture } from '../../../testing/handlers/routines';
import { generatedDetailExercises, toDetailExercises } from './detail-exercises';
import { RoutineDetailDialog } from './routine-detail-dialog';

const meta = {
  title: 'Patrones/Rutinas/RoutineDetailDialog',
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
    // A generated routine has no imagenes: its photos come from the catalogue id.
    await expect(within(dialog).getAllByRole('img', { name: 'Zancadas: posición inicial' })).toHaveLength(2);
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

/** A public routine: each exercise with its photo from the API's imagenes. */
export const PublicRoutine: Story = {
  args: { name: publicRoutinesFixture[0]!.nombre, exercises: toDetailExercises(publicRoutinesFixture[0]!.ejercicios) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Inicio total Ejercicios' });
    for (const name of ['Sentadilla', 'Remo con mancuerna']) {
      const photo = within(dialog).getByRole('img', { name: `${name}: posición inicial` });
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    }
  },
};

/** Exercises without photos keep a neutral tile in the photo's place. */
export const WithoutPhotos: Story = {
  args: {
    name: publicRoutinesFixture[0]!.nombre,
    exercises: toDetailExercises(publicRoutinesFixture[0]!.ejercicios).map((e) => ({ ...e, imagenes: [] })),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Inicio total Ejercicios' });
    await waitFor(() => expect(within(dialog).getByText('Sentadilla')).toBeVisible());
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};
