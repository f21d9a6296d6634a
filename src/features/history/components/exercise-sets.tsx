import { Badge, Card, Flex, Heading, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutExercise, WorkoutSet } from '../../../lib/contract-training';
import { formatKg, formatNumber } from '../../../lib/training-format';

/** "8 × 60 kg", "60 s", "400 m". */
export function useSetResult() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('history');
  return (set: WorkoutSet): string => {
    if (set.medida === 'tiempo') return t('units.seconds', { value: formatNumber(set.segundos ?? 0) });
    if (set.medida === 'distancia') return t('units.metres', { value: formatNumber(set.metros ?? 0) });
    if (!set.kg) return th('set.reps', { reps: set.repeticiones ?? 0 });
    return th('set.repsAtKg', { reps: set.repeticiones ?? 0, kg: formatKg(set.kg) });
  };
}

export interface ExerciseSetsProps {
  exercise: WorkoutExercise;
  onEdit(set: WorkoutSet): void;
  onDelete(set: WorkoutSet): void;
}

/** One exercise of a logged session: its target, note and a table of its sets with edit and delete. */
export function ExerciseSets({ exercise, onEdit, onDelete }: ExerciseSetsProps) {
  const { t } = useTranslation('history');
  const result = useSetResult();
  const labels = (set: WorkoutSet) => ({ n: set.orden, name: exercise.nombre });
  return (
    <Card.Root as="section" variant="outline" aria-label={exercise.nombre}>
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            {exercise.nombre}
          </Heading>
          {exercise.omitido ? <Badge>{t('detail.skipped')}</Badge> : null}
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          {exercise.grupo_muscular} ·{' '}
          {t('detail.target', { series: exercise.series_objetivo, reps: exercise.repeticiones_objetivo })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {exercise.series.length === 0 ? (
            <Text color="fg.muted">{t('detail.noSets')}</Text>
          ) : (
            <Table.Root size="sm" aria-label={t('detail.setsOf', { name: exercise.nombre })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('set.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('set.result')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('set.rir')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('set.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {exercise.series.map((set) => (
                  <Table.Row key={set.id}>
                    <Table.Cell>{set.orden}</Table.Cell>
                    <Table.Cell fontVariantNumeric="tabular-nums">{result(set)}</Table.Cell>
                    <Table.Cell>{set.rir ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('set.edit', labels(set))}
                        onClick={() => onEdit(set)}
                      >
                        <Pencil aria-hidden />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('set.delete', labels(set))}
                        onClick={() => onDelete(set)}
                      >
                        <Trash2 aria-hidden />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {exercise.nota ? (
            <Text textStyle="sm">
              <Text as="span" fontWeight="semibold">
                {t('detail.exerciseNote')}:{' '}
              </Text>
              {exercise.nota}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
