import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { difficultiesFixture, muscleGroupsFixture } from '../../../testing/handlers/reference';
import { NO_FILTERS } from '../filter';
import { ExerciseFilters } from './exercise-filters';

const meta = {
  title: 'Patrones/Ejercicios/ExerciseFilters',
  component: ExerciseFilters,
  parameters: { layout: 'padded' },
  args: { filters: NO_FILTERS, groups: muscleGroupsFixture, difficulties: difficultiesFixture, onChange: fn() },
} satisfies Meta<typeof ExerciseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Grupo muscular')).toHaveDisplayValue('Todos los grupos musculares');
    await expect(canvas.getByLabelText('Dificultad')).toHaveDisplayValue('Todas las dificultades');
    await userEvent.type(canvas.getByLabelText('Buscar ejercicio'), 'remo{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ text: 'remo', groupId: null, difficultyId: null });
    await userEvent.selectOptions(canvas.getByLabelText('Grupo muscular'), 'Espalda');
    await expect(args.onChange).toHaveBeenLastCalledWith({ text: 'remo', groupId: 2, difficultyId: null });
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
