import { Stack } from '@chakra-ui/react';
import { memo, useMemo, useRef, useState } from 'react';
import type { PendingEntry } from '../../../entities/workouts/set-queue';
import { useWorkoutQuery } from '../../../entities/workouts/api';
import type { Workout, WorkoutExercise } from '../../../lib/contract-training';
import { exerciseRows, isSessionEdit, sessionProgress, withQueuedEdits } from '../session-model';
import { menuOptions, useExerciseEdits } from '../use-exercise-edits';
import { useRestTimer } from '../use-rest-timer';
import { useSessionActions } from '../use-session-actions';
import { useSessionOutbox } from '../use-session-outbox';
import { FinishBar } from './finish-bar';
import { RestTimerBar } from './rest-timer-bar';
import { SessionCard } from './session-card';
import { SessionEditDialogs } from './session-edit-dialogs';
import { SessionExercises } from './session-exercises';
import { SessionHeader } from './session-header';
import { SessionReadiness } from './session-readiness';
import { TapStylesOnce } from './tap-styles';

export const summaryPath = (id: number) => `/dashboard/workouts/${id}/resumen`;

/** The countdown, drawn on its own: its ticks never draw the session again, nor a logged set it. */
const SessionRestTimer = memo(function SessionRestTimer() {
  return <RestTimerBar timer={useRestTimer()} />;
});

/**
 * The session with its queued changes (session-model.ts `withQueuedEdits`), merged again only
 * when the server's session or a queued edit changed: a logged set is neither, so every exercise
 * stays the same object and only its own card is drawn again (session-card.tsx).
 */
function useShownWorkout(server: Workout, mine: readonly PendingEntry[]): Workout {
  const edits = JSON.stringify(mine.filter(isSessionEdit));
  return useMemo(() => withQueuedEdits(server, JSON.parse(edits) as PendingEntry[]), [server, edits]);
}

/**
 * The session in progress: every exercise with its sets, supersets drawn together. A done set, a
 * note, a skip, every change of the exercises (add, replace, remove, order, groups, rest, sets), the
 * readiness check's answers and the finish go to the outbox first (they work with no connection)
 * and reach the server in order.
 * A logged set draws its own card and the header again, not the others (session-card.tsx).
 */
export function WorkoutSession(props: { workout: Workout }) {
  // Read here, not only from the page: a render caused by the queue then sees the set the
  // sender just put in the cache (RTK batches its own notifications), so a stored set never
  // shows as "to do" for a frame between leaving the queue and the page's next render.
  const server = useWorkoutQuery(props.workout.id).data ?? props.workout;
  const { mine, writes, retryNow } = useSessionOutbox(server);
  const workout = useShownWorkout(server, mine);
  const progress = sessionProgress(workout, mine);
  const [resumed] = useState(progress.unsent);
  // The readiness check is asked only of a session opened before its first set.
  const [fresh] = useState(progress.done === 0);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const edits = useExerciseEdits(workout, writes);
  const actions = useSessionActions({ workout, mine, writes, retry: retryNow, onAction: edits.onAction });

  const card = (exercise: WorkoutExercise) => (
    <SessionCard
      exercise={exercise}
      rows={exerciseRows(exercise, mine)}
      can={menuOptions(workout, exercise, mine)}
      rutinaId={workout.rutina_id}
      actions={actions}
    />
  );

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full">
      <SessionHeader workout={workout} progress={progress} resumed={resumed} />
      <SessionReadiness workoutId={workout.id} fresh={fresh} entries={mine} />
      <SessionExercises
        ejercicios={workout.ejercicios}
        renderCard={card}
        onAdd={() => edits.setDialog({ kind: 'add' })}
      />
      <FinishBar
        notes={workout.notas}
        notesRef={notesRef}
        onNotesBlur={actions.writes.notes}
        unsent={progress.unsent}
        onFinish={actions.finish}
      />
      <SessionRestTimer />
      <SessionEditDialogs workout={workout} dialog={edits.dialog} setDialog={edits.setDialog} writes={actions.writes} />
      <TapStylesOnce medidas={[...new Set(workout.ejercicios.map((e) => e.medida))]} />
    </Stack>
  );
}
