import { Badge, Card, Flex, Heading, IconButton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { WorkoutExercise, WorkoutSet } from '../../../lib/contract-training';
import { formatKg, formatNumber } from '../../../lib/training-format';
import { numberedSets, type NumberedSet } from '../set-order';

/** "8 × 60 kg" (or lb, the user's unit), "60 s", "400 m". */
export function useSetResult() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('history');
  const unit = useWeightUnit();
  return (set: WorkoutSet): string => {
    if (set.medida === 'tiempo') return t('units.seconds', { value: formatNumber(set.segundos ?? 0) });
    if (set.medida === 'distancia') return t('units.metres', { value: formatNumber(set.metros ?? 0) });
    if (!set.kg) return th('set.reps', { reps: set.repeticiones ?? 0 });
    return th('set.repsAtKg', { reps: set.repeticiones ?? 0, kg: formatKg(set.kg, unit) });
  };
}

/** "Objetivo: 3 × 8-10 · RIR 2": the range and, in a programme, the RIR target of sets by repetitions. */
function useTargetText() {
  const { t } = useTranslation('history');
  return (exercise: WorkoutExercise): string => {
    const { series_objetivo: series, repeticiones_min: min, repeticiones_objetivo: max } = exercise;
    const reps = min < max ? `${formatNumber(min)}-${formatNumber(max)}` : formatNumber(max);
    return exercise.rir_objetivo !== null && exercise.medida === 'repeticiones'
      ? t('detail.targetRir', { series, reps, rir: exercise.rir_objetivo })
      : t('detail.target', { series, reps });
  };
}

/** A set's number, or "C" for a warm-up: told apart by its letter and its name, not only its colour. */
function SetMark({ entry }: { entry: NumberedSet }) {
  const { t } = useTranslation('history');
  if (!entry.warmup) return <>{entry.n}</>;
  return (
    <Badge variant="outline" colorPalette="gray" title={t('set.warmup')}>
      <span aria-hidden>{t('set.warmupMark')}</span>
      <VisuallyHidden>{t('set.warmup')}</VisuallyHidden>
    </Badge>
  );
}

export interface ExerciseSetsProps {
  exercise: WorkoutExercise;
  /** `n`: the set's number among the exercise's work sets, or among its warm-ups. */
  onEdit(set: WorkoutSet, n: number): void;
  onDelete(set: WorkoutSet, n: number): void;
}

/**
 * One exercise of a logged session: its target, note and a table of its sets with edit and delete;
 * warm-ups first, marked "C" and numbered apart from the work sets.
 */
export function ExerciseSets({ exercise, onEdit, onDelete }: ExerciseSetsProps) {
  const { t } = useTranslation('history');
  const result = useSetResult();
  const target = useTargetText();
  const labels = ({ n }: NumberedSet) => ({ n, name: exercise.nombre });
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
          {exercise.grupo_muscular} · {target(exercise)}
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
                {numberedSets(exercise.series).map((entry) => (
                  <Table.Row key={entry.set.id} data-tipo={entry.set.tipo}>
                    <Table.Cell>
                      <SetMark entry={entry} />
                    </Table.Cell>
                    <Table.Cell fontVariantNumeric="tabular-nums">{result(entry.set)}</Table.Cell>
                    <Table.Cell>{entry.set.rir ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t(entry.warmup ? 'set.editWarmup' : 'set.edit', labels(entry))}
                        onClick={() => onEdit(entry.set, entry.n)}
                      >
                        <Pencil aria-hidden />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t(entry.warmup ? 'set.deleteWarmup' : 'set.delete', labels(entry))}
                        onClick={() => onDelete(entry.set, entry.n)}
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
