import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exercisesFixture } from '../../../testing/fixtures/exercises';
import { ExerciseDetailDialog } from './exercise-detail-dialog';

const meta = {
  title: 'Patrones/Ejercicios/ExerciseDetailDialog',
  component: ExerciseDetailDialog,
  args: { exercise: exercisesFixture[4]!, groupName: 'Cuádriceps', difficultyName: 'Avanzado', onClose: fn() },
} satisfies Meta<typeof ExerciseDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sentadilla búlgara' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Cuádriceps')).toBeVisible();
    await expect(within(dialog).getByText(args.exercise!.inicio)).toBeVisible();
    for (const position of ['inicial', 'final']) {
      const photo = within(dialog).getByRole('img', { name: `Sentadilla búlgara: posición ${position}` });
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** An exercise without photos: only its facts and steps. */
export const WithoutPhotos: Story = {
  args: { exercise: exercisesFixture[6]!, groupName: 'Cardio', difficultyName: 'Principiante' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Saltos de tijera' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Closed: Story = {
  args: { exercise: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
