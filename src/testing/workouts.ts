import { resetSetQueue, SET_QUEUE_KEY, type PendingSet } from '../entities/workouts/set-queue';
import { MUTE_KEY } from '../features/workouts/signal';

/**
 * Stories and tests of the training screens: an empty (or given) local set queue and a muted
 * rest timer, so a story never inherits the queue of the one before.
 */
export function freshSetQueue(entries: PendingSet[] = []): void {
  localStorage.setItem(SET_QUEUE_KEY, JSON.stringify(entries));
  localStorage.setItem(MUTE_KEY, 'true');
  resetSetQueue();
}
