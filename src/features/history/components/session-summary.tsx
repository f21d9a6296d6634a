import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { Workout } from '../../../lib/contract-training';
import { formatDuration, formatVolume } from '../../../lib/training-format';
import { formatTime } from '../../../lib/date-format';
import { workoutTotals } from '../totals';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

/** A session's figures (start, duration, volume, work sets: warm-ups apart) and its notes. */
export function SessionSummary({ workout }: { workout: Workout }) {
  const { t } = useTranslation('history');
  const totals = workoutTotals(workout);
  const unit = useWeightUnit();
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('detail.startedAt', { time: formatTime(workout.iniciado_en) })}</Text>
      <Flex as="dl" gap={{ base: '6', md: '10' }} wrap="wrap">
        <Figure label={t('columns.duration')} value={formatDuration(totals.duracion_s)} />
        <Figure label={t('columns.volume')} value={formatVolume(totals.volumen_kg, unit)} />
        <Figure label={t('columns.sets')} value={String(totals.series)} />
      </Flex>
      {totals.calentamiento > 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {t('detail.warmups', { count: totals.calentamiento })}
        </Text>
      ) : null}
      <Stack gap="1">
        <Text as="h2" fontWeight="semibold">
          {t('detail.notes')}
        </Text>
        <Text color={workout.notas ? undefined : 'fg.muted'} whiteSpace="pre-line">
          {workout.notas || t('detail.noNotes')}
        </Text>
      </Stack>
    </Stack>
  );
}
