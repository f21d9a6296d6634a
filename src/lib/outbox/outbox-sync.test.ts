import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxSync, defaultBackoff, RejectedEntry } from './outbox-sync';
import { pendingFinish, pendingSet } from './outbox-fixtures';
import { createSetQueue, memoryStorage, type PendingEntry, type PendingSet } from './set-queue';

const set = (id: string, reps = 10): PendingSet =>
  pendingSet(id, { set: { ...pendingSet(id).set, repeticiones: reps } });
const finish = pendingFinish(1);

const settle = () => vi.advanceTimersByTimeAsync(0);

async function readyQueue(entries: PendingEntry[] = []) {
  const queue = createSetQueue(memoryStorage(entries));
  await queue.settled();
  return queue;
}

/** A server that stores sets by id (a resend replaces) and answers after `ms`. */
function fakeServer(ms = 10) {
  const stored = new Map<string, PendingEntry>();
  const order: string[] = [];
  const send = vi.fn(async (entry: PendingEntry) => {
    order.push(entry.id);
    await new Promise((resolve) => setTimeout(resolve, ms));
    stored.set(entry.id, entry);
  });
  return { stored, order, send };
}

describe('createOutboxSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends one entry at a time, in order (the finish after the sets), and empties the queue', async () => {
    const queue = await readyQueue([set('a'), set('b'), finish]);
    const server = fakeServer();
    let inFlight = 0;
    let most = 0;
    const send = async (entry: PendingEntry) => {
      most = Math.max(most, (inFlight += 1));
      await server.send(entry);
      inFlight -= 1;
    };
    createOutboxSync({ queue, send }).flush();
    queue.put(set('c'));
    await vi.advanceTimersByTimeAsync(100);
    expect(server.order).toEqual(['a', 'b', 'finish:1', 'c']);
    expect(most).toBe(1);
    expect(queue.all()).toEqual([]);
  });

  it('sends what is added later by itself, and a set changed on its way again (same id: replaced, not doubled)', async () => {
    const queue = await readyQueue();
    const server = fakeServer(50);
    createOutboxSync({ queue, send: server.send });
    queue.put(set('a', 10));
    await vi.advanceTimersByTimeAsync(10);
    queue.put(set('a', 12));
    await vi.advanceTimersByTimeAsync(200);
    expect(server.order).toEqual(['a', 'a']);
    expect(server.stored.size).toBe(1);
    expect((server.stored.get('a') as PendingSet).set.repeticiones).toBe(12);
    expect(queue.all()).toEqual([]);
  });

  it('a set deleted while its save is on its way: the save, then the delete (same id), nothing lost or doubled', async () => {
    const queue = await readyQueue();
    const server = fakeServer(50);
    createOutboxSync({ queue, send: server.send });
    queue.put(set('a'));
    await vi.advanceTimersByTimeAsync(10);
    queue.put({ ...set('a'), kind: 'setDelete' });
    await vi.advanceTimersByTimeAsync(200);
    expect(server.order).toEqual(['a', 'a']);
    expect(server.stored.get('a')?.kind).toBe('setDelete');
    expect(queue.all()).toEqual([]);
  });

  it('an order written again while one waits goes last, after what was queued in between (one request)', async () => {
    const order = (ids: number[]): PendingEntry => ({ ...set('order:1'), kind: 'order', ids });
    const added: PendingEntry = {
      ...set('add:x'),
      kind: 'exerciseAdd',
      clienteId: 'x',
      exerciseId: -9,
      add: { id_ejercicio: 4 },
      shown: { nombre: 'Curl' },
    };
    const queue = await readyQueue([set('a'), order([2, 1])]);
    queue.put(added);
    queue.append(order([-9, 2, 1]));
    expect(queue.all().map((e) => e.id)).toEqual(['a', 'add:x', 'order:1']);
    const server = fakeServer();
    createOutboxSync({ queue, send: server.send }).flush();
    await vi.advanceTimersByTimeAsync(100);
    expect(server.order).toEqual(['a', 'add:x', 'order:1']);
  });

  it('on a failure keeps the entry (failed) and everything after it, and retries with a growing wait', async () => {
    const queue = await readyQueue([set('a'), set('b')]);
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('500'));
    send.mockResolvedValue(undefined);
    createOutboxSync({ queue, send, backoff: (n) => n * 1000 }).flush();
    await settle();
    expect(queue.all()).toMatchObject([
      { id: 'a', status: 'failed', attempts: 1 },
      { id: 'b', status: 'pending' },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.all()[0]).toMatchObject({ status: 'failed', attempts: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(send.mock.calls.map(([e]) => (e as PendingEntry).id)).toEqual(['a', 'a', 'a', 'b']);
    expect(queue.all()).toEqual([]);
  });

  it('retries at once on retryNow (the browser coming back online, "Reintentar")', async () => {
    const queue = await readyQueue([set('a')]);
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const sync = createOutboxSync({ queue, send, backoff: () => 60_000 });
    sync.flush();
    await settle();
    sync.retryNow();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.all()).toEqual([]);
  });

  it('keeps a refused entry, marked rejected with the reason, never resends it, and goes on with the next', async () => {
    const queue = await readyQueue([set('a'), set('b')]);
    const send = vi.fn(async (entry: PendingEntry) => {
      if (entry.id === 'a') throw new RejectedEntry('La sesión ya está terminada');
    });
    const sync = createOutboxSync({ queue, send });
    sync.flush();
    await settle();
    expect(queue.all()).toEqual([{ ...set('a'), status: 'rejected', reason: 'La sesión ya está terminada' }]);
    sync.retryNow();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits until the stored entries are read, and sends nothing after stop()', async () => {
    const queue = createSetQueue(memoryStorage([set('a')]));
    const send = vi.fn().mockResolvedValue(undefined);
    const sync = createOutboxSync({ queue, send });
    sync.flush();
    expect(send).not.toHaveBeenCalled();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    sync.stop();
    queue.put(set('b'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits 2 s, then twice as long after each failure, one minute at most', () => {
    expect([1, 2, 3, 4, 10].map(defaultBackoff)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});
