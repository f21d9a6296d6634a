import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { shownDialog } from '../../../testing/dialog-plays';
import { WORKOUT_ID, workoutServer } from '../../../testing/handlers/workouts';
import { failsWith500, onMobile } from '../../../testing/stories';
import { ReplaceExerciseDialog } from './replace-exercise-dialog';

const server = workoutServer();
const ALTERNATIVES = `/api/workouts/${WORKOUT_ID}/exercises/1/alternatives`;

const meta = {
  title: 'Patrones/Entrenamiento/ReplaceExerciseDialog',
  component: ReplaceExerciseDialog,
  parameters: { layout: 'padded', msw: { handlers: { workouts: server.handlers } } },
  args: {
    workoutId: WORKOUT_ID,
    exercise: { id: 1, nombre: 'Sentadilla' },
    onReplace: fn(),
    onOther: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReplaceExerciseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = () => shownDialog('Reemplazar Sentadilla');

/** Alternatives of the same pattern, best fit first, each with why it fits; one tap replaces. */
export const Alternatives: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    const first = await dialog.findByRole('button', { name: /Sentadilla búlgara/ });
    await expect(first).toHaveTextContent('Mismo patrón, con mancuernas');
    await userEvent.click(first);
    await expect(args.onReplace).toHaveBeenCalledWith(expect.objectContaining({ id: 5, nombre: 'Sentadilla búlgara' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Otro ejercicio…' }));
    await expect(args.onOther).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: [http.get(ALTERNATIVES, () => delay('infinite'))] } } },
  play: async () => {
    const dialog = await open();
    await expect(dialog.getByRole('status', { name: 'Buscando alternativas…' })).toBeVisible();
  },
};

/** The alternatives cannot be read: said, and "Otro ejercicio…" still there. */
export const Error: Story = {
  parameters: failsWith500('workouts', ALTERNATIVES),
  play: async () => {
    const dialog = await open();
    await expect(await dialog.findByText('No se han podido cargar las alternativas.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Otro ejercicio…' })).toBeVisible();
  },
};

/** A session started offline (not on the server yet): no alternatives to ask for, the picker remains. */
export const StartedOffline: Story = {
  args: { workoutId: -3 },
  play: async () => {
    const dialog = await open();
    await expect(dialog.getByText(/No hay alternativas del mismo patrón/)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async () => {
    const dialog = await open();
    await expect(await dialog.findByRole('button', { name: /Prensa de piernas/ })).toBeVisible();
  },
};
