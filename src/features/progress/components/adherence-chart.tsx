import { useChart } from '@chakra-ui/charts';
import { Flex, Text } from '@chakra-ui/react';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Adherence } from '../../../lib/contract-training';
import { formatDayDate } from '../../../lib/date-format';
import { adherenceRows } from '../chart-data';
import { ChartFigure } from './chart-figure';
import { WeeklyBars } from './weekly-bars-near-viewport';

/** Sessions planned vs done per week, and the current streak. */
export function AdherenceChart({ adherence }: { adherence: Adherence }) {
  const { t } = useTranslation('progress');
  const rows = adherenceRows(adherence);
  const chart = useChart({
    data: rows,
    series: [
      { name: 'planificadas', color: 'chart.planned', label: t('adherence.planned') },
      { name: 'hechas', color: 'chart.done', label: t('adherence.done') },
    ],
  });
  return (
    <ChartFigure
      title={t('adherence.title')}
      description={
        <>
          {t('adherence.subtitle')}
          <Flex as="span" display="flex" mt="2" gap="2" align="center" color="fg" fontWeight="semibold">
            <Flame aria-hidden size={18} />
            <Text as="span">
              {adherence.racha > 0 ? t('adherence.streak', { count: adherence.racha }) : t('adherence.streakZero')}
            </Text>
          </Flex>
        </>
      }
      chart={<WeeklyBars chart={chart} h={{ base: '56', md: '64' }} labelled />}
      legend={chart.series.map((item) => ({ label: String(item.label), color: String(item.color) }))}
      table={{
        caption: t('adherence.caption'),
        columns: [t('adherence.week'), t('adherence.planned'), t('adherence.done')],
        rows: rows.map((r) => ({
          key: r.semana,
          cells: [formatDayDate(r.semana), String(r.planificadas), String(r.hechas)],
        })),
      }}
    />
  );
}
