import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicRoutine, UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import { exerciseRemovals, routineExercises, routines, userRoutines } from '../../db/schema';
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

/** Routes that take a routine template id: a routine generated for one user is nobody else's. */
const TEMPLATE_ROUTES: {
  method: Method;
  path: string;
  url: (id: number) => string;
  payload?: (id: number) => object;
}[] = [
  { method: 'GET', path: '/api/routines/{id}', url: (id) => `/api/routines/${id}` },
  {
    method: 'POST',
    path: '/api/user-routines',
    url: () => '/api/user-routines',
    payload: (id) => ({ id_rutina: id }),
  },
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

describe('routines generated for one user, and routines nobody shared', () => {
  let generatedId: number;

  beforeAll(async () => {
    // A routine generated for the owner (routines.owner_user_id set), as the generator stores it.
    const [template] = await publicTemplateIds(t.database.db);
    const [source] = await t.database.db.select().from(routines).where(eq(routines.id, template!));
    const [generated] = await t.database.db
      .insert(routines)
      .values({
        nombre: 'Generada solo para su dueña',
        observaciones: 'privada',
        objetivoId: source!.objetivoId,
        dificultadId: source!.dificultadId,
        metodoId: source!.metodoId,
        ownerUserId: owner.id,
        dia: 2,
        generatorSeed: 'ownership-test',
      })
      .returning({ id: routines.id });
    generatedId = generated!.id;
    await t.database.db.insert(routineExercises).values({
      routineId: generatedId,
      exerciseId: catalogueId,
      orden: 1,
      series: 3,
      repeticiones: 10,
      comentario: '',
    });
  });

  it('every route with a path id that needs a token is in one of the ownership tables', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const covered = new Set([...ROUTES, ...TEMPLATE_ROUTES].map((r) => `${r.method} ${r.path}`));
    const declared = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => path.includes('{id}') && (op.security ?? []).length > 0)
        // The training log's routes have their own table (server/modules/workouts/ownership.test.ts),
        // programmes theirs (server/modules/plans/plans.test.ts: GET and DELETE of another user's),
        // a user's own exercises theirs (server/modules/exercises/own.test.ts).
        .filter(() => !/^\/api\/(workouts|progress|plans|exercises\/custom)\//.test(path))
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    expect(declared.filter((d) => !covered.has(d))).toEqual([]);
  });

  it.each(TEMPLATE_ROUTES)(
    "$method $path: another user's generated routine is a 404 and nothing is created",
    async (route) => {
      const before = await t.database.db.select().from(userRoutines).where(eq(userRoutines.userId, intruder.id));
      const res = await t.app.inject({
        method: route.method,
        url: route.url(generatedId),
        headers: intruder.headers,
        ...(route.payload ? { payload: route.payload(generatedId) } : {}),
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      expect(res.body).not.toContain('Generada solo para su dueña');
      const after = await t.database.db.select().from(userRoutines).where(eq(userRoutines.userId, intruder.id));
      expect(after).toEqual(before);

      // Its owner can.
      const mine = await t.app.inject({
        method: route.method,
        url: route.url(generatedId),
        headers: owner.headers,
        ...(route.payload ? { payload: route.payload(generatedId) } : {}),
      });
      expect(mine.statusCode, mine.body).toBeLessThan(300);
    },
  );

  it("another user's generated routine is not in the public list", async () => {
    // (routines/filter lists public templates only: generated ones are reached by id.)
    const list = (await t.app.inject({ url: '/api/routines/filter', headers: intruder.headers })).json<
      PublicRoutine[]
    >();
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((r) => r.id_rutina)).not.toContain(generatedId);
  });

  it("routines/shared lists only what others chose to share, never the caller's own", async () => {
    const shared = () =>
      t.app
        .inject({ url: '/api/routines/shared?page=1&limit=50', headers: intruder.headers })
        .then((r) => r.json<{ id_rutina: number }[]>().map((x) => x.id_rutina));
    // Not shared: invisible to the intruder, and saving it is a 404.
    expect(await shared()).not.toContain(routine.rutina_id);
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/user-routines/${routine.rutina_id}/save`,
      headers: intruder.headers,
    });
    expect(save.statusCode).toBe(404);

    // Once the owner shares it, it shows up for others (so the list above could have shown it).
    const share = await t.app.inject({
      method: 'PATCH',
      url: `/api/user-routines/${routine.rutina_id}`,
      headers: owner.headers,
      payload: { rutina_compartida: true },
    });
    expect(share.statusCode).toBe(200);
    expect(await shared()).toContain(routine.rutina_id);
    const own = await t.app.inject({ url: '/api/routines/shared?page=1&limit=50', headers: owner.headers });
    expect(own.json<{ id_rutina: number }[]>().map((x) => x.id_rutina)).not.toContain(routine.rutina_id);
    // The shared view says nothing about who the owner is.
    const body = (await t.app.inject({ url: '/api/routines/shared?page=1&limit=50', headers: intruder.headers })).body;
    expect(body).not.toContain(owner.email);
    expect(body).not.toMatch(/user_?id|email|password/i);
  });
});
