import { useChart } from '@chakra-ui/charts';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MuscleVolume } from '../../../lib/contract-training';
import { formatDayDate } from '../../../lib/date-format';
import { muscleSeries, type SetsBand } from '../chart-data';
import { ChartFigure } from './chart-figure';
import { WeeklyBars } from './weekly-bars-near-viewport';

/** 0, 5, 10 … up to `max` (a multiple of 5). */
const ticksTo = (max: number) => Array.from({ length: max / 5 + 1 }, (_, i) => i * 5);

/** "Zona recomendada: 10–20 series", or "hasta 20" for a ceiling only. */
const bandLabel = (t: TFunction<'progress'>, band: SetsBand) =>
  band.min > 0 ? t('muscles.band', band) : t('muscles.ceiling', band);

/**
 * Completed sets per week of one muscle group at a time (picked, the most trained first) against
 * that group's band in the user's programme, shaded and labelled: one series keeps the bars wide
 * at 390 px. The table lists every group.
 */
export function MuscleSetsChart({ volume }: { volume: MuscleVolume }) {
  const { t } = useTranslation('progress');
  const { groups, rows, bands, band, yMax } = muscleSeries(volume);
  const [picked, setPicked] = useState<string>();
  const shown = picked !== undefined && groups.includes(picked) ? picked : groups[0];
  const chart = useChart({ data: rows, series: shown ? [{ name: shown, color: 'chart.series.1' }] : [] });
  const shownBand = shown === undefined ? band : bands[shown];
  return (
    <ChartFigure
      title={t('muscles.title')}
      description={t('muscles.subtitle')}
      controls={
        groups.length > 1 ? (
          <Field.Root maxW="xs">
            <Field.Label>{t('muscles.pick')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={shown} onChange={(e) => setPicked(e.currentTarget.value)}>
                {groups.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null
      }
      chart={
        <WeeklyBars
          chart={chart}
          h={{ base: '64', md: '80' }}
          yAxis={{ domain: [0, yMax], ticks: ticksTo(yMax) }}
          band={shownBand ?? undefined}
        />
      }
      legend={[
        ...chart.series.map((item) => ({ label: String(item.name), color: String(item.color) })),
        ...(shown !== undefined && shownBand
          ? [{ label: bandLabel(t, shownBand), color: 'chart.band.bg', band: true }]
          : []),
      ]}
      table={{
        caption: `${t('muscles.caption')}. ${bandLabel(t, band)}; ${t('muscles.smallCeiling', band)}`,
        columns: [t('muscles.week'), ...groups],
        rows: rows.map((row) => ({
          key: row.semana,
          cells: [formatDayDate(row.semana), ...groups.map((g) => String(row[g]))],
        })),
      }}
    />
  );
}
