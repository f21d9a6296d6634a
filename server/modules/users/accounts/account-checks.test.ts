/**
 * "Account checks batched" (account-checks.ts) answers what the plain path, `loginNamesAccount`
 * (one query per e-mail), answers, for every kind of e-mail, asked together or alone; checks
 * asked in one turn of the event loop go as one query; nothing is remembered between checks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';
import { ACCOUNT_CHECK_BATCH, batchedAccountCheck } from './account-checks';
import { loginNamesAccount } from './login';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The database, counting the queries the batched check sends (its only query is a select). */
function counted() {
  const db = t.database.db;
  const calls = { select: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'select') calls.select += 1;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { db: proxy as Queryable, calls };
}

describe('account checks batched', () => {
  it('answers as the plain path for verified, unverified, unknown and oddly written e-mails', async () => {
    const verified = await createTestUser(t.database.db);
    const unverified = await createTestUser(t.database.db, { emailVerifiedAt: null });
    const inputs = [
      verified.email,
      `  ${verified.email.toUpperCase()} `,
      unverified.email,
      `nadie.${Date.now()}@forja.test`,
      verified.email, // the same e-mail twice in one batch
      '',
      "o'brien@forja.test",
    ];
    const { db, calls } = counted();
    const check = batchedAccountCheck(db);
    const together = await Promise.all(inputs.map((e) => check(e)));
    const plain = await Promise.all(inputs.map((e) => loginNamesAccount(t.database.db, e)));
    expect(together).toEqual(plain);
    expect(together).toEqual([true, true, false, false, true, false, false]);
    expect(calls.select).toBe(1);
    // Alone, one turn each: the same answers, one query each.
    for (const [i, e] of inputs.entries()) expect(await check(e)).toBe(plain[i]);
    expect(calls.select).toBe(1 + inputs.length);
  });

  it('a flood of checks goes in batches of at most ACCOUNT_CHECK_BATCH', async () => {
    const verified = await createTestUser(t.database.db);
    const emails = Array.from({ length: ACCOUNT_CHECK_BATCH * 2 + 1 }, (_, i) => `flood${i}.${Date.now()}@forja.test`);
    emails[ACCOUNT_CHECK_BATCH + 7] = verified.email;
    const { db, calls } = counted();
    const answers = await Promise.all(emails.map(batchedAccountCheck(db)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(answers[ACCOUNT_CHECK_BATCH + 7]).toBe(true);
    expect(calls.select).toBe(3);
  });

  it('remembers nothing: an account verified a moment ago counts at once', async () => {
    const later = await createTestUser(t.database.db, { emailVerifiedAt: null });
    const check = batchedAccountCheck(t.database.db);
    expect(await check(later.email)).toBe(false);
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, later.id));
    expect(await check(later.email)).toBe(true);
  });
});
