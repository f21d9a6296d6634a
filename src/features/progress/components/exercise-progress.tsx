import { Field, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExerciseProgressQuery } from '../../../entities/workouts/api';
import type { ProgressExercise } from '../../../lib/contract-training';
import { LoadError } from '../../../ui/components/load-error';
import { E1rmChart } from './e1rm-chart';

/** Pick an exercise the user has logged; its estimated 1RM, best set and volume per session. */
export function ExerciseProgressSection({ exercises }: { exercises: ProgressExercise[] }) {
  const { t } = useTranslation('progress');
  const [selected, setSelected] = useState(exercises[0]?.id_ejercicio_catalogo ?? 0);
  const { data, isFetching, isError, refetch } = useExerciseProgressQuery(selected, { skip: !selected });
  return (
    <Stack gap="4">
      <Field.Root maxW="md">
        <Field.Label>{t('exercise.pick')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={selected} onChange={(e) => setSelected(Number(e.currentTarget.value))}>
            {exercises.map((e) => (
              <option key={e.id_ejercicio_catalogo} value={e.id_ejercicio_catalogo}>
                {t('exercise.option', { name: e.nombre, count: e.sesiones })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {isError ? (
        <LoadError message={t('loadError')} onRetry={() => void refetch()} />
      ) : data && data.id_ejercicio_catalogo === selected ? (
        <E1rmChart progress={data} />
      ) : (
        <Skeleton h="72" borderRadius="l3" aria-busy={isFetching} />
      )}
    </Stack>
  );
}
