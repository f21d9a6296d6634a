import { IDBFactory } from 'fake-indexeddb';
import { createStore, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxSync } from '../../lib/outbox/outbox-sync';
import { pendingFinish, pendingSet } from './outbox-fixtures';
import {
  createSetQueue,
  indexedDbStorage,
  localStorageStorage,
  memoryStorage,
  SET_QUEUE_KEY,
  type PendingEntry,
  type PendingSet,
} from './set-queue';

const entry = (id: string, workoutId = 1, over: Partial<PendingSet> = {}): PendingSet =>
  pendingSet(id, { workoutId, ...over });
const ids = (entries: readonly PendingEntry[]) => entries.map((e) => e.id);

/** A fresh IndexedDB (fake-indexeddb, the same API as the browser's) and the store the queue uses. */
function freshIndexedDb() {
  globalThis.indexedDB = new IDBFactory();
  return createStore('forja-outbox-test', 'entries');
}

describe('the outbox in IndexedDB', () => {
  beforeEach(() => localStorage.clear());

  it('keeps every kind of session change across a reload, as written', async () => {
    const store = freshIndexedDb();
    const queue = createSetQueue(indexedDbStorage(store));
    const base = { workoutId: -5, status: 'pending', attempts: 0 } as const;
    const changes: PendingEntry[] = [
      {
        ...base,
        kind: 'start',
        id: 'start:u',
        start: { cliente_id: '00000000-0000-4000-8000-000000000001', nombre: 'Libre' },
      },
      {
        ...base,
        kind: 'exerciseAdd',
        id: 'add:u',
        clienteId: 'u',
        exerciseId: -7,
        add: { id_ejercicio: 4 },
        shown: { nombre: 'Curl' },
      },
      entry('s', -5, { set: { ...entry('s').set, ejercicio_sesion_id: -7 } }),
      { ...base, kind: 'setDelete', id: 't', set: entry('t').set },
      { ...base, kind: 'exercise', id: 'exercise:-7', exerciseId: -7, patch: { grupo: 1 }, nombre: 'Curl' },
      { ...base, kind: 'exerciseRemove', id: 'remove:-6', exerciseId: -6 },
      { ...base, kind: 'order', id: 'order:-5', ids: [-7, -6] },
    ];
    changes.forEach((c) => queue.put(c));
    await queue.settled();
    const reloaded = createSetQueue(indexedDbStorage(store));
    await reloaded.settled();
    expect(reloaded.all()).toEqual(changes);
    expect(localStorage.length).toBe(0);
  });

  it('moves the localStorage queue of the previous version into IndexedDB, and only then deletes it', async () => {
    const store = freshIndexedDb();
    const old = { workoutId: 7, setId: 'old-1', set: entry('x').set, status: 'failed', attempts: 3 };
    localStorage.setItem(SET_QUEUE_KEY, JSON.stringify([old, { nonsense: true }]));
    const queue = createSetQueue(indexedDbStorage(store));
    queue.put(entry('new'));
    await queue.settled();
    expect(queue.all()).toEqual([
      { kind: 'set', id: 'old-1', workoutId: 7, set: old.set, status: 'pending', attempts: 3 },
      entry('new'),
    ]);
    expect(localStorage.getItem(SET_QUEUE_KEY)).toBeNull();
    expect(ids((await get<PendingEntry[]>('entries', store))!)).toEqual(['old-1', 'new']);
  });

  it('leaves the old localStorage queue alone when IndexedDB fails, so nothing is lost', async () => {
    localStorage.setItem(SET_QUEUE_KEY, JSON.stringify([{ workoutId: 7, setId: 'old-1', set: entry('x').set }]));
    const broken = () => Promise.reject(new Error('IndexedDB is closed'));
    const storage = indexedDbStorage(((_mode: unknown, _fn: unknown) => broken()) as Parameters<
      typeof indexedDbStorage
    >[0]);
    const queue = createSetQueue(storage);
    await queue.settled();
    expect(queue.isReady()).toBe(true);
    expect(JSON.parse(localStorage.getItem(SET_QUEUE_KEY)!)).toHaveLength(1);
  });
});

describe('createSetQueue', () => {
  it('drops every entry of a discarded session, and only those', async () => {
    const queue = createSetQueue(memoryStorage([entry('a'), entry('b', 2), pendingFinish(1)]));
    await queue.settled();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.removeWorkout(1);
    expect(ids(queue.all())).toEqual(['b']);
    queue.removeWorkout(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads the previous version’s entries from localStorage too, where IndexedDB is missing', async () => {
    const old = { workoutId: 7, setId: 'old-1', set: entry('x').set };
    localStorage.setItem('k1', JSON.stringify([old, entry('ok'), { nonsense: true }]));
    const queue = createSetQueue(localStorageStorage(localStorage, 'k1'));
    await queue.settled();
    expect(ids(queue.all())).toEqual(['old-1', 'ok']);
  });
});

describe('the session outbox, sent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function sending(entries: PendingEntry[] = []) {
    const queue = createSetQueue(memoryStorage(entries));
    await queue.settled();
    const stored = new Map<string, PendingEntry>();
    const order: string[] = [];
    const send = async (e: PendingEntry) => {
      order.push(e.id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored.set(e.id, e);
    };
    return { queue, stored, order, sync: createOutboxSync({ queue, send }) };
  }

  it('a set deleted while its save is on its way: the save, then the delete (same id), nothing lost or doubled', async () => {
    const { queue, stored, order } = await sending();
    queue.put(entry('a'));
    await vi.advanceTimersByTimeAsync(10);
    queue.put({ ...entry('a'), kind: 'setDelete' });
    await vi.advanceTimersByTimeAsync(200);
    expect(order).toEqual(['a', 'a']);
    expect(stored.get('a')?.kind).toBe('setDelete');
    expect(queue.all()).toEqual([]);
  });

  it('an order written again while one waits goes last, after what was queued in between (one request)', async () => {
    const order = (exerciseIds: number[]): PendingEntry => ({ ...entry('order:1'), kind: 'order', ids: exerciseIds });
    const added: PendingEntry = {
      ...entry('add:x'),
      kind: 'exerciseAdd',
      clienteId: 'x',
      exerciseId: -9,
      add: { id_ejercicio: 4 },
      shown: { nombre: 'Curl' },
    };
    const server = await sending([entry('a'), order([2, 1])]);
    server.queue.put(added);
    server.queue.append(order([-9, 2, 1]));
    expect(ids(server.queue.all())).toEqual(['a', 'add:x', 'order:1']);
    server.sync.flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(server.order).toEqual(['a', 'add:x', 'order:1']);
  });
});
