import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userRoutineList, type UserRoutineList } from '../../../src/lib/contract';
import { routines, userRoutineExercises, userRoutines } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { expectedList, type ListQuery } from '../../test/routine-list';
import { catalogueExercises } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';

/**
 * `GET user-routines` is written as JSON text by the database (repository.ts). These tests hold
 * it to what the zod serializer wrote from the same rows before: an independent reading of the
 * tables here, in the contract's key order, compared byte for byte.
 */

let t: TestApp;
let catalogue: { id: number }[];
let template: typeof routines.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await catalogueExercises(t.database.db);
  template = (await t.database.db.select().from(routines).limit(1))[0]!;
});
afterAll(() => t.close());

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

async function list(user: TestUser, qs = '') {
  const res = await t.app.inject({ url: `/api/user-routines${qs}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

/** The body equals the expected one, and is exactly what the zod serializer writes for it. */
async function expectBody(user: TestUser, qs: string, query: ListQuery) {
  const body = await list(user, qs);
  const want = await expectedList(t.database.db, user.id, query);
  expect(JSON.parse(body)).toEqual(want);
  expect(body).toBe(JSON.stringify(userRoutineList.parse(want)));
}

describe('GET user-routines written by the database', () => {
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

  it('costs at most two database round trips (session and page) whatever the number of routines, one when cached', async () => {
    const u = await createTestUser(t.database.db);
    // Every query of Drizzle, whichever builder made it, goes through the driver's query().
    // (`$client`: the PGlite instance or the pg.Pool that Drizzle was given.)
    const { $client: driver } = t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const roundTrips = async () => {
      const spy = vi.spyOn(driver, 'query');
      try {
        await list(u);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    /** A write the list shows, straight to the database: the next read is built afresh. */
    const touch = () =>
      t.database.db
        .update(userRoutines)
        .set({ observaciones: `cambio ${Math.random()}` })
        .where(eq(userRoutines.userId, u.id));
    // Warm-ups: the first request of a session also slides its expiry (one write), and the first
    // list showing a catalogue exercise reads its texts once for the process (catalogue-texts.ts).
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
    expect(empty).toBe(2);
    expect(twelve).toBe(2);
    // Served from the cache (list-cache.ts): the session lookup, which also reads the version.
    expect(emptyCached).toBe(1);
    expect(twelveCached).toBe(1);
  });
});
