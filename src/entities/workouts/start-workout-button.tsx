import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorStatus } from '../../lib/api';
import type { Workout } from '../../lib/contract-training';
import { toast } from '../../lib/toast';
import { useDeleteWorkoutMutation, useStartWorkoutMutation, workoutsApi } from './api';
import { useBeginEmpty, useBeginOffline } from './begin-workout';
import { setQueue } from './set-queue';
import { workoutPath } from './paths';
import { onDemand } from '../../ui/components/dialog-shell';
import type { InProgressDialogProps } from './in-progress-dialog';

// "Dialogs on demand" (ui/components/dialog-shell/on-demand.tsx): loaded when a start meets a
// session in progress.
const InProgressDialog = onDemand<InProgressDialogProps>(
  () => import('./in-progress-dialog').then((m) => ({ default: m.InProgressDialog })),
  (props) => props.workout !== null,
);

export interface StartWorkoutButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The user routine to train; null: "Entrenamiento vacío", a session with no exercise yet. */
  routineId: number | null;
}

export { workoutPath };

/**
 * "Empezar entrenamiento": starts a session of a user routine and opens it. The start carries a
 * client-generated id, so a retried request never opens two sessions; when another session is
 * still open (409 WORKOUT_IN_PROGRESS) a dialog offers to resume it or to discard it and start this
 * one. The routine card, the routine form and the overview's "Hoy" card all use it. With no
 * connection (or no answer) the session starts on this device (useBeginOffline). With no routine
 * it is "Entrenamiento vacío" (useBeginEmpty).
 */
export function StartWorkoutButton({ routineId, ...buttonProps }: StartWorkoutButtonProps) {
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const [start, { isLoading: starting }] = useStartWorkoutMutation();
  const [discard, { isLoading: discarding }] = useDeleteWorkoutMutation();
  const [fetchCurrent, { isFetching: checking }] = workoutsApi.useLazyCurrentWorkoutQuery();
  const [open, setOpen] = useState<Workout | null>(null);
  const beginOffline = useBeginOffline(routineId ?? 0);
  const beginEmpty = useBeginEmpty();

  const begin = async () => {
    const clienteId = crypto.randomUUID();
    // No connection: the session starts on this device from the routine as last seen.
    if (!navigator.onLine && routineId !== null) return beginOffline(clienteId);
    try {
      if (routineId === null) return await beginEmpty();
      const workout = await start({ rutina_id: routineId, cliente_id: clienteId }).unwrap();
      navigate(workoutPath(workout.id));
    } catch (failure) {
      // The request never got an answer: the same start goes to the outbox (same cliente_id, so
      // a start the server did receive is answered, never doubled).
      if (errorStatus(failure) === undefined && routineId !== null) return beginOffline(clienteId);
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

  // The name stays while it spins: without loadingText the label is hidden and the button nameless.
  const label = routineId === null ? t('sessionEdit.emptyButton') : t('start.button');
  const spinning = { loading: starting || checking || beginEmpty.busy, loadingText: label };
  return (
    <>
      <Button colorPalette="brand" {...buttonProps} {...spinning} onClick={() => void begin()}>
        {label}
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
