import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRoutine } from '../../../src/lib/contract';
import { exercises, methods, userRoutineExercises, userRoutines } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app';
import { roundTripsOf } from '../../test/round-trips';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';

/**
 * `GET user-routines/{id}` through the cache (cache.ts, "routine bodies per user") answers the
 * plain path's bytes (repository.ts `findUserRoutine` through the route's schema,
 * USER_ROUTINES_CACHE_MB=0), as built and as kept, before and after every kind of write: through
 * this process, through another one (its own pool on PostgreSQL) and in SQL; a catalogue change
 * (the seed's) shows in every process started after it; another user's routine is a 404 on both.
 */

let t: TestApp;
/** The plain path (the cache off), over the same database. */
let plain: TestApp;
/** Another API process with the cache, with its own bodies. */
let twin: TestApp;
let templates: number[];
let catalogue: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  plain = await createSiblingApp(t, { USER_ROUTINES_CACHE_MB: '0' });
  twin = await createSiblingApp(t);
  templates = await publicTemplateIds(t.database.db);
  catalogue = await catalogueExercises(t.database.db);
});
afterAll(async () => {
  for (const sibling of [twin, plain]) await sibling.close();
  await t.close();
});

const get = (app: FastifyInstance, user: TestUser, id: number) =>
  app.inject({ url: `/api/user-routines/${id}`, headers: user.headers });

/**
 * Every app with the cache answers routine `id` to `user` with the plain path's status, type and
 * bytes: the first read of this data builds the body, the next one is kept.
 */
async function expectPlain(user: TestUser, id: number, status = 200, apps = [t.app, twin.app]) {
  const expected = await get(plain.app, user, id);
  expect(expected.statusCode, expected.body).toBe(status);
  for (const [name, app] of apps.flatMap((app, i) => [
    [`app ${i} (built)`, app],
    [`app ${i} (kept)`, app],
  ]) as [string, FastifyInstance][]) {
    const res = await get(app, user, id);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
    expect(res.headers['content-type'], name).toBe(expected.headers['content-type']);
    expect(res.body, `${name}: routine ${id}`).toBe(expected.body);
  }
  return expected;
}

/** `call` (test/call.ts), expecting a success. */
async function succeed(...args: Parameters<typeof call>) {
  const res = await call(...args);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

const awkward = 'Ñandú "x" \\ </script> \u2028 🏋️‍♀️ $a$ \'';

describe("GET user-routines/{id}: the cache answers the plain path's bytes", () => {
  it('a copied routine, its dates, weekday, shared flag and awkward comments; none of its exercises; absent ids', async () => {
    const u = await createTestUser(t.database.db);
    const copy = await copyToUser(t.app, u, templates[0]!);
    await expectPlain(u, copy.rutina_id);
    const today = todayIso().split('-').reverse().join('-');
    await succeed(twin.app, u, 'PATCH', `user-routines/${copy.rutina_id}`, {
      fecha_inicio_rutina: today,
      fecha_fin_rutina: today,
      rutina_compartida: true,
      dia: 7,
    });
    await t.database.db
      .update(userRoutineExercises)
      .set({ comentario: awkward })
      .where(eq(userRoutineExercises.userRoutineId, copy.rutina_id));
    await t.database.db
      .update(userRoutines)
      .set({ nombre: awkward, observaciones: '' })
      .where(eq(userRoutines.id, copy.rutina_id));
    const body = (await expectPlain(u, copy.rutina_id)).json<UserRoutine>();
    expect(body).toMatchObject({ nombre: awkward, rutina_activa: true, dia: 7, rutina_compartida: true });
    expect(body.ejercicios.length).toBeGreaterThan(0);
    expect(body.ejercicios.every((e) => e.comentario === awkward)).toBe(true);

    await t.database.db.delete(userRoutineExercises).where(eq(userRoutineExercises.userRoutineId, copy.rutina_id));
    expect((await expectPlain(u, copy.rutina_id)).json<UserRoutine>().ejercicios).toEqual([]);
    await expectPlain(u, 999_999_999, 404);
  });

  it("another user's routine is a 404, and stays one after it is moved away or deleted", async () => {
    const owner = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const copy = await copyToUser(t.app, owner, templates[1]!);
    await expectPlain(owner, copy.rutina_id);
    await expectPlain(other, copy.rutina_id, 404);
    // Moved to the other user in SQL: the owner's cached body must not be served any more.
    await t.database.db.update(userRoutines).set({ userId: other.id }).where(eq(userRoutines.id, copy.rutina_id));
    await expectPlain(owner, copy.rutina_id, 404);
    await expectPlain(other, copy.rutina_id);
    await succeed(twin.app, other, 'DELETE', `user-routines/${copy.rutina_id}`);
    await expectPlain(other, copy.rutina_id, 404);
  });

  it('every write through another process shows in the next read of every process', async () => {
    const u = await createTestUser(t.database.db);
    const copy = await copyToUser(t.app, u, templates[2]!);
    const id = copy.rutina_id;
    await expectPlain(u, id);
    const added = await succeed(twin.app, u, 'POST', `user-routines/${id}/exercises`, {
      ejercicio_id: catalogue[7]!.id,
    });
    const items = added.json<UserRoutine>().ejercicios;
    await expectPlain(u, id);
    await succeed(twin.app, u, 'PATCH', `user-routines/${id}/exercises/${items.at(-1)!.id}`, {
      series: 5,
      comentario: 'más lento',
      orden: 1,
    });
    await expectPlain(u, id);
    await succeed(twin.app, u, 'DELETE', `user-routines/${id}/exercises/${items[0]!.id}`);
    await expectPlain(u, id);
  });

  it('a catalogue change (an exercise, a method), which only the seed makes, shows in every process started after it', async () => {
    const u = await createTestUser(t.database.db);
    const copy = await copyToUser(t.app, u, templates[3]!);
    const before = (await expectPlain(u, copy.rutina_id)).json<UserRoutine>();
    const exerciseId = before.ejercicios[0]!.id_ejercicio_catalogo;
    await t.database.db
      .update(exercises)
      .set({ nombre: sql`${exercises.nombre} || ${` ${awkward}`}` })
      .where(eq(exercises.id, exerciseId));
    const afterRename = await createSiblingApp(t);
    try {
      const renamed = (await expectPlain(u, copy.rutina_id, 200, [afterRename.app])).json<UserRoutine>();
      expect(renamed.ejercicios[0]!.nombre).toBe(`${before.ejercicios[0]!.nombre} ${awkward}`);
    } finally {
      await afterRename.close();
    }
    const [row] = await t.database.db
      .select({ metodoId: userRoutines.metodoId })
      .from(userRoutines)
      .where(eq(userRoutines.id, copy.rutina_id));
    await t.database.db.update(methods).set({ observaciones: awkward }).where(eq(methods.id, row!.metodoId));
    const afterMethod = await createSiblingApp(t);
    try {
      const changed = (await expectPlain(u, copy.rutina_id, 200, [afterMethod.app])).json<UserRoutine>();
      expect(changed.metodo_observaciones).toBe(awkward);
    } finally {
      await afterMethod.close();
    }
  });

  it("a programme's routines carry `plan`; tomorrow's date is read afresh", async () => {
    const u = await createTestUser(t.database.db, { objetivoId: 3 });
    const choices = { dias: [1, 3, 5], semanas: 6, duracion_min: 45, equipamiento: ['gimnasio'], experiencia: 'nunca' };
    const plan = await succeed(t.app, u, 'POST', 'plans', { ...choices, fecha_inicio: todayIso() });
    const [routine] = await t.database.db
      .select({ id: userRoutines.id })
      .from(userRoutines)
      .where(eq(userRoutines.planId, plan.json<{ id: number }>().id))
      .limit(1);
    const today = (await expectPlain(u, routine!.id)).json<UserRoutine>();
    expect(today.plan).toMatchObject({ semanas: 6, semana_actual: 1 });
    const dated = await copyToUser(t.app, u, templates[0]!);
    const wire = todayIso().split('-').reverse().join('-');
    await succeed(t.app, u, 'PATCH', `user-routines/${dated.rutina_id}`, {
      fecha_inicio_rutina: wire,
      fecha_fin_rutina: wire,
    });
    expect((await expectPlain(u, dated.rutina_id)).json<UserRoutine>().rutina_activa).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      expect((await expectPlain(u, dated.rutina_id)).json<UserRoutine>().rutina_activa).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('costs the plain path and the version when built, the session and the version when kept', async () => {
    const u = await createTestUser(t.database.db);
    const copy = await copyToUser(t.app, u, templates[0]!);
    await get(t.app, u, copy.rutina_id); // warm-up: the session's first request slides its expiry
    await t.database.db.update(userRoutines).set({ dia: 3 }).where(eq(userRoutines.id, copy.rutina_id));
    const read = () => roundTripsOf(t.database.db, () => get(t.app, u, copy.rutina_id));
    // Built: the session, the version (cache.ts), the routine, its exercises. Kept: the session and the version.
    expect(await read()).toBe(4);
    expect(await read()).toBe(2);
    // The plain path: the session, the routine, its exercises.
    expect(await roundTripsOf(plain.database.db, () => get(plain.app, u, copy.rutina_id))).toBe(3);
  });
});
