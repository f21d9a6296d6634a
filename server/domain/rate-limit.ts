import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface Hit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one attempt under `key` in the shared rate_limit_hits table: one atomic statement
 * (insert, or increment / restart an expired window), so every API process behind a load
 * balancer sees the same counters and keeps no state of its own.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const result = await db.execute<{ count: number; ttl_ms: number }>(sql`
    insert into rate_limit_hits as h (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}::int))
    on conflict (key) do update set
      count = case when h.reset_at <= now() then 1 else h.count + 1 end,
      reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
    returning count::int as count,
      (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms`);
  const row = result.rows[0]!;
  // Now and then, forget windows that ended (any process may do it; it is idempotent).
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}
