/**
 * `GET /api/exercises/picker` (picker.ts): every catalogue exercise with its model, English name,
 * muscle group and photos; signed in, as the rest of the catalogue; the per-process bytes
 * (CATALOGUE_CACHE, the default) held to the plain path's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickerExercise, type PickerExercise } from '../../../src/lib/contract-picker';
import { modelOf } from '../../domain/exercise-model';
import { MUSCLE_GROUPS } from '../../db/seed/reference';
import { loadCatalogue } from '../../db/seed/catalogue';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { ENGLISH_NAMES } from './english-names';

let t: TestApp;
let plain: TestApp;
let user: TestUser;
const catalogue = loadCatalogue().exercises;
const URL = '/api/exercises/picker';

beforeAll(async () => {
  t = await createTestApp();
  plain = await createSiblingApp(t, { CATALOGUE_CACHE: '0' });
  user = await createTestUser(t.database.db);
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const list = async (app: TestApp = t) => {
  const res = await app.app.inject({ url: URL, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<PickerExercise[]>();
};

describe('GET /api/exercises/picker', () => {
  it('lists every catalogue exercise by id, each in the contract shape', async () => {
    const body = await list();
    expect(body.map((e) => e.id)).toEqual(catalogue.map((e) => e.id).sort((a, b) => a - b));
    for (const e of body) expect(pickerExercise.strict().parse(e)).toEqual(e);
  });

  it("gives each its model's pattern, equipment and load, its group's name, English name and photos", async () => {
    const body = await list();
    expect(body.find((e) => e.id === 1)).toEqual({
      id: 1,
      nombre: 'Press de banca con barra',
      nombre_en: 'Bench Press (Barbell)',
      grupos_musculares_id: 1,
      grupo_muscular: 'Pecho',
      patron: 'empuje-horizontal',
      equipo: ['barra', 'rack', 'banco'],
      carga: 'barra',
      imagenes: ['/exercise-photos/1/0-480.webp', '/exercise-photos/1/1-480.webp'],
    });
    const byId = new Map(catalogue.map((e) => [e.id, e]));
    for (const e of body) {
      const model = modelOf(e.id)!;
      expect([e.patron, e.equipo, e.carga], e.nombre).toEqual([model.patron, [...model.equipo], model.progresion]);
      expect(e.nombre).toBe(byId.get(e.id)!.nombre);
      expect(e.grupo_muscular).toBe(MUSCLE_GROUPS[e.grupos_musculares_id - 1]!.nombre);
    }
    expect(body.find((e) => e.nombre === 'Flexiones de rodillas')!.imagenes).toEqual([]);
  });

  it('has one English name for every catalogue exercise, no two alike, and none for an unknown id', async () => {
    const names = (await list()).map((e) => e.nombre_en);
    expect(names.every((n) => n.trim().length >= 3)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(
      Object.keys(ENGLISH_NAMES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(catalogue.map((e) => e.id).sort((a, b) => a - b));
  });

  it('answers the same bytes with the per-process cache as without it, on every request', async () => {
    const read = (app: TestApp) => app.app.inject({ url: URL, headers: user.headers });
    const [first, second, slow] = [await read(t), await read(t), await read(plain)];
    expect(first.body).toBe(slow.body);
    expect(second.body).toBe(slow.body);
    expect(first.headers['content-type']).toBe(slow.headers['content-type']);
  });

  it('needs a token, as the rest of the catalogue', async () => {
    const res = await t.app.inject({ url: URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Authorization header is required' });
    const bad = await t.app.inject({ url: URL, headers: { authorization: 'nope' } });
    expect(bad.statusCode).toBe(401);
  });
});
