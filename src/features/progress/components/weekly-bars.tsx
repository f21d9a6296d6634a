import { Chart, type UseChartReturn } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, ReferenceArea, Tooltip, XAxis, YAxis, type YAxisProps } from 'recharts';
import { formatShortDate } from '../../../lib/date-format';

/** A row of a weekly chart: the week's Monday and one number per series. */
export type WeekRow = { semana: string };

export interface WeeklyBarsProps<T extends WeekRow> {
  chart: UseChartReturn<T>;
  /** Chakra heights at each breakpoint. */
  h: { base: string; md: string };
  /** The Y axis beyond what every weekly chart shares (domain, ticks…). */
  yAxis?: Omit<YAxisProps, 'ref'>;
  /**
   * A recommended band, shaded under the bars. Its words go in the figure's legend, not on the
   * drawing: inside the plot they sat over the tallest bars on a phone.
   */
  band?: { min: number; max: number };
  /** Shows each series' label rather than its name in the tooltip. */
  labelled?: boolean;
}

/**
 * Grouped bars per week, one per series, in the theme's colours: the progress screen's weekly charts.
 * Loaded near the viewport (weekly-bars-near-viewport.tsx): the only recharts on the screen.
 */
export default function WeeklyBars<T extends WeekRow>({ chart, h, yAxis, band, labelled }: WeeklyBarsProps<T>) {
  return (
    <Chart.Root chart={chart} h={h} aspectRatio="auto">
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 8, right: 16, top: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        {band ? (
          <ReferenceArea
            y1={band.min}
            y2={band.max}
            fill={chart.color('chart.band.bg')}
            fillOpacity={0.8}
            stroke={chart.color('chart.band.border')}
            strokeDasharray="4 4"
          />
        ) : null}
        <XAxis dataKey="semana" tickFormatter={formatShortDate} stroke={chart.color('border')} />
        <YAxis allowDecimals={false} stroke={chart.color('border')} width={32} {...yAxis} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          content={<Chart.Tooltip />}
          labelFormatter={formatShortDate}
        />
        {chart.series.map((s) => (
          <Bar
            key={String(s.name)}
            isAnimationActive={false}
            dataKey={chart.key(s.name) as string}
            name={labelled ? String(s.label) : undefined}
            fill={chart.color(s.color)}
            radius={[3, 3, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
