import { Button, Dialog, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useExerciseAlternativesQuery } from '../../../entities/workouts/api';
import { isOfflineId } from '../../../entities/workouts/offline-cache';
import type { ExerciseAlternative } from '../../../lib/contract-training';
import { DialogShell } from '../../../ui/components/dialog-shell';

export interface ReplaceExerciseDialogProps {
  workoutId: number;
  /** The session exercise being replaced; null: closed. */
  exercise: { id: number; nombre: string } | null;
  onReplace(alternative: Pick<ExerciseAlternative, 'id' | 'nombre'>): void;
  /** "Otro ejercicio…": the searchable picker instead. */
  onOther(): void;
  onClose(): void;
}

function Alternatives({
  workoutId,
  exerciseId,
  onReplace,
}: { workoutId: number; exerciseId: number } & Pick<ReplaceExerciseDialogProps, 'onReplace'>) {
  const { t } = useTranslation('workouts');
  // A session not on the server yet has no alternatives to ask for: the picker remains.
  const offline = isOfflineId(workoutId);
  const query = useExerciseAlternativesQuery({ workoutId, exerciseId }, { skip: offline });
  if (query.isLoading)
    return <Skeleton h="12" role="status" aria-busy="true" aria-label={t('sessionEdit.replaceLoading')} />;
  if (query.isError) return <Text color="fg.error">{t('sessionEdit.replaceError')}</Text>;
  if (!query.data?.length) return <Text>{t('sessionEdit.replaceNone')}</Text>;
  return (
    <Stack as="ul" listStyle="none" gap="2">
      {query.data.map((alt) => (
        <li key={alt.id}>
          <Button variant="outline" w="full" h="auto" py="2" justifyContent="start" onClick={() => onReplace(alt)}>
            <Stack gap="0" align="start" textAlign="start" whiteSpace="normal">
              <Text fontWeight="semibold">{alt.nombre}</Text>
              <Text textStyle="sm" color="fg.muted">
                {alt.motivo}
              </Text>
            </Stack>
          </Button>
        </li>
      ))}
    </Stack>
  );
}

/** "Reemplazar": alternatives of the same movement pattern, best fit first, and the picker as "other". */
export function ReplaceExerciseDialog({
  workoutId,
  exercise,
  onReplace,
  onOther,
  onClose,
}: ReplaceExerciseDialogProps) {
  const { t } = useTranslation('workouts');
  return (
    <DialogShell
      open={exercise !== null}
      onClose={onClose}
      title={t('sessionEdit.replaceTitle', { name: exercise?.nombre ?? '' })}
      closeLabel={t('sessionEdit.cancel')}
      scrollBehavior="inside"
    >
      <Dialog.Body>
        {exercise ? <Alternatives workoutId={workoutId} exerciseId={exercise.id} onReplace={onReplace} /> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onOther}>
          {t('sessionEdit.replaceOther')}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
