/**
 * The last copy of each session the server sent ("a session started online keeps working offline"):
 * `GET /api/workouts/:id` writes it here, and when that request cannot reach the server (no
 * connection), the session screen reads this copy instead, so a reload in a gym basement still
 * opens the session. The sets the outbox delivers are written into the copy too, so it never lags
 * behind what the screen showed. Kept in IndexedDB (idb-keyval), keyed by session id, and wiped at
 * logout.
 *
 * Why here and not in the service worker's runtime cache: a Workbox cache keys answers by URL,
 * not by the Authorization header, so two accounts on one device would share them, and nothing
 * would clear them at logout; it would also only work where the worker is installed (not in
 * development, the tests or a first visit). This copy is written by the app that owns the data.
 */
import { clear, createStore, get, set, update, type UseStore } from 'idb-keyval';
import type { PreviousSet, Workout, WorkoutExercise, WorkoutSet } from '../../lib/contract-training';

let store: UseStore | null = null;
const offlineStore = () => (store ??= createStore('forja-offline', 'workouts'));
const available = () => typeof indexedDB !== 'undefined';

export async function rememberWorkout(workout: Workout): Promise<void> {
  if (available()) await set(workout.id, workout, offlineStore()).catch(() => undefined);
}

/** What an older version of the app kept: no set types, ranges, RIR target, deload flag, groups, last notes or load kind. */
type Older<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
type OlderExercise = Omit<
  Older<WorkoutExercise, 'repeticiones_min' | 'rir_objetivo' | 'grupo' | 'nota_anterior' | 'carga'>,
  'series' | 'anterior'
> & {
  series: Older<WorkoutSet, 'tipo'>[];
  anterior: Older<PreviousSet, 'tipo'>[];
};
export type OlderWorkout = Omit<Older<Workout, 'descarga'>, 'ejercicios'> & { ejercicios: OlderExercise[] };

/**
 * A copy as this version reads it: what an older version kept gets what the server answers for
 * such a session (work sets, the single target as its own range, no RIR target, no deload).
 */
export function upToDate(workout: OlderWorkout): Workout {
  return {
    ...workout,
    descarga: workout.descarga ?? false,
    ejercicios: workout.ejercicios.map((e) => ({
      ...e,
      repeticiones_min: e.repeticiones_min ?? e.repeticiones_objetivo,
      rir_objetivo: e.rir_objetivo ?? null,
      grupo: e.grupo ?? null,
      nota_anterior: e.nota_anterior ?? '',
      carga: e.carga ?? null,
      series: e.series.map((s) => ({ ...s, tipo: s.tipo ?? 'trabajo' })),
      anterior: e.anterior.map((s) => ({ ...s, tipo: s.tipo ?? 'trabajo' })),
    })),
  };
}

/** The last copy of session `id`, if any. */
export async function recalledWorkout(id: number): Promise<Workout | undefined> {
  if (!available()) return undefined;
  const copy = await get<OlderWorkout>(id, offlineStore()).catch(() => undefined);
  return copy && upToDate(copy);
}

/** Changes the stored copy of session `id` (nothing when there is none). */
export async function updateRememberedWorkout(id: number, change: (workout: Workout) => Workout): Promise<void> {
  if (!available()) return;
  await update<Workout | undefined>(id, (w) => (w ? change(w) : w), offlineStore()).catch(() => undefined);
}

/** Logging out: no copy of this account's sessions stays on the device. */
export async function forgetWorkouts(): Promise<void> {
  forgetStartedOffline();
  if (available()) await clear(offlineStore()).catch(() => undefined);
}

/**
 * Sessions started with no connection get a negative id on this device until the outbox delivers
 * their start; then the server's ids are noted here (the session's, and each exercise's by its
 * place), so what was queued under the device's ids reaches the right rows and the screen can move
 * to the server's session. localStorage: small, read synchronously while rendering; wiped at logout
 * with the rest.
 */
const STARTED_KEY = 'forja.startedOffline';

export interface StartedOffline {
  /** The server's session id. */
  id: number;
  /** Device exercise id → server exercise id. */
  exercises: Record<string, number>;
}

function startedMap(): Record<string, StartedOffline> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STARTED_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, StartedOffline>) : {};
  } catch {
    return {};
  }
}

/** A new device id for a session started offline (negative: never a server id). */
export const newOfflineId = (): number => -Date.now();

/** Whether `id` is a device id (a session started offline). */
export const isOfflineId = (id: number): boolean => id < 0;

/** What the server made of the session started offline as `localId`, once its start arrived. */
export const startedOffline = (localId: number): StartedOffline | undefined => startedMap()[localId];

/** Notes the server's ids for the session started offline as `local` (exercises matched by place). */
export function noteStartedOffline(local: Workout, server: Workout): StartedOffline {
  const exercises: Record<string, number> = {};
  for (const e of local.ejercicios) {
    const match =
      server.ejercicios.find((s) => s.orden === e.orden) ??
      server.ejercicios.find((s) => s.id_ejercicio_catalogo === e.id_ejercicio_catalogo);
    if (match) exercises[e.id] = match.id;
  }
  const entry = { id: server.id, exercises };
  localStorage.setItem(STARTED_KEY, JSON.stringify({ ...startedMap(), [local.id]: entry }));
  return entry;
}

/**
 * Exercises added in a session get a device id too (negative, of another scale than a session's
 * own: `newDeviceExerciseId`) until their add arrives; then the server's id is noted here.
 */
const ADDED_KEY = 'forja.addedExercises';

function addedMap(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ADDED_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

let lastDeviceExerciseId = 0;
/** A new device id for an added exercise: never a server id, a session's or another exercise's. */
export function newDeviceExerciseId(): number {
  lastDeviceExerciseId = Math.min(lastDeviceExerciseId - 1, -Date.now() * 1000);
  return lastDeviceExerciseId;
}

/** Notes the server's id of the exercise added as `deviceId`. */
export function noteAddedExercise(deviceId: number, serverId: number): void {
  localStorage.setItem(ADDED_KEY, JSON.stringify({ ...addedMap(), [deviceId]: serverId }));
}

/** The server's id of an exercise known on this device as `id` (itself when it has no other). */
export function serverExerciseId(id: number, sessionId?: number): number {
  if (!isOfflineId(id)) return id;
  const started = sessionId === undefined ? undefined : startedOffline(sessionId);
  return started?.exercises[id] ?? addedMap()[id] ?? id;
}

/** Logging out: the notes of sessions started offline go too. */
export function forgetStartedOffline(): void {
  localStorage.removeItem(STARTED_KEY);
  localStorage.removeItem(ADDED_KEY);
}
