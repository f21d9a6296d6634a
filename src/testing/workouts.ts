import { memoryStorage, resetSetQueue, type PendingEntry } from '../entities/workouts/set-queue';
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
