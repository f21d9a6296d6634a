/**
 * "Catalogue bodies per process" (catalogue/cache.ts) held to the plain path: an app with the
 * cache (the default) and one without (CATALOGUE_CACHE=0) on the same database (on PostgreSQL,
 * two pools, as two processes) answer every catalogue read byte for byte alike: filters, a
 * caller's `realizada` before and after a copy, a generated routine, 404s, and a change of the
 * catalogue (as a new release's seed writes it) read by a process started after it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises, routineExercises, routines, userRoutines } from '../../db/schema';
import { CatalogueCache, exercisesBody } from './cache';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';

let cached: TestApp;
let plain: TestApp;
let user: TestUser;
let templates: number[];

beforeAll(async () => {
  cached = await createTestApp();
  plain = await createSiblingApp(cached, { CATALOGUE_CACHE: '0' });
  user = await createTestUser(cached.database.db);
  templates = await publicTemplateIds(cached.database.db);
});
afterAll(async () => {
  await plain.close();
  await cached.close();
});

const db = () => cached.database.db;

/** Every catalogue read, answered alike by the cached app (or `fastApp`) and the plain one (status, type and bytes). */
async function expectSame(paths: string[], who: TestUser = user, fastApp: TestApp = cached) {
  for (const url of paths) {
    const [fast, slow] = await Promise.all(
      [fastApp, plain].map((t) => t.app.inject({ url, headers: { authorization: who.token } })),
    );
    expect(fast!.statusCode, url).toBe(slow!.statusCode);
    expect(fast!.headers['content-type'], url).toBe(slow!.headers['content-type']);
    expect(fast!.body, url).toBe(slow!.body);
  }
}

const catalogueReads = () => [
  '/api/exercises',
  '/api/routines/exercises',
  '/api/exercises/filter',
  '/api/exercises/filter?grupos_musculares_id=3',
  '/api/exercises/filter?dificultad_id=2',
  '/api/exercises/filter?grupos_musculares_id=3&dificultad_id=1',
  '/api/exercises/filter?grupos_musculares_id=999',
  '/api/routines/filter',
  '/api/routines/filter?objetivos_id=1',
  '/api/routines/filter?dificultad_id=2',
  '/api/routines/filter?objetivos_id=3&dificultad_id=2',
  '/api/routines/filter?objetivos_id=99',
  `/api/routines/${templates[0]}`,
  `/api/routines/${templates.at(-1)}`,
  '/api/routines/999999',
];

describe('catalogue bodies per process answer what the plain path answers', () => {
  it('every catalogue read, and `realizada` after the caller copies templates', async () => {
    expect(templates.length).toBeGreaterThan(2);
    await expectSame(catalogueReads());
    await copyToUser(cached.app, user, templates[0]!);
    await copyToUser(plain.app, user, templates[2]!);
    const res = await cached.app.inject({ url: '/api/routines/filter', headers: { authorization: user.token } });
    const done = res.json<{ id_rutina: number; realizada: boolean }[]>().filter((r) => r.realizada);
    expect(done.map((r) => r.id_rutina)).toEqual([templates[0], templates[2]]);
    await expectSame(catalogueReads());
    // Another user's `realizada` is their own, from the same cached entry.
    await expectSame(catalogueReads(), await createTestUser(db()));
  });

  it("a routine generated for the caller is the plain path's; another user's is a 404 on both", async () => {
    const [mine] = await db()
      .insert(routines)
      .values({ nombre: 'Generada', objetivoId: 1, dificultadId: 1, metodoId: 1, ownerUserId: user.id, dia: 2 })
      .returning({ id: routines.id });
    await db()
      .insert(routineExercises)
      .values({ routineId: mine!.id, exerciseId: 1, orden: 1, series: 3, repeticiones: 10 });
    await expectSame([`/api/routines/${mine!.id}`, '/api/routines/filter']);
    await expectSame([`/api/routines/${mine!.id}`], await createTestUser(db()));
  });
});

describe('exercise bodies kept', () => {
  it('only for filters of existing groups and levels, so unknown ids cannot grow the cache', async () => {
    const cache = new CatalogueCache(db(), cached.app.config.pglitePrepare);
    const plainAll = (await plain.app.inject({ url: '/api/exercises', headers: { authorization: user.token } })).body;
    expect((await exercisesBody(cache, db())).toString()).toBe(plainAll);
    for (let group = 1000; group < 1020; group++) {
      expect((await exercisesBody(cache, db(), { group })).toString()).toBe('[]');
    }
    expect(cache.size).toBe(2); // the catalogue and its unfiltered body
    await exercisesBody(cache, db(), { group: 3, level: 1 });
    await exercisesBody(cache, db(), { group: 3, level: 1 });
    expect(cache.size).toBe(3);
  });
});

describe("a caller's saved templates", () => {
  it('are read on every request: a copy written in SQL behind the cache is seen at once', async () => {
    const cache = new CatalogueCache(db(), cached.app.config.pglitePrepare);
    const someone = await createTestUser(db());
    expect([...(await cache.saved(someone.id))]).toEqual([]);
    await db().insert(userRoutines).values({
      userId: someone.id,
      routineId: templates[1]!,
      nombre: 'Copia',
      objetivoId: 1,
      dificultadId: 1,
      metodoId: 1,
    });
    expect([...(await cache.saved(someone.id))]).toEqual([templates[1]]);
  });
});

describe('ready bodies to a browser', () => {
  it("are compressed as it asks, and decode to the plain path's bytes", async () => {
    for (const url of ['/api/exercises', '/api/routines/filter', `/api/routines/${templates[0]}`]) {
      const slow = await plain.app.inject({ url, headers: { authorization: user.token } });
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await cached.app.inject({
          url,
          headers: { authorization: user.token, 'accept-encoding': encoding },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(decode(res.rawPayload).toString(), url).toBe(slow.body);
      }
    }
  });
});

describe('a new release', () => {
  it("a change of the catalogue (a new release's seed) is what a process started after it answers", async () => {
    await expectSame(catalogueReads()); // both warm
    const get = (t: TestApp, url: string) => t.app.inject({ url, headers: { authorization: user.token } });
    const kept = (await get(cached, '/api/exercises')).body;
    await db().update(exercises).set({ nombre: 'Press "cerrado" \\ ñandú <b>' }).where(eq(exercises.id, 1));
    await db()
      .update(routines)
      .set({ observaciones: 'Notas "nuevas": ¡más!' })
      .where(and(eq(routines.id, templates[1]!), isNull(routines.ownerUserId)));
    await db()
      .insert(routineExercises)
      .values({ routineId: templates[0]!, exerciseId: 1, orden: 99, series: 2, repeticiones: 5, comentario: 'extra' });
    // A process keeps the catalogue it filled after its own seed, for its lifetime.
    expect((await get(cached, '/api/exercises')).body).toBe(kept);
    const restarted = await createSiblingApp(cached);
    try {
      expect((await get(restarted, '/api/exercises')).body).toContain('Press \\"cerrado\\" \\\\ ñandú <b>');
      await expectSame(catalogueReads(), user, restarted);
    } finally {
      await restarted.close();
    }
    await db().execute(sql`delete from ${routines} where ${routines.id} = ${templates.at(-1)!}`);
    const again = await createSiblingApp(cached);
    try {
      await expectSame(catalogueReads(), user, again);
    } finally {
      await again.close();
    }
  });
});
