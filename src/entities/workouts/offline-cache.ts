/**
 * The last copy of each session the server sent (issue 26, "a session started online keeps
 * working offline"): `GET /api/workouts/:id` writes it here, and when that request cannot reach
 * the server (no connection), the session screen reads this copy instead, so a reload in a gym
 * basement still opens the session. The sets the outbox delivers are written into the copy too,
 * so it never lags behind what the screen showed. Kept in IndexedDB (idb-keyval), keyed by session
 * id, and wiped at logout.
 *
 * Why here and not in the service worker's runtime cache: a Workbox cache keys answers by URL,
 * not by the Authorization header, so two accounts on one device would share them, and nothing
 * would clear them at logout; it would also only work where the worker is installed (not in
 * development, the tests or a first visit). This copy is written by the app that owns the data.
 */
import { clear, createStore, get, set, update, type UseStore } from 'idb-keyval';
import type { Workout } from '../../lib/contract-training';

let store: UseStore | null = null;
const offlineStore = () => (store ??= createStore('forja-offline', 'workouts'));
const available = () => typeof indexedDB !== 'undefined';

export async function rememberWorkout(workout: Workout): Promise<void> {
  if (available()) await set(workout.id, workout, offlineStore()).catch(() => undefined);
}

/** The last copy of session `id`, if any. */
export async function recalledWorkout(id: number): Promise<Workout | undefined> {
  if (!available()) return undefined;
  return get<Workout>(id, offlineStore()).catch(() => undefined);
}

/** Changes the stored copy of session `id` (nothing when there is none). */
export async function updateRememberedWorkout(id: number, change: (workout: Workout) => Workout): Promise<void> {
  if (!available()) return;
  await update<Workout | undefined>(id, (w) => (w ? change(w) : w), offlineStore()).catch(() => undefined);
}

/** Logging out: no copy of this account's sessions stays on the device. */
export async function forgetWorkouts(): Promise<void> {
  if (available()) await clear(offlineStore()).catch(() => undefined);
}
