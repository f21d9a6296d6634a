import { IDBFactory } from 'fake-indexeddb';
import { createStore, get } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('keeps entries in IndexedDB, in order, so a new queue (a reload) finds them', async () => {
    const store = freshIndexedDb();
    const queue = createSetQueue(indexedDbStorage(store));
    queue.put(entry('a'));
    queue.put(entry('b', 2));
    queue.put(pendingFinish(1));
    await queue.settled();
    const reloaded = createSetQueue(indexedDbStorage(store));
    expect(reloaded.isReady()).toBe(false);
    await reloaded.settled();
    expect(reloaded.isReady()).toBe(true);
    expect(ids(reloaded.all())).toEqual(['a', 'b', 'finish:1']);
    expect(localStorage.length).toBe(0);
  });

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
  });

  it('append moves an entry to the end (a newer order goes after what was queued since)', async () => {
    const queue = createSetQueue(memoryStorage([entry('a'), entry('b')]));
    await queue.settled();
    queue.append(entry('a', 1, { attempts: 0, set: { ...entry('a').set, repeticiones: 3 } }));
    expect(ids(queue.all())).toEqual(['b', 'a']);
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
  it('replaces an entry with the same id where it stands instead of adding a second one', async () => {
    const queue = createSetQueue(memoryStorage());
    queue.put(entry('a'));
    queue.put(entry('b'));
    queue.put(entry('a', 1, { status: 'failed', attempts: 1 }));
    await queue.settled();
    expect(ids(queue.all())).toEqual(['a', 'b']);
    expect(queue.all()[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps the same list when the stored one is empty (no store change under the first render)', async () => {
    const queue = createSetQueue(memoryStorage());
    const before = queue.all();
    await queue.settled();
    expect(queue.isReady()).toBe(true);
    expect(queue.all()).toBe(before);
  });

  it('keeps what this tab queued before the stored entries were read, after them', async () => {
    const queue = createSetQueue(memoryStorage([entry('stored')]));
    queue.put(entry('early'));
    expect(ids(queue.all())).toEqual(['early']);
    await queue.settled();
    expect(ids(queue.all())).toEqual(['stored', 'early']);
  });

  it('removes one entry, every entry of a discarded session, or all, and tells subscribers', async () => {
    const queue = createSetQueue(memoryStorage());
    await queue.settled();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.put(entry('a'));
    queue.put(entry('b'));
    queue.put(entry('c', 2));
    queue.remove('a');
    expect(ids(queue.all())).toEqual(['b', 'c']);
    queue.removeWorkout(1);
    expect(ids(queue.all())).toEqual(['c']);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    queue.clear();
    expect(queue.all()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('survives damaged storage (starts empty, drops nothing valid)', async () => {
    localStorage.setItem('k4', '{not json');
    const damaged = createSetQueue(localStorageStorage(localStorage, 'k4'));
    await damaged.settled();
    expect(damaged.all()).toEqual([]);
    localStorage.setItem('k5', JSON.stringify([entry('ok'), { nonsense: true }]));
    const mixed = createSetQueue(localStorageStorage(localStorage, 'k5'));
    await mixed.settled();
    expect(ids(mixed.all())).toEqual(['ok']);
  });
});
