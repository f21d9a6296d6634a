/**
 * The outbox of the training log ("nothing is ever lost"): what the user did in a session that the
 * server has not confirmed yet, oldest first: the start of a session begun offline, done sets and
 * their corrections and deletions, note, skip and other exercise changes, exercises added and
 * removed, the exercises' order, the finish, and how the session felt (readiness, feedback).
 * Everything is written here first and sent afterwards, in this order
 * (lib/outbox/outbox-sync.ts); an entry leaves only once the server has it, or when the user
 * throws it away (discarding its session, a rejected entry, or logging out after the warning).
 *
 * It is the app's one persisted outbox (lib/outbox/outbox.ts: IndexedDB, memory for synchronous
 * reads, the other tabs told of every change) with the session's entries and one extra: dropping
 * a discarded session's entries. The first load moves whatever the previous version left in
 * localStorage (`SET_QUEUE_KEY`) into IndexedDB before it deletes it. Where IndexedDB cannot be
 * opened, the queue stays in localStorage as before.
 */
import { createStore, type UseStore } from 'idb-keyval';
import {
  createOutbox,
  indexedDbStorage as outboxInIndexedDb,
  localStorageStorage as outboxInLocalStorage,
  memoryStorage as outboxInMemory,
  readEntries,
  type Outbox,
  type OutboxEntry,
  type OutboxStatus,
  type OutboxStorage,
} from '../../lib/outbox/outbox';
import type {
  LoadKind,
  SetMeasure,
  WorkoutExerciseAdd,
  WorkoutExercisePatch,
  WorkoutSetInput,
  WorkoutStart,
} from '../../lib/contract-training';
import type { ReadinessInput, WorkoutFeedbackInput } from '../../lib/contract-feedback';

export type PendingStatus = OutboxStatus;

interface EntryBase extends OutboxEntry {
  /** The entry's key: a set's client UUID; one per session for its notes and finish; one per exercise for its patch. */
  id: string;
  workoutId: number;
}

/**
 * Starting a session with no connection: `workoutId` is the device's (negative) id, and the
 * session's other entries, queued after this one, use it too until the server's ids are known.
 */
export interface PendingStart extends EntryBase {
  kind: 'start';
  start: WorkoutStart;
}
/**
 * A done set, or a correction of one: the server stores it under `id` (a resend replaces, never
 * doubles; its `editada_en` keeps the newest edit).
 */
export interface PendingSet extends EntryBase {
  kind: 'set';
  set: WorkoutSetInput;
}
/** A set taken out of the session (`id` is the set's: it replaces the set's own entry if still queued). */
export interface PendingSetDelete extends EntryBase {
  kind: 'setDelete';
  /** The set as it was, for the undo and to know its exercise. */
  set: WorkoutSetInput;
}
/** What the session screen shows of an added exercise until the server's copy arrives. */
export interface AddedExerciseShown {
  nombre: string;
  grupo_muscular?: string;
  medida?: SetMeasure;
  carga?: LoadKind | null;
}
/**
 * An exercise added to the session under the client's UUID (`PUT …/exercises/{clienteId}`), shown
 * under the device's (negative) `exerciseId` until the server's id is known (offline-cache.ts
 * `serverExerciseId`): what is queued for it reaches the server's row.
 */
export interface PendingExerciseAdd extends EntryBase {
  kind: 'exerciseAdd';
  clienteId: string;
  exerciseId: number;
  add: WorkoutExerciseAdd;
  shown: AddedExerciseShown;
}
/** An exercise taken out of the session (`DELETE`; already gone counts as done). */
export interface PendingExerciseRemove extends EntryBase {
  kind: 'exerciseRemove';
  exerciseId: number;
}
/** The order of the session's exercises (the last one wins; always after the adds it names). */
export interface PendingOrder extends EntryBase {
  kind: 'order';
  ids: number[];
}
/** The session's notes (the last edit wins). */
export interface PendingNotes extends EntryBase {
  kind: 'notes';
  notas: string;
}
/** A change to one exercise of the session: note, skip, rest, group, sets, replacement (merged with earlier ones). */
export interface PendingExercise extends EntryBase {
  kind: 'exercise';
  exerciseId: number;
  patch: WorkoutExercisePatch;
  /** The replacement's name (`patch.id_ejercicio`), shown until the server's copy arrives. */
  nombre?: string;
}
/** Finishing the session: always after the session's other entries. */
export interface PendingFinish extends EntryBase {
  kind: 'finish';
  terminado_en: string;
  notas?: string;
}

/** How each muscle felt, as answered so far (one entry per session, the last answers win: a `PUT` that replaces). */
export interface PendingFeedback extends EntryBase {
  kind: 'feedback';
  feedback: WorkoutFeedbackInput;
}
/** The readiness check's answers (one entry per session, the last answers win). */
export interface PendingReadiness extends EntryBase {
  kind: 'readiness';
  readiness: ReadinessInput;
}

export type PendingEntry =
  | PendingStart
  | PendingSet
  | PendingSetDelete
  | PendingNotes
  | PendingExercise
  | PendingExerciseAdd
  | PendingExerciseRemove
  | PendingOrder
  | PendingFinish
  | PendingFeedback
  | PendingReadiness;

export interface SetQueue extends Outbox<PendingEntry> {
  /** Drops every entry of a session (only when the user discards that session). */
  removeWorkout(workoutId: number): void;
}

/** Where the previous version kept the queue (only done sets). */
export const SET_QUEUE_KEY = 'forja.pendingSets';
const IDB_KEY = 'entries';
/** The BroadcastChannel the app's queue tells the other tabs on. */
export const OUTBOX_CHANNEL = 'forja.outbox';

export const isPendingSet = (e: PendingEntry): e is PendingSet => e.kind === 'set';

function isEntry(value: unknown): value is PendingEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<PendingEntry>;
  return typeof e.workoutId === 'number' && typeof e.id === 'string' && typeof e.kind === 'string';
}

/** An entry of the localStorage format (`setId`, no `kind`), or of this one. */
function fromStored(value: unknown): PendingEntry | null {
  if (isEntry(value)) return value;
  const old = value as { workoutId?: unknown; setId?: unknown; set?: unknown; attempts?: unknown } | null;
  if (!old || typeof old.workoutId !== 'number' || typeof old.setId !== 'string' || typeof old.set !== 'object') {
    return null;
  }
  const attempts = typeof old.attempts === 'number' ? old.attempts : 0;
  return {
    kind: 'set',
    id: old.setId,
    workoutId: old.workoutId,
    set: old.set as WorkoutSetInput,
    status: 'pending',
    attempts,
  };
}

/** Where the list is kept. */
export type QueueStorage = OutboxStorage<PendingEntry>;

/** `first`, then the entries of `later` it does not have. */
function merge(first: PendingEntry[], later: readonly PendingEntry[]): PendingEntry[] {
  const ids = new Set(first.map((e) => e.id));
  return [...first, ...later.filter((e) => !ids.has(e.id))];
}

/** IndexedDB (through idb-keyval), taking over the localStorage list of the previous version. */
export function indexedDbStorage(store: UseStore = createStore('forja-outbox', 'entries')): QueueStorage {
  const indexedDb = outboxInIndexedDb(store, IDB_KEY, fromStored);
  return {
    async load() {
      const stored = await indexedDb.load();
      const legacy = readEntries(localStorage.getItem(SET_QUEUE_KEY) ?? '[]', fromStored);
      if (legacy.length === 0) return stored;
      const entries = merge(stored, legacy);
      await indexedDb.save(entries);
      // Only once IndexedDB holds them: a failure above leaves them where they were.
      localStorage.removeItem(SET_QUEUE_KEY);
      return entries;
    },
    save: indexedDb.save,
  };
}

/** The list under one localStorage key (where IndexedDB is missing). */
export const localStorageStorage = (storage: Storage = window.localStorage, key = SET_QUEUE_KEY): QueueStorage =>
  outboxInLocalStorage(key, fromStored, storage);

/** A list in memory only (tests and stories). */
export const memoryStorage = (initial: PendingEntry[] = []): QueueStorage => outboxInMemory(initial);

/**
 * The session outbox over `storage` (lib/outbox/outbox.ts). With a `channel`, the other tabs hear
 * of every change (BroadcastChannel) and read the list again.
 */
export function createSetQueue(storage: QueueStorage, channelName?: string): SetQueue {
  const outbox = createOutbox(storage, channelName);
  return { ...outbox, removeWorkout: (workoutId) => outbox.removeWhere((e) => e.workoutId === workoutId) };
}

let shared: SetQueue | null = null;

/** The app's queue (created on first use): IndexedDB where the browser has it. */
export function setQueue(): SetQueue {
  shared ??=
    typeof indexedDB === 'undefined'
      ? createSetQueue(localStorageStorage())
      : createSetQueue(indexedDbStorage(), OUTBOX_CHANNEL);
  return shared;
}

/** Tests and stories: the app's queue over `storage`, or (none) read afresh on the next `setQueue()`. */
export function resetSetQueue(storage?: QueueStorage): void {
  shared = storage ? createSetQueue(storage) : null;
}
