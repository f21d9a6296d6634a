import { IDBFactory } from 'fake-indexeddb';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  indexedDbStorage,
  localStorageStorage,
  memoryStorage,
  type Outbox,
  type OutboxEntry,
  type OutboxStorage,
} from './outbox';

/** An entry of a made-up outbox: what to send is `text`. */
interface Note extends OutboxEntry {
  text: string;
}
const note = (id: string, text = id, over: Partial<Note> = {}): Note => ({
  id,
  text,
  status: 'pending',
  attempts: 0,
  ...over,
});
const read = (value: unknown): Note | null =>
  value && typeof value === 'object' && typeof (value as Note).id === 'string' ? (value as Note) : null;
const ids = (entries: readonly Note[]) => entries.map((e) => e.id);

async function ready(storage: OutboxStorage<Note> = memoryStorage<Note>()): Promise<Outbox<Note>> {
  const outbox = createOutbox(storage);
  await outbox.settled();
  return outbox;
}

describe('createOutbox across a reload', () => {
  it('keeps entries in IndexedDB, in order, so a new outbox (a reload) finds them once read', async () => {
    globalThis.indexedDB = new IDBFactory();
    const storage = () => indexedDbStorage(createStore('outbox-test', 'entries'), 'list', read);
    const outbox = createOutbox(storage());
    outbox.put(note('a'));
    outbox.put(note('b'));
    outbox.put(note('a', 'a2'));
    await outbox.settled();
    const reloaded = createOutbox(storage());
    expect(reloaded.isReady()).toBe(false);
    expect(reloaded.all()).toEqual([]);
    await reloaded.settled();
    expect(reloaded.isReady()).toBe(true);
    expect(reloaded.all()).toEqual([note('a', 'a2'), note('b')]);
  });

  it('reads damaged localStorage as empty and drops only what is not an entry', async () => {
    localStorage.setItem('k1', '{not json');
    expect((await ready(localStorageStorage('k1', read))).all()).toEqual([]);
    localStorage.setItem('k2', JSON.stringify([note('ok'), 'nonsense', null]));
    expect(ids((await ready(localStorageStorage('k2', read))).all())).toEqual(['ok']);
  });

  it('is ready with what this tab queued when the stored list cannot be read', async () => {
    const outbox = createOutbox<Note>({
      load: () => Promise.reject(new Error('closed')),
      save: () => Promise.resolve(),
    });
    outbox.put(note('a'));
    await outbox.settled();
    expect(outbox.isReady()).toBe(true);
    expect(ids(outbox.all())).toEqual(['a']);
  });

  it('goes on writing after a failed write (the next change is saved)', async () => {
    const saved: string[][] = [];
    const save = vi.fn(async (entries: readonly Note[]) => {
      if (save.mock.calls.length === 1) throw new Error('quota');
      saved.push(ids(entries));
    });
    const outbox = await ready({ load: () => Promise.resolve([]), save });
    outbox.put(note('a'));
    outbox.put(note('b'));
    await outbox.settled();
    expect(saved).toEqual([['a', 'b']]);
  });
});

describe('createOutbox changes', () => {
  it('put replaces an entry with the same id where it stands instead of adding a second one', async () => {
    const outbox = await ready();
    outbox.put(note('a'));
    outbox.put(note('b'));
    outbox.put(note('a', 'a', { status: 'failed', attempts: 1 }));
    expect(ids(outbox.all())).toEqual(['a', 'b']);
    expect(outbox.all()[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('append moves an entry to the end (a newer one goes after what was queued since)', async () => {
    const outbox = await ready(memoryStorage([note('a'), note('b')]));
    outbox.append(note('a', 'a2'));
    expect(outbox.all()).toEqual([note('b'), note('a', 'a2')]);
  });

  it('removes one entry, those that pass a test, or all, and tells subscribers of each change', async () => {
    const outbox = await ready();
    const listener = vi.fn();
    const unsubscribe = outbox.subscribe(listener);
    ['a', 'b', 'c', 'd'].forEach((id) => outbox.put(note(id)));
    outbox.remove('a');
    outbox.remove('nothing');
    expect(ids(outbox.all())).toEqual(['b', 'c', 'd']);
    outbox.removeWhere((e) => e.id !== 'd');
    outbox.removeWhere(() => false);
    expect(ids(outbox.all())).toEqual(['d']);
    expect(listener).toHaveBeenCalledTimes(6);
    unsubscribe();
    outbox.clear();
    expect(outbox.all()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(6);
  });

  it('keeps the same list when the stored one is empty (no store change under the first render)', async () => {
    const outbox = createOutbox(memoryStorage<Note>());
    const before = outbox.all();
    await outbox.settled();
    expect(outbox.isReady()).toBe(true);
    expect(outbox.all()).toBe(before);
  });
});

describe('createOutbox before the stored list is read', () => {
  it('keeps what this tab queued, after the stored entries', async () => {
    const outbox = createOutbox(memoryStorage([note('stored')]));
    outbox.put(note('early'));
    expect(ids(outbox.all())).toEqual(['early']);
    await outbox.settled();
    expect(ids(outbox.all())).toEqual(['stored', 'early']);
  });

  it('makes each change again on the stored list, and writes the result', async () => {
    const storage = memoryStorage([note('a'), note('b'), note('c')]);
    const outbox = createOutbox(storage);
    outbox.put(note('b', 'b2'));
    outbox.remove('a');
    outbox.append(note('new'));
    await outbox.settled();
    expect(outbox.all()).toEqual([note('b', 'b2'), note('c'), note('new')]);
    expect(await storage.load()).toEqual(outbox.all());
  });
});

describe('createOutbox in two tabs', () => {
  const opened: BroadcastChannel[] = [];
  beforeEach(() => vi.stubGlobal('BroadcastChannel', trackedChannel(opened)));
  afterEach(() => {
    opened.splice(0).forEach((c) => c.close());
    vi.unstubAllGlobals();
  });

  it('tells the other tab of every change on its channel, and that tab reads the list again', async () => {
    const storage = memoryStorage<Note>();
    const mine = await ready(storage);
    const other = createOutbox(storage, 'outbox-test');
    const listener = vi.fn();
    other.subscribe(listener);
    await other.settled();
    const sender = createOutbox(storage, 'outbox-test');
    await sender.settled();
    sender.put(note('a'));
    await vi.waitFor(() => expect(ids(other.all())).toEqual(['a']));
    expect(listener).toHaveBeenCalled();
    expect(mine.all()).toEqual([]);
  });
});

/** The platform's BroadcastChannel, each one noted so the test can close it. */
function trackedChannel(opened: BroadcastChannel[]) {
  const Platform = globalThis.BroadcastChannel;
  return class extends Platform {
    constructor(name: string) {
      super(name);
      opened.push(this);
    }
  };
}
