import { Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { formatPrevious, formatRange, formatRest } from '../format';
import { isWarmup } from '../session-model';

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

/** The target, and last time's work sets (its warm-ups left out) as the reference, in the lifter's unit. */
export function ExerciseTarget({ exercise }: { exercise: WorkoutExercise }) {
  const { t } = useTranslation('workouts');
  const unit = useWeightUnit();
  const previous = exercise.anterior
    .filter((s) => !isWarmup(s))
    .map((s) => formatPrevious(s, t, unit))
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
