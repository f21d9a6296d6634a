import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeWorkout } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { exerciseRows, type SetRow as Row } from '../session-model';
import { ExerciseCard } from './exercise-card';

const [squat, , plank] = makeWorkout().ejercicios;

/** The squat's three sets: the first saved, the second not sent (failed), the third to do. */
const midway: Row[] = exerciseRows(squat!, []).map((row, i) =>
  i === 0
    ? { ...row, status: 'saved', setId: '7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c10' }
    : i === 1
      ? { ...row, status: 'failed', setId: '7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c11' }
      : row,
);

/**
 * One exercise of the session screen (docs/PRODUCT.md §16): photo, target, last time, the
 * suggestion, a row per set, "Añadir serie", "Saltar ejercicio" and the exercise's note. The
 * session screen's stories (WorkoutSession, WorkoutPage) show it among the others.
 */
const meta = {
  title: 'Features/Workouts/ExerciseCard',
  component: ExerciseCard,
  parameters: { layout: 'padded' },
  args: {
    exercise: squat!,
    rows: exerciseRows(squat!, []),
    onDone: fn(),
    onRetry: fn(),
    onAddSet: fn(),
    onSkip: fn(),
    onNote: fn(),
  },
} satisfies Meta<typeof ExerciseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not begun: the target, last time's sets, every set prefilled, and the buttons. */
export const ToDo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Sentadilla' })).toBeVisible();
    await expect(canvas.getByText(/^La última vez: /)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir serie' }));
    await expect(args.onAddSet).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Saltar ejercicio' }));
    await expect(args.onSkip).toHaveBeenCalledWith(true);
  },
};

/** Midway: a set saved, one the server did not get (with "Reintentar"), one to do. */
export const Midway: Story = {
  args: { rows: midway },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guardada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Error al guardar · Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(1);
  },
};

/** Skipped: no set rows and no "Añadir serie"; the button brings it back. */
export const Skipped: Story = {
  args: { exercise: { ...squat!, omitido: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ejercicio saltado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Añadir serie' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Marcar la serie/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar ejercicio' }));
    await expect(args.onSkip).toHaveBeenCalledWith(false);
  },
};

/** Held for time (a plank): seconds instead of reps and kilos. */
export const Timed: Story = {
  args: { exercise: plank!, rows: exerciseRows(plank!, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 series · descanso 45 s')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Segundos, serie 1' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Kilos, serie 1' })).toBeNull();
  },
};

/** The note is sent when the field is left, only when it changed. */
export const Note: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('textbox', { name: 'Nota del ejercicio' });
    await userEvent.click(note);
    await userEvent.tab();
    await expect(args.onNote).not.toHaveBeenCalled();
    await userEvent.type(note, 'Barra a la altura del hombro');
    await userEvent.tab();
    await expect(args.onNote).toHaveBeenCalledWith('Barra a la altura del hombro');
  },
};

/** On a phone, midway. */
export const Mobile: Story = {
  ...onMobile,
  args: { rows: midway },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Sentadilla' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir serie' })).toBeVisible();
  },
};
