import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exercisesFixture } from '../../../testing/fixtures/exercises';
import { ExerciseDetailDialog } from './exercise-detail-dialog';

const meta = {
  title: 'Features/Exercises/ExerciseDetailDialog',
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
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Closed: Story = {
  args: { exercise: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
