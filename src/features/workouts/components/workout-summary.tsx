import { Badge, Button, Card, Heading, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PersonalRecord, WorkoutFinished } from '../../../lib/contract-training';
import { formatDateTimeEs } from '../../../lib/dates';
import { formatDuration, formatNumber } from '../format';

function RecordItem({ record }: { record: PersonalRecord }) {
  const { t } = useTranslation('workouts');
  const value = formatNumber(record.valor);
  const text =
    record.tipo === 'e1rm'
      ? t('summary.recordE1rm', { value })
      : record.tipo === 'repeticiones'
        ? t('summary.recordReps', { value, kg: formatNumber(record.kg ?? 0) })
        : t('summary.recordVolume', { value });
  return (
    <List.Item display="flex" gap="3" alignItems="start">
      <List.Indicator asChild color="brand.fg" mt="1">
        <Trophy aria-hidden="true" />
      </List.Indicator>
      <Stack gap="0">
        <Text fontWeight="semibold">{record.nombre}</Text>
        <Text>
          {text}{' '}
          <Badge variant="subtle" colorPalette={record.anterior == null ? 'blue' : 'green'}>
            {record.anterior == null
              ? t('summary.firstTime')
              : t('summary.previousBest', { value: formatNumber(record.anterior) })}
          </Badge>
        </Text>
      </Stack>
    </List.Item>
  );
}

/** What a finished session gave: duration, sets done of planned, volume and the records beaten. */
export function WorkoutSummary({ finished }: { finished: WorkoutFinished }) {
  const { t } = useTranslation('workouts');
  const recordsId = useId();
  const { workout, resumen } = finished;
  const end = workout.terminado_en ?? workout.iniciado_en;
  const stats = [
    { label: t('summary.duration'), value: formatDuration(resumen.duracion_s, t) },
    {
      label: t('summary.sets'),
      value: t('summary.setsValue', { done: resumen.series_hechas, planned: resumen.series_planeadas }),
    },
    {
      label: t('summary.volume'),
      value: t('summary.volumeValue', { kg: formatNumber(resumen.volumen_kg) }),
      help: t('summary.volumeHelp'),
    },
  ];
  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('summary.title')}
        </Heading>
        <Text color="fg.muted">
          {t('summary.subtitle', { name: workout.nombre, date: formatDateTimeEs(new Date(end)) })}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {stats.map((s) => (
          <Card.Root key={s.label} variant="outline">
            <Card.Body p="4">
              <Stat.Root>
                <Stat.Label>{s.label}</Stat.Label>
                <Stat.ValueText>{s.value}</Stat.ValueText>
              </Stat.Root>
              {s.help ? (
                <Text textStyle="xs" color="fg.muted">
                  {s.help}
                </Text>
              ) : null}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack as="section" aria-labelledby={recordsId} gap="3">
        <Heading as="h2" id={recordsId} size="xl">
          {t('summary.records')}
        </Heading>
        {resumen.records.length ? (
          <>
            <Text fontWeight="semibold" color="brand.fg">
              {t('summary.recordsCount', { count: resumen.records.length })}
            </Text>
            <List.Root gap="3" variant="plain">
              {resumen.records.map((r) => (
                <RecordItem key={`${r.id_ejercicio_catalogo}-${r.tipo}-${r.kg ?? ''}`} record={r} />
              ))}
            </List.Root>
          </>
        ) : (
          <Text>{t('summary.noRecords')}</Text>
        )}
      </Stack>
      <Button asChild colorPalette="brand" size="lg" alignSelf="start">
        <RouterLink to="/dashboard/overview">{t('summary.toOverview')}</RouterLink>
      </Button>
    </Stack>
  );
}
