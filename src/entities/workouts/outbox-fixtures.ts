/** Outbox entries for the tests and stories of the training log (not part of the app bundle). */
import type { PendingFinish, PendingSet } from './set-queue';

/** A set of 10 × 60 kg waiting to be sent. */
export const pendingSet = (id: string, over: Partial<PendingSet> = {}): PendingSet => ({
  kind: 'set',
  workoutId: 1,
  id,
  set: { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 10, kg: 60 },
  status: 'pending',
  attempts: 0,
  ...over,
});

/** The finish of session `workoutId`, waiting to be sent. */
export const pendingFinish = (workoutId: number, over: Partial<PendingFinish> = {}): PendingFinish => ({
  kind: 'finish',
  id: `finish:${workoutId}`,
  workoutId,
  terminado_en: '2026-01-01T10:00:00.000Z',
  status: 'pending',
  attempts: 0,
  ...over,
});
