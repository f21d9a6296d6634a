import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercise, type Exercise } from '../../../src/lib/contract';
import { loadCatalogue } from '../../db/seed/catalogue';
import photos from '../../db/seed/data/photos.json';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let user: TestUser;
const catalogue = loadCatalogue().exercises;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.database.db);
});
afterAll(() => t.close());

describe('exercise catalogue (docs/PRODUCT.md §12)', () => {
  it.each(['/api/exercises', '/api/routines/exercises'])('GET %s lists every catalogue exercise', async (url) => {
    const res = await t.app.inject({ url, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<Exercise[]>();
    expect(body).toHaveLength(catalogue.length);
    for (const e of body) expect(exercise.strict().parse(e)).toEqual(e);
    const first = catalogue[0]!;
    expect(body.find((e) => e.id === first.id)).toEqual({
      id: first.id,
      nombre: first.nombre,
      tipo: first.tipo,
      dificultad_id: first.dificultad_id,
      grupos_musculares_id: first.grupos_musculares_id,
      inicio: first.inicio,
      fin: first.fin,
      imagenes: ['/exercise-photos/1/0-480.webp', '/exercise-photos/1/1-480.webp'],
    });
  });

  it('gives each exercise its photos, start then end, or none; every URL is a file of the web app', async () => {
    const res = await t.app.inject({ url: '/api/exercises', headers: user.headers });
    const body = res.json<Exercise[]>();
    const bySlug = new Map(catalogue.map((e) => [e.slug, e.id]));
    const of = (slug: string) => body.find((e) => e.id === bySlug.get(slug))!.imagenes;
    expect(of('sentadilla-trasera-barra')).toEqual([
      `/exercise-photos/${bySlug.get('sentadilla-trasera-barra')}/0-480.webp`,
      `/exercise-photos/${bySlug.get('sentadilla-trasera-barra')}/1-480.webp`,
    ]);
    expect(of('flexiones-rodillas')).toEqual([]);
    const withPhotos = body.filter((e) => e.imagenes.length > 0);
    expect(withPhotos.length).toBe(Object.keys(photos).length);
    for (const e of body) {
      expect(e.imagenes, e.nombre).toHaveLength(String(e.id) in photos ? 2 : 0);
      for (const url of e.imagenes) expect(fs.existsSync(path.join('src/app/public', url)), url).toBe(true);
    }
    const filtered = await t.app.inject({ url: '/api/exercises/filter?grupos_musculares_id=1', headers: user.headers });
    expect(filtered.json<Exercise[]>().find((e) => e.id === 1)?.imagenes).toEqual(of('press-banca-barra'));
  });

  it.each(['/api/exercises', '/api/routines/exercises', '/api/exercises/filter'])('%s needs a token', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Authorization header is required' });
    const bad = await t.app.inject({ url, headers: { authorization: 'nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ message: 'Invalid token' });
  });

  it('filters by muscle group, by difficulty, by both, or by neither', async () => {
    const sample = catalogue[0]!;
    const cases: [string, (e: (typeof catalogue)[number]) => boolean][] = [
      [
        `grupos_musculares_id=${sample.grupos_musculares_id}`,
        (e) => e.grupos_musculares_id === sample.grupos_musculares_id,
      ],
      [`dificultad_id=${sample.dificultad_id}`, (e) => e.dificultad_id === sample.dificultad_id],
      [
        `grupos_musculares_id=${sample.grupos_musculares_id}&dificultad_id=${sample.dificultad_id}`,
        (e) => e.grupos_musculares_id === sample.grupos_musculares_id && e.dificultad_id === sample.dificultad_id,
      ],
      ['', () => true],
      ['grupos_musculares_id=&dificultad_id=', () => true],
    ];
    for (const [query, keep] of cases) {
      const res = await t.app.inject({ url: `/api/exercises/filter?${query}`, headers: user.headers });
      expect(res.statusCode, query).toBe(200);
      const ids = res.json<Exercise[]>().map((e) => e.id);
      const expected = catalogue
        .filter(keep)
        .map((e) => e.id)
        .sort((a, b) => a - b);
      expect(ids, query).toEqual(expected);
      expect(ids.length, query).toBeGreaterThan(0);
    }
  });

  it('an unknown group or level is an empty list', async () => {
    const res = await t.app.inject({ url: '/api/exercises/filter?grupos_musculares_id=999', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    'grupos_musculares_id=abc',
    'dificultad_id=1.5',
    'dificultad_id=-1',
    'dificultad_id=0',
    'grupos_musculares_id=1&grupos_musculares_id=2',
  ])('filter?%s is a 400 with a message', async (query) => {
    const res = await t.app.inject({ url: `/api/exercises/filter?${query}`, headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/positive integer|expected/) });
  });
});
