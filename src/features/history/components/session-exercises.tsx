import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWorkoutSetMutation } from '../../../entities/workouts/api';
import type { Workout, WorkoutSet } from '../../../lib/contract-training';
import { toast } from '../../../lib/toast';
import { isWarmupSet } from '../set-order';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { EditSetDialog } from './edit-set-dialog';
import { ExerciseSets } from './exercise-sets';

/** A set picked for a dialog: `n` is its number among its kind's sets (warm-ups apart). */
type Chosen = { set: WorkoutSet; n: number; name: string } | null;

/** The exercises of a session, with the dialogs to edit a set or delete it. */
export function SessionExercises({ workout }: { workout: Workout }) {
  const { t } = useTranslation('history');
  const [editing, setEditing] = useState<Chosen>(null);
  const [deleting, setDeleting] = useState<Chosen>(null);
  const [removeSet, { isLoading }] = useDeleteWorkoutSetMutation();

  const warmup = deleting !== null && isWarmupSet(deleting.set);
  const texts = { n: deleting?.n ?? 0, name: deleting?.name ?? '' };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeSet({ workoutId: workout.id, setId: deleting.set.id }).unwrap();
      toast.success(t('set.deleted'));
      setDeleting(null);
    } catch {
      toast.error(t('set.deleteError'));
    }
  };

  return (
    <Stack gap="4">
      {workout.ejercicios.map((exercise) => (
        <ExerciseSets
          key={exercise.id}
          exercise={exercise}
          onEdit={(set, n) => setEditing({ set, n, name: exercise.nombre })}
          onDelete={(set, n) => setDeleting({ set, n, name: exercise.nombre })}
        />
      ))}
      <EditSetDialog
        workoutId={workout.id}
        set={editing?.set ?? null}
        n={editing?.n ?? 0}
        exerciseName={editing?.name ?? ''}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(warmup ? 'set.deleteWarmupTitle' : 'set.deleteTitle', texts)}
        confirmLabel={t(warmup ? 'set.deleteWarmup' : 'set.delete', texts)}
        loading={isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t(warmup ? 'set.deleteWarmupText' : 'set.deleteText', texts)}
      </ConfirmDialog>
    </Stack>
  );
}
