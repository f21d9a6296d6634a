/**
 * A login flood, bursts of rejected requests and account enumeration
 * through the lockout. Each case builds its own app with the settings it needs.
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { authTokens, rateLimitHits } from '../../db/schema';
import { hashPassword } from '../../domain/passwords';
import { hashToken, newToken } from '../../domain/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser } from '../../test/users';

const PASSWORD = 'Secreta#2025';
const WRONG = 'Mala#2025x';
/** Account limits off: each case turns on only what it looks at. */
const NO_LIMITS = { RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_EMAIL: '0', LOGIN_LOCK_AFTER: '0', TRUST_PROXY: 'true' };

const apps: TestApp[] = [];
async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ ...NO_LIMITS, ...env });
  apps.push(t);
  return t;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

let n = 0;
const unknownEmail = () => `nadie.${(n += 1)}.${process.pid}@forja.es`;
const userWithPassword = async (t: TestApp) =>
  createTestUser(t.database.db, { passwordHash: await hashPassword(PASSWORD) });

function login(t: TestApp, email: string, password: string, ip: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

/** What a client can see of an answer: status, body and Retry-After. */
const seen = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.json<{ message: string; code?: string }>(),
  retryAfter: res.headers['retry-after'],
});

describe('login flood: password hashing has a bounded queue', () => {
  it('past HASH_CONCURRENCY + HASH_QUEUE, logins get 429 BUSY with Retry-After at once; never more hashes at a time than the cap', async () => {
    const t = await app({ HASH_CONCURRENCY: '1', HASH_QUEUE: '1' });
    const user = await userWithPassword(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(t, unknownEmail(), WRONG, `10.9.0.${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
    for (const busy of answers.filter((a) => a.statusCode === 429)) {
      expect(busy.headers['content-type']).toMatch(/^application\/json/);
      expect(seen(busy)).toEqual({
        status: 429,
        body: { message: 'Too many logins at the moment, try again in 1 seconds', code: 'BUSY' },
        retryAfter: '1',
      });
    }
    // Counted by the gate around each hash, not by timing.
    expect(t.app.hashing.stats().peak).toBe(1);

    // Every place was given back: two at once are both served, and the right password works.
    const again = await Promise.all([
      login(t, unknownEmail(), WRONG, '10.9.1.1'),
      login(t, user.email, PASSWORD, '10.9.1.2'),
    ]);
    expect(again.map((a) => a.statusCode)).toEqual([401, 200]);
    expect(t.app.hashing.stats().peak).toBe(1);
  });

  it('a client that logged in before keeps a place and goes first while strangers flood', async () => {
    const t = await app({ HASH_CONCURRENCY: '1', HASH_QUEUE: '1' });
    const user = await userWithPassword(t);
    expect((await login(t, user.email, PASSWORD, '10.8.0.1')).statusCode).toBe(200);

    const order: string[] = [];
    const track = (who: string) => (res: LightMyRequestResponse) => {
      order.push(`${who} ${res.statusCode}`);
      return res;
    };
    const crowd = Array.from({ length: 4 }, (_, i) =>
      login(t, unknownEmail(), WRONG, `10.8.1.${i}`).then(track('crowd')),
    );
    const mine = await login(t, user.email, PASSWORD, '10.8.0.1').then(track('user'));
    await Promise.all(crowd);

    expect(mine.statusCode).toBe(200);
    expect(order.filter((o) => o.startsWith('crowd')).sort()).toEqual([
      'crowd 401',
      'crowd 401',
      'crowd 429',
      'crowd 429',
    ]);
    // Admitted while every stranger's place was taken, and served before the stranger waiting.
    expect(order.indexOf('user 200')).toBeLessThan(order.lastIndexOf('crowd 401'));
    expect(t.app.hashing.stats().peak).toBe(1);
  });
});

describe('login flood: a newcomer to a verified account is not refused with the strangers', () => {
  it('a first login from a new IP to a verified account takes a place kept for accounts; unknown and unverified e-mails get 429 BUSY', async () => {
    const t = await app({ HASH_CONCURRENCY: '1', HASH_QUEUE: '1' });
    const user = await userWithPassword(t);
    const unverified = await createTestUser(t.database.db, {
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: null,
    });
    const crowd = Array.from({ length: 4 }, (_, i) => login(t, unknownEmail(), WRONG, `10.6.1.${i}`));
    const newcomer = login(t, user.email, PASSWORD, '10.6.0.1');
    const notVerified = login(t, unverified.email, PASSWORD, '10.6.0.2');
    const answers = await Promise.all(crowd);

    expect((await newcomer).statusCode).toBe(200);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 429, 429]);
    expect(seen(await notVerified)).toMatchObject({ status: 429, body: { code: 'BUSY' }, retryAfter: '1' });
    expect(t.app.hashing.stats()).toMatchObject({ inside: 0, accountsInside: 0, peak: 1 });
  });
});

describe('rejected requests are answered from memory', () => {
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const hits = async (t: TestApp, key: string) =>
    (await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0]?.count ?? 0;

  it('once an IP is over its limit, further requests are 429 without writing the shared counter', async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '2' });
    const ip = '10.7.0.1';
    expect((await login(t, unknownEmail(), WRONG, ip)).statusCode).toBe(401);
    expect((await login(t, unknownEmail(), WRONG, ip)).statusCode).toBe(401);
    const first = seen(await login(t, unknownEmail(), WRONG, ip));
    expect(first).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(await hits(t, ipKey(ip))).toBe(3);

    for (let i = 0; i < 5; i++) {
      const res = seen(await login(t, unknownEmail(), WRONG, ip));
      expect(res).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect(Number(res.retryAfter)).toBeGreaterThan(0);
      expect(Number(res.retryAfter)).toBeLessThanOrEqual(Number(first.retryAfter));
    }
    expect(await hits(t, ipKey(ip))).toBe(3);
    // A burst at once writes no more either.
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(t, unknownEmail(), WRONG, ip)));
    expect(burst.every((r) => r.statusCode === 429)).toBe(true);
    expect(await hits(t, ipKey(ip))).toBe(3);
    // Another IP is not affected.
    expect((await login(t, unknownEmail(), WRONG, '10.7.0.2')).statusCode).toBe(401);
  });

  it('a burst from one IP writes the shared counter only until it is over the limit', async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '2' });
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(t, unknownEmail(), WRONG, '10.7.1.1')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 401, ...Array<number>(28).fill(429)]);
    expect(await hits(t, ipKey('10.7.1.1'))).toBe(3);
  });

  it('two API processes on one database: the one that has not seen the limit counts in the database', async () => {
    const a = await app({ RATE_LIMIT_PER_IP: '2' });
    const b = await buildApp({ config: a.config, database: a.database, logger: false });
    try {
      const onB = (email: string) =>
        b.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: WRONG },
          headers: { 'x-forwarded-for': '10.7.2.1' },
        });
      expect((await login(a, unknownEmail(), WRONG, '10.7.2.1')).statusCode).toBe(401);
      expect((await onB(unknownEmail())).statusCode).toBe(401);
      expect((await login(a, unknownEmail(), WRONG, '10.7.2.1')).statusCode).toBe(429); // a learns it
      expect(await hits(a, ipKey('10.7.2.1'))).toBe(3);
      expect((await onB(unknownEmail())).statusCode).toBe(429); // b has not seen it: counted
      expect(await hits(a, ipKey('10.7.2.1'))).toBe(4);
      expect((await onB(unknownEmail())).statusCode).toBe(429); // now b knows too
      expect((await login(a, unknownEmail(), WRONG, '10.7.2.1')).statusCode).toBe(429);
      expect(await hits(a, ipKey('10.7.2.1'))).toBe(4);
    } finally {
      await b.close();
    }
  });

  it('the window ends in memory as in the database', async () => {
    const t = await app({ RATE_LIMIT_PER_IP: '1', RATE_LIMIT_WINDOW: '60' });
    const ip = '10.7.3.1';
    expect((await login(t, unknownEmail(), WRONG, ip)).statusCode).toBe(401);
    expect((await login(t, unknownEmail(), WRONG, ip)).statusCode).toBe(429);
    // The window ends for both clocks: the database's (its row) and the process's (Date).
    await t.database.db.execute(sql`update rate_limit_hits set reset_at = now() - interval '1 second'`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await login(t, unknownEmail(), WRONG, ip)).statusCode).toBe(401);
    expect(await hits(t, ipKey(ip))).toBe(1);
  });
});

describe('the lockout does not tell which e-mails have an account', () => {
  it('the same wrong logins for a real and an unknown e-mail get the same answers', async () => {
    const t = await app({ LOGIN_LOCK_AFTER: '3', LOGIN_LOCK_SECONDS: '60' });
    const user = await userWithPassword(t);
    const attempts = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(seen(await login(t, email, WRONG, `10.6.${n}.${i}`)));
      return answers;
    };
    const real = await attempts(user.email);
    const unknown = await attempts(unknownEmail());
    expect(unknown).toEqual(real);
    expect(real.map((a) => a.status)).toEqual([401, 401, 401, 429, 429, 429]);
    expect(real[3]).toMatchObject({ body: { code: 'ACCOUNT_LOCKED' }, retryAfter: '60' });
  });

  it('a password reset lifts the backoff of the account it belongs to', async () => {
    const t = await app({ LOGIN_LOCK_AFTER: '2', LOGIN_LOCK_SECONDS: '60' });
    const user = await userWithPassword(t);
    for (let i = 0; i < 2; i++) expect((await login(t, user.email, WRONG, '10.6.9.1')).statusCode).toBe(401);
    expect((await login(t, user.email, PASSWORD, '10.6.9.1')).statusCode).toBe(429);

    const token = newToken();
    await t.database.db.insert(authTokens).values({
      userId: user.id,
      kind: 'reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/reset-password',
      headers: { 'reset-token': token },
      payload: { password: 'Rescate#2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t, user.email, 'Rescate#2026', '10.6.9.1')).statusCode).toBe(200);
  });
});
