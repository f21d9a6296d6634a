import { memoryStorage, resetSetQueue, type PendingEntry } from '../entities/workouts/set-queue';
import type { WorkoutExercise } from '../lib/contract-training';
import { MUTE_KEY } from '../features/workouts/signal';

/**
 * Stories and tests of the training screens: an empty (or given) outbox, in memory, and a muted
 * rest timer, so a story never inherits the queue of the one before.
 */
export function freshSetQueue(entries: PendingEntry[] = []): void {
  localStorage.setItem(MUTE_KEY, 'true');
  resetSetQueue(memoryStorage(entries));
}

/** Makes `navigator.onLine` answer `online` (a story's `beforeEach`); returns the undo. */
export function browserOnline(online: boolean): () => void {
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
  return () => Object.defineProperty(Navigator.prototype, 'onLine', real);
}

/**
 * An exercise of a session by repetitions (3 × 5, 120 s of rest) whose sets are prefilled from last
 * time's 3 × 5 at `kg` (none when null), with no advice of the server: the warm-up stories' lifts.
 */
export const liftAt = (
  id: number,
  nombre: string,
  kg: number | null,
  over: Partial<WorkoutExercise> = {},
): WorkoutExercise => ({
  id,
  id_ejercicio_catalogo: 100 + id,
  nombre,
  grupo_muscular: 'Piernas',
  orden: id,
  series_objetivo: 3,
  repeticiones_objetivo: 5,
  repeticiones_min: 5,
  rir_objetivo: null,
  descanso: 120,
  medida: 'repeticiones',
  nota: '',
  omitido: false,
  grupo: null,
  nota_anterior: '',
  carga: 'barra',
  series: [],
  anterior:
    kg === null
      ? []
      : [1, 2, 3].map((orden) => ({
          orden,
          medida: 'repeticiones',
          repeticiones: 5,
          kg,
          segundos: null,
          metros: null,
          rir: 2,
          tipo: 'trabajo',
        })),
  ...over,
});
