import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWorkoutSetMutation } from '../../../entities/workouts/api';
import type { Workout, WorkoutSet } from '../../../lib/contract-training';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { EditSetDialog } from './edit-set-dialog';
import { ExerciseSets } from './exercise-sets';

type Chosen = { set: WorkoutSet; name: string } | null;

/** The exercises of a session, with the dialogs to edit a set or delete it. */
export function SessionExercises({ workout }: { workout: Workout }) {
  const { t } = useTranslation('history');
  const [editing, setEditing] = useState<Chosen>(null);
  const [deleting, setDeleting] = useState<Chosen>(null);
  const [removeSet, { isLoading }] = useDeleteWorkoutSetMutation();

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
          onEdit={(set) => setEditing({ set, name: exercise.nombre })}
          onDelete={(set) => setDeleting({ set, name: exercise.nombre })}
        />
      ))}
      <EditSetDialog
        workoutId={workout.id}
        set={editing?.set ?? null}
        exerciseName={editing?.name ?? ''}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('set.deleteTitle', { n: deleting?.set.orden ?? 0 })}
        confirmLabel={t('set.delete', { n: deleting?.set.orden ?? 0, name: deleting?.name ?? '' })}
        loading={isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('set.deleteText', { n: deleting?.set.orden ?? 0, name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
