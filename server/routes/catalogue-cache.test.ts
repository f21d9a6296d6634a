/**
 * "Catalogue bodies per process" (catalogue-cache.ts) held to the plain path: an app with the
 * cache (the default) and one without (CATALOGUE_CACHE=0) on the same database (on PostgreSQL,
 * two pools, as two processes) answer every catalogue read byte for byte alike: filters, a
 * caller's `realizada` before and after a copy, a generated routine, 404s, and a change of the
 * catalogue written behind the cached app's back (another process, the seed).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, exercises, routineExercises, routines } from '../db/schema';
import { createSiblingApp, createTestApp, type TestApp } from '../test/app';
import { copyToUser, publicTemplateIds } from '../test/routines';
import { createTestUser, type TestUser } from '../test/users';

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
