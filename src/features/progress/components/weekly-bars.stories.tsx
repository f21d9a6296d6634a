import { useChart } from '@chakra-ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import i18n from '../../../lib/i18n';
import { lastMondays } from '../../../testing/fixtures/training-log';
import { expectNoSidewaysScroll, inChartBox, STORY_TODAY, waitForBars } from '../../../testing/progress-stories';
import { onDesktop, onMobile } from '../../../testing/stories';
import WeeklyBars from './weekly-bars';

const t = i18n.getFixedT(null, 'progress');
const H = { base: '56', md: '64' };

/** `weeks` weeks up to the fixed day, three planned each, the done ones going 1, 2, 3, 1, 2, 3 … */
const weeksOf = (weeks: number) =>
  lastMondays(weeks, STORY_TODAY).map((semana, i) => ({ semana, planificadas: 3, hechas: (i % 3) + 1 }));

/** The bars (the plain path, loaded at once) over `weeks` weeks, two series, with the band or not. */
function Bars({ weeks, band = false }: { weeks: number; band?: boolean }) {
  const chart = useChart({
    data: weeksOf(weeks),
    series: [
      { name: 'planificadas', color: 'chart.planned', label: t('adherence.planned') },
      { name: 'hechas', color: 'chart.done', label: t('adherence.done') },
    ],
  });
  return <WeeklyBars chart={chart} h={H} band={band ? { min: 2, max: 3 } : undefined} labelled />;
}

const meta = {
  title: 'Patrones/Progreso/WeeklyBars',
  component: Bars,
  parameters: { layout: 'padded' },
  decorators: [inChartBox],
  args: { weeks: 8 },
} satisfies Meta<typeof Bars>;

export default meta;
type Story = StoryObj<typeof meta>;

const bars = (svg: SVGElement) => svg.querySelectorAll('.recharts-bar-rectangle');
/** The week labels under the bars (the axis texts with letters: the Y axis has numbers only). */
const xLabels = (svg: SVGElement) =>
  [...svg.querySelectorAll('.recharts-cartesian-axis-tick-value')]
    .map((t) => t.textContent ?? '')
    .filter((text) => /[a-z]/.test(text));

/** Eight weeks, a pair of bars each, labelled by the week's Monday. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(2);
    await expect(bars(svg)).toHaveLength(16);
    await expect(xLabels(svg)[0]).toBe('28 sept');
    await expect(xLabels(svg).at(-1)).toBe('16 nov');
    await expect(svg.querySelector('.recharts-reference-area')).toBeNull();
  },
};

/** With a recommended band: shaded behind the bars; no words over them (the figure's legend names it). */
export const WithBand: Story = {
  ...onDesktop,
  args: { band: true },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelector('.recharts-reference-area')).not.toBeNull();
    await expect(svg).not.toHaveTextContent('Zona recomendada');
  },
};

/** One week: a single pair of bars. */
export const OneWeek: Story = {
  args: { weeks: 1 },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(bars(svg)).toHaveLength(2);
    await expect(xLabels(svg)).toEqual(['16 nov']);
  },
};

/** Half a year: every bar drawn, the week labels that would overlap left out. */
export const ManyWeeks: Story = {
  ...onDesktop,
  args: { weeks: 26 },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(bars(svg)).toHaveLength(52);
    await expect(xLabels(svg).length).toBeLessThan(26);
  },
};

/** No week at all: the axes and no bar. */
export const Empty: Story = {
  args: { weeks: 0 },
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(bars(svg)).toHaveLength(0);
  },
};

/** At 375 px: the same eight pairs, narrower, fewer week labels. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const svg = await waitForBars(canvasElement);
    await expect(bars(svg)).toHaveLength(16);
    await expectNoSidewaysScroll(canvasElement);
  },
};
