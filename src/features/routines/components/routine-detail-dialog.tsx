import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface DetailExercise {
  key: string;
  nombre: string;
  /** Muscle group name. */
  grupo: string;
  step_1: string;
  step_2: string;
}

export interface RoutineDetailDialogProps {
  open: boolean;
  name: string;
  exercises: DetailExercise[];
  onClose(): void;
}

/** "<name> Ejercicios": every exercise with its muscle group and both steps (SPEC.md section 2). */
export function RoutineDetailDialog({ open, name, exercises, onClose }: RoutineDetailDialogProps) {
  const { t } = useTranslation('routines');
  const { t: tc } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (!e.open ? onClose() : undefined)}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('detail.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {exercises.length === 0 ? (
                <Text>{t('detail.empty')}</Text>
              ) : (
                <Stack as="ol" gap="4" listStyleType="none">
                  {exercises.map((exercise) => (
                    <Stack as="li" key={exercise.key} gap="1" borderBottomWidth="1px" pb="3">
                      <Text fontWeight="semibold">{exercise.nombre}</Text>
                      <Text textStyle="sm">
                        <Text as="span" fontWeight="medium">
                          {t('detail.muscleGroup')}:
                        </Text>{' '}
                        {exercise.grupo}
                      </Text>
                      <Text textStyle="sm">
                        <Text as="span" fontWeight="medium">
                          {t('detail.step1')}:
                        </Text>{' '}
                        {exercise.step_1}
                      </Text>
                      <Text textStyle="sm">
                        <Text as="span" fontWeight="medium">
                          {t('detail.step2')}:
                        </Text>{' '}
                        {exercise.step_2}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tc('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
