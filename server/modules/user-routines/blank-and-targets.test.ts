import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutine, type UserRoutine } from '../../../src/lib/contract';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { startWorkout } from '../../test/workouts';

/**
 * Issue #40: a routine from nothing (`POST user-routines/blank`), its name by PATCH, and each
 * exercise's optional rest, repetition range and RIR target, which a session started from it takes.
 * A body without the new fields (SPEC's client) keeps working and old rows read them as null.
 */
let t: TestApp;
let templates: number[];
let catalogue: { id: number; nombre: string }[];

beforeAll(async () => {
  t = await createTestApp();
  templates = await publicTemplateIds(t.database.db);
  catalogue = await catalogueExercises(t.database.db);
});
afterAll(() => t.close());

const newUser = () => createTestUser(t.database.db, { objetivoId: 3 });

async function blank(who: TestUser, body: Record<string, unknown>) {
  return call(t.app, who, 'POST', 'user-routines/blank', body);
}

async function addExercise(who: TestUser, routineId: number, catalogueId: number): Promise<UserRoutine> {
  const res = await call(t.app, who, 'POST', `user-routines/${routineId}/exercises`, { ejercicio_id: catalogueId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserRoutine>();
}

describe('POST user-routines/blank', () => {
  it('creates an empty routine of the caller with its name, weekday and dates (201)', async () => {
    const u = await newUser();
    const res = await blank(u, {
      nombre: '  Torso en casa ',
      dia: 2,
      fecha_inicio_rutina: '01-12-2026',
      fecha_fin_rutina: '31-01-2027',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = userRoutine.strict().parse(res.json());
    expect(body).toMatchObject({
      nombre: 'Torso en casa',
      dia: 2,
      fecha_inicio_rutina: '01-12-2026',
      fecha_fin_rutina: '31-01-2027',
      nivel: 'Principiante',
      rutina_compartida: false,
      ejercicios: [],
    });
    const list = await call(t.app, u, 'GET', 'user-routines');
    expect(list.json<{ rutinas: UserRoutine[] }>().rutinas.map((r) => r.rutina_id)).toEqual([body.rutina_id]);
  });

  it('takes only a name; a user with no goal still gets one', async () => {
    const u = await createTestUser(t.database.db, { objetivoId: null });
    const res = await blank(u, { nombre: 'Solo nombre' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ dia: null, fecha_inicio_rutina: null, fecha_fin_rutina: null });
  });

  it.each([
    [{}, 'no name'],
    [{ nombre: 'ab' }, 'a name under 3 characters'],
    [{ nombre: 'x'.repeat(81) }, 'a name over 80 characters'],
    [{ nombre: 'Rutina', dia: 8 }, 'weekday 8'],
    [{ nombre: 'Rutina', fecha_inicio_rutina: '01-12-2026' }, 'one date alone'],
    [{ nombre: 'Rutina', fecha_inicio_rutina: '02-12-2026', fecha_fin_rutina: '01-12-2026' }, 'start after end'],
    [{ nombre: 'Rutina', fecha_inicio_rutina: '31-02-2026', fecha_fin_rutina: '01-03-2026' }, 'a date that is not'],
  ] as [Record<string, unknown>, string][])('400 with a message for %j (%s)', async (body) => {
    const res = await blank(await newUser(), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user-routines/blank', payload: { nombre: 'Rutina' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH user-routines/{id}: the name', () => {
  it('renames the routine; another user gets 404', async () => {
    const u = await newUser();
    const r = (await blank(u, { nombre: 'Primera' })).json<UserRoutine>();
    const res = await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}`, { nombre: 'Pierna pesada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Pierna pesada' });
    const other = await call(t.app, await newUser(), 'PATCH', `user-routines/${r.rutina_id}`, { nombre: 'Mía' });
    expect(other.statusCode).toBe(404);
    const short = await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}`, { nombre: ' a ' });
    expect(short.statusCode).toBe(400);
  });
});

describe('PATCH user-routines/{id}/exercises/{exerciseId}: rest and target', () => {
  it('stores rest, range and RIR; null clears them', async () => {
    const u = await newUser();
    const r = (await blank(u, { nombre: 'Con objetivos' })).json<UserRoutine>();
    const added = await addExercise(u, r.rutina_id, catalogue[0]!.id);
    const item = added.ejercicios[0]!;
    expect(item).toMatchObject({ descanso: null, repeticiones_min: null, repeticiones_max: null, rir: null });
    const url = `user-routines/${r.rutina_id}/exercises/${item.id}`;
    const set = await call(t.app, u, 'PATCH', url, { descanso: 120, repeticiones_min: 6, repeticiones_max: 8, rir: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<UserRoutine>().ejercicios[0]).toMatchObject({
      series: 3,
      repeticiones: 10,
      descanso: 120,
      repeticiones_min: 6,
      repeticiones_max: 8,
      rir: 2,
    });
    const cleared = await call(t.app, u, 'PATCH', url, {
      descanso: null,
      repeticiones_min: null,
      repeticiones_max: null,
      rir: null,
    });
    expect(cleared.json<UserRoutine>().ejercicios[0]).toMatchObject({
      descanso: null,
      repeticiones_min: null,
      repeticiones_max: null,
      rir: null,
    });
  });

  it('a body without the new fields (SPEC’s client) works as before and leaves them alone', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, templates[0]!);
    const item = r.ejercicios[0]!;
    expect(item).toMatchObject({ descanso: null, rir: null });
    const url = `user-routines/${r.rutina_id}/exercises/${item.id}`;
    await call(t.app, u, 'PATCH', url, { rir: 3, descanso: 75 });
    const res = await call(t.app, u, 'PATCH', url, { series: 5, repeticiones: 5, comentario: 'Pesado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UserRoutine>().ejercicios.find((e) => e.id === item.id)).toMatchObject({
      series: 5,
      repeticiones: 5,
      comentario: 'Pesado',
      rir: 3,
      descanso: 75,
    });
    // SPEC's routine PATCH without a name keeps the name.
    const dates = await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}`, { dia: 3 });
    expect(dates.json()).toMatchObject({ nombre: r.nombre, dia: 3 });
  });

  it.each([
    [{ rir: 6 }, 'RIR over 5'],
    [{ rir: -1 }, 'negative RIR'],
    [{ descanso: 901 }, 'rest over 15 minutes'],
    [{ descanso: 1.5 }, 'rest not whole'],
    [{ repeticiones_min: 8 }, 'one end of the range'],
    [{ repeticiones_min: 10, repeticiones_max: 8 }, 'bottom above top'],
    [{ repeticiones_min: 8, repeticiones_max: null }, 'a number and a null'],
  ] as [Record<string, unknown>, string][])('400 with a message for %j (%s)', async (body) => {
    const u = await newUser();
    const r = (await blank(u, { nombre: 'Errores' })).json<UserRoutine>();
    const added = await addExercise(u, r.rutina_id, catalogue[1]!.id);
    const res = await call(
      t.app,
      u,
      'PATCH',
      `user-routines/${r.rutina_id}/exercises/${added.ejercicios[0]!.id}`,
      body,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('another user’s routine is a 404 for the new fields too', async () => {
    const u = await newUser();
    const r = (await blank(u, { nombre: 'Ajena' })).json<UserRoutine>();
    const added = await addExercise(u, r.rutina_id, catalogue[0]!.id);
    const url = `user-routines/${r.rutina_id}/exercises/${added.ejercicios[0]!.id}`;
    const res = await call(t.app, await newUser(), 'PATCH', url, { rir: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('saving a copy of the routine keeps its rest and targets', async () => {
    const u = await newUser();
    const r = (await blank(u, { nombre: 'Original' })).json<UserRoutine>();
    const added = await addExercise(u, r.rutina_id, catalogue[0]!.id);
    const url = `user-routines/${r.rutina_id}/exercises/${added.ejercicios[0]!.id}`;
    await call(t.app, u, 'PATCH', url, { descanso: 150, repeticiones_min: 4, repeticiones_max: 6, rir: 1 });
    const copy = await call(t.app, u, 'POST', `user-routines/${r.rutina_id}/save`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json<UserRoutine>().ejercicios[0]).toMatchObject({
      descanso: 150,
      repeticiones_min: 4,
      repeticiones_max: 6,
      rir: 1,
    });
  });
});

describe('a session started from the routine', () => {
  it('takes each exercise’s rest, range and RIR; an exercise without them the method’s rest', async () => {
    const u = await newUser();
    const r = (await blank(u, { nombre: 'Para entrenar' })).json<UserRoutine>();
    await addExercise(u, r.rutina_id, catalogue[0]!.id);
    const both = await addExercise(u, r.rutina_id, catalogue[1]!.id);
    const [first, second] = both.ejercicios;
    await call(t.app, u, 'PATCH', `user-routines/${r.rutina_id}/exercises/${first!.id}`, {
      descanso: 150,
      repeticiones_min: 6,
      repeticiones_max: 8,
      rir: 2,
    });
    const session = await startWorkout(t.app, u, r.rutina_id);
    const [a, b] = session.ejercicios;
    expect(a).toMatchObject({ descanso: 150, repeticiones_min: 6, repeticiones_objetivo: 8, rir_objetivo: 2 });
    expect(second!.descanso).toBeNull();
    expect(b).toMatchObject({ descanso: r.descanso, rir_objetivo: null, repeticiones_objetivo: 10 });
  });
});
