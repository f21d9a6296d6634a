import { Badge, List, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PersonalRecord } from '../../../lib/contract-training';
import { formatWeight, type WeightUnit } from '../../../lib/units';
import { formatNumber } from '../format';

/** A record beaten today, its weights in the user's unit, with the best before it (or "primera vez"). */
export function SummaryRecord({ record, unit }: { record: PersonalRecord; unit: WeightUnit }) {
  const { t } = useTranslation('workouts');
  const weight = (kg: number) => formatWeight(kg, unit);
  const text =
    record.tipo === 'e1rm'
      ? t('sessionEdit.recordE1rm', { weight: weight(record.valor) })
      : record.tipo === 'repeticiones'
        ? t('sessionEdit.recordReps', { value: formatNumber(record.valor), weight: weight(record.kg ?? 0) })
        : t('sessionEdit.recordVolume', { weight: weight(record.valor) });
  const before =
    record.anterior == null
      ? null
      : record.tipo === 'repeticiones'
        ? formatNumber(record.anterior)
        : weight(record.anterior);
  return (
    <List.Item display="flex" gap="3" alignItems="start">
      <List.Indicator asChild color="brand.fg" mt="1">
        <Trophy aria-hidden="true" />
      </List.Indicator>
      <Stack gap="0">
        <Text fontWeight="semibold">{record.nombre}</Text>
        <Text>
          {text}{' '}
          <Badge variant="subtle" colorPalette={before == null ? 'blue' : 'green'}>
            {before == null ? t('summary.firstTime') : t('summary.previousBest', { value: before })}
          </Badge>
        </Text>
      </Stack>
    </List.Item>
  );
}
