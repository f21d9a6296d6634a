import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { historyAroundToday, makeWorkoutListItem } from '../../../testing/fixtures/training-log';
import { onDesktop, onMobile } from '../../../testing/stories';
import { HistoryList } from './history-list';

const meta = {
  title: 'Patrones/Historial/HistoryList',
  component: HistoryList,
  parameters: { layout: 'padded' },
  args: { items: historyAroundToday().slice(0, 4) },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Sesiones de entrenamiento' })).getAllByRole('listitem');

/** One card per session: name (a link to it), date, duration, volume and sets. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(4);
    const first = within(rows(canvasElement)[0]!);
    await expect(first.getByRole('link', { name: /^Ver la sesión Cardio de la semana del / })).toHaveAttribute(
      'href',
      '/dashboard/history/201',
    );
    await expect(first.getByText('30 min')).toBeVisible();
    await expect(first.getByText('0 kg')).toBeVisible();
  },
};

/** A session still running carries an "En curso" badge. */
export const InProgress: Story = {
  args: {
    items: [
      makeWorkoutListItem({ id: 9, estado: 'en_curso', terminado_en: null, duracion_s: 900, series_hechas: 3 }),
      ...historyAroundToday().slice(0, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(rows(canvasElement)[0]!).getByText('En curso')).toBeVisible();
    await expect(within(rows(canvasElement)[1]!).queryByText('En curso')).toBeNull();
  },
};

const longName = makeWorkoutListItem({
  id: 10,
  nombre: 'Hipertrofia de tren superior con énfasis en espalda, hombro posterior y bíceps (bloque de volumen)',
  duracion_s: 5_460,
  volumen_kg: 12_345.5,
  series_hechas: 32,
});

/** A long routine name is cut to one line; the figures keep their place. */
export const LongName: Story = {
  ...onDesktop,
  args: { items: [longName, ...historyAroundToday().slice(0, 1)] },
  play: async ({ canvasElement }) => {
    await expect(within(rows(canvasElement)[0]!).getByText('12.345,5 kg')).toBeVisible();
  },
};

/** The figures go under the name on a small screen. */
export const Mobile: Story = {
  ...onMobile,
  args: { items: [longName, ...historyAroundToday().slice(0, 3)] },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
