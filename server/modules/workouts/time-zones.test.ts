import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { isTimeZone } from '../../domain/training/weeks';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { databaseTimeZones } from './repository';
import { createTestUser, type TestUser } from '../../test/users';

/**
 * `?tz` takes only zones the database accepts too. The runtime's Intl still
 * knows aliases the tz database dropped (US/Pacific-New in 2020b, Canada/East-Saskatchewan in
 * 2017c); PostgreSQL refuses them ("time zone … not recognized"), which was a 500.
 */
let t: TestApp;
let u: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  u = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, u, 'GET', url);

/** Every route with `?tz`; the history's reaches the database only with a range. */
const ROUTES = ['workouts?desde=2026-03-02&hasta=2026-03-03', 'progress/muscles', 'progress/adherence'];

describe('?tz against the database', () => {
  it.each(['US/Pacific-New', 'Canada/East-Saskatchewan'])(
    '%s: Intl knows it, the database does not: 400 in Spanish on every route',
    async (zone) => {
      // The premise: the zone check of the schema alone lets it through.
      expect(isTimeZone(zone)).toBe(true);
      for (const route of ROUTES) {
        const res = await get(`${route}${route.includes('?') ? '&' : '?'}tz=${encodeURIComponent(zone)}`);
        expect(res.statusCode, `${route} ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ message: M.timeZone, code: 'VALIDATION' });
      }
    },
  );

  it.each(['UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'US/Eastern', 'europe/madrid'])(
    '%s (canonical, alias or another case): still answered on every route',
    async (zone) => {
      for (const route of ROUTES) {
        const res = await get(`${route}${route.includes('?') ? '&' : '?'}tz=${encodeURIComponent(zone)}`);
        expect(res.statusCode, `${route} ${res.body}`).toBe(200);
      }
    },
  );

  it('every zone the runtime lists as canonical is one the database accepts (none refused by mistake)', async () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    const accepted = await databaseTimeZones(t.database.db);
    expect(zones.filter((z) => !accepted.has(z.toLowerCase()))).toEqual([]);
    // Read once per database: the same set again.
    expect(await databaseTimeZones(t.database.db)).toBe(accepted);
  });
});
