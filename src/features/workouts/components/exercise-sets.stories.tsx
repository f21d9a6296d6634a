import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { makeWorkout, prev, savedSet } from '../../../testing/handlers/workouts';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { exerciseRows } from '../session-model';
import { ExerciseSets } from './exercise-sets';
import { event, fixed } from '../../../testing/controls';

/** The squat: last time a warm-up at the bar, then 10, 10 and 8 at 60 kg; today set 1 done at 62,5 kg. */
const squat = () => {
  const exercise = makeWorkout().ejercicios[0]!;
  return {
    ...exercise,
    anterior: [prev(1, 10, 20, 'calentamiento'), prev(2, 10, 60), prev(3, 10, 60), prev(4, 8, 60)],
    series: [savedSet('00000000-0000-4000-8000-000000000001', 1, 1, 10, 62.5)],
  };
};

/** An exercise's set rows under their headings, each beside last time's same set (warm-ups apart). */
const meta = {
  title: 'Patrones/Entrenamiento/ExerciseSets',
  component: ExerciseSets,
  parameters: { layout: 'padded' },
  args: {
    exercise: squat(),
    rows: exerciseRows(squat(), []),
    onDone: fn(),
    onRetry: fn(),
    onEditSet: fn(),
    onDeleteSet: fn(() => fn()),
  },
  argTypes: {
    exercise: fixed('El ejercicio, con la última vez y las series de hoy'),
    rows: fixed('Una fila por serie, con su estado'),
    onDone: event('Al marcar hecha una serie'),
    onRetry: event('Al reintentar las series no enviadas'),
    onEditSet: event('Al corregir una serie hecha'),
    onDeleteSet: event('Al borrar una serie hecha; devuelve el deshacer'),
  },
} satisfies Meta<typeof ExerciseSets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Set 1 done; sets 2 and 3 prefilled with it, last time's 10×60 and 8×60 beside them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Anterior')).toBeVisible();
    await expect(canvas.getByText('Kg')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Serie 1 hecha' })).toHaveTextContent('60×10');
    await expect(
      canvas.getByRole('button', { name: /^60×8 RIR 2: copiar lo de la última vez en la serie 3 / }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Kilos, serie 2' })).toHaveValue('62,5');
  },
};

/** In pounds, on a 390 px phone: the weight column says "Lb", and everything fits. */
export const PhoneInPounds: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { session: 'signed-in', msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  decorators: [
    (Story) => (
      <Box w="332px" data-phone>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lb', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Libras, serie 2' })).toHaveValue('137,8');
    await expect(canvas.getByRole('group', { name: 'Serie 1 hecha' })).toHaveTextContent('10 reps · 137,8 lb');
    const phone = canvasElement.querySelector<HTMLElement>('[data-phone]')!;
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
