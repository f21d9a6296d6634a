/**
 * The outbox of the training log ("nothing is ever lost"): what the user did in a session that the
 * server has not confirmed yet, oldest first: the start of a session begun offline, done sets and
 * their corrections and deletions, note, skip and other exercise changes, exercises added and
 * removed, the exercises' order, the finish, and how the session felt (readiness, feedback).
 * Everything is written here first and sent afterwards, in this order
 * (entities/workouts/outbox-sync.ts); an entry leaves only once the server has it, or when the user
 * throws it away (discarding its session, a rejected entry, or logging out after the warning).
 *
 * It lives in IndexedDB (idb-keyval, one key holding the whole list: a session has tens of
 * entries, and one write keeps order and content consistent). The list is also kept in memory,
 * so reading is synchronous (`all()`, for React's useSyncExternalStore). The first load moves
 * whatever the previous version left in localStorage (`SET_QUEUE_KEY`) into IndexedDB before it
 * deletes it. Where IndexedDB cannot be opened, the queue stays in localStorage as before.
 */
import { createStore, get, set as idbSet, type UseStore } from 'idb-keyval';
import type {
  LoadKind,
  SetMeasure,
  WorkoutExerciseAdd,
  WorkoutExercisePatch,
  WorkoutSetInput,
  WorkoutStart,
} from '../../lib/contract-training';
import type { ReadinessInput, WorkoutFeedbackInput } from '../../lib/contract-feedback';

/** pending: not sent yet or on its way; failed: will be tried again; rejected: the server refused it for good. */
export type PendingStatus = 'pending' | 'failed' | 'rejected';

interface EntryBase {
  /** The entry's key: a set's client UUID; one per session for its notes and finish; one per exercise for its patch. */
  id: string;
  workoutId: number;
  status: PendingStatus;
  /** Failed sends so far (the retry waits longer after each). */
  attempts: number;
  /** The server's `{ message }` of a rejected entry. */
  reason?: string;
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

export interface SetQueue {
  /** Every entry, oldest first. The same array until the queue changes. */
  all(): readonly PendingEntry[];
  /** Adds an entry at the end, or replaces the one with the same `id` where it stands. */
  put(entry: PendingEntry): void;
  /** Adds an entry at the end, dropping any earlier one with the same `id`. */
  append(entry: PendingEntry): void;
  remove(id: string): void;
  /** Drops every entry of a session (only when the user discards that session). */
  removeWorkout(workoutId: number): void;
  /** Drops everything (logging out, after the warning). */
  clear(): void;
  /** Whether the stored entries have been read (before that, `all()` only holds this tab's new ones). */
  isReady(): boolean;
  /** Resolves once the stored entries are read and every change so far is written. */
  settled(): Promise<void>;
  /** Called after every change, in this tab or another; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
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

function parse(json: unknown): PendingEntry[] {
  try {
    const list: unknown = typeof json === 'string' ? JSON.parse(json) : json;
    return Array.isArray(list) ? list.map(fromStored).filter((e): e is PendingEntry => e !== null) : [];
  } catch {
    return [];
  }
}

/** `first`, then the entries of `later` it does not have. */
function merge(first: PendingEntry[], later: readonly PendingEntry[]): PendingEntry[] {
  const ids = new Set(first.map((e) => e.id));
  return [...first, ...later.filter((e) => !ids.has(e.id))];
}

/** Where the list is kept. */
export interface QueueStorage {
  load(): Promise<PendingEntry[]>;
  save(entries: PendingEntry[]): Promise<void>;
}

/** IndexedDB (through idb-keyval), taking over the localStorage list of the previous version. */
export function indexedDbStorage(store: UseStore = createStore('forja-outbox', 'entries')): QueueStorage {
  return {
    async load() {
      const stored = parse(await get(IDB_KEY, store));
      const legacy = parse(localStorage.getItem(SET_QUEUE_KEY) ?? '[]');
      if (legacy.length === 0) return stored;
      const entries = merge(stored, legacy);
      await idbSet(IDB_KEY, entries, store);
      // Only once IndexedDB holds them: a failure above leaves them where they were.
      localStorage.removeItem(SET_QUEUE_KEY);
      return entries;
    },
    save: (entries) => idbSet(IDB_KEY, entries, store),
  };
}

/** The list under one localStorage key (where IndexedDB is missing). */
export function localStorageStorage(storage: Storage = window.localStorage, key = SET_QUEUE_KEY): QueueStorage {
  return {
    load: () => Promise.resolve(parse(storage.getItem(key) ?? '[]')),
    save(entries) {
      storage.setItem(key, JSON.stringify(entries));
      return Promise.resolve();
    },
  };
}

/** A list in memory only (tests and stories). */
export function memoryStorage(initial: PendingEntry[] = []): QueueStorage {
  let saved = [...initial];
  return {
    load: () => Promise.resolve([...saved]),
    save(entries) {
      saved = [...entries];
      return Promise.resolve();
    },
  };
}

/**
 * A queue over `storage`: memory first (synchronous reads), written through in order. With a
 * `channel`, the other tabs hear of every change (BroadcastChannel) and read the list again.
 */
export function createSetQueue(storage: QueueStorage, channelName?: string): SetQueue {
  let entries: readonly PendingEntry[] = [];
  let ready = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const channel = channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;
  // One write at a time, in order; a failed write does not stop the next one.
  let writes: Promise<void> = storage.load().then(
    (stored) => {
      // An empty store changes nothing: `all()` stays the same array, so a screen rendering while
      // the read ends is not re-rendered (useOutboxEntries, use-outbox-sync.ts).
      if (stored.length > 0) entries = merge(stored, entries);
      ready = true;
      notify();
      return stored.length === entries.length ? undefined : storage.save([...entries]);
    },
    () => {
      ready = true;
      notify();
    },
  );
  const write = (next: readonly PendingEntry[]) => {
    entries = next;
    notify();
    // The list as it is when the write runs: a change made before the stored list was read is
    // merged into `entries` by then, and must not be overwritten by the list of that moment.
    writes = writes.then(() => storage.save([...entries])).catch(() => undefined);
    void writes.then(() => channel?.postMessage('changed'));
  };
  if (channel) {
    channel.onmessage = () => {
      writes = writes.then(async () => {
        entries = await storage.load();
        notify();
      });
    };
  }
  return {
    all: () => entries,
    put(entry) {
      const at = entries.findIndex((e) => e.id === entry.id);
      write(at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e)));
    },
    append(entry) {
      write([...entries.filter((e) => e.id !== entry.id), entry]);
    },
    remove(id) {
      if (entries.some((e) => e.id === id)) write(entries.filter((e) => e.id !== id));
    },
    removeWorkout(workoutId) {
      if (entries.some((e) => e.workoutId === workoutId)) write(entries.filter((e) => e.workoutId !== workoutId));
    },
    clear() {
      if (entries.length > 0) write([]);
    },
    isReady: () => ready,
    settled: () => writes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
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
