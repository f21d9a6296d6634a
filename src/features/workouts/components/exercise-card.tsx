import { Badge, Box, Button, Card, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExerciseThumb } from '../../../entities/exercises/exercise-photos';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { exerciseImages } from '../../../lib/exercise-photos';
import { formatPrevious, formatRange, formatRest } from '../format';
import type { WarmupSet } from '../plates';
import { isWarmup, type SetRow as Row } from '../session-model';
import type { SetFields } from '../set-form';
import { SET_GRID, SetRow } from './set-row';
import { SessionPlanTarget } from './session-plan-week';
import { SuggestionLine } from './suggestion-line';
import { WarmupScope } from './warmup-scope';

const HEADINGS = {
  repeticiones: ['set.reps', 'set.kg', 'set.rir'],
  tiempo: ['set.seconds'],
  distancia: ['set.metres'],
} as const;

/**
 * "3 × 8-10 repeticiones · RIR 2 · descanso 90 s"; times and distances in their unit ("2 × 30 s"),
 * with no RIR (their sets have none to log).
 */
function targetText(exercise: WorkoutExercise, t: TFunction<'workouts'>): string {
  const { series_objetivo: series, repeticiones_min: min, repeticiones_objetivo: max, medida } = exercise;
  const parts = [t('exercise.target', { series, target: formatRange(min, max, medida, t) })];
  if (exercise.rir_objetivo !== null && medida === 'repeticiones')
    parts.push(t('exercise.rir', { rir: exercise.rir_objetivo }));
  parts.push(
    exercise.descanso > 0 ? t('exercise.rest', { time: formatRest(exercise.descanso) }) : t('exercise.noRest'),
  );
  return parts.join(' · ');
}

/** The target, and last time's work sets (its warm-ups left out) as the reference. */
function Target({ exercise }: { exercise: WorkoutExercise }) {
  const { t } = useTranslation('workouts');
  const previous = exercise.anterior
    .filter((s) => !isWarmup(s))
    .map((s) => formatPrevious(s, t))
    .join(', ');
  return (
    <Stack gap="0.5">
      <Text fontWeight="medium" data-target>
        {targetText(exercise, t)}
      </Text>
      {previous ? (
        <Text color="fg.muted" textStyle="sm">
          {t('exercise.previous', { sets: previous })}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface ExerciseCardProps {
  exercise: WorkoutExercise;
  rows: Row[];
  onDone(row: Row, fields: SetFields): void;
  onRetry(): void;
  onAddSet(): void;
  onSkip(omitido: boolean): void;
  onNote(nota: string): void;
  /** The warm-up ramp's "Usar": logs its sets as warm-ups (none: the ramp only shows them). */
  onWarmup?(sets: WarmupSet[]): void;
  /** The session's routine, for its programme week's target. */
  rutinaId?: number | null;
}

/** One exercise of the session: photo, target, last time, a row per set, extra set, skip and a note. */
export function ExerciseCard(props: ExerciseCardProps) {
  const { exercise, rows, onDone, onRetry, onAddSet, onSkip, onNote, onWarmup, rutinaId = null } = props;
  const { t } = useTranslation('workouts');
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <ExerciseThumb
            imagenes={exerciseImages(exercise.id_ejercicio_catalogo)}
            nombre={exercise.nombre}
            width={72}
          />
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h2" id={titleId} size="lg">
              {exercise.orden}. {exercise.nombre}
            </Heading>
            <Target exercise={exercise} />
            {/* A session started in a programme carries its week's target (RIR included) itself. */}
            {exercise.rir_objetivo === null ? <SessionPlanTarget rutinaId={rutinaId} exercise={exercise} /> : null}
            <SuggestionLine suggestion={exercise.sugerencia} medida={exercise.medida} />
          </Stack>
          {exercise.omitido ? <Badge colorPalette="gray">{t('exercise.skipped')}</Badge> : null}
        </Flex>
        <WarmupScope exercise={exercise} rows={rows} onWarmup={onWarmup}>
          {exercise.omitido ? null : (
            <Stack gap="2">
              <Box display="grid" gridTemplateColumns={SET_GRID[exercise.medida]} gap="2" aria-hidden="true">
                <Text textStyle="xs" color="fg.muted" textAlign="center">
                  {t('set.set')}
                </Text>
                {HEADINGS[exercise.medida].map((key) => (
                  <Text key={key} textStyle="xs" color="fg.muted" textAlign="center">
                    {t(key)}
                  </Text>
                ))}
              </Box>
              {rows.map((row) => (
                <SetRow
                  key={row.setId ?? `${row.tipo}-${row.n}`}
                  row={row}
                  medida={exercise.medida}
                  onDone={(fields) => onDone(row, fields)}
                  onRetry={onRetry}
                />
              ))}
            </Stack>
          )}
        </WarmupScope>
        {/* Tapped mid-session: 44 px high on a phone. */}
        <Flex gap="2" wrap="wrap">
          {exercise.omitido ? null : (
            <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onAddSet}>
              <Plus />
              {t('exercise.addSet')}
            </Button>
          )}
          <Button variant="ghost" size={{ base: 'lg', md: 'md' }} onClick={() => onSkip(!exercise.omitido)}>
            {exercise.omitido ? t('exercise.unskip') : t('exercise.skip')}
          </Button>
        </Flex>
        <Field.Root gap="1">
          <Field.Label textStyle="sm" fontWeight="medium">
            {t('exercise.note')}
          </Field.Label>
          <Textarea
            rows={1}
            autoresize
            defaultValue={exercise.nota}
            placeholder={t('exercise.notePlaceholder')}
            onBlur={(e) => {
              if (e.target.value !== exercise.nota) onNote(e.target.value);
            }}
          />
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
