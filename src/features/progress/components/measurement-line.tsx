import { Chart, type UseChartReturn } from '@chakra-ui/charts';
import { CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDate } from '../../../lib/date-format';

/** A day of the measurement chart, in the user's unit: the day's value and, for bodyweight, the 7-day mean. */
export interface MeasurementRow {
  fecha: string;
  valor: number;
  media?: number;
}

export interface MeasurementLineProps {
  chart: UseChartReturn<MeasurementRow>;
  h: { base: string; md: string };
}

/**
 * The days' values as dots and, where the rows carry it, the moving average as a line: the
 * progress screen's measurement chart. Loaded near the viewport (measurement-chart.tsx).
 */
export default function MeasurementLine({ chart, h }: MeasurementLineProps) {
  return (
    <Chart.Root chart={chart} h={h} aspectRatio="auto">
      <ComposedChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 8, right: 16, top: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey="fecha" tickFormatter={formatShortDate} stroke={chart.color('border')} />
        <YAxis
          domain={[(min: number) => Math.floor(min - 1), (max: number) => Math.ceil(max + 1)]}
          allowDecimals={false}
          stroke={chart.color('border')}
          width={40}
        />
        <Tooltip content={<Chart.Tooltip />} labelFormatter={formatShortDate} />
        {chart.series.map((s) =>
          s.name === 'media' ? (
            <Line
              key="media"
              isAnimationActive={false}
              dataKey="media"
              name={String(s.label)}
              stroke={chart.color(s.color)}
              strokeWidth={2.5}
              dot={false}
              type="monotone"
            />
          ) : (
            <Line
              key="valor"
              isAnimationActive={false}
              dataKey="valor"
              name={String(s.label)}
              stroke="none"
              dot={{ r: 3.5, fill: chart.color(s.color), stroke: chart.color(s.color) }}
              activeDot={{ r: 5 }}
            />
          ),
        )}
      </ComposedChart>
    </Chart.Root>
  );
}
