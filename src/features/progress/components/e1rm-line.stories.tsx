import { useChart } from '@chakra-ui/charts';
import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, waitFor } from 'storybook/test';
import { e1rmSessions } from '../../../testing/progress-stories';
import type { E1rmRow } from '../chart-data';
import E1rmDrawing from '../../../testing/e1rm-drawing';
import { E1rmLine } from './e1rm-line';

const H = { base: '56', md: '72' };

/** The light line above, recharts' (the plain path) below, in boxes of the same width. */
function Both({ rows, width }: { rows: E1rmRow[]; width: number }) {
  const chart = useChart({ data: rows, series: [{ name: 'e1rm', color: 'brand.solid', label: '1RM estimado' }] });
  return (
    <Stack gap="4" w={`${width}px`}>
      <Box data-testid="light">
        <E1rmLine chart={chart} h={H} />
      </Box>
      <Box data-testid="plain">
        <Suspense>
          <E1rmDrawing chart={chart} h={H} />
        </Suspense>
      </Box>
    </Stack>
  );
}

const meta = {
  title: 'Patrones/Progreso/E1rmLine',
  component: Both,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Both>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a drawing shows: its labels where they stand, and its dots (rounded to 0.5 px). */
function marks(root: Element) {
  const svg = [...root.querySelectorAll('svg')].find((s) => s.querySelector('circle'));
  if (!svg) return null;
  const r = (v: string | null) => Math.round(Number(v) * 2) / 2;
  return {
    size: [svg.getAttribute('width'), svg.getAttribute('height')],
    labels: [...svg.querySelectorAll('text')].map(
      (t) => `${t.textContent}@${r(t.getAttribute('x'))},${r(t.getAttribute('y'))}`,
    ),
    dots: [...svg.querySelectorAll('circle')].map((c) => `${r(c.getAttribute('cx'))},${r(c.getAttribute('cy'))}`),
  };
}

/** Same labels (the same ones left out where they would overlap) and dots as recharts. */
const holdsToRecharts: Story['play'] = async ({ canvasElement }) => {
  const light = canvasElement.querySelector('[data-testid="light"]')!;
  const plain = canvasElement.querySelector('[data-testid="plain"]')!;
  await waitFor(() => expect(marks(plain)).not.toBeNull());
  await waitFor(() => expect(marks(light)).toEqual(marks(plain)));
  await expect(marks(light)!.dots.length).toBeGreaterThan(0);
};

/** Forty sessions: recharts leaves out the date labels that would overlap; so does the light line. */
export const ManySessions: Story = { args: { rows: e1rmSessions(40), width: 900 }, play: holdsToRecharts };

/** A phone's width. */
export const Narrow: Story = { args: { rows: e1rmSessions(40), width: 340 }, play: holdsToRecharts };

/** Three sessions, every label shown. */
export const FewSessions: Story = { args: { rows: e1rmSessions(3), width: 600 }, play: holdsToRecharts };

/** One session: in the middle. */
export const OneSession: Story = { args: { rows: e1rmSessions(1), width: 600 }, play: holdsToRecharts };
