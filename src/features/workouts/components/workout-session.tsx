import { Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useWorkoutQuery } from '../../../entities/workouts/api';
import type { Workout, WorkoutExercise } from '../../../lib/contract-training';
import type { WarmupSet } from '../plates';
import { exerciseRows, nextPositions, sessionProgress, withQueuedEdits, type SetRow } from '../session-model';
import { toSetInput, warmupInputs, type SetFields } from '../set-form';
import { useRestTimer } from '../use-rest-timer';
import { useSessionOutbox } from '../use-session-outbox';
import { ExerciseCard } from './exercise-card';
import { FinishBar } from './finish-bar';
import { RestTimerBar } from './rest-timer-bar';
import { SessionHeader } from './session-header';

export const summaryPath = (id: number) => `/dashboard/workouts/${id}/resumen`;

/**
 * The session in progress: every exercise with its sets. A done set, a note, a skip and the finish
 * go to the outbox first (they work with no connection) and reach the server in order; a done set
 * starts the rest timer.
 */
export function WorkoutSession(props: { workout: Workout }) {
  // Read here, not only from the page: a render caused by the queue then sees the set the
  // sender just put in the cache (RTK batches its own notifications), so a stored set never
  // shows as "to do" for a frame between leaving the queue and the page's next render.
  const server = useWorkoutQuery(props.workout.id).data ?? props.workout;
  const { mine, writes, retryNow } = useSessionOutbox(server);
  const workout = withQueuedEdits(server, mine);
  const progress = sessionProgress(workout, mine);
  const [resumed] = useState(progress.unsent);
  const [extra, setExtra] = useState<Record<number, number>>({});
  const timer = useRestTimer();
  const notesRef = useRef<HTMLTextAreaElement>(null);

  const markDone = (exercise: WorkoutExercise, row: SetRow, fields: SetFields) => {
    const at = { exerciseId: exercise.id, orden: row.orden, medida: exercise.medida, tipo: row.tipo, now: new Date() };
    writes.set(toSetInput(fields, at));
    timer.start(exercise.descanso);
  };

  // The ramp's sets, done before the work sets: no rest timer after them.
  const logWarmup = (exercise: WorkoutExercise, sets: WarmupSet[]) => {
    const positions = nextPositions(exercise, mine, sets.length);
    for (const set of warmupInputs(sets, { exerciseId: exercise.id, positions, now: new Date() })) writes.set(set);
  };

  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full">
      <SessionHeader workout={workout} progress={progress} resumed={resumed} />
      {workout.ejercicios.map((exercise) => (
        <ExerciseCard
          key={exercise.id}
          exercise={exercise}
          rutinaId={workout.rutina_id}
          rows={exerciseRows(exercise, mine, extra[exercise.id] ?? 0)}
          onDone={(row, fields) => markDone(exercise, row, fields)}
          onRetry={retryNow}
          onAddSet={() => setExtra((x) => ({ ...x, [exercise.id]: (x[exercise.id] ?? 0) + 1 }))}
          onSkip={(omitido) => writes.exercise(exercise.id, { omitido })}
          onNote={(nota) => writes.exercise(exercise.id, { nota })}
          onWarmup={(sets) => logWarmup(exercise, sets)}
        />
      ))}
      <FinishBar
        notes={workout.notas}
        notesRef={notesRef}
        onNotesBlur={writes.notes}
        unsent={progress.unsent}
        onFinish={() => {
          timer.skip();
          writes.finish(notesRef.current?.value ?? workout.notas);
        }}
      />
      <RestTimerBar timer={timer} />
    </Stack>
  );
}
