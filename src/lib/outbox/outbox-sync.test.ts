import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, memoryStorage, type OutboxEntry } from './outbox';
import { createOutboxSync, defaultBackoff, RejectedEntry, sendFailure } from './outbox-sync';

/** An entry of a made-up outbox: what to send is `text`. */
interface Note extends OutboxEntry {
  text: string;
}
const note = (id: string, text = id): Note => ({ id, text, status: 'pending', attempts: 0 });

const settle = () => vi.advanceTimersByTimeAsync(0);

async function readyQueue(entries: Note[] = []) {
  const queue = createOutbox(memoryStorage(entries));
  await queue.settled();
  return queue;
}

/** A server that stores sets by id (a resend replaces) and answers after `ms`. */
function fakeServer(ms = 10) {
  const stored = new Map<string, Note>();
  const order: string[] = [];
  const send = vi.fn(async (entry: Note) => {
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

  it('sends one entry at a time, in order (a session’s finish after its sets), and empties the queue', async () => {
    const queue = await readyQueue([note('a'), note('b'), note('finish')]);
    const server = fakeServer();
    let inFlight = 0;
    let most = 0;
    const send = async (entry: Note) => {
      most = Math.max(most, (inFlight += 1));
      await server.send(entry);
      inFlight -= 1;
    };
    createOutboxSync({ queue, send }).flush();
    queue.put(note('c'));
    await vi.advanceTimersByTimeAsync(100);
    expect(server.order).toEqual(['a', 'b', 'finish', 'c']);
    expect(most).toBe(1);
    expect(queue.all()).toEqual([]);
  });

  it('sends what is added later by itself, and an entry changed on its way again (same id: replaced, not doubled)', async () => {
    const queue = await readyQueue();
    const server = fakeServer(50);
    createOutboxSync({ queue, send: server.send });
    queue.put(note('a', '10 reps'));
    await vi.advanceTimersByTimeAsync(10);
    queue.put(note('a', '12 reps'));
    await vi.advanceTimersByTimeAsync(200);
    expect(server.order).toEqual(['a', 'a']);
    expect(server.stored.size).toBe(1);
    expect(server.stored.get('a')?.text).toBe('12 reps');
    expect(queue.all()).toEqual([]);
  });

  it('on a failure keeps the entry (failed) and everything after it, and retries with a growing wait', async () => {
    const queue = await readyQueue([note('a'), note('b')]);
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
    expect(send.mock.calls.map(([e]) => (e as Note).id)).toEqual(['a', 'a', 'a', 'b']);
    expect(queue.all()).toEqual([]);
  });

  it('retries at once on retryNow (the browser coming back online, "Reintentar")', async () => {
    const queue = await readyQueue([note('a')]);
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
    const queue = await readyQueue([note('a'), note('b')]);
    const send = vi.fn(async (entry: Note) => {
      if (entry.id === 'a') throw new RejectedEntry('La sesión ya está terminada');
    });
    const sync = createOutboxSync({ queue, send });
    sync.flush();
    await settle();
    expect(queue.all()).toEqual([{ ...note('a'), status: 'rejected', reason: 'La sesión ya está terminada' }]);
    sync.retryNow();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits until the stored entries are read, and sends nothing after stop()', async () => {
    const queue = createOutbox(memoryStorage([note('a')]));
    const send = vi.fn().mockResolvedValue(undefined);
    const sync = createOutboxSync({ queue, send });
    sync.flush();
    expect(send).not.toHaveBeenCalled();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    sync.stop();
    queue.put(note('b'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits 2 s, then twice as long after each failure, one minute at most', () => {
    expect([1, 2, 3, 4, 10].map(defaultBackoff)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});

describe('sendFailure', () => {
  it('is a refusal with the server’s message for an answer a retry will not change', () => {
    const refused = sendFailure({ status: 409, data: { message: 'La sesión ya está terminada' } });
    expect(refused).toEqual(new RejectedEntry('La sesión ya está terminada'));
    expect(sendFailure({ status: 400 })).toEqual(new RejectedEntry('400'));
  });

  it('is the error itself, to retry, with no connection, a session being renewed, 408, 429 or 5xx', () => {
    for (const status of ['FETCH_ERROR', 401, 403, 408, 429, 500, 503]) {
      const error = { status };
      expect(sendFailure(error)).toBe(error);
    }
  });
});
