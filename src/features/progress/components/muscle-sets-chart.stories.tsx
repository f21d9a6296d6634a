import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

const BAND = { min: 10, max: 20 };
const GROUPS = [
  { id: 1, clave: 'pecho', nombre: 'Pecho', banda: BAND },
  { id: 2, clave: 'espalda', nombre: 'Espalda', banda: BAND },
  { id: 12, clave: 'rodilla', nombre: 'Cuádriceps', banda: BAND },
  { id: 5, clave: 'hombro', nombre: 'Hombros', banda: BAND },
  { id: 3, clave: 'biceps', nombre: 'Bíceps', banda: { min: 0, max: 20 } },
  { id: 4, clave: 'triceps', nombre: 'Tríceps', banda: { min: 0, max: 20 } },
];

/** `weeks` weeks up to the fixed day of the first `groups` groups, each a different number of sets. */
const volume = (weeks: number, groups: number): MuscleVolume => ({
  banda: BAND,
  grupos: GROUPS,
  semanas: lastMondays(weeks, STORY_TODAY).map((semana, w) => ({
    semana,
    grupos: GROUPS.map(({ id, nombre }, g) => ({ id, nombre, series: g < groups ? 6 + ((w + 2 * g) % 4) * 4 : 0 })),
  })),
});

const meta = {
  title: 'Patrones/Progreso/MuscleSetsChart',
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
/** The narrowest bar drawn, in px. */
const barWidth = (svg: SVGElement) =>
  Math.min(...[...svg.querySelectorAll('.recharts-bar-rectangle path')].map((p) => p.getBoundingClientRect().width));

/** The most trained group first, one series against its band: shaded in the drawing, named in the legend. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement).getByText(/^Últimas 8 semanas, un grupo muscular cada vez/)).toBeVisible();
    await expect(figure(canvasElement).getByLabelText('Grupo muscular')).toHaveValue('Pecho');
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(1);
    await expect(svg.querySelector('.recharts-reference-area')).not.toBeNull();
    await expect(svg).not.toHaveTextContent('Zona recomendada');
    await expect(legend(canvasElement)).toEqual(['Pecho', 'Zona recomendada: 10–20 series']);
  },
};

/** "Ver como tabla": a column per group trained, the band named in the caption. */
export const TableView: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    await expect(table).toHaveAccessibleName(
      'Series completadas por grupo muscular y semana. Zona recomendada: 10–20 series; bíceps, tríceps, gemelos y abdominales: hasta 20',
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
    await expect(svg.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(1);
  },
};

/** Six groups: picking Bíceps draws its sets against its ceiling, "hasta 20". */
export const PickAGroup: Story = {
  ...onDesktop,
  args: { volume: volume(8, 6) },
  play: async ({ canvasElement }) => {
    const select = figure(canvasElement).getByLabelText('Grupo muscular');
    await expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toHaveLength(6);
    await userEvent.selectOptions(select, 'Bíceps');
    const svg = await waitForBars(canvasElement);
    await waitFor(() => expect(legend(canvasElement)).toEqual(['Bíceps', 'Recomendado: hasta 20 series']));
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(1);
  },
};

/** Weeks with no set: no bar (recharts then draws no band either), no picker, a table of weeks only. */
export const Empty: Story = {
  args: { volume: volume(8, 0) },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(0);
    await expect(figure(canvasElement).queryByLabelText('Grupo muscular')).toBeNull();
    await expect(legend(canvasElement)).toEqual([]);
    const table = await openTable(canvasElement, TITLE);
    await expect(tableRows(table)[0]).toEqual(['Semana del']);
  },
};

/** At 375 px with six groups: wide bars (not hairlines), the legend whole with the band's words under the drawing, nothing sticking out. */
export const Mobile: Story = {
  ...onMobile,
  args: { volume: volume(8, 6) },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(barWidth(svg)).toBeGreaterThanOrEqual(12);
    await expect(legend(canvasElement)).toEqual(['Bíceps', 'Recomendado: hasta 20 series']);
    const items = canvasElement.querySelectorAll('[aria-hidden="true"] > div:last-child > div');
    for (const item of items) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
    await openTable(canvasElement, TITLE);
    await expectNoSidewaysScroll(canvasElement);
  },
};
