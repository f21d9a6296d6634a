import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import { exerciseRemovals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Every route that takes a user routine id, with a valid request for it. A route added under
 * /api/user-routines/{id} without a row here fails the coverage test below, so its ownership
 * check cannot be forgotten.
 */
const ROUTES: { method: Method; path: string; payload?: (exerciseId: number) => object }[] = [
  { method: 'GET', path: '/api/user-routines/{id}' },
  { method: 'PATCH', path: '/api/user-routines/{id}', payload: () => ({ dia: 2, rutina_compartida: true }) },
  { method: 'DELETE', path: '/api/user-routines/{id}' },
  { method: 'POST', path: '/api/user-routines/{id}/save' },
  {
    method: 'POST',
    path: '/api/user-routines/{id}/exercises',
    payload: (exerciseId) => ({ ejercicio_id: exerciseId }),
  },
  {
    method: 'PATCH',
    path: '/api/user-routines/{id}/exercises/{exerciseId}',
    payload: () => ({ series: 7, repeticiones: 7, orden: 1, comentario: 'intruso' }),
  },
  { method: 'DELETE', path: '/api/user-routines/{id}/exercises/{exerciseId}' },
  { method: 'GET', path: '/api/user-routines/generate/{id}' },
];

let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let routine: UserRoutine;
let catalogueId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.database.db);
  intruder = await createTestUser(t.database.db);
  const [template] = await publicTemplateIds(t.database.db);
  routine = await copyToUser(t.app, owner, template!);
  await t.app.inject({
    method: 'PATCH',
    url: `/api/user-routines/${routine.rutina_id}`,
    headers: owner.headers,
    payload: { fecha_inicio_rutina: '01-01-2026', fecha_fin_rutina: '31-12-2026', dia: 1 },
  });
  routine = (
    await t.app.inject({ url: `/api/user-routines/${routine.rutina_id}`, headers: owner.headers })
  ).json<UserRoutine>();
  catalogueId = (await catalogueExercises(t.database.db))[0]!.id;
});
afterAll(() => t.close());

describe('ownership of user routines', () => {
  it('the table covers every /api/user-routines/{id} route the server declares', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/user-routines/') && path.includes('{id}'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(declared.length).toBeGreaterThanOrEqual(8);
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(declared);
  });

  it.each(ROUTES)("$method $path: another user's routine is a 404 with a message and no data", async (route) => {
    const url = route.path
      .replace('{id}', String(routine.rutina_id))
      .replace('{exerciseId}', String(routine.ejercicios[0]!.id));
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: intruder.headers,
      ...(route.payload ? { payload: route.payload(catalogueId) } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    expect(res.body).not.toContain(routine.nombre);

    // The owner still succeeds on the same route (the 404 is about ownership, not the request).
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/user-routines/${routine.rutina_id}`,
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('after all those calls nothing changed for the owner and the intruder gained nothing', async () => {
    const now = await t.app.inject({ url: `/api/user-routines/${routine.rutina_id}`, headers: owner.headers });
    expect(now.json()).toEqual(routine);
    const removals = await t.database.db.select().from(exerciseRemovals).where(eq(exerciseRemovals.userId, owner.id));
    expect(removals).toEqual([]);
    const theirs = (
      await t.app.inject({ url: '/api/user-routines', headers: intruder.headers })
    ).json<UserRoutineList>();
    expect(theirs.rutinas).toEqual([]);
    expect(theirs.total_routines).toBe(0);
  });

  it("the owner's list is theirs only", async () => {
    const list = (await t.app.inject({ url: '/api/user-routines', headers: owner.headers })).json<UserRoutineList>();
    expect(list.rutinas.map((r) => r.rutina_id)).toEqual([routine.rutina_id]);
  });
});
