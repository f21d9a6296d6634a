import { Badge, Button, Flex, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measurementQueue, type ShownMeasurement } from '../../../entities/measurements/queue';
import { formatDayDate } from '../../../lib/date-format';
import { toast } from '../../../lib/toast';
import type { WeightUnit } from '../../../lib/units';
import { shownValue, spanishNumber, unitFor } from '../measurement-input';

/** How many of the newest measurements the list shows before "Ver todas". */
export const LIST_SHOWN = 8;

function Status({ m }: { m: ShownMeasurement }) {
  const { t } = useTranslation('measurements');
  if (m.pendiente === null) return null;
  if (m.pendiente === 'rejected') {
    return (
      <Flex align="center" gap="2" wrap="wrap">
        <Text textStyle="sm" color="fg.error">
          {t('list.rejected', { reason: m.motivo ?? '' })}
        </Text>
        <Button size="xs" variant="outline" onClick={() => measurementQueue().remove(m.cliente_id)}>
          {t('list.discard')}
        </Button>
      </Flex>
    );
  }
  return (
    <Badge alignSelf="flex-start" colorPalette={m.pendiente === 'failed' ? 'orange' : 'gray'} variant="subtle">
      {t(m.pendiente === 'failed' ? 'list.failed' : 'list.pending')}
    </Badge>
  );
}

/** "Anotaciones": the newest measurements first, each with its state until the server has it, and a delete. */
export function MeasurementList({
  measurements,
  unit,
}: {
  measurements: readonly ShownMeasurement[];
  unit: WeightUnit;
}) {
  const { t } = useTranslation('measurements');
  const [all, setAll] = useState(false);
  const newest = measurements.slice().reverse();
  const shown = all ? newest : newest.slice(0, LIST_SHOWN);
  const remove = (m: ShownMeasurement) => {
    const { cliente_id, fecha, tipo, valor } = m;
    const measurement = { cliente_id, fecha, tipo, valor };
    measurementQueue().put({ id: cliente_id, kind: 'delete', measurement, status: 'pending', attempts: 0 });
    toast.success(t('list.deleted'));
  };
  return (
    <Stack gap="2">
      <List.Root variant="plain" gap="1" aria-label={t('list.title')}>
        {shown.map((m) => {
          const kind = t(`kind.${m.tipo}`);
          const date = formatDayDate(m.fecha);
          return (
            <List.Item key={m.cliente_id} py="1.5" borderBottomWidth="1px" display="flex" alignItems="center" gap="3">
              <Stack gap="0.5" flex="1" minW="0">
                <Flex gap="2" wrap="wrap" align="baseline">
                  <Text fontWeight="semibold">
                    {t('value', {
                      value: spanishNumber(shownValue(m.tipo, m.valor, unit)),
                      unit: unitFor(m.tipo, unit),
                    })}
                  </Text>
                  <Text color="fg.muted" textStyle="sm">
                    {kind} · {date}
                  </Text>
                </Flex>
                <Status m={m} />
              </Stack>
              <IconButton
                aria-label={t('list.delete', { kind, date })}
                variant="ghost"
                size="sm"
                onClick={() => remove(m)}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </List.Item>
          );
        })}
      </List.Root>
      {newest.length > LIST_SHOWN ? (
        <Button alignSelf="flex-start" size="sm" variant="ghost" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? t('list.showLess') : t('list.showAll', { count: newest.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
