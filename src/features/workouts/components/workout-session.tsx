import { Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiDispatch } from '../use-api-dispatch';
import {
  useFinishWorkoutMutation,
  useUpdateWorkoutExerciseMutation,
  useUpdateWorkoutMutation,
  useWorkoutQuery,
  workoutsApi,
} from '../../../entities/workouts/api';
import type { Workout, WorkoutExercise } from '../../../lib/contract-training';
import { toast } from '../../../lib/toast';
import { setTrainingInProgress } from '../../../lib/training-in-progress';
import { exerciseRows, sessionProgress, type SetRow } from '../session-model';
import { toSetInput, type SetFields } from '../set-form';
import { useRestTimer } from '../use-rest-timer';
import { useSetSync } from '../use-set-sync';
import { ExerciseCard } from './exercise-card';
import { FinishBar } from './finish-bar';
import { RestTimerBar } from './rest-timer-bar';
import { SessionHeader } from './session-header';

export const summaryPath = (id: number) => `/dashboard/workouts/${id}/resumen`;

function useSessionEdits(workout: Workout) {
  const { t } = useTranslation('workouts');
  const [updateExercise] = useUpdateWorkoutExerciseMutation();
  const [updateWorkout] = useUpdateWorkoutMutation();
  const failed = () => toast.error(t('exercise.saveError'));
  return {
    exercise: (exerciseId: number, patch: { nota?: string; omitido?: boolean }) =>
      void updateExercise({ workoutId: workout.id, exerciseId, patch }).unwrap().catch(failed),
    notes: (notas: string) => void updateWorkout({ id: workout.id, patch: { notas } }).unwrap().catch(failed),
  };
}

/**
 * The session in progress (issue 22): every exercise with its sets; a done set goes to the local
 * queue first, then to the server, and starts the rest timer; finishing waits for the queue.
 */
export function WorkoutSession(props: { workout: Workout }) {
  // Read here, not only from the page: a render caused by the queue then sees the set the
  // sender just put in the cache (RTK batches its own notifications), so a stored set never
  // shows as "to do" for a frame between leaving the queue and the page's next render.
  const workout = useWorkoutQuery(props.workout.id).data ?? props.workout;
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  const { entries, enqueue, retryNow } = useSetSync();
  // While this screen is open the app never reloads itself for a new version (app/boot/update-prompt.tsx).
  useEffect(() => {
    setTrainingInProgress(true);
    return () => setTrainingInProgress(false);
  }, []);
  const mine = entries.filter((e) => e.workoutId === workout.id);
  const [resumed] = useState(mine.length);
  const [extra, setExtra] = useState<Record<number, number>>({});
  const timer = useRestTimer();
  const edits = useSessionEdits(workout);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const [finish, { isLoading: finishing }] = useFinishWorkoutMutation();
  const progress = sessionProgress(workout, mine);

  const markDone = (exercise: WorkoutExercise, row: SetRow, fields: SetFields) => {
    const set = toSetInput(fields, {
      exerciseId: exercise.id,
      orden: row.orden,
      medida: exercise.medida,
      now: new Date(),
    });
    enqueue({ workoutId: workout.id, setId: crypto.randomUUID(), set });
    timer.start(exercise.descanso);
  };

  const onFinish = async () => {
    try {
      const result = await finish({
        id: workout.id,
        body: { notas: notesRef.current?.value ?? workout.notas },
      }).unwrap();
      dispatch(workoutsApi.util.upsertQueryData('workoutSummary', workout.id, result));
      navigate(summaryPath(workout.id));
    } catch {
      toast.error(t('session.finishError'));
    }
  };

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full">
      <SessionHeader workout={workout} progress={progress} resumed={resumed} />
      {workout.ejercicios.map((exercise) => (
        <ExerciseCard
          key={exercise.id}
          exercise={exercise}
          rows={exerciseRows(exercise, mine, extra[exercise.id] ?? 0)}
          onDone={(row, fields) => markDone(exercise, row, fields)}
          onRetry={retryNow}
          onAddSet={() => setExtra((x) => ({ ...x, [exercise.id]: (x[exercise.id] ?? 0) + 1 }))}
          onSkip={(omitido) => edits.exercise(exercise.id, { omitido })}
          onNote={(nota) => edits.exercise(exercise.id, { nota })}
        />
      ))}
      <FinishBar
        notes={workout.notas}
        notesRef={notesRef}
        onNotesBlur={edits.notes}
        unsent={progress.unsent}
        finishing={finishing}
        onFinish={() => void onFinish()}
      />
      <RestTimerBar timer={timer} />
    </Stack>
  );
}
