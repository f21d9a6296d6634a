import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useApiDispatch } from './use-api-dispatch';
import { workoutsApi } from '../../entities/workouts/api';
import { setQueue, type PendingSet } from '../../entities/workouts/set-queue';
import type { WorkoutSet } from '../../lib/contract-training';
import { createSetSync, type SetSync } from './set-sync';

/**
 * The session screen's link to the local queue: the queued sets (re-rendered on every change),
 * `enqueue` (write locally first, then send) and `retryNow`. While mounted, the queue is sent,
 * retried with backoff, and retried at once when the browser comes back online.
 */
export function useSetSync() {
  const dispatch = useApiDispatch();
  const queue = setQueue();
  const entries = useSyncExternalStore(queue.subscribe, queue.all, queue.all);
  const sync = useRef<SetSync | null>(null);

  useEffect(() => {
    const storeSaved = (workoutId: number, saved: WorkoutSet) =>
      dispatch(
        workoutsApi.util.updateQueryData('workout', workoutId, (draft) => {
          const exercise = draft.ejercicios.find((e) => e.id === saved.ejercicio_sesion_id);
          if (exercise) exercise.series = [...exercise.series.filter((s) => s.id !== saved.id), saved];
        }),
      );
    const engine = createSetSync({
      queue,
      async send({ workoutId, setId, set }) {
        const saved = await dispatch(workoutsApi.endpoints.saveWorkoutSet.initiate({ workoutId, setId, set })).unwrap();
        // In the cached session before it leaves the queue, so the set never blinks out.
        storeSaved(workoutId, saved);
      },
    });
    sync.current = engine;
    engine.flush();
    const online = () => engine.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      engine.stop();
      sync.current = null;
    };
  }, [dispatch, queue]);

  const enqueue = useCallback(
    (entry: Omit<PendingSet, 'status' | 'attempts'>) => {
      queue.put({ ...entry, status: 'pending', attempts: 0 });
      sync.current?.flush();
    },
    [queue],
  );
  const retryNow = useCallback(() => sync.current?.retryNow(), []);
  return { entries, enqueue, retryNow };
}
