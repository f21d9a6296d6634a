import { useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18n from '../../../lib/i18n';
import { adherenceFixture } from '../../../testing/fixtures/training-log';
import { STORY_TODAY, waitForBars } from '../../../testing/progress-stories';
import { adherenceRows } from '../chart-data';
import { WeeklyBars } from './weekly-bars-near-viewport';

const t = i18n.getFixedT(null, 'progress');
const H = { base: '56', md: '64' };

/**
 * The weekly bars far below the fold of a scroll area (not the page, whose height in a shot could
 * bring the spot near): a box of the drawing's height until the area is scrolled near it.
 */
function BelowTheFold() {
  const chart = useChart({
    data: adherenceRows(adherenceFixture(STORY_TODAY)),
    series: [
      { name: 'planificadas', color: 'chart.planned', label: t('adherence.planned') },
      { name: 'hechas', color: 'chart.done', label: t('adherence.done') },
    ],
  });
  return (
    <Box
      role="region"
      aria-label={t('adherence.title')}
      tabIndex={0}
      h="80"
      w="720px"
      maxW="full"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      data-testid="scroller"
    >
      <Box h="200vh" bg="bg.muted" />
      <WeeklyBars chart={chart} h={H} labelled />
    </Box>
  );
}

const meta = {
  title: 'Patrones/Progreso/WeeklyBarsNearViewport',
  component: BelowTheFold,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BelowTheFold>;

export default meta;
type Story = StoryObj<typeof meta>;

const spot = (canvasElement: HTMLElement) => within(canvasElement).queryByTestId('weekly-bars-spot');

/** Far below: a box of the drawing's height holds the spot; recharts is neither drawn nor loaded for it. */
export const NotNearYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(spot(canvasElement)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(spot(canvasElement)!.getBoundingClientRect().height).toBe(256);
    await expect(canvasElement.querySelector('.recharts-wrapper')).toBeNull();
  },
};

/** Scrolled near, the bars replace the box. */
export const ScrolledNear: Story = {
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    const svg = await waitForBars(canvasElement);
    await expect(svg.querySelectorAll('.recharts-bar')).toHaveLength(2);
    await waitFor(() => expect(spot(canvasElement)).toBeNull());
  },
};
