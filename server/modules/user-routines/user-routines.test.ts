import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicRoutine,
  userRoutine,
  userRoutineList,
  type PublicRoutine,
  type PublicRoutineExercise,
  type UserRoutine,
  type UserRoutineExercise,
  type UserRoutineList,
} from '../../../src/lib/contract';
import { isoToWire } from '../../../src/lib/dates';
import { todayIso } from '../../domain/profile';
import { exerciseRemovals, routineExercises, routines, userRoutineExercises, userRoutines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';

let t: TestApp;
let templates: number[];
let catalogue: { id: number; nombre: string }[];

beforeAll(async () => {
  t = await createTestApp();
  templates = await publicTemplateIds(t.database.db);
  catalogue = await catalogueExercises(t.database.db);
});
afterAll(() => t.close());

const newUser = () => createTestUser(t.database.db);
/**
 * `n` days from today in Madrid, the server's today (domain/profile.ts), as DD-MM-YYYY. (From the
 * machine's clock and time zone instead, `days(0)` was yesterday in Madrid between 23:00 and
 * 00:00 UTC, and the bounds test failed then.)
 */
const days = (n: number) => {
  const d = new Date(`${todayIso()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoToWire(d.toISOString().slice(0, 10));
};

/** A routine of `who` copied from the first template, with at least `n` exercises. */
async function routineWith(who: TestUser, n: number): Promise<UserRoutine> {
  let r = await copyToUser(t.app, who, templates[0]!);
  for (let i = 0; r.ejercicios.length < n; i++) {
    const res = await call(t.app, who, 'POST', `user-routines/${r.rutina_id}/exercises`, {
      ejercicio_id: catalogue[i % catalogue.length]!.id,
    });
    r = res.json<UserRoutine>();
  }
  return r;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String) });
}

describe('GET user-routines', () => {
  it('a user with no routines gets their profile and rutinas: [] (200)', async () => {
    const u = await createTestUser(t.database.db, { peso: 80, altura: 180 });
    const res = await call(t.app, u, 'GET', 'user-routines');
    expect(res.statusCode).toBe(200);
    const body = res.json<UserRoutineList>();
    expect(userRoutineList.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: u.id,
      nombre: 'Lucía',
      apellidos: 'Pérez Gómez',
      email: u.email,
      peso: 80,
      altura: 180,
      imc: 24.69,
      rutinas: [],
      total_routines: 0,
      current_page: 1,
      total_pages: 1,
    });
    expect(body.fecha_alta).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('paginates newest first with page and limit (defaults page 1, limit 100)', async () => {
    const u = await newUser();
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await copyToUser(t.app, u, templates[i % templates.length]!)).rutina_id);
    const newestFirst = [...made].reverse();

    const all = (await call(t.app, u, 'GET', 'user-routines')).json<UserRoutineList>();
    expect(all.rutinas.map((r) => r.rutina_id)).toEqual(newestFirst);
    expect(all).toMatchObject({ total_routines: 5, current_page: 1, total_pages: 1 });

    const page2 = (await call(t.app, u, 'GET', 'user-routines?page=2&limit=2')).json<UserRoutineList>();
    expect(page2.rutinas.map((r) => r.rutina_id)).toEqual(newestFirst.slice(2, 4));
    expect(page2).toMatchObject({ total_routines: 5, current_page: 2, total_pages: 3 });

    const beyond = (await call(t.app, u, 'GET', 'user-routines?page=9&limit=2')).json<UserRoutineList>();
    expect(beyond).toMatchObject({ rutinas: [], total_routines: 5, current_page: 9, total_pages: 3 });
    const far = await call(t.app, u, 'GET', 'user-routines?page=999999999&limit=500');
    expect(far.statusCode).toBe(200);
    expect(far.json<UserRoutineList>()).toMatchObject({ rutinas: [], total_routines: 5, current_page: 999999999 });
  });

  it('active=true|false filters on rutina_activa (today within the dates, bounds included)', async () => {
    const u = await newUser();
    const [current, past, undated, endsToday] = await Promise.all(
      [0, 1, 2, 3].map(() => copyToUser(t.app, u, templates[0]!)),
    );
    const setDates = async (id: number, from: string, to: string) =>
      expect(
        (await call(t.app, u, 'PATCH', `user-routines/${id}`, { fecha_inicio_rutina: from, fecha_fin_rutina: to }))
          .statusCode,
      ).toBe(200);
    await setDates(current!.rutina_id, days(-3), days(3));
    await setDates(past!.rutina_id, days(-30), days(-1));
    await setDates(endsToday!.rutina_id, days(-5), days(0));

    const active = (await call(t.app, u, 'GET', 'user-routines?active=true')).json<UserRoutineList>();
    expect(active.rutinas.map((r) => r.rutina_id).sort()).toEqual([current!.rutina_id, endsToday!.rutina_id].sort());
    expect(active.rutinas.every((r) => r.rutina_activa)).toBe(true);
    expect(active.total_routines).toBe(2);

    const inactive = (await call(t.app, u, 'GET', 'user-routines?active=false')).json<UserRoutineList>();
    expect(inactive.rutinas.map((r) => r.rutina_id).sort()).toEqual([past!.rutina_id, undated!.rutina_id].sort());
    expect(inactive.rutinas.every((r) => !r.rutina_activa)).toBe(true);

    const all = (await call(t.app, u, 'GET', 'user-routines')).json<UserRoutineList>();
    expect(all.total_routines).toBe(4);
  });

  it.each(['active=yes', 'active=1', 'page=0', 'page=a', 'limit=0', 'limit=1000', 'limit=2.5'])(
    '%s is a 400',
    async (q) => {
      expectError(await call(t.app, await newUser(), 'GET', `user-routines?${q}`), 400);
    },
  );

  it('needs a token', async () => {
    expectError(await t.app.inject({ url: '/api/user-routines' }), 401);
  });
});

describe('POST user-routines (copy a template)', () => {
  it('copies a public routine: no dates, no weekday, not shared, exercises in order with their own ids', async () => {
    const u = await newUser();
    const template = (await call(t.app, u, 'GET', `routines/${templates[0]}`)).json<PublicRoutine>();
    const res = await call(t.app, u, 'POST', 'user-routines', { id_rutina: templates[0] });
    expect(res.statusCode).toBe(201);
    const body = res.json<UserRoutine>();
    expect(userRoutine.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      nombre: template.nombre,
      rutina_observaciones: template.observaciones,
      nivel: template.dificultad,
      metodo_nombre: template.metodo,
      fecha_inicio_rutina: null,
      fecha_fin_rutina: null,
      dia: null,
      rutina_activa: false,
      rutina_compartida: false,
    });
    const values = (e: PublicRoutineExercise | UserRoutineExercise) =>
      [e.orden, e.series, e.repeticiones, e.comentario, e.nombre, e.step_1] as const;
    expect(body.ejercicios.map((e) => [e.id_ejercicio_catalogo, ...values(e)])).toEqual(
      template.ejercicios.map((e) => [e.id_ejercicio, ...values(e)]),
    );
    expect(new Set(body.ejercicios.map((e) => e.id)).size).toBe(body.ejercicios.length);
    expect(body.ejercicios.every((e) => e.ejercicio_id === e.id)).toBe(true);
    expect((await call(t.app, u, 'GET', `user-routines/${body.rutina_id}`)).json()).toEqual(body);
    // The template now shows as done for this user.
    expect((await call(t.app, u, 'GET', `routines/${templates[0]}`)).json<PublicRoutine>().realizada).toBe(true);
  });

  it("copies a routine generated for the caller (with its weekday), never someone else's", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const [generated] = await t.database.db
      .insert(routines)
      .values({
        nombre: 'Generada para ti',
        objetivoId: 1,
        dificultadId: 1,
        metodoId: 1,
        ownerUserId: owner.id,
        dia: 4,
      })
      .returning({ id: routines.id });
    await t.database.db
      .insert(routineExercises)
      .values(
        catalogue
          .slice(0, 2)
          .map((e, i) => ({ routineId: generated!.id, exerciseId: e.id, orden: i + 1, series: 2, repeticiones: 12 })),
      );
    const res = await call(t.app, owner, 'POST', 'user-routines', { id_rutina: generated!.id });
    expect(res.statusCode).toBe(201);
    expect(res.json<UserRoutine>()).toMatchObject({ nombre: 'Generada para ti', dia: 4 });
    expect(res.json<UserRoutine>().ejercicios.map((e) => e.id_ejercicio_catalogo)).toEqual(
      catalogue.slice(0, 2).map((e) => e.id),
    );

    const denied = await call(t.app, stranger, 'POST', 'user-routines', { id_rutina: generated!.id });
    expectError(denied, 404);
    expect((await call(t.app, stranger, 'GET', 'user-routines')).json<UserRoutineList>().total_routines).toBe(0);
  });

  it('accepts the id as digits in a string', async () => {
    expect(
      (await call(t.app, await newUser(), 'POST', 'user-routines', { id_rutina: String(templates[0]) })).statusCode,
    ).toBe(201);
  });

  it('404 for an unknown routine; 400 for a missing or malformed id', async () => {
    const u = await newUser();
    expectError(await call(t.app, u, 'POST', 'user-routines', { id_rutina: 999_999 }), 404);
    for (const payload of [
      {},
      { id_rutina: 'abc' },
      { id_rutina: 1.5 },
      { id_rutina: -1 },
      { id_rutina: null },
      { id_rutina: true },
      [],
    ]) {
      expectError(await call(t.app, u, 'POST', 'user-routines', payload), 400);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user-routines',
      headers: { ...u.headers, 'content-type': 'application/json' },
      payload: '{"id_rutina": ',
    });
    expectError(malformed, 400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/user-routines',
      headers: { ...u.headers, 'content-type': 'application/json' },
      payload: `{"id_rutina": ${templates[0]}, "__proto__": {"isAdmin": true}}`,
    });
    expectError(poisoned, 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/user-routines', headers: u.headers }), 400);
    expect((await call(t.app, u, 'GET', 'user-routines')).json<UserRoutineList>().total_routines).toBe(0);
  });
});

describe('GET / DELETE user-routines/{id}', () => {
  it('deletes one routine with a message; afterwards it is a 404', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    const del = await call(t.app, u, 'DELETE', `user-routines/${r.rutina_id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: expect.any(String) });
    expectError(await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`), 404);
    expectError(await call(t.app, u, 'DELETE', `user-routines/${r.rutina_id}`), 404);
  });

  it.each(['abc', '1.5', '-1', '9999999999'])('id %s is a 400 "Invalid ID" on every route', async (bad) => {
    const u = await newUser();
    for (const [method, url] of [
      ['GET', `user-routines/${bad}`],
      ['DELETE', `user-routines/${bad}`],
      ['PATCH', `user-routines/${bad}`],
      ['POST', `user-routines/${bad}/save`],
      ['POST', `user-routines/${bad}/exercises`],
      ['PATCH', `user-routines/${bad}/exercises/1`],
      ['DELETE', `user-routines/1/exercises/${bad}`],
      ['GET', `user-routines/generate/${bad}`],
    ] as const) {
      const res = await call(
        t.app,
        u,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { series: 2, ejercicio_id: 1, dia: 1 },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid ID' });
    }
  });
});

describe('PATCH user-routines/{id}', () => {
  it('sets dates, weekday and the shared flag, alone or together', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    const url = `user-routines/${r.rutina_id}`;

    const dated = await call(t.app, u, 'PATCH', url, { fecha_inicio_rutina: days(-1), fecha_fin_rutina: days(10) });
    expect(dated.statusCode).toBe(200);
    expect(dated.json<UserRoutine>()).toMatchObject({
      fecha_inicio_rutina: days(-1),
      fecha_fin_rutina: days(10),
      rutina_activa: true,
      dia: null,
      rutina_compartida: false,
    });

    const day = (await call(t.app, u, 'PATCH', url, { dia: 7 })).json<UserRoutine>();
    expect(day).toMatchObject({ dia: 7, fecha_inicio_rutina: days(-1) });
    const shared = (await call(t.app, u, 'PATCH', url, { rutina_compartida: true, dia: null })).json<UserRoutine>();
    expect(shared).toMatchObject({ rutina_compartida: true, dia: null });
    const sameDay = await call(t.app, u, 'PATCH', url, {
      fecha_inicio_rutina: '15-06-2026',
      fecha_fin_rutina: '15-06-2026',
    });
    expect(sameDay.json<UserRoutine>()).toMatchObject({
      fecha_inicio_rutina: '15-06-2026',
      fecha_fin_rutina: '15-06-2026',
    });
    expect(userRoutine.strict().parse(sameDay.json())).toEqual(sameDay.json());
  });

  it.each([
    ['nothing to update', {}],
    ['only unknown fields', { rutina_nombre: 'Otra' }],
    ['a name under 3 characters', { nombre: 'ab' }],
    ['start without end', { fecha_inicio_rutina: '01-01-2026' }],
    ['end without start', { fecha_fin_rutina: '01-01-2026' }],
    ['start after end', { fecha_inicio_rutina: '02-01-2026', fecha_fin_rutina: '01-01-2026' }],
    ['a date that does not exist', { fecha_inicio_rutina: '31-02-2026', fecha_fin_rutina: '01-03-2026' }],
    ['an ISO date', { fecha_inicio_rutina: '2026-01-01', fecha_fin_rutina: '2026-01-31' }],
    ['a number as date', { fecha_inicio_rutina: 1, fecha_fin_rutina: 2 }],
    ['dia 0', { dia: 0 }],
    ['dia 8', { dia: 8 }],
    ['dia 1.5', { dia: 1.5 }],
    ['dia as text', { dia: 'lunes' }],
    ['shared flag as text', { rutina_compartida: 'true' }],
    ['a list', [1, 2]],
  ])('%s is a 400 and changes nothing', async (_name, payload) => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    expectError(await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}`, payload), 400);
    expect((await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`)).json()).toEqual(r);
  });
});

describe('POST user-routines/{id}/save', () => {
  it("copies a routine another user shared, or one of the caller's own; an unshared one is a 404", async () => {
    const sharer = await newUser();
    const saver = await newUser();
    const source = await copyToUser(t.app, sharer, templates[0]!);
    const url = `user-routines/${source.rutina_id}/save`;
    expectError(await call(t.app, saver, 'POST', url), 404);

    await call(t.app, sharer, 'PATCH', `user-routines/${source.rutina_id}`, {
      rutina_compartida: true,
      dia: 3,
      fecha_inicio_rutina: days(-1),
      fecha_fin_rutina: days(1),
    });
    await call(t.app, sharer, 'PATCH', `user-routines/${source.rutina_id}/exercises/${source.ejercicios[0]!.id}`, {
      series: 9,
      comentario: 'Versión editada',
    });

    const saved = await call(t.app, saver, 'POST', url);
    expect(saved.statusCode).toBe(201);
    const copy = saved.json<UserRoutine>();
    expect(copy.rutina_id).not.toBe(source.rutina_id);
    expect(copy).toMatchObject({
      nombre: source.nombre,
      dia: 3,
      fecha_inicio_rutina: null,
      fecha_fin_rutina: null,
      rutina_compartida: false,
      rutina_activa: false,
    });
    expect(copy.ejercicios[0]).toMatchObject({ series: 9, comentario: 'Versión editada', orden: 1 });
    expect(copy.ejercicios.map((e) => e.id_ejercicio_catalogo)).toEqual(
      source.ejercicios.map((e) => e.id_ejercicio_catalogo),
    );
    expect((await call(t.app, saver, 'GET', 'user-routines')).json<UserRoutineList>().total_routines).toBe(1);

    // Empty body with a JSON content type (what many clients send) works too, as does {}.
    const withType = await t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { ...saver.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(withType.statusCode).toBe(201);
    expect((await call(t.app, saver, 'POST', url, {})).statusCode).toBe(201);

    const own = await call(t.app, sharer, 'POST', url);
    expect(own.statusCode).toBe(201);
    expect((await call(t.app, sharer, 'GET', 'user-routines')).json<UserRoutineList>().total_routines).toBe(2);
    expectError(await call(t.app, saver, 'POST', 'user-routines/999999/save'), 404);
  });
});

describe('exercises of a user routine', () => {
  it('appends a catalogue exercise at the end with 3 series of 10 and no comment', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    const pick = catalogue[catalogue.length - 1]!;
    const res = await call(t.app, u, 'POST', `user-routines/${r.rutina_id}/exercises`, { ejercicio_id: pick.id });
    expect(res.statusCode).toBe(200);
    const body = res.json<UserRoutine>();
    expect(body.ejercicios).toHaveLength(r.ejercicios.length + 1);
    const added = body.ejercicios.at(-1)!;
    expect(added).toMatchObject({
      ejercicio_id: added.id,
      id_ejercicio_catalogo: pick.id,
      nombre: pick.nombre,
      orden: r.ejercicios.length + 1,
      series: 3,
      repeticiones: 10,
      comentario: '',
    });
    expect(body.ejercicios.map((e) => e.orden)).toEqual(body.ejercicios.map((_, i) => i + 1));
  });

  it('adding to an empty routine starts at orden 1', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    for (const e of r.ejercicios) await call(t.app, u, 'DELETE', `user-routines/${r.rutina_id}/exercises/${e.id}`);
    const res = await call(t.app, u, 'POST', `user-routines/${r.rutina_id}/exercises`, {
      ejercicio_id: catalogue[0]!.id,
    });
    expect(res.json<UserRoutine>().ejercicios.map((e) => e.orden)).toEqual([1]);
  });

  it.each([
    [{ ejercicio_id: 999_999 }, 'unknown exercise'],
    [{}, 'missing'],
    [{ ejercicio_id: 'x' }, 'text'],
    [{ ejercicio_id: 0 }, 'zero'],
  ] as [object, string][])('%j (%s) is a 400 and changes nothing', async (payload) => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    expectError(await call(t.app, u, 'POST', `user-routines/${r.rutina_id}/exercises`, payload), 400);
    expect((await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`)).json()).toEqual(r);
  });

  it('edits series, repeticiones and comentario', async () => {
    const u = await newUser();
    const r = await routineWith(u, 2);
    const target = r.ejercicios[1]!;
    const res = await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}/exercises/${target.id}`, {
      series: 5,
      orden: target.orden,
      repeticiones: 6,
      comentario: 'Más peso, ¡ánimo!',
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json<UserRoutine>().ejercicios.find((e) => e.id === target.id);
    expect(edited).toEqual({ ...target, series: 5, repeticiones: 6, comentario: 'Más peso, ¡ánimo!' });
    const untouched = res.json<UserRoutine>().ejercicios.filter((e) => e.id !== target.id);
    expect(untouched).toEqual(r.ejercicios.filter((e) => e.id !== target.id));
  });

  it('moves an exercise with orden and renumbers the others 1..n', async () => {
    const u = await newUser();
    const r = await routineWith(u, 4);
    const start = (await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`))
      .json<UserRoutine>()
      .ejercicios.map((e) => e.id);
    const move = async (id: number, orden: number) => {
      const res = await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}/exercises/${id}`, { orden });
      expect(res.statusCode).toBe(200);
      const list = res.json<UserRoutine>().ejercicios;
      expect(list.map((e) => e.orden)).toEqual(list.map((_, i) => i + 1));
      return list.map((e) => e.id);
    };
    const last = start.at(-1)!;
    expect(await move(last, 1)).toEqual([last, ...start.slice(0, -1)]);
    expect(await move(last, 3)).toEqual([start[0], start[1], last, ...start.slice(2, -1)]);
    expect(await move(start[0]!, 999)).toEqual([start[1], last, ...start.slice(2, -1), start[0]]);
  });

  it.each([
    [{}, 'nothing'],
    [{ series: 0 }, 'series 0'],
    [{ repeticiones: -2 }, 'negative reps'],
    [{ series: 2.5 }, 'fractional series'],
    [{ orden: 0 }, 'orden 0'],
    [{ series: '3' }, 'series as text'],
    [{ comentario: 5 }, 'comment as number'],
    [{ comentario: 'x'.repeat(501) }, 'comment too long'],
    [{ series: 3_000_000_000 }, 'series beyond the integer column'],
    [{ repeticiones: 1001 }, 'too many repetitions'],
    [{ series: 101 }, 'too many series'],
  ] as [object, string][])('PATCH exercise %j (%s) is a 400 and changes nothing', async (payload) => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    expectError(
      await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}/exercises/${r.ejercicios[0]!.id}`, payload),
      400,
    );
    expect((await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`)).json()).toEqual(r);
  });

  it("takes ejercicio_id from a GET answer in PATCH and DELETE paths (the original client's calls)", async () => {
    const u = await newUser();
    const r = await routineWith(u, 3);
    const rows = await t.database.db
      .select({ id: userRoutineExercises.id, exerciseId: userRoutineExercises.exerciseId })
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.userRoutineId, r.rutina_id));
    const catalogueIdOf = new Map(rows.map((row) => [row.id, row.exerciseId]));
    const read = (await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`)).json<UserRoutine>();
    const listed = (await call(t.app, u, 'GET', 'user-routines')).json<UserRoutineList>().rutinas[0]!;
    for (const answer of [read, listed]) {
      // ejercicio_id is the row's own id, as `id` is; the catalogue exercise travels apart.
      expect(answer.ejercicios.map((e) => [e.id, e.ejercicio_id, e.id_ejercicio_catalogo])).toEqual(
        answer.ejercicios.map((e) => [e.id, e.id, catalogueIdOf.get(e.id)]),
      );
    }
    // Rows whose id is not their catalogue id: a catalogue id in the path would not find them.
    const [edit, gone] = read.ejercicios.filter((e) => catalogueIdOf.get(e.ejercicio_id) !== e.ejercicio_id);
    expect(gone).toBeDefined();

    const edited = await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}/exercises/${edit!.ejercicio_id}`, {
      series: 7,
      comentario: 'Desde el cliente original',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<UserRoutine>().ejercicios.find((e) => e.ejercicio_id === edit!.ejercicio_id)).toEqual({
      ...edit,
      series: 7,
      comentario: 'Desde el cliente original',
    });
    const deleted = await call(t.app, u, 'DELETE', `user-routines/${r.rutina_id}/exercises/${gone!.ejercicio_id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<UserRoutine>().ejercicios.map((e) => e.ejercicio_id)).toEqual(
      read.ejercicios.filter((e) => e !== gone).map((e) => e.ejercicio_id),
    );
  });

  it('documents in /api/docs which exercise id goes in the paths', async () => {
    type Doc = { paths: Record<string, Record<string, { description?: string }>> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<Doc>();
    const item = doc.paths['/api/user-routines/{id}/exercises/{exerciseId}']!;
    for (const method of ['patch', 'delete']) expect(item[method]!.description).toMatch(/ejercicios\[\]\.ejercicio_id/);
    expect(doc.paths['/api/user-routines/{id}']!.get!.description).toMatch(/id_ejercicio_catalogo/);
  });

  it('an exercise id from another routine of the same user is a 404', async () => {
    const u = await newUser();
    const a = await copyToUser(t.app, u, templates[0]!);
    const b = await copyToUser(t.app, u, templates[0]!);
    const foreign = b.ejercicios[0]!.id;
    expectError(await call(t.app, u, 'PATCH', `user-routines/${a.rutina_id}/exercises/${foreign}`, { series: 2 }), 404);
    expectError(await call(t.app, u, 'DELETE', `user-routines/${a.rutina_id}/exercises/${foreign}`), 404);
    expect((await call(t.app, u, 'GET', `user-routines/${b.rutina_id}`)).json()).toEqual(b);
  });

  it('deletes an exercise, renumbers 1..n and records the removal for the generator', async () => {
    const u = await newUser();
    const r = await routineWith(u, 3);
    const gone = r.ejercicios[0]!;
    const res = await call(t.app, u, 'DELETE', `user-routines/${r.rutina_id}/exercises/${gone.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<UserRoutine>().ejercicios;
    expect(list.map((e) => e.id)).toEqual(r.ejercicios.slice(1).map((e) => e.id));
    expect(list.map((e) => e.orden)).toEqual(list.map((_, i) => i + 1));
    const removals = await t.database.db
      .select()
      .from(exerciseRemovals)
      .where(and(eq(exerciseRemovals.userId, u.id), eq(exerciseRemovals.exerciseId, gone.id_ejercicio_catalogo)));
    expect(removals).toHaveLength(1);
  });
});

describe('GET user-routines/generate/{id} (PDF)', () => {
  it('answers an A4 PDF attachment with the routine name and its exercises, accents included', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    await t.database.db
      .update(userRoutines)
      .set({ nombre: 'Rutina de tracción: ¡fuerza y técnica!' })
      .where(eq(userRoutines.id, r.rutina_id));
    await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}`, {
      dia: 3,
      fecha_inicio_rutina: '05-01-2026',
      fecha_fin_rutina: '28-02-2026',
    });
    const accented = catalogue.find((e) => /[áéíóúñü]/i.test(e.nombre)) ?? catalogue[0]!;
    await call(t.app, u, 'POST', `user-routines/${r.rutina_id}/exercises`, { ejercicio_id: accented.id });
    const routine = (await call(t.app, u, 'GET', `user-routines/${r.rutina_id}`)).json<UserRoutine>();

    const res = await call(t.app, u, 'GET', `user-routines/generate/${r.rutina_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rutina-${r.rutina_id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const flat = text.replace(/\s+/g, '');
    const has = (s: string) => expect(flat, s).toContain(s.replace(/\s+/g, ''));
    has('Rutina de tracción: ¡fuerza y técnica!');
    has('Miércoles');
    has('Del 05-01-2026 al 28-02-2026');
    has(routine.nivel);
    has(routine.metodo_nombre);
    for (const e of routine.ejercicios) has(e.nombre);
    has('Posición inicial');
    has('Movimiento');
  });

  it('404 for a routine that does not exist', async () => {
    expectError(await call(t.app, await newUser(), 'GET', 'user-routines/generate/999999'), 404);
  });
});

it('every routine response matches the contract (public shapes included)', async () => {
  const u = await newUser();
  const list = (await call(t.app, u, 'GET', 'routines/filter')).json<PublicRoutine[]>();
  for (const r of list) expect(publicRoutine.strict().parse(r)).toEqual(r);
});
