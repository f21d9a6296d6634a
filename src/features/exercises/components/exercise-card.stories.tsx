import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exercisesFixture } from '../../../testing/fixtures/exercises';
import { ExerciseCard } from './exercise-card';
import { event, fixed } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Ejercicios/ExerciseCard',
  component: ExerciseCard,
  parameters: { layout: 'padded' },
  args: { exercise: exercisesFixture[0]!, groupName: 'Pecho', difficultyName: 'Intermedio', onOpenDetail: fn() },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 480, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
  argTypes: {
    exercise: fixed('El ejercicio del catálogo (datos de ejemplo)'),
    groupName: { description: 'Nombre de su grupo muscular' },
    difficultyName: { description: 'Nombre de su dificultad' },
    onOpenDetail: event('Al abrir su ficha'),
  },
} satisfies Meta<typeof ExerciseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Press de banca con barra' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Press de banca con barra: posición inicial' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalle de Press de banca con barra' }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith(args.exercise);
  },
};

export const LongName: Story = {
  args: {
    exercise: { ...exercisesFixture[2]!, nombre: 'Remo con mancuerna a un brazo apoyado en banco inclinado con pausa' },
    groupName: 'Espalda',
    difficultyName: 'Principiante',
  },
};

/** An exercise without photos: a neutral tile in the photo's place keeps the cards aligned. */
export const WithoutPhoto: Story = {
  args: { exercise: exercisesFixture[6]!, groupName: 'Cardio', difficultyName: 'Principiante' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Saltos de tijera' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
