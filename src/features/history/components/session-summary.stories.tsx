import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeWorkout, workoutWithWarmups } from '../../../testing/fixtures/training-log';
import { expectTexts, onMobile } from '../../../testing/stories';
import { SessionSummary } from './session-summary';

const meta = {
  title: 'Patrones/Historial/SessionSummary',
  component: SessionSummary,
  parameters: { layout: 'padded' },
  args: { workout: makeWorkout() },
} satisfies Meta<typeof SessionSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start, duration, volume and sets from the logged sets, and the session's notes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Empezó a las \d{2}:\d{2}$/)).toBeVisible();
    await expectTexts(canvas, ['Duración', 'Volumen', 'Series', '1417,5 kg', '5']);
    await expect(canvas.getByRole('heading', { name: 'Notas de la sesión' })).toBeVisible();
    await expect(canvas.getByText('Buenas sensaciones; subir peso la próxima vez.')).toBeVisible();
    await expect(canvas.queryByText(/calentamiento/)).toBeNull();
  },
};

/** Warm-ups are not work: the same sets and volume as without them, and a line says so. */
export const WithWarmups: Story = {
  args: { workout: workoutWithWarmups() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTexts(canvas, ['1417,5 kg', '5']);
    await expect(
      canvas.getByText('Las 2 series de calentamiento no cuentan en las series ni en el volumen.'),
    ).toBeVisible();
  },
};

/** No notes: says so, muted. */
export const NoNotes: Story = {
  args: { workout: makeWorkout({ notas: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin notas.')).toBeVisible();
  },
};

const LONG_NOTES =
  'Dormí poco y llegué cansado, así que bajé el peso en la segunda serie del press de banca.\n' +
  'La plancha se me hizo muy larga al final; la próxima vez probaré a repartirla en tres bloques más cortos ' +
  'y a descansar un poco más entre ellos para mantener la técnica hasta el último segundo.';

/** Long notes keep their line breaks and wrap. */
export const LongNotes: Story = {
  args: { workout: makeWorkout({ notas: LONG_NOTES }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Dormí poco/)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: { workout: makeWorkout({ notas: LONG_NOTES }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
