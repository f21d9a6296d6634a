/**
 * "Statements prepared on PGlite" (db/prepared.ts, PGLITE_PREPARE): the statements it runs as
 * PREPARE/EXECUTE answer what Drizzle's own answer. Held here, on both databases, to the plain
 * path (an app with PGLITE_PREPARE=0 over the same database): the arguments written as literals
 * come back as they went, and the routes that use it (the session lookup of every signed-in
 * route, the catalogue's saved ids, the shared routines) answer the same status, headers and
 * bytes, after changes made through either app and in SQL. Also the start-up check of the Drizzle
 * internals it relies on.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, userRoutines, users } from '../db/schema';
import { createSiblingApp, createTestApp, type TestApp } from '../test/app';
import { roundTripsOf } from '../test/round-trips';
import { copyToUser, publicTemplateIds } from '../test/routines';
import { createTestUser, type TestUser } from '../test/users';
import type { Db } from './client';
import { checkPreparedStatements, executePrepared, literal, preparedSelect } from './prepared';

let t: TestApp;
/** The plain path: Drizzle's own statements, over the same database. */
let plain: TestApp;
let templates: number[];

beforeAll(async () => {
  t = await createTestApp();
  plain = await createSiblingApp(t, { PGLITE_PREPARE: '0' });
  templates = await publicTemplateIds(t.database.db);
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const get = (app: FastifyInstance, user: Pick<TestUser, 'token'>, url: string) =>
  app.inject({ url, headers: { authorization: user.token } });

/** Both apps answer `url` alike: status, the headers that carry data, and the bytes. */
async function expectPlain(user: Pick<TestUser, 'token'>, url: string, status = 200) {
  const expected = await get(plain.app, user, url);
  const res = await get(t.app, user, url);
  expect(expected.statusCode, `${url}: ${expected.body}`).toBe(status);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  for (const header of ['content-type', 'x-total-count', 'x-total-pages', 'x-page']) {
    expect(res.headers[header], `${url}: ${header}`).toBe(expected.headers[header]);
  }
  expect(res.body, url).toBe(expected.body);
  return res;
}

describe('EXECUTE arguments written as literals', () => {
  it('come back as they went: quotes, backslashes, dollar tags, unicode, numbers, dates, null', async () => {
    const statement = {
      name: 'prepared_test_echo',
      text: 'select $1::text as text, $2::int as n, $3::float8 as x, $4::timestamptz as at, $5::boolean as b, $6::text as none',
    };
    const at = new Date('2026-11-24T10:11:12.345Z');
    for (const text of [
      "O'Brien \\ \\' ''",
      '$a$ $a0$ $a1$ $$ $',
      'x$a',
      'x$a0',
      '$a',
      '$a$a0',
      'tail $',
      'Ñandú 🏋️‍♀️ \u2028 </script>',
      '',
      ' ',
    ]) {
      const { rows } = await executePrepared<Record<string, unknown>>(t.database.db, statement, [
        text,
        -42,
        2.5,
        at,
        true,
        null,
      ]);
      expect(rows[0]).toMatchObject({ text, n: -42, x: 2.5, b: true, none: null });
      expect(new Date(rows[0]!.at as string | Date).toISOString()).toBe(at.toISOString());
    }
  });

  it('refuses what it cannot write (a NUL, an object, NaN)', () => {
    expect(() => literal('a\0b')).toThrow();
    expect(() => literal({ a: 1 })).toThrow();
    expect(() => literal(Number.NaN)).toThrow();
    expect(literal("it's")).toBe("$a$it's$a$");
    expect(literal('$a$')).toBe('$a0$$a$$a0$');
    expect(literal('x$a')).toBe('$a0$x$a$a0$');
  });
});

describe('the routes that use it answer what the plain path answers', () => {
  it('the profile, the catalogue, public and shared routines, one user routine, the list', async () => {
    const u = await createTestUser(t.database.db, { nombre: 'Ña "ñu" \\ $a$', peso: 80.255 });
    const copy = await copyToUser(t.app, u, templates[0]!);
    for (const url of [
      '/api/users',
      '/api/exercises',
      '/api/exercises/filter?grupos_musculares_id=1',
      '/api/routines/filter',
      `/api/routines/${templates[1]}`,
      `/api/user-routines/${copy.rutina_id}`,
      '/api/user-routines?limit=5',
      '/api/routines/shared',
    ]) {
      await expectPlain(u, url);
    }
    await expectPlain(u, '/api/routines/999999', 404);
  });

  it('shared routines: none at all, then pages, past the end, and the caller saving one', async () => {
    const viewer = await createTestUser(t.database.db);
    const sharer = await createTestUser(t.database.db);
    // No one shares yet in this file's database: an empty first page, total 0.
    const none = await expectPlain(viewer, '/api/routines/shared?page=1&limit=2');
    expect(none.headers).toMatchObject({ 'x-total-count': '0', 'x-total-pages': '1' });
    await expectPlain(viewer, '/api/routines/shared?page=3&limit=2');
    for (const template of templates.slice(0, 3)) {
      const copy = await copyToUser(plain.app, sharer, template);
      await t.database.db.update(userRoutines).set({ compartida: true }).where(eq(userRoutines.id, copy.rutina_id));
    }
    for (const page of [1, 2, 3]) await expectPlain(viewer, `/api/routines/shared?page=${page}&limit=2`);
    const beyond = await expectPlain(viewer, '/api/routines/shared?page=3&limit=2');
    expect(beyond.headers['x-total-count']).toBe('3');
    const [newest] = (await get(t.app, viewer, '/api/routines/shared?limit=1')).json<{ id_rutina: number }[]>();
    await plain.app.inject({
      method: 'POST',
      url: `/api/user-routines/${newest!.id_rutina}/save`,
      headers: viewer.headers,
    });
    const after = await expectPlain(viewer, '/api/routines/shared?limit=1');
    expect(after.json()).toMatchObject([{ realizada: true }]);
    // The sharer does not see their own.
    await expectPlain(sharer, '/api/routines/shared');
  });

  it('the session lookup: a change of profile, a revoked session, a user gone, an expired one', async () => {
    const u = await createTestUser(t.database.db);
    await expectPlain(u, '/api/users');
    await t.database.db.update(users).set({ nombre: "D'Arcy", peso: 71.5, objetivoId: null }).where(eq(users.id, u.id));
    expect((await expectPlain(u, '/api/users')).json()).toMatchObject({ nombre: "D'Arcy", peso: 71.5 });

    const revoked = await createTestUser(t.database.db);
    await t.database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, revoked.id));
    await expectPlain(revoked, '/api/users', 401);

    const expired = await createTestUser(t.database.db);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, expired.id));
    await expectPlain(expired, '/api/users', 401);

    const gone = await createTestUser(t.database.db);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    await expectPlain(gone, '/api/users', 403);
    await expectPlain({ token: "x' or '1'='1" }, '/api/users', 401);
  });

  it('on PGlite the session lookup and the profile are EXECUTEs of prepared statements, not parsed queries', async () => {
    const u = await createTestUser(t.database.db);
    // The session's first request slides its expiry; the catalogue's body is then kept.
    await get(t.app, u, '/api/exercises');
    await get(plain.app, u, '/api/exercises');
    expect(await roundTripsOf(t.database.db, () => get(t.app, u, '/api/exercises'))).toBe(1);
    expect(await roundTripsOf(plain.database.db, () => get(plain.app, u, '/api/exercises'))).toBe(1);
    if (t.database.kind !== 'pglite') return;
    const client = (t.database.db as unknown as { $client: { exec(text: string): unknown } }).$client;
    const exec = vi.spyOn(client, 'exec');
    try {
      await get(t.app, u, '/api/exercises');
      expect(exec.mock.calls.map(([text]) => text)).toEqual([expect.stringMatching(/^execute auth_session_by_hash\(/)]);
      await get(t.app, u, '/api/users'); // prepares the profile's statement, if no test did
      exec.mockClear();
      await get(t.app, u, '/api/users');
      expect(exec.mock.calls.map(([text]) => text)).toEqual([
        expect.stringMatching(/^execute auth_session_by_hash\(/),
        expect.stringMatching(/^execute users_profile_by_id\(/),
      ]);
    } finally {
      exec.mockRestore();
    }
  });
});

describe('the start-up check (openDatabase)', () => {
  it('passes on this database, and stops a start whose Drizzle moved what the statements rely on', () => {
    expect(() => checkPreparedStatements(t.database.db)).not.toThrow();
    expect(() => checkPreparedStatements({} as Db)).toThrow(/\$client/);
    if (t.database.kind !== 'pglite') return;
    const moved = { prepare: () => ({ execute: () => [] }) };
    expect(() => preparedSelect(t.database.db, moved, 'prepared_test_moved')).toThrow(/changed shape/);
  });
});
