import { Button, Card, Flex, Heading, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { WorkoutFinished } from '../../../lib/contract-training';
import { formatDateTime } from '../../../lib/date-format';
import { formatWeight } from '../../../lib/units';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { formatDuration } from '../format';
import { SaveAsRoutine } from './save-as-routine';
import { SummaryRecord } from './summary-record';

/**
 * What a finished session gave: duration, sets done of planned, volume (in the user's unit), how
 * each muscle felt (`feedback`, when given) and the records beaten; then "Guardar como rutina" and
 * the way back.
 */
export function WorkoutSummary({ finished, feedback }: { finished: WorkoutFinished; feedback?: ReactNode }) {
  const { t } = useTranslation('workouts');
  const unit = useWeightUnit();
  const recordsId = useId();
  const { workout, resumen } = finished;
  const end = workout.terminado_en ?? workout.iniciado_en;
  const stats = [
    { label: t('summary.duration'), value: formatDuration(resumen.duracion_s, t) },
    {
      label: t('summary.sets'),
      value: t('summary.setsValue', { done: resumen.series_hechas, planned: resumen.series_planeadas }),
    },
    { label: t('summary.volume'), value: formatWeight(resumen.volumen_kg, unit), help: t('sessionEdit.volumeHelp') },
  ];
  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('summary.title')}
        </Heading>
        <Text color="fg.muted">
          {t('summary.subtitle', { name: workout.nombre, date: formatDateTime(new Date(end)) })}
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
      {feedback}
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
                <SummaryRecord key={`${r.id_ejercicio_catalogo}-${r.tipo}-${r.kg ?? ''}`} record={r} unit={unit} />
              ))}
            </List.Root>
          </>
        ) : (
          <Text>{t('summary.noRecords')}</Text>
        )}
      </Stack>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/dashboard/overview">{t('summary.toOverview')}</RouterLink>
        </Button>
        {workout.ejercicios.length > 0 ? <SaveAsRoutine workoutId={workout.id} nombre={workout.nombre} /> : null}
      </Flex>
    </Stack>
  );
}
