/**
 * Where `E1rmLine` (components/e1rm-line.tsx) puts its marks: the geometry recharts gives the same
 * chart (testing/e1rm-drawing.tsx). The axes' ticks come from recharts' own rules, imported by
 * file so that they bring neither its store nor its components (a few KB, not its 70).
 */
import { getTicks } from 'recharts/es6/cartesian/getTicks';
import { getTickValuesFixedDomain } from 'recharts/es6/util/scale/getNiceTickValues';
import { formatNumber } from '../../lib/training-format';
import { formatShortDate } from '../../lib/date-format';
import { e1rmDomain, type E1rmRow } from './chart-data';

/** recharts' layout of the plain path: its margin (unset sides are 0), the y axis' width, the x axis' default height. */
export const E1RM_MARGIN = { top: 8, right: 16, bottom: 0, left: 8 };
export const Y_AXIS_WIDTH = 40;
export const X_AXIS_HEIGHT = 30;
/** recharts' defaults: tick line, gap between line and label, gap between labels, y ticks. */
export const TICK_SIZE = 6;
const TICK_MARGIN = 2;
const MIN_TICK_GAP = 5;
const TICK_COUNT = 5;

export interface AxisTick {
  value: number | string;
  label: string;
  /** x of an x-axis tick, y of a y-axis tick. */
  at: number;
  /** Where its label is centred: `at`, but the last one moved to fit in the chart. */
  labelAt: number;
}

export interface E1rmLayout {
  plot: { x: number; y: number; width: number; height: number };
  points: { x: number; y: number; row: E1rmRow }[];
  xTicks: AxisTick[];
  yTicks: AxisTick[];
  /** Where the labels stand off their axis. */
  labelOffset: number;
}

/**
 * The chart laid out in `width` × `height` px, its tick labels `fontSize` high (the size recharts
 * measures them at: the rendered labels' computed font size).
 */
export function e1rmLayout(rows: readonly E1rmRow[], width: number, height: number, fontSize?: string): E1rmLayout {
  const plot = {
    x: E1RM_MARGIN.left + Y_AXIS_WIDTH,
    y: E1RM_MARGIN.top,
    width: Math.max(0, width - E1RM_MARGIN.left - Y_AXIS_WIDTH - E1RM_MARGIN.right),
    height: Math.max(0, height - E1RM_MARGIN.top - E1RM_MARGIN.bottom - X_AXIS_HEIGHT),
  };
  // A point scale: the first session on the left edge, the last on the right (one: the middle).
  const step = rows.length > 1 ? plot.width / (rows.length - 1) : 0;
  const xOf = (i: number) => (rows.length > 1 ? plot.x + i * step : plot.x + plot.width / 2);
  const [low, high] = e1rmDomain(rows.map((r) => r.e1rm));
  const yOf = (v: number) => plot.y + ((high - v) / (high - low || 1)) * plot.height;
  const shown = (
    ticks: { value: number | string; coordinate: number }[],
    orientation: 'bottom' | 'left',
    format: (v: never) => string,
  ): AxisTick[] =>
    getTicks(
      {
        ticks: ticks.map((t, index) => ({ ...t, index, offset: 0 })),
        tick: true,
        interval: 'preserveEnd',
        minTickGap: MIN_TICK_GAP,
        orientation,
        tickFormatter: format as (value: unknown) => string,
        // recharts bounds both axes' labels by the whole chart.
        viewBox: { x: 0, y: 0, width, height },
      },
      fontSize,
    ).map((t) => ({
      value: t.value as number | string,
      label: format(t.value as never),
      at: t.coordinate,
      labelAt: t.tickCoord ?? t.coordinate,
    }));
  return {
    plot,
    points: rows.map((row, i) => ({ x: xOf(i), y: yOf(row.e1rm), row })),
    xTicks: shown(
      rows.map((r, i) => ({ value: r.fecha, coordinate: xOf(i) })),
      'bottom',
      formatShortDate,
    ),
    yTicks: shown(
      getTickValuesFixedDomain([low, high], TICK_COUNT).map((v) => ({ value: v, coordinate: yOf(v) })),
      'left',
      (v: number) => formatNumber(Math.round(v)),
    ),
    labelOffset: TICK_SIZE + TICK_MARGIN,
  };
}

/** The session under the pointer at `x`: the nearest point, as recharts' tooltip picks it. */
export function nearestPoint(layout: E1rmLayout, x: number): number {
  let best = 0;
  layout.points.forEach((p, i) => {
    if (Math.abs(p.x - x) < Math.abs(layout.points[best]!.x - x)) best = i;
  });
  return best;
}
