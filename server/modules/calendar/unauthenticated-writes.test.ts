import { randomBytes } from 'node:crypto';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema';
import { clientOf, createMemoryCounter } from '../../plugins/rate-limit/memory';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTestUser } from '../../test/users';

/**
 * Routes anyone may call cannot be made to write the database at will. Guessed
 * feed and unsubscribe addresses are limited per client (IP, or IPv6 /64) from memory, and a
 * guess writes no rate-limit row; per-IP counters count an IPv6 client once per /64.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '5' });
});
afterAll(() => t.close());

/** The per-client allowance of unknown addresses (MISSES_MAX in index.ts). */
const MISSES = 30;
const guess = () => randomBytes(32).toString('base64url');
const rows = async (prefix: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `${prefix}%`))
  )[0]!.n;
const feed = (path: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: path, remoteAddress });
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

async function feedPath(): Promise<string> {
  const user = await createTestUser(t.database.db);
  const res = await call(t.app, user, 'POST', 'users/me/calendar-feed');
  expect(res.statusCode, res.body).toBe(201);
  return new URL(res.json<{ url: string }>().url).pathname;
}

describe('guessed calendar feed addresses', () => {
  it('500 guesses from one IP: 30 answers 404, the rest 429 from memory, and no row written', async () => {
    const before = await rows('calendar-feed');
    const codes: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const res = await feed(`/api/calendar/${guess()}.ics`, '198.51.100.7');
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.slice(0, MISSES)).toEqual(Array<number>(MISSES).fill(404));
    expect(tally(codes)).toEqual({ 404: MISSES, 429: 500 - MISSES });
    expect(await rows('calendar-feed')).toBe(before);
    // Another client is not affected.
    expect((await feed(await feedPath(), '198.51.100.8')).statusCode).toBe(200);
  });

  it('a burst of guesses sent at once is held to the same 30', async () => {
    const codes = await Promise.all(
      Array.from({ length: 120 }, async () => (await feed(`/api/calendar/${guess()}.ics`, '198.51.100.9')).statusCode),
    );
    expect(tally(codes)).toEqual({ 404: MISSES, 429: 120 - MISSES });
  });

  it('a calendar service polling many valid feeds from one IP is never counted as guessing', async () => {
    const paths: string[] = [];
    for (let i = 0; i < MISSES + 10; i += 1) paths.push(await feedPath());
    for (const path of paths) expect((await feed(path, '203.0.113.50')).statusCode).toBe(200);
    // Its misses are still counted: a revoked feed or two among them costs nothing.
    expect((await feed(`/api/calendar/${guess()}.ics`, '203.0.113.50')).statusCode).toBe(404);
    expect((await feed(paths[0]!, '203.0.113.50')).statusCode).toBe(200);
  });
});

describe('guessed unsubscribe links and IPv6 clients', () => {
  const unsubscribe = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe/${guess()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress,
    });

  it('100 guesses from 100 addresses of one IPv6 /64: 30 answers 404, then 429, and one counter row', async () => {
    const before = await rows('unsubscribe:');
    const codes: number[] = [];
    for (let i = 1; i <= 100; i += 1) codes.push((await unsubscribe(`2001:db8:7:1::${i.toString(16)}`)).statusCode);
    expect(tally(codes)).toEqual({ 404: MISSES, 429: 100 - MISSES });
    expect((await rows('unsubscribe:')) - before).toBe(1);
    // Another /64 is another client.
    expect((await unsubscribe('2001:db8:7:2::1')).statusCode).toBe(404);
  });

  it('a per-IP counter of the account routes counts an IPv6 /64 once (RATE_LIMIT_PER_IP=5)', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 20; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/verify-email/${guess()}`,
        remoteAddress: `2001:db8:9:9:${i.toString(16)}::1`,
      });
      codes.push(res.statusCode);
    }
    expect(tally(codes)).toEqual({ 303: 5, 429: 15 });
    expect(await rows('verify-email:ip:')).toBe(1);
  });

  it('tells clients apart as an IPv4 address or an IPv6 /64', () => {
    expect(clientOf('192.0.2.10')).toBe('192.0.2.10');
    expect(clientOf('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(clientOf('2001:DB8:0:00a0:1:2:3:4')).toBe('2001:db8:0:a0::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('2001:db8:1:2::%eth0')).toBe('2001:db8:1:2::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });

  it('a memory window ends, and a refund gives an attempt back', () => {
    const counter = createMemoryCounter({ max: 2, windowMs: 1000 });
    expect([counter.take('k', 0), counter.take('k', 10), counter.take('k', 20)]).toEqual([null, null, 980]);
    counter.refund('k', 30);
    expect(counter.take('k', 40)).toBeNull();
    expect(counter.take('k', 999)).toBe(1);
    expect(counter.take('k', 1000)).toBeNull();
  });
});
