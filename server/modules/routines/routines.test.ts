import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutine, type PublicRoutine, type UserRoutine } from '../../../src/lib/contract';
import { routineExercises, routines, userRoutines } from '../../db/schema';
import { loadCatalogue } from '../../db/seed/catalogue';
import photos from '../../db/seed/data/photos.json';
import { DIFFICULTIES, GOALS, METHODS, MUSCLE_GROUPS } from '../../db/seed/reference';
import { createTestApp, type TestApp } from '../../test/app';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let user: TestUser;
let other: TestUser;
const catalogue = loadCatalogue();

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.database.db);
  other = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, who: TestUser = user) => t.app.inject({ url, headers: who.headers });

/** A routine generated for `owner` (what `POST autogenerate` stores), written directly. */
async function insertGenerated(owner: TestUser, dia: number | null = 3) {
  const [row] = await t.database.db
    .insert(routines)
    .values({
      nombre: 'Rutina generada de prueba',
      objetivoId: 2,
      dificultadId: 1,
      metodoId: 2,
      ownerUserId: owner.id,
      dia,
    })
    .returning({ id: routines.id });
  const [ex] = await catalogueExercises(t.database.db);
  await t.database.db.insert(routineExercises).values({
    routineId: row!.id,
    exerciseId: ex!.id,
    orden: 1,
    series: 4,
    repeticiones: 8,
    comentario: 'Controla la bajada.',
  });
  return row!.id;
}

describe('GET routines/filter', () => {
  it('lists every public template in the public shape, with names and exercises from the catalogue', async () => {
    const res = await get('/api/routines/filter');
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicRoutine[]>();
    expect(body).toHaveLength(catalogue.routines.length);
    for (const r of body) expect(publicRoutine.strict().parse(r)).toEqual(r);

    const seeded = catalogue.routines[0]!;
    const [row] = await t.database.db.select({ id: routines.id }).from(routines).where(eq(routines.slug, seeded.slug));
    const found = body.find((r) => r.id_rutina === row!.id)!;
    expect(found).toMatchObject({
      observaciones: seeded.observaciones,
      realizada: false,
      objetivo: GOALS.find((g) => g.id === seeded.objetivo_id)!.nombre,
      dificultad: DIFFICULTIES.find((d) => d.id === seeded.dificultad_id)!.nivel,
      metodo: METHODS.find((m) => m.id === seeded.metodo_id)!.nombre,
    });
    const bySlug = new Map(catalogue.exercises.map((e) => [e.slug, e]));
    expect(found.ejercicios).toEqual(
      seeded.ejercicios.map((e, i) => {
        const ex = bySlug.get(e.ejercicio)!;
        return {
          id_ejercicio: ex.id,
          orden: i + 1,
          series: e.series,
          repeticiones: e.repeticiones,
          dia: null,
          comentario: e.comentario,
          nombre: ex.nombre,
          tipo: ex.tipo,
          step_1: ex.inicio,
          step_2: ex.fin,
          grupos_musculares: MUSCLE_GROUPS[ex.grupos_musculares_id - 1]!.nombre,
          imagenes: String(ex.id) in photos ? [0, 1].map((p) => `/exercise-photos/${ex.id}/${p}-480.webp`) : [],
        };
      }),
    );
    // Its exercises show their photos.
    expect(found.ejercicios.some((e) => e.imagenes.length === 2)).toBe(true);
  });

  it('filters by goal and/or difficulty and never shows generated routines', async () => {
    await insertGenerated(user);
    const sample = catalogue.routines[0]!;
    const cases: [string, (r: (typeof catalogue.routines)[number]) => boolean][] = [
      [`objetivos_id=${sample.objetivo_id}`, (r) => r.objetivo_id === sample.objetivo_id],
      [`dificultad_id=${sample.dificultad_id}`, (r) => r.dificultad_id === sample.dificultad_id],
      [
        `objetivos_id=${sample.objetivo_id}&dificultad_id=${sample.dificultad_id}`,
        (r) => r.objetivo_id === sample.objetivo_id && r.dificultad_id === sample.dificultad_id,
      ],
      ['objetivos_id=&dificultad_id=', () => true],
    ];
    for (const [query, keep] of cases) {
      const res = await get(`/api/routines/filter?${query}`);
      expect(res.statusCode, query).toBe(200);
      const names = res
        .json<PublicRoutine[]>()
        .map((r) => r.nombre)
        .sort();
      expect(names, query).toEqual(
        catalogue.routines
          .filter(keep)
          .map((r) => r.nombre)
          .sort(),
      );
      expect(names).not.toContain('Rutina generada de prueba');
    }
    expect((await get('/api/routines/filter?objetivos_id=99')).json()).toEqual([]);
  });

  it.each(['objetivos_id=x', 'dificultad_id=2.5', 'objetivos_id=-3', 'dificultad_id=0'])('%s is a 400', async (q) => {
    const res = await get(`/api/routines/filter?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('marks realizada once the caller copied the template, for that caller only', async () => {
    const [id] = await publicTemplateIds(t.database.db);
    const fresh = await createTestUser(t.database.db);
    await copyToUser(t.app, fresh, id!);
    const mine = (await get('/api/routines/filter', fresh)).json<PublicRoutine[]>();
    expect(mine.find((r) => r.id_rutina === id)!.realizada).toBe(true);
    expect(mine.filter((r) => r.id_rutina !== id).every((r) => !r.realizada)).toBe(true);
    const theirs = (await get('/api/routines/filter', other)).json<PublicRoutine[]>();
    expect(theirs.find((r) => r.id_rutina === id)!.realizada).toBe(false);
  });
});

describe('GET routines/{id}', () => {
  it('returns one public routine', async () => {
    const [id] = await publicTemplateIds(t.database.db);
    const res = await get(`/api/routines/${id}`);
    expect(res.statusCode).toBe(200);
    const listed = (await get('/api/routines/filter')).json<PublicRoutine[]>().find((r) => r.id_rutina === id);
    expect(res.json()).toEqual(listed);
  });

  it("returns the caller's generated routine, with its weekday, and hides it from everyone else", async () => {
    const id = await insertGenerated(user, 5);
    const res = await get(`/api/routines/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicRoutine>();
    expect(body).toMatchObject({ id_rutina: id, nombre: 'Rutina generada de prueba', objetivo: GOALS[1].nombre });
    expect(body.ejercicios).toHaveLength(1);
    expect(body.ejercicios[0]).toMatchObject({ orden: 1, series: 4, repeticiones: 8, dia: 5 });

    const hidden = await get(`/api/routines/${id}`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Routine not found', code: 'NOT_FOUND' });
  });

  it('400 "Invalid ID" for a non-integer, 404 when absent, 401 without a token', async () => {
    for (const bad of ['abc', '1.5', '-1', '9999999999']) {
      const res = await get(`/api/routines/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid ID' });
    }
    expect((await get('/api/routines/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/routines/1' })).statusCode).toBe(401);
  });
});

describe('GET routines/shared', () => {
  it("lists other users' shared routines (never the caller's own), a plain array with pagination headers", async () => {
    const sharer = await createTestUser(t.database.db);
    const viewer = await createTestUser(t.database.db);
    const [templateId] = await publicTemplateIds(t.database.db);
    const shared: number[] = [];
    for (let i = 0; i < 5; i++) {
      const copy = await copyToUser(t.app, sharer, templateId!);
      shared.push(copy.rutina_id);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/user-routines/${copy.rutina_id}`,
        headers: sharer.headers,
        payload: { rutina_compartida: true, dia: 2 },
      });
      expect(patch.statusCode).toBe(200);
    }
    const unshared = await copyToUser(t.app, sharer, templateId!);
    const viewersOwn = await copyToUser(t.app, viewer, templateId!);
    await t.database.db.update(userRoutines).set({ compartida: true }).where(eq(userRoutines.id, viewersOwn.rutina_id));
    // Other test files' users may share too: compare against what the database holds.
    const everyShared = await t.database.db
      .select({ id: userRoutines.id, userId: userRoutines.userId })
      .from(userRoutines)
      .where(eq(userRoutines.compartida, true));
    const visible = everyShared
      .filter((r) => r.userId !== viewer.id)
      .map((r) => r.id)
      .sort((a, b) => b - a);

    const all = await get('/api/routines/shared?page=1&limit=500', viewer);
    expect(all.statusCode).toBe(200);
    const body = all.json<PublicRoutine[]>();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((r) => r.id_rutina)).toEqual(visible);
    expect(body.map((r) => r.id_rutina)).not.toContain(unshared.rutina_id);
    expect(body.map((r) => r.id_rutina)).not.toContain(viewersOwn.rutina_id);
    for (const r of body) expect(publicRoutine.strict().parse(r)).toEqual(r);
    const one = body.find((r) => r.id_rutina === shared[0])!;
    expect(one.realizada).toBe(false);
    expect(one.ejercicios.length).toBeGreaterThan(0);
    expect(one.ejercicios.every((e) => e.dia === 2)).toBe(true);
    // The public shape keeps the catalogue exercise in id_ejercicio (the user-routine shape's
    // id_ejercicio_catalogo), not the routine's row id.
    const source = await t.app.inject({ url: `/api/user-routines/${shared[0]}`, headers: sharer.headers });
    expect(one.ejercicios.map((e) => e.id_ejercicio)).toEqual(
      source.json<UserRoutine>().ejercicios.map((e) => e.id_ejercicio_catalogo),
    );
    expect(all.headers['x-total-count']).toBe(String(visible.length));

    const page2 = await get('/api/routines/shared?page=2&limit=2', viewer);
    expect(page2.statusCode).toBe(200);
    expect(page2.json<PublicRoutine[]>().map((r) => r.id_rutina)).toEqual(visible.slice(2, 4));
    expect(page2.headers).toMatchObject({
      'x-total-count': String(visible.length),
      'x-total-pages': String(Math.ceil(visible.length / 2)),
      'x-page': '2',
    });
    const beyond = await get('/api/routines/shared?page=99&limit=2', viewer);
    expect(beyond.json()).toEqual([]);
    // Past the end, the page's statement has no row to carry the count: it is read on its own.
    expect(beyond.headers).toMatchObject({ 'x-page': '99', 'x-total-count': String(visible.length) });

    // Saving one marks it realizada for the saver.
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/user-routines/${shared[0]}/save`,
      headers: viewer.headers,
    });
    expect(save.statusCode).toBe(201);
    const after = (await get('/api/routines/shared?limit=500', viewer)).json<PublicRoutine[]>();
    expect(after.find((r) => r.id_rutina === shared[0])!.realizada).toBe(true);
  });

  it('defaults to page 1 of 100', async () => {
    const res = await get('/api/routines/shared');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page']).toBe('1');
    expect(Number(res.headers['x-total-pages'])).toBe(
      Math.max(1, Math.ceil(Number(res.headers['x-total-count']) / 100)),
    );
  });

  it.each(['page=0', 'page=x', 'limit=0', 'limit=501', 'limit=1.5', 'page=-2'])('%s is a 400', async (q) => {
    const res = await get(`/api/routines/shared?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
