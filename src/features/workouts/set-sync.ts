/**
 * Sends the queued sets (entities/workouts/set-queue) to the server: each entry is sent, and
 * leaves the queue only when the server answered; a failure marks it `failed` and it is tried
 * again later, waiting longer after each failure (`backoff`), or at once on `retryNow()` (the
 * "Reintentar" button, the browser coming back online). Nothing here ever drops an entry.
 */
import type { PendingSet, SetQueue } from '../../entities/workouts/set-queue';

export interface SetSyncOptions {
  queue: SetQueue;
  /** Stores one set on the server; rejects when it did not. */
  send(entry: PendingSet): Promise<void>;
  /** Milliseconds to wait before the next try of an entry that failed `attempts` times. */
  backoff?(attempts: number): number;
}

export interface SetSync {
  /** Sends every queued entry that is not already on its way. */
  flush(): void;
  /** Forgets the waits and sends everything now. */
  retryNow(): void;
  /** Stops the timer (the queue keeps its entries for the next start). */
  stop(): void;
}

/** 2 s, 4 s, 8 s … up to one minute. */
export const defaultBackoff = (attempts: number): number => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));

const sameSet = (a: PendingSet, b: PendingSet) => JSON.stringify(a.set) === JSON.stringify(b.set);

export function createSetSync({ queue, send, backoff = defaultBackoff }: SetSyncOptions): SetSync {
  const inFlight = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const current = (setId: string) => queue.all().find((e) => e.setId === setId);

  function scheduleRetry() {
    const failed = queue.all().filter((e) => e.status === 'failed');
    if (stopped || failed.length === 0) return;
    clearTimeout(timer);
    timer = setTimeout(flush, backoff(Math.min(...failed.map((e) => e.attempts))));
  }

  async function sendOne(entry: PendingSet) {
    inFlight.add(entry.setId);
    try {
      await send(entry);
      const now = current(entry.setId);
      // Changed while on its way: the newer values stay queued and go next.
      if (now && sameSet(now, entry)) queue.remove(entry.setId);
    } catch {
      const now = current(entry.setId);
      if (now) queue.put({ ...now, status: 'failed', attempts: now.attempts + 1 });
    } finally {
      inFlight.delete(entry.setId);
    }
    const again = current(entry.setId);
    if (again && !sameSet(again, entry) && !stopped) void sendOne(again);
    else scheduleRetry();
  }

  function flush() {
    if (stopped) return;
    for (const entry of queue.all()) if (!inFlight.has(entry.setId)) void sendOne(entry);
  }

  return {
    flush,
    retryNow() {
      clearTimeout(timer);
      flush();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
