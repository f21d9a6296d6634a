import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userRoutineList, type UserRoutine, type UserRoutineList } from '../../../src/lib/contract';
import { isoToWire } from '../../../src/lib/dates';
import {
  difficulties,
  exercises,
  methods,
  muscleGroups,
  routines,
  userRoutineExercises,
  userRoutines,
  users,
} from '../../db/schema';
import { bmi, formatDateTime, todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
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

/** The expected body, read table by table with the query builder and formatted in JavaScript. */
async function expected(
  user: TestUser,
  query: { page?: number; limit?: number; active?: boolean } = {},
): Promise<UserRoutineList> {
  const db = t.database.db;
  const page = query.page ?? 1;
  const limit = query.limit ?? 100;
  const today = todayIso();
  const [u] = await db.select().from(users).where(eq(users.id, user.id));
  const all = await db
    .select({ r: userRoutines, nivel: difficulties.nivel, m: methods })
    .from(userRoutines)
    .innerJoin(difficulties, eq(difficulties.id, userRoutines.dificultadId))
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .where(eq(userRoutines.userId, user.id))
    .orderBy(desc(userRoutines.id));
  const active = (r: typeof userRoutines.$inferSelect) =>
    r.fechaInicio !== null && r.fechaFin !== null && r.fechaInicio <= today && today <= r.fechaFin;
  const kept = all.filter(({ r }) => query.active === undefined || active(r) === query.active);
  const shown = kept.slice((page - 1) * limit, page * limit);
  // One query per routine: slow and obvious, unlike the code under test.
  const exercisesOf = (id: number) =>
    db
      .select({ e: userRoutineExercises, c: exercises, grupo: muscleGroups.nombre })
      .from(userRoutineExercises)
      .innerJoin(exercises, eq(exercises.id, userRoutineExercises.exerciseId))
      .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .where(eq(userRoutineExercises.userRoutineId, id))
      .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
  const items = await Promise.all(shown.map(({ r }) => exercisesOf(r.id)));
  const rutinas = shown.map(({ r, nivel, m }, i): UserRoutine => ({
    rutina_id: r.id,
    nombre: r.nombre,
    rutina_observaciones: r.observaciones,
    nivel,
    metodo_nombre: m.nombre,
    tiempo_aerobicos: m.tiempoAerobicos,
    tiempo_anaerobicos: m.tiempoAnaerobicos,
    descanso: m.descanso,
    metodo_observaciones: m.observaciones,
    fecha_inicio_rutina: r.fechaInicio === null ? null : isoToWire(r.fechaInicio),
    fecha_fin_rutina: r.fechaFin === null ? null : isoToWire(r.fechaFin),
    dia: r.dia,
    rutina_activa: active(r),
    rutina_compartida: r.compartida,
    ejercicios: items[i]!.map(({ e, c, grupo }) => ({
      id: e.id,
      ejercicio_id: e.exerciseId,
      orden: e.orden,
      nombre: c.nombre,
      tipo: c.tipo,
      step_1: c.inicio,
      step_2: c.fin,
      grupos_musculares: grupo,
      series: e.series,
      repeticiones: e.repeticiones,
      comentario: e.comentario,
    })),
  }));
  return {
    id: u!.id,
    nombre: u!.nombre,
    apellidos: u!.apellidos,
    email: u!.email,
    fecha_alta: formatDateTime(u!.createdAt),
    peso: Number(u!.peso),
    altura: Number(u!.altura),
    imc: bmi(Number(u!.peso), Number(u!.altura)),
    rutinas,
    total_routines: kept.length,
    current_page: page,
    total_pages: Math.max(1, Math.ceil(kept.length / limit)),
  };
}

async function list(user: TestUser, qs = '') {
  const res = await t.app.inject({ url: `/api/user-routines${qs}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

/** The body equals the expected one, and is exactly what the zod serializer writes for it. */
async function expectBody(user: TestUser, qs: string, query: Parameters<typeof expected>[1]) {
  const body = await list(user, qs);
  const want = await expected(user, query);
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

  it('costs at most two database round trips (session and page), whatever the number of routines', async () => {
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
    // Warm-ups: the first request of a session also slides its expiry (one write), and the first
    // list showing a catalogue exercise reads its texts once for the process (catalogue-texts.ts).
    await list(u);
    const empty = await roundTrips();
    await seed(
      u,
      Array.from({ length: 12 }, (_, i) => ({
        fechaInicio: isoDaysFromToday(-i),
        fechaFin: isoDaysFromToday(i),
        items: Array.from({ length: 8 }, (_, k): [number, number, string] => [i * 8 + k, k + 1, `c${k}`]),
      })),
    );
    await list(u);
    const twelve = await roundTrips();
    expect(empty).toBeGreaterThan(0);
    expect(twelve).toBe(empty);
    expect(twelve).toBeLessThanOrEqual(2);
  });
});
