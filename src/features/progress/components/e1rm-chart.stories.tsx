import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ExerciseProgress } from '../../../lib/contract-training';
import { exerciseProgressFixture, instantDaysAgo } from '../../../testing/fixtures/training-log';
import {
  chartRegion,
  expectNoSidewaysScroll,
  inChartBox,
  openTable,
  STORY_TODAY,
  tableRows,
} from '../../../testing/progress-stories';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { onDesktop, onMobile } from '../../../testing/stories';
import { E1rmChart } from './e1rm-chart';

const BENCH = exerciseProgressFixture(101, STORY_TODAY);

/** `count` weekly sessions up to a week before the fixed day, the load rising 1 kg a week, 5 reps. */
const sessions = (count: number, withEstimate = true): ExerciseProgress => ({
  ...BENCH,
  puntos: Array.from({ length: count }, (_, i) => ({
    workout_id: 500 + i,
    fecha: instantDaysAgo((count - i) * 7, 18, 0, STORY_TODAY),
    e1rm: withEstimate ? Math.round((50 + i) * (1 + 5 / 30) * 10) / 10 : null,
    mejor_kg: withEstimate ? 50 + i : null,
    mejor_repeticiones: withEstimate ? 5 : null,
    volumen_kg: withEstimate ? (50 + i) * 15 : 0,
  })),
});

const meta = {
  title: 'Patrones/Progreso/E1rmChart',
  component: E1rmChart,
  parameters: { layout: 'padded' },
  decorators: [inChartBox],
  args: { progress: BENCH },
} satisfies Meta<typeof E1rmChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '1RM estimado';
const FORMULA = '1RM estimado (fórmula de Epley, series de 10 repeticiones o menos)';
const figure = (canvasElement: HTMLElement) => chartRegion(canvasElement, TITLE);
const dots = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-testid="e1rm-line"] circle');

/** Eight sessions: the formula, the last session's best set and volume, a dot per session. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement).getByText(FORMULA)).toBeVisible();
    await expect(
      figure(canvasElement).getByText(/^Última sesión \(.+\): mejor serie 8 × 62,5 kg · volumen 1500 kg$/),
    ).toBeVisible();
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(8));
  },
};

/** A user who reads pounds: the best set, the volume and the line's values in lb. */
export const Pounds: Story = {
  ...onDesktop,
  parameters: { session: 'signed-in', msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement }) => {
    await expect(
      await figure(canvasElement).findByText(/^Última sesión \(.+\): mejor serie 8 × 137,8 lb · volumen 3307 lb$/),
    ).toBeVisible();
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(8));
  },
};

/** "Ver como tabla": date (a link to the session), estimate, best set and volume of each session. */
export const TableView: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    await expect(table).toHaveAccessibleName('1RM estimado de Press de banca con barra por sesión');
    const rows = tableRows(table);
    await expect(rows).toHaveLength(9);
    await expect(rows[0]).toEqual(['Fecha', '1RM estimado', 'Mejor serie', 'Volumen']);
    await expect(rows[8]!.slice(1)).toEqual(['79,2 kg', '8 × 62,5 kg', '1500 kg']);
    const links = within(table).getAllByRole('link');
    await expect(links.at(-1)).toHaveAttribute('href', '/dashboard/history/407');
  },
};

/** A first session: one dot, in the middle. */
export const OneSession: Story = {
  args: { progress: sessions(1) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(1));
    await expect(figure(canvasElement).getByText(/^Última sesión \(.+\): mejor serie 5 × 50 kg/)).toBeVisible();
  },
};

/** Forty sessions: a dot each, the date labels that would overlap left out. */
export const ManySessions: Story = {
  ...onDesktop,
  args: { progress: sessions(40) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(40));
    const table = await openTable(canvasElement, TITLE);
    await expect(tableRows(table)).toHaveLength(41);
  },
};

/** Only sets of more than 10 repetitions (or with no weight): no line, and why; the table shows "—". */
export const NoEstimate: Story = {
  args: { progress: sessions(3, false) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="e1rm-line"]')).toBeNull();
    await expect(
      figure(canvasElement).getByText(
        'Este ejercicio no tiene series de 10 repeticiones o menos con peso: no hay 1RM que estimar.',
      ),
    ).toBeVisible();
    const table = await openTable(canvasElement, TITLE);
    await expect(tableRows(table)[1]!.slice(1)).toEqual(['—', '—', '0 kg']);
  },
};

/** No session of the exercise: the formula alone, an empty table. */
export const Empty: Story = {
  args: { progress: sessions(0) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement).getByText(FORMULA)).toBeVisible();
    await expect(figure(canvasElement).queryByText(/^Última sesión/)).toBeNull();
    await expect(figure(canvasElement).queryByText(/no hay 1RM que estimar/)).toBeNull();
    await expect(canvasElement.querySelector('[data-testid="e1rm-line"]')).toBeNull();
  },
};

/** At 375 px: the line the screen's width; the wide table scrolls inside its box, not the page. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dots(canvasElement)).toHaveLength(8));
    await openTable(canvasElement, TITLE);
    await expectNoSidewaysScroll(canvasElement);
  },
};
