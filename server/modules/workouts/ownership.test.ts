import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout, WorkoutSet } from '../../../src/lib/contract-training';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { logSet, startWorkout } from '../../test/workouts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Owned {
  workout: Workout;
  set: WorkoutSet;
}

/**
 * Every training route with a path id, and a valid request for it. A route added under
 * /api/workouts/{id} or /api/progress/... with an id and no row here fails the coverage test
 * below, so its ownership check cannot be forgotten.
 */
const ROUTES: { method: Method; path: string; url: (o: Owned) => string; payload?: (o: Owned) => object }[] = [
  { method: 'GET', path: '/api/workouts/{id}', url: (o) => `workouts/${o.workout.id}` },
  { method: 'GET', path: '/api/workouts/{id}/summary', url: (o) => `workouts/${o.workout.id}/summary` },
  {
    method: 'PATCH',
    path: '/api/workouts/{id}',
    url: (o) => `workouts/${o.workout.id}`,
    payload: (o) => ({ notas: 'x', nombre: 'x', orden_ejercicios: o.workout.ejercicios.map((e) => e.id).reverse() }),
  },
  { method: 'DELETE', path: '/api/workouts/{id}', url: (o) => `workouts/${o.workout.id}` },
  {
    method: 'POST',
    path: '/api/workouts/{id}/finish',
    url: (o) => `workouts/${o.workout.id}/finish`,
    payload: () => ({}),
  },
  {
    method: 'PATCH',
    path: '/api/workouts/{id}/exercises/{exerciseId}',
    url: (o) => `workouts/${o.workout.id}/exercises/${o.workout.ejercicios[0]!.id}`,
    payload: () => ({ nota: 'x', omitido: true, descanso: 5, grupo: 3, series_objetivo: 9, id_ejercicio: 2 }),
  },
  {
    method: 'PUT',
    path: '/api/workouts/{id}/exercises/{clienteId}',
    url: (o) => `workouts/${o.workout.id}/exercises/0b7e6c1e-3c9a-4d55-9d43-6f1f0f7f2a11`,
    payload: () => ({ id_ejercicio: 1 }),
  },
  {
    method: 'DELETE',
    path: '/api/workouts/{id}/exercises/{exerciseId}',
    url: (o) => `workouts/${o.workout.id}/exercises/${o.workout.ejercicios[0]!.id}`,
  },
  {
    method: 'GET',
    path: '/api/workouts/{id}/exercises/{exerciseId}/alternatives',
    url: (o) => `workouts/${o.workout.id}/exercises/${o.workout.ejercicios[0]!.id}/alternatives`,
  },
  {
    method: 'POST',
    path: '/api/workouts/{id}/routine',
    url: (o) => `workouts/${o.workout.id}/routine`,
    payload: () => ({ nombre: 'Robada' }),
  },
  { method: 'GET', path: '/api/workouts/{id}/feedback', url: (o) => `workouts/${o.workout.id}/feedback` },
  {
    method: 'PUT',
    path: '/api/workouts/{id}/feedback',
    url: (o) => `workouts/${o.workout.id}/feedback`,
    payload: () => ({ musculos: [{ grupo_muscular_id: 1, bombeo: 3, dolor: 'me_paro' }] }),
  },
  { method: 'GET', path: '/api/workouts/{id}/readiness', url: (o) => `workouts/${o.workout.id}/readiness` },
  {
    method: 'PUT',
    path: '/api/workouts/{id}/readiness',
    url: (o) => `workouts/${o.workout.id}/readiness`,
    payload: () => ({ sueno: 'mal', estres: 'alto', cuerpo: 'cansado' }),
  },
  {
    method: 'PUT',
    path: '/api/workouts/{id}/sets/{setId}',
    url: (o) => `workouts/${o.workout.id}/sets/${o.set.id}`,
    payload: (o) => ({
      ejercicio_sesion_id: o.set.ejercicio_sesion_id,
      orden: 1,
      medida: 'repeticiones',
      repeticiones: 99,
      kg: 1,
    }),
  },
  {
    method: 'PATCH',
    path: '/api/workouts/{id}/sets/{setId}',
    url: (o) => `workouts/${o.workout.id}/sets/${o.set.id}`,
    payload: () => ({ repeticiones: 99 }),
  },
  {
    method: 'DELETE',
    path: '/api/workouts/{id}/sets/{setId}',
    url: (o) => `workouts/${o.workout.id}/sets/${o.set.id}`,
  },
];

let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let owned: Owned;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.database.db);
  intruder = await createTestUser(t.database.db);
  const template = (await publicTemplateIds(t.database.db))[0]!;
  const routine = await copyToUser(t.app, owner, template);
  const workout = await startWorkout(t.app, owner, routine.rutina_id);
  const set = await logSet(t.app, owner, workout.id, {
    ejercicio_sesion_id: workout.ejercicios[0]!.id,
    repeticiones: 8,
    kg: 40,
  });
  owned = { workout, set };
});
afterAll(() => t.close());

describe("the training log is its owner's", () => {
  it('every training route with a path id is in the table', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(spec.paths)
      .filter(([path]) => /^\/api\/(workouts|progress)\/.*\{/.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const covered = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    expect(declared.filter((d) => !covered.has(d) && !d.startsWith('GET /api/progress/exercises/'))).toEqual([]);
    expect(declared.length).toBeGreaterThanOrEqual(ROUTES.length);
  });

  it.each(ROUTES)("$method $path: another user's id is a 404 and the owner's session is unchanged", async (route) => {
    const before = (await apiCall(t.app, owner, 'GET', `workouts/${owned.workout.id}`)).body;
    const res = await apiCall(t.app, intruder, route.method, route.url(owned), route.payload?.(owned));
    expect(res.statusCode, res.body).toBe(404);
    expect(Object.keys(res.json<object>())).toContain('message');
    expect((await apiCall(t.app, owner, 'GET', `workouts/${owned.workout.id}`)).body).toBe(before);
  });

  it('progress of an exercise only the owner logged shows the intruder nothing of it', async () => {
    const catalogueId = owned.workout.ejercicios[0]!.id_ejercicio_catalogo;
    const res = await apiCall(t.app, intruder, 'GET', `progress/exercises/${catalogueId}`);
    expect([200, 404]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.json<{ puntos: unknown[] }>().puntos).toEqual([]);
    const records = await apiCall(t.app, intruder, 'GET', 'progress/records');
    expect(records.json()).toEqual([]);
  });
});
