import { Badge, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { PersonalRecord } from '../../../lib/contract-training';
import { formatKg, formatNumber, formatVolume } from '../../../lib/training-format';
import { formatDayDate } from '../../../lib/date-format';

function useRecordText() {
  const { t } = useTranslation('progress');
  const unit = useWeightUnit();
  const amount = (r: PersonalRecord, v: number) =>
    r.tipo === 'repeticiones' ? formatNumber(v) : r.tipo === 'volumen' ? formatVolume(v, unit) : formatKg(v, unit);
  return {
    kind: (r: PersonalRecord) => t(`records.kind.${r.tipo}`, { kg: formatKg(r.kg ?? 0, unit) }),
    value: (r: PersonalRecord) => t(`records.value.${r.tipo}`, { value: amount(r, r.valor) }),
    previous: (r: PersonalRecord) =>
      r.anterior === null ? t('records.first') : t('records.previous', { value: amount(r, r.anterior) }),
  };
}

/** The current best of each kind per exercise; each opens the session where it was set. */
export function RecordsList({ records }: { records: PersonalRecord[] }) {
  const { t } = useTranslation('progress');
  const text = useRecordText();
  return (
    <Stack as="section" aria-labelledby="records-title" gap="3">
      <Heading as="h2" size="lg" id="records-title">
        {t('records.title')}
      </Heading>
      {records.length === 0 ? (
        <Text color="fg.muted">{t('records.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" p="0" m="0" listStyleType="none">
          {records.map((r) => (
            <Card.Root as="li" key={`${r.id_ejercicio_catalogo}-${r.tipo}-${r.kg ?? ''}`} size="sm" variant="outline">
              <Card.Body gap="1">
                <Text fontWeight="semibold">{r.nombre}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {text.kind(r)}
                </Text>
                <Text textStyle="2xl" fontWeight="bold" display="flex" alignItems="center" gap="2">
                  <Trophy aria-hidden size={20} />
                  {text.value(r)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  <Badge size="sm" mr="2">
                    {text.previous(r)}
                  </Badge>
                  <Link asChild colorPalette="brand">
                    <RouterLink to={`/dashboard/history/${r.workout_id}`}>
                      {t('records.on', { date: formatDayDate(r.fecha) })}
                    </RouterLink>
                  </Link>
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
