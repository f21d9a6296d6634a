import { Chart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { e1rmDomain } from '../features/progress/chart-data';
import type { E1rmLineProps } from '../features/progress/components/e1rm-line';
import { formatInUnit, formatNumber } from '../lib/training-format';
import { formatShortDate } from '../lib/date-format';

/**
 * The estimated 1RM line drawn by recharts: the plain path, kept for the stories only. The progress
 * screen draws it with `E1rmLine` (features/progress/components/e1rm-line.tsx), held to this one by
 * the `Progress/E1rmLine` stories.
 */
export default function E1rmDrawing({ chart, h }: E1rmLineProps) {
  return (
    <Chart.Root chart={chart} h={h} aspectRatio="auto">
      <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 8, right: 16, top: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('fecha')} tickFormatter={formatShortDate} stroke={chart.color('border')} />
        <YAxis
          domain={e1rmDomain(chart.data.map((r) => r.e1rm))}
          tickFormatter={(v: number) => formatNumber(Math.round(v))}
          stroke={chart.color('border')}
          width={40}
        />
        <Tooltip
          cursor={false}
          content={<Chart.Tooltip formatter={(v: number) => formatInUnit(v, 'kg')} />}
          labelFormatter={formatShortDate}
        />
        <Line
          isAnimationActive={false}
          dataKey={chart.key('e1rm')}
          stroke={chart.color('brand.solid')}
          strokeWidth={2}
          dot={{ r: 3, fill: chart.color('brand.solid') }}
        />
      </LineChart>
    </Chart.Root>
  );
}
