import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Adherence } from '../../../lib/contract-training';
import { adherenceFixture, emptyAdherence, lastMondays } from '../../../testing/fixtures/training-log';
import {
  chartRegion,
  expectNoSidewaysScroll,
  inChartBox,
  openTable,
  STORY_TODAY,
  tableRows,
  waitForBars,
} from '../../../testing/progress-stories';
import { onDesktop, onMobile } from '../../../testing/stories';
import { AdherenceChart } from './adherence-chart';

/** `weeks` weeks up to the fixed day, three planned and the done ones going 3, 2, 1, 3, 2, 1 … */
const weeks = (count: number, racha: number): Adherence => ({
  semanas: lastMondays(count, STORY_TODAY).map((semana, i) => ({
    semana,
    planificadas: 3,
    hechas: 3 - (i % 3),
    volumen_kg: 5_000,
  })),
  racha,
});

const meta = {
  title: 'Patrones/Progreso/AdherenceChart',
  component: AdherenceChart,
  parameters: { layout: 'padded' },
  decorators: [inChartBox],
  args: { adherence: adherenceFixture(STORY_TODAY) },
} satisfies Meta<typeof AdherenceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Constancia';
const figure = (canvasElement: HTMLElement) => chartRegion(canvasElement, TITLE);

/** Eight weeks of planned and done sessions, the streak, and the legend of the two series. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement).getByText('Racha actual: 4 semanas cumpliendo el plan')).toBeVisible();
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(16);
    await expect(figure(canvasElement).getByText('Planificadas', { selector: ':not(th)' })).toBeVisible();
  },
};

/** "Ver como tabla": a row per week, planned and done. */
export const TableView: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    const rows = tableRows(table);
    await expect(rows).toHaveLength(9);
    await expect(rows[0]).toEqual(['Semana del', 'Planificadas', 'Hechas']);
    await expect(rows[1]).toEqual(['28 sept', '3', '2']);
    await expect(rows[8]).toEqual(['16 nov', '3', '1']);
    await waitForBars(canvasElement);
  },
};

/** A first week met: the streak in the singular. */
export const OneWeek: Story = {
  args: { adherence: weeks(1, 1) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement).getByText('Racha actual: 1 semana cumpliendo el plan')).toBeVisible();
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
  },
};

/** Half a year of weeks. */
export const ManyWeeks: Story = {
  ...onDesktop,
  args: { adherence: weeks(26, 0) },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(52);
  },
};

/** Nothing planned, nothing done: no streak yet, and how to start one. */
export const Empty: Story = {
  args: { adherence: emptyAdherence(STORY_TODAY) },
  play: async ({ canvasElement }) => {
    await expect(
      figure(canvasElement).getByText(
        'Sin racha todavía: cumple todas las sesiones planificadas de una semana para empezarla.',
      ),
    ).toBeVisible();
    await waitForBars(canvasElement);
  },
};

/** At 375 px: the button under the title, the chart the screen's width, the table inside it. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await waitForBars(canvasElement);
    await openTable(canvasElement, TITLE);
    await expectNoSidewaysScroll(canvasElement);
  },
};
