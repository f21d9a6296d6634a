import { Button, Fieldset, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RoutineExerciseRow } from './routine-exercise-row';
import type { PlanWeekShown } from './routine-plan-target';

export interface RoutineExercisesFieldsetProps {
  /** The rows of the form's field array (`key` is react-hook-form's, stable across moves). */
  rows: readonly { key: string; nombre: string; catalogoId: number }[];
  showErrors: boolean;
  /** The programme week, when the routine is a session of one. */
  planWeek?: PlanWeekShown | null;
  onAdd(): void;
  onDelete(index: number): void;
}

/** "Ejercicios": "+ Agregar Ejercicio" and the numbered rows, or the empty-list text. */
export function RoutineExercisesFieldset({
  rows,
  showErrors,
  planWeek,
  onAdd,
  onDelete,
}: RoutineExercisesFieldsetProps) {
  const { t } = useTranslation('routines');
  return (
    <Fieldset.Root>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Fieldset.Legend asChild>
          <Heading as="h2" size="lg">
            {t('form.exercises')}
          </Heading>
        </Fieldset.Legend>
        <Button variant="outline" onClick={onAdd}>
          {t('form.addExercise')}
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('form.noExercises')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none">
          {rows.map((row, index) => (
            <RoutineExerciseRow
              key={row.key}
              index={index}
              nombre={row.nombre}
              catalogoId={row.catalogoId}
              showErrors={showErrors}
              planWeek={planWeek}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
