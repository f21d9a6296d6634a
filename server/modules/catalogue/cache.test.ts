/**
 * "Catalogue bodies per process" (catalogue/cache.ts) held to the plain path: an app with the
 * cache (the default) and one without (CATALOGUE_CACHE=0) on the same database (on PostgreSQL,
 * two pools, as two processes) answer every catalogue read byte for byte alike: filters, a
 * caller's `realizada` before and after a copy, a generated routine, 404s, and a change of the
 * catalogue written behind the cached app's back (another process, the seed).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, exercises, routineExercises, routines, userRoutines, users } from '../../db/schema';
import { CatalogueCache, exercisesBody, SAVED_USERS_KEPT } from './cache';
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

/** Every catalogue read, answered alike by both apps (status, type and bytes). */
async function expectSame(paths: string[], who: TestUser = user) {
  for (const url of paths) {
    const [fast, slow] = await Promise.all(
      [cached, plain].map((t) => t.app.inject({ url, headers: { authorization: who.token } })),
    );
    expect(fast!.statusCode, url).toBe(slow!.statusCode);
    expect(fast!.headers['content-type'], url).toBe(slow!.headers['content-type']);
    expect(fast!.body, url).toBe(slow!.body);
  }
}

const version = async () => (await db().select().from(catalogueVersion))[0]!.version;

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
    const before = await version();
    await db()
      .insert(routineExercises)
      .values({ routineId: mine!.id, exerciseId: 1, orden: 1, series: 3, repeticiones: 10 });
    // One user's routine is not the catalogue: the cache is not thrown away for it.
    expect(await version()).toBe(before);
    await expectSame([`/api/routines/${mine!.id}`, '/api/routines/filter']);
    await expectSame([`/api/routines/${mine!.id}`], await createTestUser(db()));
  });

  it('a change of the catalogue written elsewhere is seen on the next request', async () => {
    await expectSame(catalogueReads()); // both warm
    const before = await version();
    await db().update(exercises).set({ nombre: 'Press "cerrado" \\ ñandú <b>' }).where(eq(exercises.id, 1));
    await db()
      .update(routines)
      .set({ observaciones: 'Notas "nuevas": ¡más!' })
      .where(and(eq(routines.id, templates[1]!), isNull(routines.ownerUserId)));
    await db()
      .insert(routineExercises)
      .values({ routineId: templates[0]!, exerciseId: 1, orden: 99, series: 2, repeticiones: 5, comentario: 'extra' });
    expect(await version()).toBeGreaterThanOrEqual(before + 3);
    const exercisesBody = (await cached.app.inject({ url: '/api/exercises', headers: { authorization: user.token } }))
      .body;
    expect(exercisesBody).toContain('Press \\"cerrado\\" \\\\ ñandú <b>');
    await expectSame(catalogueReads());
    await db().execute(sql`delete from ${routines} where ${routines.id} = ${templates.at(-1)!}`);
    await expectSame(catalogueReads());
  });
});

describe('exercise bodies kept', () => {
  it('only for filters of existing groups and levels, so unknown ids cannot grow the cache', async () => {
    const cache = new CatalogueCache(db(), cached.app.config.pglitePrepare);
    const v = await version();
    const plainAll = (await plain.app.inject({ url: '/api/exercises', headers: { authorization: user.token } })).body;
    expect((await exercisesBody(cache, db(), v)).toString()).toBe(plainAll);
    for (let group = 1000; group < 1020; group++) {
      expect((await exercisesBody(cache, db(), v, { group })).toString()).toBe('[]');
    }
    expect(cache.size).toBe(2); // the catalogue and its unfiltered body
    await exercisesBody(cache, db(), v, { group: 3, level: 1 });
    await exercisesBody(cache, db(), v, { group: 3, level: 1 });
    expect(cache.size).toBe(3);
  });
});

describe("a caller's saved templates kept", () => {
  it('are read again after a copy written in SQL behind the cache, and kept for a bounded number of callers', async () => {
    const cache = new CatalogueCache(db(), cached.app.config.pglitePrepare);
    const someone = await createTestUser(db());
    const reader = async () => {
      const [row] = await db().select({ v: users.routinesVersion }).from(users).where(eq(users.id, someone.id));
      return { id: someone.id, routinesVersion: row!.v, catalogueVersion: await version() };
    };
    const first = await reader();
    expect([...(await cache.saved(first))]).toEqual([]);
    await db().insert(userRoutines).values({
      userId: someone.id,
      routineId: templates[1]!,
      nombre: 'Copia',
      objetivoId: 1,
      dificultadId: 1,
      metodoId: 1,
    });
    const second = await reader();
    expect(second.routinesVersion).toBeGreaterThan(first.routinesVersion);
    expect([...(await cache.saved(second))]).toEqual([templates[1]]);
    expect(cache.savedUsers).toBe(1);
    for (let id = 1; id <= SAVED_USERS_KEPT; id++)
      await cache.saved({ id: -id, routinesVersion: 0, catalogueVersion: 0 });
    expect(cache.savedUsers).toBe(SAVED_USERS_KEPT);
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
