import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutineList, type UserRoutineList } from '../../../src/lib/contract';
import { buildApp } from '../../app';
import { plans, routines, userRoutineExercises, userRoutines } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { roundTripsOf } from '../../test/round-trips';
import { expectedList, type ListQuery } from '../../test/routine-list';
import { catalogueExercises } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';

/**
 * `GET user-routines` has a plain path (repository.ts: Drizzle objects written by the route's zod
 * schema, USER_ROUTINES_CACHE_MB=0) and ready bodies per user (cache.ts, "routine bodies per
 * user"; the default). These tests hold the cache's bytes, as built and as kept, to the plain
 * path's for the same data, and both to an independent reading of the tables
 * (server/test/routine-list.ts) written by the contract's zod schema.
 */

let t: TestApp;
/** The same database through the plain path (the cache off). */
let plain: FastifyInstance;
let catalogue: { id: number }[];
let template: typeof routines.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  expect(t.config.userRoutinesCacheBytes).toBeGreaterThan(0);
  plain = await buildApp({ config: { ...t.config, userRoutinesCacheBytes: 0 }, database: t.database, logger: false });
  catalogue = await catalogueExercises(t.database.db);
  template = (await t.database.db.select().from(routines).limit(1))[0]!;
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const isoDaysFromToday = (n: number) => {
  const d = new Date(`${todayIso()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Text that JSON must escape: quotes, backslash, control characters, accents, emoji. */
const AWKWARD = 'Comillas "dobles", barra \\ y /, salto\nde línea,\ttab, \u0001 control, ñ € 💪';

interface Seeded {
  nombre?: string;
  fechaInicio?: string | null;
  fechaFin?: string | null;
  dia?: number | null;
  compartida?: boolean;
  /** [exercise index in the catalogue, orden, comentario] */
  items?: [number, number, string][];
}

/** Routines written straight to the database, oldest first. */
async function seed(user: TestUser, list: Seeded[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, r] of list.entries()) {
    const [row] = await t.database.db
      .insert(userRoutines)
      .values({
        userId: user.id,
        routineId: template.id,
        nombre: r.nombre ?? `Rutina ${i + 1}`,
        observaciones: `Observaciones ${i + 1}`,
        objetivoId: template.objetivoId,
        dificultadId: template.dificultadId,
        metodoId: template.metodoId,
        fechaInicio: r.fechaInicio ?? null,
        fechaFin: r.fechaFin ?? null,
        dia: r.dia ?? null,
        compartida: r.compartida ?? false,
      })
      .returning({ id: userRoutines.id });
    const items = r.items ?? [];
    if (items.length) {
      await t.database.db.insert(userRoutineExercises).values(
        items.map(([exercise, orden, comentario], k) => ({
          userRoutineId: row!.id,
          exerciseId: catalogue[exercise % catalogue.length]!.id,
          orden,
          series: 3 + k,
          repeticiones: 8 + k,
          comentario,
        })),
      );
    }
    ids.push(row!.id);
  }
  return ids;
}

async function list(user: TestUser, qs = '', app = t.app) {
  const res = await app.inject({ url: `/api/user-routines${qs}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

/**
 * The body equals the expected one, and is exactly what the zod serializer writes for it; the
 * cache's bytes, built at the first read of this data and kept for the next, are the plain path's.
 */
async function expectBody(user: TestUser, qs: string, query: ListQuery) {
  const body = await list(user, qs);
  const want = await expectedList(t.database.db, user.id, query);
  expect(JSON.parse(body)).toEqual(want);
  expect(body).toBe(JSON.stringify(userRoutineList.parse(want)));
  const plainBody = await list(user, qs, plain);
  expect(await list(user, qs), `user-routines${qs}: cache (kept) against plain path`).toBe(plainBody);
  expect(body, `user-routines${qs}: cache (built) against plain path`).toBe(plainBody);
}

/** The database round trips of `work`. */
const queriesOf = (work: () => Promise<unknown>) => roundTripsOf(t.database.db, work);

/**
 * A list with exercises read once through each app: on PGlite each statement is PREPAREd at its
 * first run in the database (db/prepared.ts), one round trip the counts below leave out.
 */
async function prepareStatements() {
  const someone = await createTestUser(t.database.db);
  await seed(someone, [{ items: [[1, 1, 'preparada']] }]);
  for (const app of [t.app, plain]) await list(someone, '', app);
}

describe("GET user-routines: the cache answers the plain path's bytes", () => {
  it('a user without routines: profile with decimals, rutinas [], one page', async () => {
    const u = await createTestUser(t.database.db, { peso: 72.375, altura: 171.5, nombre: 'José "Pepe"' });
    await expectBody(u, '', {});
    await expectBody(u, '?active=true', { active: true });
    await expectBody(u, '?page=3&limit=7', { page: 3, limit: 7 });
  });

  it('dates, weekday, shared flag, exercise order and awkward texts come out as before', async () => {
    const u = await createTestUser(t.database.db);
    await seed(u, [
      {
        fechaInicio: isoDaysFromToday(-3),
        fechaFin: isoDaysFromToday(3),
        dia: 1,
        items: [
          [0, 2, AWKWARD],
          [5, 1, ''],
        ],
      },
      { fechaInicio: isoDaysFromToday(-30), fechaFin: isoDaysFromToday(-1), dia: 7, compartida: true },
      {
        nombre: AWKWARD,
        items: [
          [3, 1, 'a'],
          [4, 1, 'b'],
          [2, 3, 'c'],
        ],
      },
      { fechaInicio: isoDaysFromToday(0), fechaFin: isoDaysFromToday(0), items: [[9, 1, 'hoy']] },
      { fechaInicio: '0999-01-01', fechaFin: '2999-12-31', dia: 4 },
      { fechaInicio: isoDaysFromToday(1), fechaFin: isoDaysFromToday(40) },
    ]);
    const all = JSON.parse(await list(u)) as UserRoutineList;
    // Sanity of the cases themselves: both filters and both orders are exercised.
    expect(all.rutinas.map((r) => r.rutina_activa)).toEqual([false, true, true, false, false, true]);
    expect(all.rutinas[3]!.ejercicios.map((e) => [e.orden, e.comentario])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [3, 'c'],
    ]);
    await expectBody(u, '', {});
    await expectBody(u, '?active=true', { active: true });
    await expectBody(u, '?active=false', { active: false });
    await expectBody(u, '?limit=4', { limit: 4 });
    await expectBody(u, '?page=2&limit=4', { page: 2, limit: 4 });
    await expectBody(u, '?page=2&limit=2&active=false', { page: 2, limit: 2, active: false });
    await expectBody(u, '?page=5&limit=2', { page: 5, limit: 2 });
  });

  it("another user's routines never appear in the list", async () => {
    const [a, b] = [await createTestUser(t.database.db), await createTestUser(t.database.db)];
    await seed(a, [{ items: [[1, 1, 'de a']] }]);
    await seed(b, [{ items: [[2, 1, 'de b']] }, {}]);
    await expectBody(a, '', {});
    await expectBody(b, '', {});
    expect((JSON.parse(await list(a)) as UserRoutineList).rutinas).toHaveLength(1);
  });

  it('routines of a programme carry `plan` (current week, progression), the same on both paths', async () => {
    const u = await createTestUser(t.database.db, { objetivoId: 3 });
    await seed(u, [{ items: [[1, 1, 'suelta']] }]);
    const choices = { dias: [1, 3, 5], semanas: 6, duracion_min: 45, equipamiento: ['gimnasio'], experiencia: 'nunca' };
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/plans', headers: u.headers, payload: body });
    const running = (await post({ ...choices, fecha_inicio: todayIso() })).json() as { id: number };
    const later = await post({ ...choices, fecha_inicio: isoDaysFromToday(30), semanas: 4 });
    expect(later.statusCode, later.body).toBe(201);
    // The running block started 15 days ago: week 3 (written before the first read of the list).
    await t.database.db
      .update(plans)
      .set({ fechaInicio: isoDaysFromToday(-15), fechaFin: isoDaysFromToday(26) })
      .where(eq(plans.id, running.id));
    await expectBody(u, '', {});
    await expectBody(u, '?active=true', { active: true });
    const all = JSON.parse(await list(u)) as UserRoutineList;
    expect(all.rutinas.map((r) => r.plan?.semana_actual ?? null)).toEqual([null, null, null, 3, 3, 3, null]);
    expect(all.rutinas[0]!.plan).toMatchObject({ semanas: 4, progresion: expect.any(Array) });
  });

  it('edge cases: no routines, none with exercises, one-sided and missing dates, pages past the end, unicode', async () => {
    const odd = 'Ñandú \u00e1\u0301 \u2028\u2029 \u007f \b\f\r\u001f "x" \\ </script> 🏋️‍♀️ 𝄞';
    const u = await createTestUser(t.database.db, { nombre: odd, apellidos: 'Müller-Łukasz', peso: 70, altura: 180 });
    for (const [qs, query] of [
      ['', {}],
      ['?page=2', { page: 2 }],
      ['?limit=1&active=true', { limit: 1, active: true }],
      ['?active=false', { active: false }],
    ] as [string, ListQuery][]) {
      await expectBody(u, qs, query);
    }
    // Routines without exercises only, with every combination of null fields.
    await seed(u, [
      {},
      { fechaInicio: isoDaysFromToday(-1), fechaFin: null, dia: 3 },
      { fechaInicio: null, fechaFin: isoDaysFromToday(1) },
      { nombre: odd, compartida: true, dia: 7 },
    ]);
    await expectBody(u, '', {});
    await expectBody(u, '?active=false&limit=3', { active: false, limit: 3 });
    await expectBody(u, '?active=true', { active: true });
    // Exercises with odd comments; pages of one, and past the last page.
    await seed(u, [
      {
        fechaInicio: isoDaysFromToday(-2),
        fechaFin: isoDaysFromToday(2),
        items: [
          [11, 1, odd],
          [12, 2, ''],
          [13, 2, 'fin\ttab'],
        ],
      },
    ]);
    for (const page of [1, 2, 5, 6, 40]) await expectBody(u, `?page=${page}&limit=1`, { page, limit: 1 });
    await expectBody(u, '?page=2&limit=100', { page: 2, limit: 100 });
    const all = JSON.parse(await list(u)) as UserRoutineList;
    // Sanity of the cases: nulls and an empty exercise list are in the body.
    expect(all.rutinas.map((r) => [r.fecha_inicio_rutina === null, r.fecha_fin_rutina === null, r.dia])).toEqual([
      [false, false, null],
      [true, true, 7],
      [true, false, null],
      [false, true, 3],
      [true, true, null],
    ]);
    expect(all.rutinas[1]!.ejercicios).toEqual([]);
    expect(all.nombre).toBe(odd);
  });

  it('the plain path costs a fixed number of round trips whatever the number of routines, and caches nothing', async () => {
    const u = await createTestUser(t.database.db);
    const roundTrips = () => queriesOf(() => list(u, '', plain));
    await prepareStatements();
    await list(u, '', plain); // the first request of a session slides its expiry (one write)
    const empty = await roundTrips();
    await seed(u, [{ items: [[1, 1, 'uno']] }]);
    const one = await roundTrips();
    await seed(
      u,
      Array.from({ length: 12 }, (_, i) => ({
        items: Array.from({ length: 8 }, (_, k): [number, number, string] => [i * 8 + k, k + 1, `c${k}`]),
      })),
    );
    const thirteen = await roundTrips();
    // Session; profile with the count, and the page; the page's exercises (none to read when empty).
    expect(empty).toBe(3);
    expect(one).toBe(4);
    expect(thirteen).toBe(4);
    expect(await roundTrips()).toBe(4);
  });

  it('with the cache, costs the plain path and the version when built, the session and the version when kept', async () => {
    const u = await createTestUser(t.database.db);
    const roundTrips = () => queriesOf(() => list(u));
    await prepareStatements();
    /** A write the list shows, straight to the database: the next read is built afresh. */
    const touch = () =>
      t.database.db
        .update(userRoutines)
        .set({ observaciones: `cambio ${Math.random()}` })
        .where(eq(userRoutines.userId, u.id));
    // Warm-up: the first request of a session also slides its expiry (one write).
    await list(u);
    await seed(u, [{}]);
    await touch();
    const empty = await roundTrips();
    const emptyCached = await roundTrips();
    await seed(
      u,
      Array.from({ length: 12 }, (_, i) => ({
        fechaInicio: isoDaysFromToday(-i),
        fechaFin: isoDaysFromToday(i),
        items: Array.from({ length: 8 }, (_, k): [number, number, string] => [i * 8 + k, k + 1, `c${k}`]),
      })),
    );
    await list(u);
    await touch();
    const twelve = await roundTrips();
    const twelveCached = await roundTrips();
    // Built: the session, the version (cache.ts), the profile with the count, the page, its exercises.
    expect(empty).toBe(5);
    expect(twelve).toBe(5);
    // Kept: the session and the version.
    expect(emptyCached).toBe(2);
    expect(twelveCached).toBe(2);
  });
});
