import { useChart } from '@chakra-ui/charts';
import { useTranslation } from 'react-i18next';
import type { MuscleVolume } from '../../../lib/contract-training';
import { formatDayDate } from '../../../lib/training-format';
import { muscleSeries } from '../chart-data';
import { ChartFigure } from './chart-figure';
import { WeeklyBars } from './weekly-bars-near-viewport';

/** 0, 5, 10 … up to `max` (a multiple of 5). */
const ticksTo = (max: number) => Array.from({ length: max / 5 + 1 }, (_, i) => i * 5);

/** Series colours: the theme's chart.series tokens, in turn. */
const COLORS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `chart.series.${n}`);

/** Completed sets per muscle group and week against the recommended band (shaded, labelled). */
export function MuscleSetsChart({ volume }: { volume: MuscleVolume }) {
  const { t } = useTranslation('progress');
  const { groups, rows, band, yMax } = muscleSeries(volume);
  const chart = useChart({ data: rows, series: groups.map((name, i) => ({ name, color: COLORS[i % COLORS.length] })) });
  const bandLabel = t('muscles.band', band);
  return (
    <ChartFigure
      title={t('muscles.title')}
      description={t('muscles.subtitle', band)}
      chart={
        <WeeklyBars
          chart={chart}
          h={{ base: '64', md: '80' }}
          yAxis={{ domain: [0, yMax], ticks: ticksTo(yMax) }}
          band={{ ...band, label: bandLabel }}
        />
      }
      legend={chart.series.map((item) => ({ label: String(item.name), color: String(item.color) }))}
      table={{
        caption: `${t('muscles.caption')}. ${bandLabel}`,
        columns: [t('muscles.week'), ...groups],
        rows: rows.map((row) => ({
          key: row.semana,
          cells: [formatDayDate(row.semana), ...groups.map((g) => String(row[g]))],
        })),
      }}
    />
  );
}
