import { Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExerciseThumb } from '../../../entities/exercises/exercise-photos';
import { DialogShell } from '../../../ui/components/dialog-shell';

export interface DetailExercise {
  key: string;
  nombre: string;
  /** Muscle group name. */
  grupo: string;
  step_1: string;
  step_2: string;
  /** Its photos (start, end), [] when none. */
  imagenes: readonly string[];
}

export interface RoutineDetailDialogProps {
  open: boolean;
  name: string;
  exercises: DetailExercise[];
  onClose(): void;
}

/** "<name> Ejercicios": every exercise with its photo, muscle group and both steps (docs/PRODUCT.md §2). */
export function RoutineDetailDialog({ open, name, exercises, onClose }: RoutineDetailDialogProps) {
  const { t } = useTranslation('routines');
  const { t: tc } = useTranslation();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('detail.title', { name })}
      closeLabel={tc('actions.close')}
      scrollBehavior="inside"
    >
      <Dialog.Body>
        {exercises.length === 0 ? (
          <Text>{t('detail.empty')}</Text>
        ) : (
          <Stack as="ol" gap="4" listStyleType="none">
            {exercises.map((exercise) => (
              <Stack as="li" key={exercise.key} gap="1" borderBottomWidth="1px" pb="3">
                <HStack gap="3">
                  <ExerciseThumb imagenes={exercise.imagenes} nombre={exercise.nombre} width={72} />
                  <Text fontWeight="semibold">{exercise.nombre}</Text>
                </HStack>
                {(
                  [
                    ['detail.muscleGroup', exercise.grupo],
                    ['detail.step1', exercise.step_1],
                    ['detail.step2', exercise.step_2],
                  ] as const
                ).map(([label, value]) => (
                  <Text key={label} textStyle="sm">
                    <Text as="span" fontWeight="medium">
                      {t(label)}:
                    </Text>{' '}
                    {value}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </Dialog.Body>
    </DialogShell>
  );
}
