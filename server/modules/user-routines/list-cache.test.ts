import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { routines, userRoutineExercises, userRoutines, users } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { roundTripsOf } from '../../test/round-trips';
import { expectedList, type ListQuery } from '../../test/routine-list';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';

/**
 * `GET user-routines` is served from a per-process cache validated by users.routines_version
 * (cache.ts, "routine bodies per user"; migration 0003's triggers). Every kind of write, through
 * this process, another one or plain SQL, must show in the very next read; a read with nothing
 * changed must be a cache hit.
 */

let t: TestApp;
/** A second API process on the same database (its own cache). */
let twin: FastifyInstance;
let templates: number[];
let catalogue: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  twin = await buildApp({ config: t.config, database: t.database, logger: false });
  templates = await publicTemplateIds(t.database.db);
  catalogue = await catalogueExercises(t.database.db);
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

/** The pages every check reads: each is a cache entry of its own. */
const QUERIES: [string, ListQuery][] = [
  ['', {}],
  ['?active=true', { active: true }],
  ['?active=false', { active: false }],
  ['?page=2&limit=1', { page: 2, limit: 1 }],
];

async function read(app: FastifyInstance, user: TestUser, qs = '') {
  const res = await app.inject({ url: `/api/user-routines${qs}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

/** Every page, as each process serves it now, equals what the tables hold now. */
async function expectFresh(user: TestUser) {
  for (const app of [t.app, twin]) {
    for (const [qs, query] of QUERIES) {
      expect(JSON.parse(await read(app, user, qs)), `${qs} after a write`).toEqual(
        await expectedList(t.database.db, user.id, query),
      );
    }
  }
}

/** `call` (test/call.ts), expecting a success. */
async function succeed(...args: Parameters<typeof call>) {
  const res = await call(...args);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** Statements the driver is sent during `read` (test/round-trips.ts). */
const roundTrips = (app: FastifyInstance, user: TestUser, qs = '', db = t.database.db) =>
  roundTripsOf(db, () => read(app, user, qs));

describe('GET user-routines from the cache', () => {
  it('a read with nothing changed is served from the cache: the session and the version, the same bytes', async () => {
    const u = await createTestUser(t.database.db);
    await copyToUser(t.app, u, templates[0]!);
    await copyToUser(t.app, u, templates[1]!);
    const first = await read(t.app, u, '?limit=1');
    expect(await roundTrips(t.app, u, '?limit=1')).toBe(2);
    expect(await read(t.app, u, '?limit=1')).toBe(first);
    // Another user's write does not touch this user's version.
    const other = await createTestUser(t.database.db);
    await copyToUser(t.app, other, templates[0]!);
    expect(await roundTrips(t.app, u, '?limit=1')).toBe(2);
    // A write of this user's: built afresh once (session, version, profile, page, exercises), then kept again.
    await succeed(t.app, u, 'PATCH', `user-routines/${JSON.parse(first).rutinas[0].rutina_id}`, { dia: 5 });
    expect(await roundTrips(t.app, u, '?limit=1')).toBe(5);
    expect(await roundTrips(t.app, u, '?limit=1')).toBe(2);
  });

  it('every write through the API shows in the next read, in this process and in another', async () => {
    const u = await createTestUser(t.database.db);
    const sharer = await createTestUser(t.database.db);
    await expectFresh(u);

    const copy = await copyToUser(t.app, u, templates[0]!);
    await expectFresh(u);

    const today = todayIso().split('-').reverse().join('-');
    await succeed(t.app, u, 'PATCH', `user-routines/${copy.rutina_id}`, {
      fecha_inicio_rutina: today,
      fecha_fin_rutina: today,
      rutina_compartida: true,
      dia: 2,
    });
    await expectFresh(u);

    const added = await succeed(t.app, u, 'POST', `user-routines/${copy.rutina_id}/exercises`, {
      ejercicio_id: catalogue[7]!.id,
    });
    const items = added.json<UserRoutine>().ejercicios;
    await expectFresh(u);

    const last = items[items.length - 1]!;
    await succeed(t.app, u, 'PATCH', `user-routines/${copy.rutina_id}/exercises/${last.id}`, {
      series: 5,
      comentario: 'más lento',
      orden: 1,
    });
    await expectFresh(u);

    await succeed(t.app, u, 'DELETE', `user-routines/${copy.rutina_id}/exercises/${items[0]!.id}`);
    await expectFresh(u);

    const shared = await copyToUser(t.app, sharer, templates[1]!);
    await succeed(t.app, sharer, 'PATCH', `user-routines/${shared.rutina_id}`, { rutina_compartida: true });
    await succeed(t.app, u, 'POST', `user-routines/${shared.rutina_id}/save`);
    await expectFresh(u);

    await succeed(t.app, u, 'PUT', 'users/update', {
      nombre: 'Lucía María',
      apellidos: 'Pérez Ruiz',
      email: `nuevo.${u.email}`,
      fecha_nacimiento: '1991-06-18',
      sexo: 2,
      peso: 70.125,
      altura: 171.5,
      id_objetivo: 2,
    });
    await expectFresh(u);

    await succeed(t.app, u, 'DELETE', `user-routines/${copy.rutina_id}`);
    await expectFresh(u);

    // The same kinds of write through the other process.
    const again = await copyToUser(twin, u, templates[2]!);
    await expectFresh(u);
    await succeed(twin, u, 'PATCH', `user-routines/${again.rutina_id}`, { dia: null });
    await expectFresh(u);
    await succeed(twin, u, 'PATCH', `user-routines/${again.rutina_id}/exercises/${again.ejercicios[0]!.id}`, {
      repeticiones: 12,
    });
    await expectFresh(u);
    await succeed(twin, u, 'DELETE', `user-routines/${again.rutina_id}`);
    await expectFresh(u);
  });

  it('writes straight to the database show in the next read (routine, exercise, profile, cascade)', async () => {
    const db = t.database.db;
    const u = await createTestUser(db);
    const a = await copyToUser(t.app, u, templates[0]!);
    const b = await copyToUser(t.app, u, templates[1]!);
    await expectFresh(u);

    const [tpl] = await db.select().from(routines).limit(1);
    await db.insert(userRoutines).values({
      userId: u.id,
      nombre: 'Sin ejercicios',
      objetivoId: tpl!.objetivoId,
      dificultadId: tpl!.dificultadId,
      metodoId: tpl!.metodoId,
    });
    await expectFresh(u);
    await db.update(userRoutines).set({ nombre: 'Renombrada' }).where(eq(userRoutines.id, a.rutina_id));
    await expectFresh(u);
    await db
      .update(userRoutineExercises)
      .set({ comentario: 'desde SQL' })
      .where(eq(userRoutineExercises.userRoutineId, b.rutina_id));
    await expectFresh(u);
    await db.insert(userRoutineExercises).values({
      userRoutineId: a.rutina_id,
      exerciseId: catalogue[3]!.id,
      orden: 99,
      series: 2,
      repeticiones: 20,
    });
    await expectFresh(u);
    await db.delete(userRoutineExercises).where(eq(userRoutineExercises.id, b.ejercicios[0]!.id));
    await expectFresh(u);
    for (const change of [
      { nombre: 'Otra' },
      { apellidos: 'Otros' },
      { email: `sql.${u.email}` },
      { peso: 80.5 },
      { altura: 180.25 },
      { createdAt: new Date('2020-02-03T04:05:06Z') },
    ]) {
      await db.update(users).set(change).where(eq(users.id, u.id));
      await expectFresh(u);
    }
    // A routine moved to another user leaves one list and joins the other.
    const v = await createTestUser(db);
    await expectFresh(v);
    await db.update(userRoutines).set({ userId: v.id }).where(eq(userRoutines.id, b.rutina_id));
    await expectFresh(u);
    await expectFresh(v);
    // A routine deleted with its exercises (ON DELETE CASCADE), by plain SQL in one transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${userRoutines} where ${userRoutines.id} = ${a.rutina_id}`);
    });
    await expectFresh(u);
    expect((JSON.parse(await read(t.app, u)) as UserRoutineList).rutinas.map((r) => r.nombre)).toEqual([
      'Sin ejercicios',
    ]);
  });

  it("a new day in Madrid is a new list: rutina_activa follows today's date", async () => {
    const u = await createTestUser(t.database.db);
    const copy = await copyToUser(t.app, u, templates[0]!);
    const today = todayIso().split('-').reverse().join('-');
    await succeed(t.app, u, 'PATCH', `user-routines/${copy.rutina_id}`, {
      fecha_inicio_rutina: today,
      fecha_fin_rutina: today,
    });
    const now = JSON.parse(await read(t.app, u)) as UserRoutineList;
    expect(now.rutinas[0]!.rutina_activa).toBe(true);
    expect(await roundTrips(t.app, u)).toBe(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      const tomorrow = JSON.parse(await read(t.app, u)) as UserRoutineList;
      expect(tomorrow.rutinas[0]!.rutina_activa).toBe(false);
      expect(tomorrow).toEqual(await expectedList(t.database.db, u.id));
      expect((JSON.parse(await read(t.app, u, '?active=true')) as UserRoutineList).rutinas).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('USER_ROUTINES_CACHE_MB=0: every read is built afresh by the plain path', async () => {
    const off = await createTestApp({ USER_ROUTINES_CACHE_MB: '0' });
    try {
      expect(off.config.userRoutinesCacheBytes).toBe(0);
      const u = await createTestUser(off.database.db);
      await copyToUser(off.app, u, (await publicTemplateIds(off.database.db))[0]!);
      const first = await read(off.app, u);
      // The session, the profile with the count, the page and its exercises: no version read.
      expect(await roundTrips(off.app, u, '', off.database.db)).toBe(4);
      expect(await roundTrips(off.app, u, '', off.database.db)).toBe(4);
      expect(await read(off.app, u)).toBe(first);
    } finally {
      await off.close();
    }
  });

  it('USER_ROUTINES_CACHE_MB: 64 MB by default on PostgreSQL, 16 on the embedded database, as set otherwise', () => {
    const mb = (env: Record<string, string>) => loadConfig(env).userRoutinesCacheBytes / 1024 / 1024;
    expect(mb({})).toBe(16);
    expect(mb({ DATABASE_URL: 'postgres://forja@db/forja' })).toBe(64);
    expect(mb({ DATABASE_URL: 'postgres://forja@db/forja', USER_ROUTINES_CACHE_MB: '8' })).toBe(8);
    expect(mb({ USER_ROUTINES_CACHE_MB: '0' })).toBe(0);
  });
});
