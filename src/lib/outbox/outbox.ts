/**
 * The one persisted outbox of the app: changes the user made that the server has not confirmed
 * yet, oldest first, each under its own `id` (a later change with the same id replaces it). It is
 * written before anything is sent, so a reload, a crash or a lost connection loses nothing;
 * outbox-sync.ts sends it in order and removes an entry only once the server has it. Two outboxes
 * use it: the training log's (entities/workouts/set-queue.ts) and the body measurements'
 * (entities/measurements/queue.ts); use-outbox-sync.ts is the hook that sends either.
 *
 * It lives in IndexedDB (idb-keyval, one key holding the whole list: one write keeps order and
 * content consistent), or under one localStorage key where IndexedDB is missing. The list is also
 * kept in memory, so reading is synchronous (`all()`, for React's useSyncExternalStore).
 */
import { get, set as idbSet, type UseStore } from 'idb-keyval';

/** pending: not sent yet or on its way; failed: will be tried again; rejected: the server refused it for good. */
export type OutboxStatus = 'pending' | 'failed' | 'rejected';

/** What the outbox and its sender read and write of an entry. */
export interface OutboxEntry {
  /** The entry's key: a later entry with the same id replaces it. */
  id: string;
  status: OutboxStatus;
  /** Failed sends so far (the retry waits longer after each). */
  attempts: number;
  /** The server's `{ message }` of a rejected entry. */
  reason?: string;
}

export interface Outbox<E extends OutboxEntry> {
  /** Every entry, oldest first. The same array until the outbox changes. */
  all(): readonly E[];
  /** Adds an entry at the end, or replaces the one with the same `id` where it stands. */
  put(entry: E): void;
  /** Adds an entry at the end, dropping any earlier one with the same `id`. */
  append(entry: E): void;
  remove(id: string): void;
  /** Drops every entry that passes `test`. */
  removeWhere(test: (entry: E) => boolean): void;
  /** Drops everything (logging out, after the warning). */
  clear(): void;
  /** Whether the stored entries have been read (before that, `all()` only holds this tab's new ones). */
  isReady(): boolean;
  /** Resolves once the stored entries are read and every change so far is written. */
  settled(): Promise<void>;
  /** Called after every change, in this tab or another; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Where the list is kept. */
export interface OutboxStorage<E> {
  load(): Promise<E[]>;
  save(entries: readonly E[]): Promise<void>;
}

/** Reads one stored entry: the entry, or null for anything that is not one (dropped). */
export type ReadEntry<E> = (value: unknown) => E | null;

/** The entries of a stored list (an array, or its JSON): damaged storage reads as empty. */
export function readEntries<E>(stored: unknown, read: ReadEntry<E>): E[] {
  try {
    const list: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return Array.isArray(list) ? list.map(read).filter((e): e is E => e !== null) : [];
  } catch {
    return [];
  }
}

/** The list under `key` of an idb-keyval store. */
export function indexedDbStorage<E>(store: UseStore, key: string, read: ReadEntry<E>): OutboxStorage<E> {
  return {
    load: async () => readEntries(await get(key, store), read),
    save: (entries) => idbSet(key, [...entries], store),
  };
}

/** The list under one localStorage key (where IndexedDB is missing). */
export function localStorageStorage<E>(
  key: string,
  read: ReadEntry<E>,
  storage = window.localStorage,
): OutboxStorage<E> {
  return {
    load: () => Promise.resolve(readEntries(storage.getItem(key) ?? '[]', read)),
    save(entries) {
      storage.setItem(key, JSON.stringify(entries));
      return Promise.resolve();
    },
  };
}

/** A list in memory only (tests and stories). */
export function memoryStorage<E>(initial: readonly E[] = []): OutboxStorage<E> {
  let saved = [...initial];
  return {
    load: () => Promise.resolve([...saved]),
    save(entries) {
      saved = [...entries];
      return Promise.resolve();
    },
  };
}

/** A change to the list: the same array when it changes nothing. */
type Change<E> = (entries: readonly E[]) => readonly E[];

const without =
  <E>(test: (entry: E) => boolean): Change<E> =>
  (entries) =>
    entries.some(test) ? entries.filter((e) => !test(e)) : entries;

/**
 * An outbox over `storage`: memory first (synchronous reads), written through in order. Changes
 * made before the stored list is read are made again on it once it is (a put replaces its stored
 * namesake where it stands; new entries come after the stored ones). With a `channel`, the other
 * tabs hear of every change (BroadcastChannel) and read the list again.
 */
export function createOutbox<E extends OutboxEntry>(storage: OutboxStorage<E>, channelName?: string): Outbox<E> {
  let entries: readonly E[] = [];
  let early: Change<E>[] | null = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const channel = channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;
  const ready = (stored: readonly E[]) => {
    const changes = early ?? [];
    early = null;
    // An empty store changes nothing: `all()` stays the same array, so a screen rendering while
    // the read ends is not re-rendered (useOutboxEntries, entities/workouts/use-outbox-sync.ts).
    if (stored.length > 0) entries = changes.reduce((list, change) => change(list), stored);
    notify();
  };
  // One write at a time, in order; a failed write does not stop the next one.
  let writes: Promise<void> = storage.load().then(ready, () => ready([]));
  const write = (change: Change<E>) => {
    early?.push(change);
    const next = change(entries);
    // Before the read, even a change that finds nothing here is written: it is made on the stored list.
    if (next === entries && !early) return;
    if (next !== entries) {
      entries = next;
      notify();
    }
    // The list as it is when the write runs: a change made before the stored list was read is
    // made on it by then, and must not be overwritten by the list of that moment.
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
    put: (entry) =>
      write((list) =>
        list.some((e) => e.id === entry.id) ? list.map((e) => (e.id === entry.id ? entry : e)) : [...list, entry],
      ),
    append: (entry) => write((list) => [...list.filter((e) => e.id !== entry.id), entry]),
    remove: (id) => write(without((e) => e.id === id)),
    removeWhere: (test) => write(without(test)),
    clear: () => write((list) => (list.length > 0 ? [] : list)),
    isReady: () => early === null,
    settled: () => writes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
