import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { WhenNearViewport } from '../../../ui/components/when-near-viewport';
import type { WeekRow, WeeklyBarsProps } from './weekly-bars';

const Bars = lazy(() => import('./weekly-bars')) as unknown as ComponentType<WeeklyBarsProps<WeekRow>>;

/**
 * Named optimisation "The weekly bars near the viewport" (docs/PERFORMANCE.md register): the weekly
 * bar charts sit below the records, off the first screen; their drawing (`WeeklyBars`, recharts
 * with d3, about 70 KB on the wire) loads when its spot comes near the viewport. Until then a box
 * of the drawing's height holds the spot; the chart's title, legend and table (what screen readers
 * read: the drawing is aria-hidden) are there at once. The plain path is `WeeklyBars` itself;
 * weekly-bars-near-viewport.test.tsx holds this to it.
 */
export function WeeklyBars<T extends WeekRow>(props: WeeklyBarsProps<T>) {
  const spot = <Box h={props.h} data-testid="weekly-bars-spot" />;
  return (
    <WhenNearViewport placeholder={spot}>
      <Suspense fallback={spot}>
        <Bars {...(props as unknown as WeeklyBarsProps<WeekRow>)} />
      </Suspense>
    </WhenNearViewport>
  );
}
