import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStorageQueue, type PendingSet } from '../../entities/workouts/set-queue';
import { createSetSync, defaultBackoff } from './set-sync';

const entry = (setId: string, reps = 10): PendingSet => ({
  workoutId: 1,
  setId,
  set: { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: reps, kg: 60 },
  status: 'pending',
  attempts: 0,
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createSetSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('sends every queued set and removes it once the server answered', async () => {
    const queue = localStorageQueue(localStorage, 'q');
    const send = vi.fn().mockResolvedValue(undefined);
    queue.put(entry('a'));
    queue.put(entry('b'));
    createSetSync({ queue, send }).flush();
    await settle();
    expect(send.mock.calls.map(([e]) => (e as PendingSet).setId)).toEqual(['a', 'b']);
    expect(queue.all()).toEqual([]);
  });

  it('keeps a failed set, marked failed, and retries it with a growing wait until it goes through', async () => {
    const queue = localStorageQueue(localStorage, 'q');
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('500'));
    send.mockResolvedValue(undefined);
    queue.put(entry('a'));
    createSetSync({ queue, send, backoff: (n) => n * 1000 }).flush();
    await settle();
    expect(queue.all()[0]).toMatchObject({ setId: 'a', status: 'failed', attempts: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.all()[0]).toMatchObject({ status: 'failed', attempts: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queue.all()).toEqual([]);
  });

  it('retries at once on retryNow (the button, the browser coming back online)', async () => {
    const queue = localStorageQueue(localStorage, 'q');
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    queue.put(entry('a'));
    const sync = createSetSync({ queue, send, backoff: () => 60_000 });
    sync.flush();
    await settle();
    sync.retryNow();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.all()).toEqual([]);
  });

  it('sends newer values of a set changed while on its way, and never the same set twice at once', async () => {
    const queue = localStorageQueue(localStorage, 'q');
    let resolveFirst: () => void = () => {};
    const send = vi.fn().mockImplementationOnce(() => new Promise<void>((r) => (resolveFirst = r)));
    send.mockResolvedValue(undefined);
    queue.put(entry('a', 10));
    const sync = createSetSync({ queue, send });
    sync.flush();
    queue.put(entry('a', 12));
    sync.flush();
    expect(send).toHaveBeenCalledTimes(1);
    resolveFirst();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect((send.mock.calls[1]![0] as PendingSet).set.repeticiones).toBe(12);
    expect(queue.all()).toEqual([]);
  });

  it('stops retrying after stop(), keeping the entry for the next start', async () => {
    const queue = localStorageQueue(localStorage, 'q');
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    queue.put(entry('a'));
    const sync = createSetSync({ queue, send, backoff: () => 1000 });
    sync.flush();
    await settle();
    sync.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.all()).toHaveLength(1);
  });

  it('waits 2 s, 4 s, 8 s … up to a minute', () => {
    expect([1, 2, 3, 6, 10].map(defaultBackoff)).toEqual([2000, 4000, 8000, 60_000, 60_000]);
  });
});
