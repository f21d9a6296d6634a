import { useChart } from '@chakra-ui/charts';
import { Box, Field, NativeSelect } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyMeans, movingAverage } from '../../../lib/body-trend';
import { MEASUREMENT_KINDS, type BodyMeasurement, type MeasurementKind } from '../../../lib/contract-measurements';
import { formatDayDate } from '../../../lib/date-format';
import type { WeightUnit } from '../../../lib/units';
import { WhenNearViewport } from '../../../ui/components/when-near-viewport';
import { shownValue, spanishNumber, unitFor } from '../measurement-input';
import { ChartFigure } from './chart-figure';
import type { MeasurementRow } from './measurement-line';

/** recharts with d3, loaded when the chart's spot nears the viewport, as the weekly bars are. */
const MeasurementLine = lazy(() => import('./measurement-line'));
const H = { base: '56', md: '64' };

/** The rows of one kind in the user's unit: bodyweight with its 7-day moving average. */
function rowsOf(measurements: readonly BodyMeasurement[], tipo: MeasurementKind, unit: WeightUnit): MeasurementRow[] {
  const values = measurements.filter((m) => m.tipo === tipo);
  const show = (v: number) => shownValue(tipo, v, unit);
  if (tipo !== 'peso') return dailyMeans(values).map((d) => ({ fecha: d.fecha, valor: show(d.valor) }));
  return movingAverage(values).map((p) => ({ fecha: p.fecha, valor: show(p.valor), media: show(p.media) }));
}

/**
 * "Evolución": the chosen measurement by date (bodyweight by default, with the line of its 7-day
 * moving average), and the same numbers as a table for screen readers.
 */
export function MeasurementChart({
  measurements,
  unit,
}: {
  measurements: readonly BodyMeasurement[];
  unit: WeightUnit;
}) {
  const { t } = useTranslation('measurements');
  const logged = MEASUREMENT_KINDS.filter((k) => measurements.some((m) => m.tipo === k));
  const [picked, setPicked] = useState<MeasurementKind>('peso');
  const tipo = logged.includes(picked) ? picked : (logged[0] ?? 'peso');
  const rows = rowsOf(measurements, tipo, unit);
  const weight = tipo === 'peso';
  const series = [
    { name: 'valor' as const, color: weight ? 'chart.planned' : 'brand.solid', label: t(`kind.${tipo}`) },
    ...(weight ? [{ name: 'media' as const, color: 'brand.solid', label: t('chart.average') }] : []),
  ];
  const chart = useChart({ data: rows, series });
  const spot = <Box h={H} />;
  const value = (n: number | undefined) =>
    n === undefined ? '—' : t('value', { value: spanishNumber(n), unit: unitFor(tipo, unit) });
  return (
    <ChartFigure
      title={t('chart.title')}
      description={weight ? t('chart.weightDescription') : t('chart.lengthDescription')}
      controls={
        logged.length > 1 ? (
          <Field.Root maxW="xs">
            <Field.Label>{t('chart.pick')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={tipo} onChange={(e) => setPicked(e.currentTarget.value as MeasurementKind)}>
                {logged.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null
      }
      chart={
        <WhenNearViewport placeholder={spot}>
          <Suspense fallback={spot}>
            <MeasurementLine chart={chart} h={H} />
          </Suspense>
        </WhenNearViewport>
      }
      legend={series.map((s) => ({ label: s.label, color: s.color }))}
      table={{
        caption: t('chart.caption', { kind: t(`kind.${tipo}`) }),
        columns: [t('chart.date'), t(`kind.${tipo}`), ...(weight ? [t('chart.average')] : [])],
        rows: rows
          .slice()
          .reverse()
          .map((r) => ({
            key: r.fecha,
            cells: [formatDayDate(r.fecha), value(r.valor), ...(weight ? [value(r.media)] : [])],
          })),
      }}
    />
  );
}
