/** rate_limit_hits: the rate limits' counters, shared by every API process. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface Hit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one attempt under `key`: one atomic statement (insert, or increment / restart an
 * expired window), so every API process behind a load balancer sees the same counters and
 * keeps no state of its own. Times are the database's clock, whichever process asks.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds}::int)` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      ttlMs: sql<number>`(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000)::float8`,
    });
  return { count: Number(row!.count), ttlMs: Math.max(0, Number(row!.ttlMs)) };
}

/** Deletes the counters of windows that ended (idempotent; any process may do it). */
export async function forgetEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}
