import { useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { e1rmSessions } from '../../../testing/progress-stories';
import type { E1rmRow } from '../chart-data';
import E1rmDrawing from '../../../testing/e1rm-drawing';

/** recharts' drawing in a box of `width` px, as the progress screen's chart would hold it. */
function Drawing({ rows, width }: { rows: E1rmRow[]; width: number }) {
  const chart = useChart({ data: rows, series: [{ name: 'e1rm', color: 'brand.solid', label: '1RM estimado' }] });
  return (
    <Box w={`${width}px`}>
      <E1rmDrawing chart={chart} h={{ base: '56', md: '72' }} />
    </Box>
  );
}

/**
 * The estimated 1RM line as recharts draws it: the plain path the screen's light line
 * (`Progress/E1rmLine`, which shows both side by side) is held to.
 */
const meta = {
  title: 'Patrones/Progreso/E1rmDrawing',
  component: Drawing,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Drawing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dot per session, drawn once the box has its size. */
const dotPerSession: Story['play'] = async ({ canvasElement, args }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('svg circle')).toHaveLength(args.rows.length));
};

/** Forty weekly sessions on a wide screen. */
export const ManySessions: Story = { args: { rows: e1rmSessions(40), width: 900 }, play: dotPerSession };

/** Three sessions at a phone's width. */
export const Narrow: Story = { args: { rows: e1rmSessions(3), width: 340 }, play: dotPerSession };
