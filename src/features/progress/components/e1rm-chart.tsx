import { useChart } from '@chakra-ui/charts';
import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { ExerciseProgress, ProgressPoint } from '../../../lib/contract-training';
import { formatInUnit, formatKg, formatVolume } from '../../../lib/training-format';
import { formatDayDate } from '../../../lib/date-format';
import { fromKg } from '../../../lib/units';
import { e1rmRows } from '../chart-data';
import { ChartFigure } from './chart-figure';
import { E1rmLine } from './e1rm-line';

/** Estimated 1RM of one exercise per session (line, drawn without recharts: e1rm-line.tsx), with its table. */
export function E1rmChart({ progress }: { progress: ExerciseProgress }) {
  const { t } = useTranslation('progress');
  const unit = useWeightUnit();
  const bestSet = (p: ProgressPoint) =>
    p.mejor_kg === null ? '—' : t('exercise.set', { reps: p.mejor_repeticiones ?? 0, kg: formatKg(p.mejor_kg, unit) });
  const last = progress.puntos.at(-1);
  const rows = e1rmRows(progress, unit);
  const chart = useChart({ data: rows, series: [{ name: 'e1rm', color: 'brand.solid', label: t('exercise.e1rm') }] });
  return (
    <ChartFigure
      title={t('exercise.e1rmTitle')}
      description={
        <>
          {t('exercise.formula')}
          {rows.length === 0 && last ? (
            <Text as="span" display="block" mt="1" color="fg">
              {t('exercise.noE1rm')}
            </Text>
          ) : null}
          {last ? (
            <Text as="span" display="block" mt="1" color="fg">
              {t('exercise.last', {
                date: formatDayDate(last.fecha),
                set: bestSet(last),
                volume: formatVolume(last.volumen_kg, unit),
              })}
            </Text>
          ) : null}
        </>
      }
      chart={rows.length === 0 ? null : <E1rmLine chart={chart} h={{ base: '56', md: '72' }} />}
      table={{
        caption: t('exercise.caption', { name: progress.nombre }),
        columns: [t('exercise.date'), t('exercise.e1rm'), t('exercise.bestSet'), t('exercise.volume')],
        rows: progress.puntos.map((p) => ({
          key: p.workout_id,
          cells: [
            <Link asChild key="date" colorPalette="brand">
              <RouterLink to={`/dashboard/history/${p.workout_id}`}>{formatDayDate(p.fecha)}</RouterLink>
            </Link>,
            // An estimate: one decimal in the user's unit (79,2 kg), not the stored two.
            p.e1rm === null ? '—' : formatInUnit(Math.round(fromKg(p.e1rm, unit) * 10) / 10, unit),
            bestSet(p),
            formatVolume(p.volumen_kg, unit),
          ],
        })),
      }}
    />
  );
}
