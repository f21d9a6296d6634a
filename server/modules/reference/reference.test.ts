import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFFICULTIES, GOALS, MUSCLE_GROUPS } from '../../db/seed/reference';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data (docs/PRODUCT.md §12)', () => {
  it('lists the 5 difficulties with the labels of docs/PRODUCT.md §3, no auth needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/difficulties' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(res.json()).toEqual([
      { id: 1, nivel: 'Principiante' },
      { id: 2, nivel: 'Intermedio' },
      { id: 3, nivel: 'Avanzado' },
      { id: 4, nivel: 'Experto' },
      { id: 5, nivel: 'Elite' },
    ]);
  });

  it('lists the 20 muscle groups in the order of docs/PRODUCT.md §3', async () => {
    const body = (await t.app.inject({ url: '/api/muscle-groups' })).json<{ id: number; nombre: string }[]>();
    expect(body).toHaveLength(20);
    expect(body[0]).toEqual({ id: 1, nombre: 'Pecho' });
    expect(body[2]).toEqual({ id: 3, nombre: 'Bíceps' });
    expect(body[19]).toEqual({ id: 20, nombre: 'Flexores de cadera' });
  });

  it('lists goals with their method ids', async () => {
    const body = (await t.app.inject({ url: '/api/goals' })).json();
    expect(body).toEqual([
      { id: 1, nombre: 'Adaptación general', id_metodos: 1 },
      { id: 2, nombre: 'Tonificación', id_metodos: 2 },
      { id: 3, nombre: 'Hipertrofia', id_metodos: 3 },
      { id: 4, nombre: 'Pérdida de grasa', id_metodos: 4 },
      { id: 5, nombre: 'Rendimiento funcional', id_metodos: 3 },
    ]);
  });

  it('lists at least 4 methods with every field and a Spanish explanation', async () => {
    const body = (await t.app.inject({ url: '/api/methods' })).json<Record<string, unknown>[]>();
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const m of body) {
      expect(Object.keys(m).sort()).toEqual(
        ['descanso', 'dificultad_id', 'id', 'nombre', 'observaciones', 'tiempo_aerobicos', 'tiempo_anaerobicos'].sort(),
      );
      expect(String(m.observaciones).length).toBeGreaterThan(40);
    }
  });

  it.each([
    ['difficulties', 3, { id: 3, nivel: DIFFICULTIES[2].nivel }],
    ['muscle-groups', 12, { id: 12, nombre: MUSCLE_GROUPS[11]!.nombre }],
    ['goals', 4, { id: 4, nombre: GOALS[3].nombre, id_metodos: 4 }],
  ])('GET /%s/%i returns one row', async (resource, id, expected) => {
    const res = await t.app.inject({ url: `/api/${resource}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it.each(['difficulties', 'muscle-groups', 'goals', 'methods'])(
    '/%s/{id}: 400 "Invalid ID" and 404',
    async (resource) => {
      for (const bad of ['abc', '1.5', '-1', '9999999999']) {
        const res = await t.app.inject({ url: `/api/${resource}/${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({ message: 'Invalid ID' });
      }
      const missing = await t.app.inject({ url: `/api/${resource}/999` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toEqual(expect.any(String));
    },
  );

  it('re-running the seed changes nothing (idempotent)', async () => {
    const { seed } = await import('../../db/seed');
    await seed(t.database.db);
    await seed(t.database.db);
    const body = (await t.app.inject({ url: '/api/muscle-groups' })).json<unknown[]>();
    expect(body).toHaveLength(20);
  });
});
