import { Chart, type UseChartReturn } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { formatInUnit } from '../../../lib/training-format';
import { formatShortDate } from '../../../lib/date-format';
import type { E1rmRow } from '../chart-data';
import { e1rmLayout, nearestPoint, type E1rmLayout } from '../e1rm-line-layout';

export interface E1rmLineProps {
  chart: UseChartReturn<E1rmRow>;
  /** Chakra heights at each breakpoint. */
  h: { base: string; md: string };
}

/**
 * The box's size and font size, following resizes (recharts' `responsive` does the same). The
 * first measure waits for the page's fonts: `getTicks` measures each label's width to choose which
 * to leave out and remembers it, so labels measured in the fallback font, on a first visit whose
 * font was still arriving, would be chosen by the wrong widths for good.
 */
function useBoxSize(box: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number; fontSize: string } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    let live = true;
    // Everything is read in the observer's callback, run right after a layout: the size (whole
    // pixels, as clientWidth gives), the font size and whether the fonts are in. Read in this
    // effect, the box or `document.fonts` made the browser restyle and lay out the whole page
    // inside the commit: a task of up to 0.8 s at 4× CPU on the progress screen.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      const next = { width: Math.round(width), height: Math.round(height), fontSize: getComputedStyle(el).fontSize };
      const fonts = typeof document.fonts === 'undefined' ? null : document.fonts;
      if (!fonts || fonts.status === 'loaded') setSize(next);
      else
        void fonts.ready.then(() => {
          if (live) setSize(next);
        });
    });
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [box]);
  return size;
}

/** recharts' tooltip placement: beside the point, flipped where it would leave the plot. */
function tooltipAt(layout: E1rmLayout, x: number, y: number, box: { width: number; height: number }) {
  const { plot } = layout;
  const OFFSET = 10;
  const left = x + OFFSET + box.width > plot.x + plot.width ? x - box.width - OFFSET : x + OFFSET;
  const top = y + OFFSET + box.height > plot.y + plot.height ? y - box.height - OFFSET : y + OFFSET;
  return `translate(${Math.max(left, plot.x)}px, ${Math.max(top, plot.y)}px)`;
}

function Axes({ layout, stroke }: { layout: E1rmLayout; stroke: string }) {
  const { plot, xTicks, yTicks, labelOffset } = layout;
  const bottom = plot.y + plot.height;
  const right = plot.x + plot.width;
  return (
    <>
      {yTicks.map((t) => (
        <line key={`grid-${t.value}`} x1={plot.x} x2={right} y1={t.at} y2={t.at} stroke={stroke} fill="none" />
      ))}
      <line x1={plot.x} x2={right} y1={bottom} y2={bottom} stroke={stroke} />
      {xTicks.map((t) => (
        <g key={`x-${t.value}`}>
          <line x1={t.at} x2={t.at} y1={bottom} y2={bottom + labelOffset - 2} stroke={stroke} />
          <text
            className="recharts-cartesian-axis-tick-value"
            x={t.labelAt}
            y={bottom + labelOffset}
            textAnchor="middle"
          >
            <tspan x={t.labelAt} dy="0.71em">
              {t.label}
            </tspan>
          </text>
        </g>
      ))}
      <line x1={plot.x} x2={plot.x} y1={plot.y} y2={bottom} stroke={stroke} />
      {yTicks.map((t) => (
        <g key={`y-${t.value}`}>
          <line x1={plot.x - labelOffset + 2} x2={plot.x} y1={t.at} y2={t.at} stroke={stroke} />
          <text className="recharts-cartesian-axis-tick-value" x={plot.x - labelOffset} y={t.labelAt} textAnchor="end">
            <tspan x={plot.x - labelOffset} dy="0.355em">
              {t.label}
            </tspan>
          </text>
        </g>
      ))}
    </>
  );
}

/**
 * Named optimisation "The e1RM line without recharts" (docs/PERFORMANCE.md register): the estimated
 * 1RM line at the top of the progress screen as a plain SVG with recharts' geometry and tooltip, so
 * the first visit does not download recharts (about 70 KB on the wire with d3); the weekly bar
 * charts below load it when near the viewport. The plain path is `E1rmDrawing` (recharts,
 * src/testing/e1rm-drawing.tsx); the `Progress/E1rmLine` stories hold this one to it.
 */
export function E1rmLine({ chart, h }: E1rmLineProps) {
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const [active, setActive] = useState<{ index: number; y: number } | null>(null);
  // The rows are in the user's unit already (chart-data.ts e1rmRows).
  const unit = useWeightUnit();
  const layout = size ? e1rmLayout(chart.data, size.width, size.height, size.fontSize) : null;
  const stroke = chart.color('border');
  const brand = chart.color('brand.solid');
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!layout) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const [x, y] = [e.clientX - rect.left, e.clientY - rect.top];
    const { plot } = layout;
    const inside = x >= plot.x && x <= plot.x + plot.width && y >= plot.y && y <= plot.y + plot.height;
    setActive(inside && layout.points.length > 0 ? { index: nearestPoint(layout, x), y } : null);
  };
  const point = layout && active ? layout.points[active.index] : undefined;
  // Placed once its content is laid out: its size decides the side (as recharts' tooltip).
  useLayoutEffect(() => {
    const el = tip.current;
    if (el && layout && point && active)
      el.style.transform = tooltipAt(layout, point.x, active.y, { width: el.offsetWidth, height: el.offsetHeight });
  });
  return (
    <Chart.Root chart={chart} h={h} aspectRatio="auto" data-testid="e1rm-line">
      <Box ref={box} position="relative" w="full" h="full">
        {layout && size ? (
          <svg
            width={size.width}
            height={size.height}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          >
            <Axes layout={layout} stroke={stroke} />
            <path
              d={layout.points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join('')}
              stroke={brand}
              strokeWidth={2}
              fill="none"
            />
            {layout.points.map((p) => (
              <circle key={p.row.workoutId} cx={p.x} cy={p.y} r={3} stroke={brand} strokeWidth={2} fill={brand} />
            ))}
            {point ? <circle cx={point.x} cy={point.y} r={4} fill={brand} stroke="#fff" strokeWidth={2} /> : null}
          </svg>
        ) : null}
        <Box
          ref={tip}
          position="absolute"
          top="0"
          left="0"
          pointerEvents="none"
          visibility={point ? 'visible' : 'hidden'}
          style={{ transition: 'transform 400ms ease' }}
        >
          {point ? (
            <Chart.Tooltip
              label={point.row.fecha}
              labelFormatter={formatShortDate}
              formatter={(v: number) => formatInUnit(v, unit)}
              payload={[
                {
                  graphicalItemId: 'e1rm',
                  name: 'e1rm',
                  dataKey: 'e1rm',
                  value: point.row.e1rm,
                  payload: point.row,
                  color: brand,
                },
              ]}
            />
          ) : null}
        </Box>
      </Box>
    </Chart.Root>
  );
}
