import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { MuscleVolume } from '../../../lib/contract-training';
import { lastMondays, muscleVolumeFixture } from '../../../testing/fixtures/training-log';
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
import { MuscleSetsChart } from './muscle-sets-chart';

const GROUPS = ['Pecho', 'Espalda', 'Piernas', 'Hombros', 'Bíceps', 'Tríceps'];

/** `weeks` weeks up to the fixed day of the first `groups` groups, each a different number of sets. */
const volume = (weeks: number, groups: number): MuscleVolume => ({
  banda: { min: 10, max: 20 },
  semanas: lastMondays(weeks, STORY_TODAY).map((semana, w) => ({
    semana,
    grupos: GROUPS.slice(0, groups).map((nombre, g) => ({ id: g + 1, nombre, series: 6 + ((w + 2 * g) % 4) * 4 })),
  })),
});

const meta = {
  title: 'Progress/MuscleSetsChart',
  component: MuscleSetsChart,
  parameters: { layout: 'padded' },
  decorators: [inChartBox],
  args: { volume: muscleVolumeFixture(STORY_TODAY) },
} satisfies Meta<typeof MuscleSetsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Series semanales por grupo muscular';
const figure = (canvasElement: HTMLElement) => chartRegion(canvasElement, TITLE);
const legend = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-hidden="true"] > div:last-child > div')].map((d) => d.textContent);

/** Two groups a week against the recommended band, shaded and labelled. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await expect(
      figure(canvasElement).getByText(
        'Últimas 8 semanas. La franja sombreada marca la zona recomendada de 10 a 20 series por semana.',
      ),
    ).toBeVisible();
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(2);
    await expect(svg.querySelector('.recharts-reference-area')).not.toBeNull();
    await expect(svg).toHaveTextContent('Zona recomendada: 10–20 series');
    await expect(legend(canvasElement)).toEqual(['Pecho', 'Espalda']);
  },
};

/** "Ver como tabla": a column per group, the band named in the caption. */
export const TableView: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    await expect(table).toHaveAccessibleName(
      'Series completadas por grupo muscular y semana. Zona recomendada: 10–20 series',
    );
    const rows = tableRows(table);
    await expect(rows).toHaveLength(9);
    await expect(rows[0]).toEqual(['Semana del', 'Pecho', 'Espalda']);
    await expect(rows[1]).toEqual(['28 sept', '8', '10']);
    await waitForBars(canvasElement);
  },
};

/** One week of two groups. */
export const OneWeek: Story = {
  args: { volume: volume(1, 2) },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
  },
};

/** Six groups: six colours from the theme's chart series, six legend entries. */
export const ManyGroups: Story = {
  ...onDesktop,
  args: { volume: volume(8, 6) },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(6);
    const fills = [...svg.querySelectorAll('.recharts-bar-rectangle path')].map((p) => p.getAttribute('fill'));
    await expect(new Set(fills).size).toBe(6);
    await expect(legend(canvasElement)).toHaveLength(6);
  },
};

/** Weeks with no set: no bar (recharts then draws no band either), and a table of weeks only. */
export const Empty: Story = {
  args: { volume: volume(8, 0) },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(0);
    const table = await openTable(canvasElement, TITLE);
    await expect(tableRows(table)[0]).toEqual(['Semana del']);
  },
};

/** At 375 px: the taller drawing the screen's width, nothing sticking out. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await waitForBars(canvasElement);
    await openTable(canvasElement, TITLE);
    await expectNoSidewaysScroll(canvasElement);
  },
};
