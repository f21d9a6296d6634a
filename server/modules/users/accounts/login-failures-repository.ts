/** login_failures: failed logins per address tried (its hash), registered or not. */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { loginFailures } from '../../../db/schema';

/** Failed logins are forgotten this long after the last one (longer than the longest lock, 1 h). */
const FORGET_FAILURES = sql.raw(`interval '24 hours'`);

export async function findLoginFailure(db: Queryable, emailHash: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.emailHash, emailHash)).limit(1);
  return row ?? null;
}

export async function clearLoginFailures(db: Queryable, emailHash: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, emailHash));
}

/**
 * One more failure for the address, in one atomic statement (several processes may count the
 * same address at once); a failure 24 h after the last one starts again at 1. Returns the count.
 */
export async function countLoginFailure(db: Queryable, emailHash: string): Promise<number | null> {
  const [row] = await db
    .insert(loginFailures)
    .values({ emailHash, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.emailHash,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < now() - ${FORGET_FAILURES} then 1
                        else ${loginFailures.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? null;
}

/** Forgets addresses whose last failure is older than 24 h (any process may do it). */
export async function forgetOldLoginFailures(db: Queryable): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.lastFailureAt} < now() - ${FORGET_FAILURES}`);
}

export async function lockLogins(db: Queryable, emailHash: string, until: Date): Promise<void> {
  await db.update(loginFailures).set({ lockedUntil: until }).where(eq(loginFailures.emailHash, emailHash));
}
