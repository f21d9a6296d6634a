/**
 * Sends an outbox (outbox.ts) to the server, one entry at a time and in order, so a session's
 * finish always arrives after its sets. An entry leaves the outbox only when the server answered
 * it. A failure the network may cure (no connection, 5xx, 408, 429) marks it `failed` and stops
 * the round: the same entry is tried again after a wait that grows with each failure
 * (`backoff`), or at once on `retryNow()` (the browser coming back online, "Reintentar"). A refusal
 * (another 4xx, such as 409 for a new set on a session finished elsewhere) marks it `rejected`
 * with the server's message: it stays in the outbox, visible, until the user discards it, and the
 * round goes on with the next entry. Nothing here ever drops an entry. The training log's outbox
 * and the body measurements' are each sent by one of these (use-outbox-sync.ts).
 */
import { errorMessage, errorStatus } from '../api';
import type { Outbox, OutboxEntry } from './outbox';

/** Thrown by `send` when the server refused an entry for good. */
export class RejectedEntry extends Error {}

/** Answers a retry may change: no connection (no status), a session being renewed (401/403), 408, 429, 5xx. */
function worthRetrying(status: number | undefined): boolean {
  return status === undefined || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

/**
 * What a `send` throws for a failed request: a RejectedEntry with the server's message when a
 * retry will not change the answer, else the error itself (to retry).
 */
export function sendFailure(error: unknown): unknown {
  const status = errorStatus(error);
  return worthRetrying(status) ? error : new RejectedEntry(errorMessage(error) ?? String(status));
}

/** What the sender needs of an outbox. */
export type OutboxQueue<E extends OutboxEntry> = Pick<Outbox<E>, 'all' | 'put' | 'remove' | 'isReady' | 'subscribe'>;

export interface OutboxSyncOptions<E extends OutboxEntry> {
  queue: OutboxQueue<E>;
  /** Sends one entry; throws RejectedEntry on a refusal, anything else on a failure worth retrying. */
  send(entry: E): Promise<void>;
  /** Milliseconds to wait before the next try of an entry that failed `attempts` times. */
  backoff?(attempts: number): number;
}

export interface OutboxSync {
  /** Starts a round unless one is running (a running round picks up new entries by itself). */
  flush(): void;
  /** Forgets the wait and sends now. */
  retryNow(): void;
  /** Stops (the queue keeps its entries for the next start). */
  stop(): void;
}

/** 2 s, 4 s, 8 s … up to one minute. */
export const defaultBackoff = (attempts: number): number => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));

const same = (a: OutboxEntry, b: OutboxEntry) => JSON.stringify(a) === JSON.stringify(b);

export function createOutboxSync<E extends OutboxEntry>({
  queue,
  send,
  backoff = defaultBackoff,
}: OutboxSyncOptions<E>): OutboxSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const next = () => queue.all().find((e) => e.status !== 'rejected');

  /** Sends the head; true to go on with the next entry, false to stop the round. */
  async function sendHead(entry: E): Promise<boolean> {
    const sent = { ...entry, status: 'pending' as const };
    try {
      await send(entry);
    } catch (error) {
      const now = queue.all().find((e) => e.id === entry.id);
      if (!now) return true;
      if (error instanceof RejectedEntry) {
        queue.put({ ...now, status: 'rejected', reason: error.message });
        return true;
      }
      queue.put({ ...now, status: 'failed', attempts: now.attempts + 1 });
      clearTimeout(timer);
      timer = setTimeout(flush, backoff(now.attempts + 1));
      return false;
    }
    const now = queue.all().find((e) => e.id === entry.id);
    // Changed while on its way: the newer values stay queued and go in the next step.
    if (now && same({ ...now, status: 'pending', attempts: entry.attempts }, sent)) queue.remove(entry.id);
    else if (now) queue.put({ ...now, status: 'pending', attempts: 0 });
    return true;
  }

  async function round() {
    running = true;
    try {
      for (let entry = next(); entry && !stopped; entry = next()) {
        if (!(await sendHead(entry))) return;
      }
    } finally {
      running = false;
    }
  }

  function flush() {
    if (stopped || running || !queue.isReady()) return;
    void round();
  }

  let soon: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = queue.subscribe(() => {
    // New work while idle and not waiting out a failure: send it in the next task, so the screen
    // that queued it paints first (it is already kept; the request can wait a frame). Named
    // optimisation "The tap paints first" (docs/PERFORMANCE.md).
    clearTimeout(soon);
    soon = setTimeout(() => {
      if (!running && !queue.all().some((e) => e.status === 'failed')) flush();
    }, 0);
  });

  return {
    flush,
    retryNow() {
      clearTimeout(timer);
      flush();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(soon);
      unsubscribe();
    },
  };
}
