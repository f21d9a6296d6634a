/**
 * The measurement outbox: what the user logged or deleted on the progress screen that the server
 * has not confirmed yet, oldest first, keyed by the measurement's `cliente_id` (a later change to
 * the same measurement replaces its entry where it stands). It is written before anything is
 * sent, so a reload or a lost connection loses nothing; sync.ts sends it and removes an entry
 * only once the server has it. Kept in IndexedDB (idb-keyval, one key for the whole list), or in
 * localStorage where IndexedDB is missing, and mirrored in memory for synchronous reads.
 */
import { createStore, get, set as idbSet } from 'idb-keyval';
import type { BodyMeasurement } from '../../lib/contract-measurements';
import type { PendingStatus } from '../workouts/set-queue';

/** pending: not sent yet or on its way; failed: tried again later; rejected: refused for good. */
export type MeasurementStatus = PendingStatus;

export interface PendingMeasurement {
  /** The measurement's `cliente_id`: the entry's key. */
  id: string;
  /** `save`: create or replace it; `delete`: take it away (already gone counts as done). */
  kind: 'save' | 'delete';
  measurement: BodyMeasurement;
  status: MeasurementStatus;
  attempts: number;
  /** The server's `{ message }` of a rejected entry. */
  reason?: string;
}

export interface MeasurementStorage {
  load(): Promise<PendingMeasurement[]>;
  save(entries: readonly PendingMeasurement[]): Promise<void>;
}

export interface MeasurementQueue {
  /** Every entry, oldest first; the same array until the queue changes. */
  all(): readonly PendingMeasurement[];
  /** Adds an entry, or replaces the one for the same measurement where it stands. */
  put(entry: PendingMeasurement): void;
  remove(clienteId: string): void;
  clear(): void;
  isReady(): boolean;
  /** Resolves once the stored entries are read and every change so far is written. */
  settled(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

const KEY = 'forja.pendingMeasurements';
const isEntry = (e: unknown): e is PendingMeasurement =>
  !!e &&
  typeof e === 'object' &&
  ((e as PendingMeasurement).kind === 'save' || (e as PendingMeasurement).kind === 'delete') &&
  typeof (e as PendingMeasurement).id === 'string' &&
  typeof (e as PendingMeasurement).measurement?.cliente_id === 'string';
const parse = (value: unknown): PendingMeasurement[] => (Array.isArray(value) ? value.filter(isEntry) : []);

export function indexedDbMeasurementStorage(): MeasurementStorage {
  const store = createStore('forja-measurements', 'entries');
  return {
    load: async () => parse(await get(KEY, store)),
    save: (entries) => idbSet(KEY, [...entries], store),
  };
}

export function localMeasurementStorage(storage: Storage = window.localStorage): MeasurementStorage {
  return {
    load: () => Promise.resolve(parse(JSON.parse(storage.getItem(KEY) ?? '[]'))),
    save(entries) {
      storage.setItem(KEY, JSON.stringify(entries));
      return Promise.resolve();
    },
  };
}

/** In memory only (tests and stories). */
export function memoryMeasurementStorage(initial: PendingMeasurement[] = []): MeasurementStorage {
  let saved = [...initial];
  return {
    load: () => Promise.resolve([...saved]),
    save(entries) {
      saved = [...entries];
      return Promise.resolve();
    },
  };
}

const idOf = (e: PendingMeasurement) => e.id;

export function createMeasurementQueue(storage: MeasurementStorage): MeasurementQueue {
  let entries: readonly PendingMeasurement[] = [];
  let ready = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let writes: Promise<void> = storage.load().then(
    (stored) => {
      // Entries put before the read ends come after the stored ones, replacing their own.
      const mine = new Set(entries.map(idOf));
      if (stored.length > 0) entries = [...stored.filter((e) => !mine.has(idOf(e))), ...entries];
      ready = true;
      notify();
    },
    () => {
      ready = true;
      notify();
    },
  );
  const write = (next: readonly PendingMeasurement[]) => {
    entries = next;
    notify();
    writes = writes.then(() => storage.save(entries)).catch(() => undefined);
  };
  return {
    all: () => entries,
    put(entry) {
      const at = entries.findIndex((e) => idOf(e) === idOf(entry));
      write(at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e)));
    },
    remove(clienteId) {
      if (entries.some((e) => idOf(e) === clienteId)) write(entries.filter((e) => idOf(e) !== clienteId));
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

let shared: MeasurementQueue | null = null;

/** The app's measurement outbox (created on first use). */
export function measurementQueue(): MeasurementQueue {
  shared ??= createMeasurementQueue(
    typeof indexedDB === 'undefined' ? localMeasurementStorage() : indexedDbMeasurementStorage(),
  );
  return shared;
}

/** Tests and stories: the app's queue over `storage`, or (none) read afresh on next use. */
export function resetMeasurementQueue(storage?: MeasurementStorage): void {
  shared = storage ? createMeasurementQueue(storage) : null;
}

/**
 * What the screen shows: the server's list with the queued changes applied (a pending save
 * replaces or adds its measurement, a pending delete hides it), oldest date first. Each
 * measurement says whether it still waits to be sent.
 */
/** A measurement as the screen lists it: whether it still waits to be sent, and why it was refused. */
export interface ShownMeasurement extends BodyMeasurement {
  pendiente: MeasurementStatus | null;
  motivo?: string;
}

export function withPending(
  server: readonly BodyMeasurement[],
  pending: readonly PendingMeasurement[],
): ShownMeasurement[] {
  const queued = new Map(pending.map((e) => [idOf(e), e]));
  const fromEntry = (e: PendingMeasurement): ShownMeasurement => ({
    ...e.measurement,
    pendiente: e.status,
    ...(e.reason ? { motivo: e.reason } : {}),
  });
  const shown = server
    .filter((m) => queued.get(m.cliente_id)?.kind !== 'delete')
    .map((m) => {
      const entry = queued.get(m.cliente_id);
      return entry ? fromEntry(entry) : { ...m, pendiente: null };
    });
  const known = new Set(server.map((m) => m.cliente_id));
  for (const e of pending) {
    if (e.kind === 'save' && !known.has(idOf(e))) shown.push(fromEntry(e));
  }
  return shown.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}
