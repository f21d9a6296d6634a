/**
 * A user's own exercises (own-routes.ts, migration 0024): created, listed, read and deleted by
 * their owner only; in the owner's picker list and nowhere in SPEC's catalogue; usable in the
 * owner's routines and sessions; in the account export; gone with the account.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../../src/lib/contract';
import { pickerExercise, type PickerExercise } from '../../../src/lib/contract-picker';
import { workout } from '../../../src/lib/contract-training';
import { exercises, users } from '../../db/schema';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app';
import { call as apiCall, type Method } from '../../test/call';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let plain: TestApp;
let template: number;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createSiblingApp(t, { CATALOGUE_CACHE: '0' });
  template = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const newUser = () => createTestUser(t.database.db);
const call = (who: TestUser, method: Method, url: string, payload?: unknown, app: TestApp = t) =>
  apiCall(app.app, who, method, url, payload);

const HIP_BELT = {
  nombre: 'Sentadilla con cinturón de cadera',
  grupos_musculares_id: 5,
  carga: 'maquina',
  medida: 'repeticiones',
};

/** `POST exercises/custom`, expecting a 201. */
async function create(u: TestUser, body: Record<string, unknown> = HIP_BELT): Promise<PickerExercise> {
  const res = await call(u, 'POST', 'exercises/custom', body);
  expect(res.statusCode, res.body).toBe(201);
  return pickerExercise.strict().parse(res.json());
}

describe('POST /api/exercises/custom', () => {
  it('stores the exercise with an id above every catalogue id, in the picker shape', async () => {
    const u = await newUser();
    const own = await create(u);
    expect(own.id).toBeGreaterThanOrEqual(1_000_000);
    expect(own).toMatchObject({
      nombre: 'Sentadilla con cinturón de cadera',
      grupos_musculares_id: 5,
      patron: null,
      carga: 'maquina',
      equipo: ['maquina'],
      imagenes: [],
      propio: true,
    });
    expect(own.grupo_muscular).not.toBe('');
    const timed = await create(u, {
      nombre: 'Colgarse de la barra',
      grupos_musculares_id: 2,
      carga: 'corporal',
      medida: 'tiempo',
    });
    expect(timed).toMatchObject({ carga: 'tiempo', equipo: [] });
    expect(timed.id).toBeGreaterThan(own.id);
  });

  it.each([
    [{ ...HIP_BELT, nombre: ' a ' }, 'nombre: es obligatorio'],
    [{ ...HIP_BELT, nombre: 'x'.repeat(81) }, 'nombre: admite como mucho 80 caracteres'],
    [{ ...HIP_BELT, grupos_musculares_id: 'pecho' }, 'grupos_musculares_id: debe ser un número'],
    [{ ...HIP_BELT, carga: 'tiempo' }, 'carga: '],
    [{ ...HIP_BELT, medida: 'kg' }, 'medida: '],
    [{ ...HIP_BELT, grupos_musculares_id: 999 }, 'grupos_musculares_id: grupo muscular desconocido'],
  ])('answers 400 with a Spanish message for %j', async (body, message) => {
    const u = await newUser();
    const res = await call(u, 'POST', 'exercises/custom', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a second exercise of the same name (any case) with a 409; another user may use it', async () => {
    const u = await newUser();
    await create(u);
    const again = await call(u, 'POST', 'exercises/custom', {
      ...HIP_BELT,
      nombre: 'SENTADILLA con cinturón de cadera',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Ya tienes un ejercicio con ese nombre');
    await create(await newUser());
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/exercises/custom', payload: HIP_BELT });
    expect(res.statusCode).toBe(401);
  });
});

describe('who sees an own exercise', () => {
  it("is in its owner's picker list, after the catalogue, on both paths; in nobody else's", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const own = await create(owner);
    for (const app of [t, plain]) {
      const mine = (await call(owner, 'GET', 'exercises/picker', undefined, app)).json<PickerExercise[]>();
      expect(mine.at(-1)).toEqual(own);
      expect(mine.filter((e) => e.propio)).toHaveLength(1);
      const theirs = (await call(other, 'GET', 'exercises/picker', undefined, app)).json<PickerExercise[]>();
      expect(theirs.some((e) => e.id === own.id)).toBe(false);
      expect(theirs).toHaveLength(mine.length - 1);
    }
  });

  it("never appears in SPEC's catalogue routes, even to its owner", async () => {
    const owner = await newUser();
    const own = await create(owner);
    for (const app of [t, plain]) {
      for (const url of ['exercises', 'routines/exercises', 'exercises/filter?grupos_musculares_id=5']) {
        const res = await call(owner, 'GET', url, undefined, app);
        expect(res.statusCode).toBe(200);
        expect(
          res.json<{ id: number }[]>().some((e) => e.id === own.id),
          url,
        ).toBe(false);
      }
    }
  });

  it('lists, reads and deletes for its owner only: another user gets 404', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const own = await create(owner);
    expect((await call(owner, 'GET', 'exercises/custom')).json()).toEqual([own]);
    expect((await call(other, 'GET', 'exercises/custom')).json()).toEqual([]);
    expect((await call(owner, 'GET', `exercises/custom/${own.id}`)).json()).toEqual(own);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(other, method, `exercises/custom/${own.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Ejercicio no encontrado');
    }
    expect((await call(owner, 'GET', 'exercises/custom/1')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `exercises/custom/${own.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `exercises/custom/${own.id}`)).statusCode).toBe(404);
  });
});

describe('an own exercise in routines and sessions', () => {
  it("goes into its owner's routine (not another user's) and keeps its name there", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const own = await create(owner);
    const mine = await copyToUser(t.app, owner, template);
    const added = await call(owner, 'POST', `user-routines/${mine.rutina_id}/exercises`, { ejercicio_id: own.id });
    expect(added.statusCode, added.body).toBe(200);
    const last = added.json<UserRoutine>().ejercicios.at(-1)!;
    expect(last).toMatchObject({ id_ejercicio_catalogo: own.id, nombre: own.nombre });
    const theirs = await copyToUser(t.app, other, template);
    const refused = await call(other, 'POST', `user-routines/${theirs.rutina_id}/exercises`, { ejercicio_id: own.id });
    expect(refused.statusCode).toBe(400);
  });

  it("goes into its owner's session with its measure; another user's session refuses it", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const own = await create(owner, {
      nombre: 'Trineo',
      grupos_musculares_id: 5,
      carga: 'lastre',
      medida: 'distancia',
    });
    const started = await call(owner, 'POST', 'workouts', { cliente_id: randomUUID() });
    const w = workout.parse(started.json());
    const res = await call(owner, 'PUT', `workouts/${w.id}/exercises/${randomUUID()}`, { id_ejercicio: own.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id_ejercicio_catalogo: own.id, nombre: 'Trineo', medida: 'distancia' });
    const hers = workout.parse((await call(other, 'POST', 'workouts', { cliente_id: randomUUID() })).json());
    const refused = await call(other, 'PUT', `workouts/${hers.id}/exercises/${randomUUID()}`, { id_ejercicio: own.id });
    expect(refused.statusCode).toBe(400);
    // In use: it cannot be deleted while the session has it.
    const busy = await call(owner, 'DELETE', `exercises/custom/${own.id}`);
    expect(busy.statusCode).toBe(409);
  });
});

describe('an own exercise and the account', () => {
  it('is in the account export, and goes with the account even when a session used it', async () => {
    const owner = await newUser();
    const own = await create(owner);
    const w = workout.parse((await call(owner, 'POST', 'workouts', { cliente_id: randomUUID() })).json());
    await call(owner, 'PUT', `workouts/${w.id}/exercises/${randomUUID()}`, { id_ejercicio: own.id });
    const doc = (await call(owner, 'GET', 'users/me/export.json')).json<{ ejercicios_propios: unknown[] }>();
    expect(doc.ejercicios_propios).toEqual([
      { id: own.id, nombre: own.nombre, grupos_musculares_id: 5, carga: 'maquina', medida: 'repeticiones' },
    ]);
    await t.database.db.delete(users).where(eq(users.id, owner.id));
    expect(await t.database.db.select().from(exercises).where(eq(exercises.id, own.id))).toEqual([]);
  });
});
