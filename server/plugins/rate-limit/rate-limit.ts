import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { countHit, forgetEndedWindows, type Hit } from './repository';

/** Counts one attempt under `key` in the shared counters; now and then forgets ended windows. */
async function hit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const counted = await countHit(db, key, windowSeconds);
  // Now and then, forget windows that ended (any process may do it; it is idempotent).
  if (Math.random() < 0.01) await forgetEndedWindows(db);
  return counted;
}

/** Keys over their limit that one process remembers (older ones go back to asking the database). */
const OVER_MAX = 10_000;

/**
 * The shared counters seen from one process (a burst of 1,000 logins from one IP must not make
 * some 950 answers of 429 each write the counter row first). The database still counts every
 * attempt until it is over the limit, so several processes share each limit; past it, this
 * process remembers the key until the window ends and refuses from memory, writing nothing.
 * A process that has not seen the limit yet counts once in the database and learns it. Attempts
 * under one key wait for one another's write, so a burst learns the limit from the first answer
 * over it instead of writing all at once (the row is locked for each update anyway).
 */
export function createLimitCounter(db: Db) {
  /** Key → end of its window (Date.now() milliseconds), for keys known to be over the limit. */
  const over = new LRUCache<string, number>({ max: OVER_MAX });
  /** The latest attempt of each key that is on its way to the database. */
  const inflight = new Map<string, Promise<unknown>>();

  /** Milliseconds left in the window of a key known to be over, else null. */
  function knownOver(key: string): number | null {
    const until = over.get(key);
    if (until === undefined) return null;
    const left = until - Date.now();
    if (left > 0) return left;
    over.delete(key);
    return null;
  }

  async function countInDatabase(key: string, windowSeconds: number, max: number): Promise<number | null> {
    const left = knownOver(key);
    if (left !== null) return left;
    const { count, ttlMs } = await hit(db, key, windowSeconds);
    if (count <= max) return null;
    over.set(key, Date.now() + ttlMs);
    return ttlMs;
  }

  return {
    /**
     * Counts one attempt under `key` (at most `max` a window): null when allowed, or the
     * milliseconds until the window ends when over the limit.
     */
    async attempt(key: string, windowSeconds: number, max: number): Promise<number | null> {
      const left = knownOver(key);
      if (left !== null) return left;
      const mine = (inflight.get(key) ?? Promise.resolve()).then(() => countInDatabase(key, windowSeconds, max));
      const settled = mine.catch(() => undefined);
      inflight.set(key, settled);
      try {
        return await mine;
      } finally {
        if (inflight.get(key) === settled) inflight.delete(key);
      }
    },
  };
}
