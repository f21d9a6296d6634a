import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorStatus } from '../../lib/api';
import type { Workout } from '../../lib/contract-training';
import { toast } from '../../lib/toast';
import { useDeleteWorkoutMutation, useStartWorkoutMutation, workoutsApi } from './api';
import { InProgressDialog } from './in-progress-dialog';
import { setQueue } from './set-queue';

export interface StartWorkoutButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  routineId: number;
}

/** Where a session is trained. */
export const workoutPath = (id: number) => `/dashboard/workouts/${id}`;

/**
 * "Empezar entrenamiento" (issue 22): starts a session of a user routine and opens it. The
 * start carries a client-generated id, so a retried request never opens two sessions; when
 * another session is still open (409 WORKOUT_IN_PROGRESS) a dialog offers to resume it or to
 * discard it and start this one. The routine card, the routine form and the overview's "Hoy"
 * card all use it. With no connection it says that starting needs one (issue 26).
 */
export function StartWorkoutButton({ routineId, ...buttonProps }: StartWorkoutButtonProps) {
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const [start, { isLoading: starting }] = useStartWorkoutMutation();
  const [discard, { isLoading: discarding }] = useDeleteWorkoutMutation();
  const [fetchCurrent, { isFetching: checking }] = workoutsApi.useLazyCurrentWorkoutQuery();
  const [open, setOpen] = useState<Workout | null>(null);

  const begin = async () => {
    // Starting needs the server (it copies the routine into the session): say so rather than fail.
    if (!navigator.onLine) return void toast.error(t('start.offline'));
    try {
      const workout = await start({ rutina_id: routineId, cliente_id: crypto.randomUUID() }).unwrap();
      navigate(workoutPath(workout.id));
    } catch (failure) {
      const current =
        errorStatus(failure) === 409
          ? (
              await fetchCurrent()
                .unwrap()
                .catch(() => null)
            )?.workout
          : null;
      if (current) setOpen(current);
      else toast.error(errorStatus(failure) === 400 ? t('start.empty') : t('start.error'));
    }
  };

  const discardAndStart = async (old: Workout) => {
    try {
      await discard(old.id).unwrap();
    } catch {
      toast.error(t('start.discardError'));
      return;
    }
    // The user threw that session away: its unsent sets go with it.
    setQueue().removeWorkout(old.id);
    setOpen(null);
    await begin();
  };

  return (
    <>
      <Button colorPalette="brand" {...buttonProps} loading={starting || checking} onClick={() => void begin()}>
        {t('start.button')}
      </Button>
      <InProgressDialog
        workout={open}
        discarding={discarding || starting}
        onResume={(w) => navigate(workoutPath(w.id))}
        onDiscard={(w) => void discardAndStart(w)}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
