import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { finishedFixture, recordsFixture } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { WorkoutSummary } from './workout-summary';

const meta = {
  title: 'Features/Workouts/WorkoutSummary',
  component: WorkoutSummary,
  parameters: { layout: 'padded' },
  args: { finished: finishedFixture() },
} satisfies Meta<typeof WorkoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const records = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Récords personales' }));

/** The three figures and the records list, each record against its previous best. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Fuerza básica · /)).toBeVisible();
    await expect(canvas.getByText('Suma de kilos × repeticiones')).toBeVisible();
    await expect(records(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(records(canvasElement).getByText(/Mejor volumen en una sesión: 1875 kg/)).toBeVisible();
  },
};

/** Over an hour, sets left undone, no record: "1 h 05 min", "7 / 12" and a word of encouragement. */
export const LongSessionNoRecords: Story = {
  args: {
    finished: {
      ...finishedFixture(),
      resumen: { duracion_s: 3900, series_hechas: 7, series_planeadas: 12, volumen_kg: 12_480, records: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 h 05 min')).toBeVisible();
    await expect(canvas.getByText('7 / 12')).toBeVisible();
    await expect(canvas.getByText('12.480 kg')).toBeVisible();
    await expect(records(canvasElement).getByText(/Hoy no ha caído ningún récord/)).toBeVisible();
  },
};

/** One record: the singular. */
export const OneRecord: Story = {
  args: { finished: finishedFixture([recordsFixture[0]!]) },
  play: async ({ canvasElement }) => {
    await expect(records(canvasElement).getByText('¡Has batido 1 récord!')).toBeVisible();
    await expect(records(canvasElement).getByText('antes: 80')).toBeVisible();
  },
};

const longName = 'Press inclinado con mancuernas en banco a cuarenta y cinco grados';

/** The figures one under another at 375 px; a long exercise name wraps beside its trophy. */
export const Mobile: Story = {
  ...onMobile,
  args: { finished: finishedFixture(recordsFixture.map((r) => ({ ...r, nombre: longName }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [duration, sets] = [canvas.getByText('Duración'), canvas.getByText('Series hechas')];
    await expect(sets.getBoundingClientRect().top).toBeGreaterThan(duration.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
