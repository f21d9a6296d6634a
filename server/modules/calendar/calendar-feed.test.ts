import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedCreated, calendarFeedStatus } from '../../../src/lib/contract-calendar';
import { userRoutines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { insertFinishedWorkout } from '../../test/workouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feed = (who: TestUser | null, method: 'GET' | 'POST' | 'DELETE') =>
  call(t.app, who, method, 'users/me/calendar-feed');

async function turnOn(who: TestUser) {
  const res = await feed(who, 'POST');
  expect(res.statusCode, res.body).toBe(201);
  return calendarFeedCreated.parse(res.json());
}
const pathOf = (url: string) => new URL(url).pathname;

describe('GET/POST/DELETE /api/users/me/calendar-feed', () => {
  it('needs a signed-in user', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await feed(null, method)).statusCode).toBe(401);
  });

  it('is off, then on with an address shown once, then off again', async () => {
    const user = await createTestUser(t.database.db);
    expect((await feed(user, 'GET')).json()).toEqual({ activo: false, creado: null });
    const created = await turnOn(user);
    expect(created.url).toMatch(/^http:\/\/forja\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = calendarFeedStatus.strict().parse((await feed(user, 'GET')).json());
    expect(status).toEqual({ activo: true, creado: created.creado });
    expect((await feed(user, 'DELETE')).json()).toEqual({ message: 'Calendario desactivado' });
    expect((await feed(user, 'GET')).json()).toEqual({ activo: false, creado: null });
    const again = await feed(user, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('El calendario no está activado');
  });
});

describe('GET /api/calendar/{secret}.ics', () => {
  it('is a valid iCalendar with each dated routine weekly between its dates and the finished sessions', async () => {
    const user = await createTestUser(t.database.db);
    const [template] = await publicTemplateIds(t.database.db);
    const routine = await copyToUser(t.app, user, template!);
    // 2026-03-02 is a Monday; dia 3 = Wednesday, so the first occurrence is 2026-03-04.
    await t.database.db
      .update(userRoutines)
      .set({ dia: 3, fechaInicio: '2026-03-02', fechaFin: '2026-04-01', nombre: 'Pierna <b>fuerte</b>' })
      .where(eq(userRoutines.id, routine.rutina_id));
    await copyToUser(t.app, user, template!); // no dates, no weekday: not in the feed
    const [exercise] = await catalogueExercises(t.database.db);
    await insertFinishedWorkout(
      t.database.db,
      user.id,
      new Date('2026-03-04T17:00:00Z'),
      [{ exerciseId: exercise!.id, repeticiones: 8, kg: 50 }],
      { minutes: 50 },
    );

    const { url } = await turnOn(user);
    const res = await call(t.app, null, 'GET', pathOf(url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Madrid');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const weekly = events.find((e) => e.isRecurring())!;
    expect(weekly.summary).toBe('Pierna <b>fuerte</b>');
    expect(weekly.startDate.isDate).toBe(true);
    expect(weekly.startDate.toString()).toBe('2026-03-04');
    expect(weekly.description).toContain(`1. ${routine.ejercicios[0]!.nombre}: `);
    const dates: string[] = [];
    const it = weekly.iterator();
    for (let next = it.next(); next; next = it.next()) dates.push(next.toString());
    expect(dates).toEqual(['2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25', '2026-04-01']);
    const session = events.find((e) => !e.isRecurring())!;
    expect(session.summary).toBe('Sesión: Rutina histórica');
    expect(session.startDate.toJSDate().toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(session.endDate.toJSDate().toISOString()).toBe('2026-03-04T17:50:00.000Z');
  });

  it('is 404 for a replaced, revoked, malformed or unknown secret, and shows each user only their own', async () => {
    const owner = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const first = await turnOn(owner);
    const second = await turnOn(owner);
    const others = await turnOn(other);
    expect(second.url).not.toBe(first.url);
    const get = (url: string) => call(t.app, null, 'GET', url);
    expect((await get(pathOf(first.url))).statusCode).toBe(404);
    expect((await get(pathOf(second.url))).statusCode).toBe(200);
    expect((await get(pathOf(others.url))).statusCode).toBe(200);
    expect((await get('/api/calendar/nope.ics')).json()).toMatchObject({ message: 'Calendario no encontrado' });
    expect((await get(pathOf(second.url).replace('.ics', '.txt'))).statusCode).toBe(404);
    await feed(owner, 'DELETE');
    expect((await get(pathOf(second.url))).statusCode).toBe(404);
    expect((await get(pathOf(others.url))).statusCode).toBe(200);
  });

  it('is rate limited', async () => {
    const user = await createTestUser(t.database.db);
    const path = pathOf((await turnOn(user)).url);
    let status = 200;
    for (let i = 0; i < 61 && status === 200; i += 1) status = (await call(t.app, null, 'GET', path)).statusCode;
    expect(status).toBe(429);
  });
});
