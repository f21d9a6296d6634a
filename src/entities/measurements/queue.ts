/**
 * The measurement outbox: what the user logged or deleted on the progress screen that the server
 * has not confirmed yet, oldest first, keyed by the measurement's `cliente_id` (a later change to
 * the same measurement replaces its entry where it stands). It is the app's one persisted outbox
 * (lib/outbox/outbox.ts: written before anything is sent, so a reload or a lost connection loses
 * nothing; IndexedDB, or localStorage where IndexedDB is missing; memory for synchronous reads);
 * sync.ts sends it and removes an entry only once the server has it.
 */
import { createStore } from 'idb-keyval';
import type { BodyMeasurement } from '../../lib/contract-measurements';
import { createOutbox, indexedDbStorage, localStorageStorage, memoryStorage } from '../../lib/outbox/outbox';
import type { Outbox, OutboxEntry, OutboxStatus, OutboxStorage } from '../../lib/outbox/outbox';

/** pending: not sent yet or on its way; failed: tried again later; rejected: refused for good. */
export type MeasurementStatus = OutboxStatus;

export interface PendingMeasurement extends OutboxEntry {
  /** The measurement's `cliente_id`: the entry's key. */
  id: string;
  /** `save`: create or replace it; `delete`: take it away (already gone counts as done). */
  kind: 'save' | 'delete';
  measurement: BodyMeasurement;
}

export type MeasurementStorage = OutboxStorage<PendingMeasurement>;
export type MeasurementQueue = Outbox<PendingMeasurement>;

const KEY = 'forja.pendingMeasurements';
const isEntry = (e: unknown): e is PendingMeasurement =>
  !!e &&
  typeof e === 'object' &&
  ((e as PendingMeasurement).kind === 'save' || (e as PendingMeasurement).kind === 'delete') &&
  typeof (e as PendingMeasurement).id === 'string' &&
  typeof (e as PendingMeasurement).measurement?.cliente_id === 'string';
const read = (e: unknown) => (isEntry(e) ? e : null);

export const indexedDbMeasurementStorage = (): MeasurementStorage =>
  indexedDbStorage(createStore('forja-measurements', 'entries'), KEY, read);

export const localMeasurementStorage = (storage: Storage = window.localStorage): MeasurementStorage =>
  localStorageStorage(KEY, read, storage);

/** In memory only (tests and stories). */
export const memoryMeasurementStorage = (initial: PendingMeasurement[] = []): MeasurementStorage =>
  memoryStorage(initial);

/** The BroadcastChannel the app's measurement outbox tells the other tabs on. */
export const MEASUREMENT_CHANNEL = 'forja.measurements';

/**
 * The measurement outbox over `storage`. With a `channel`, a measurement queued in one tab is
 * seen by the others, so one tab's write never drops another's unsent measurement.
 */
export const createMeasurementQueue = (storage: MeasurementStorage, channelName?: string): MeasurementQueue =>
  createOutbox(storage, channelName);

let shared: MeasurementQueue | null = null;

/** The app's measurement outbox (created on first use). */
export function measurementQueue(): MeasurementQueue {
  shared ??=
    typeof indexedDB === 'undefined'
      ? createMeasurementQueue(localMeasurementStorage())
      : createMeasurementQueue(indexedDbMeasurementStorage(), MEASUREMENT_CHANNEL);
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
  const queued = new Map(pending.map((e) => [e.id, e]));
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
    if (e.kind === 'save' && !known.has(e.id)) shown.push(fromEntry(e));
  }
  return shown.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}
