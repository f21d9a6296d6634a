/**
 * The weight unit (`unidad`): kg until the user chooses, set with `PUT users/preferences`, answered
 * by `GET users` and the data export's `perfil`; every stored and answered weight stays in kg.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfile } from '../../../src/lib/contract';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { catalogueExercises } from '../../test/routines';
import { createTestUser } from '../../test/users';
import { insertFinishedWorkout } from '../../test/workouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '10000' });
});
afterAll(async () => {
  await t.close();
});

const PROFILE_FIELDS = {
  nombre: 'Lucía',
  apellidos: 'Pérez Gómez',
  fecha_nacimiento: '1990-05-17',
  sexo: 2,
  peso: 62.5,
  altura: 168,
  id_objetivo: 3,
};

describe('PUT /api/users/preferences', () => {
  it('starts at kg; lb is kept, answered by GET users, and only for that user', async () => {
    const user = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const before = await call(t.app, user, 'GET', 'users');
    expect(before.json()).toMatchObject({ unidad: 'kg' });
    expect(userProfile.strict().safeParse(before.json()).success).toBe(true);

    const saved = await call(t.app, user, 'PUT', 'users/preferences', { unidad: 'lb' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Preferencias guardadas', unidad: 'lb' });
    expect((await call(t.app, user, 'GET', 'users')).json()).toMatchObject({ unidad: 'lb', peso: 62.5 });
    expect((await call(t.app, other, 'GET', 'users')).json()).toMatchObject({ unidad: 'kg' });

    await call(t.app, user, 'PUT', 'users/preferences', { unidad: 'kg' });
    expect((await call(t.app, user, 'GET', 'users')).json()).toMatchObject({ unidad: 'kg' });
  });

  it.each([[{ unidad: 'stone' }], [{ unidad: 'LB' }], [{ unidad: null }], [{}], [{ unidad: ['lb'] }]])(
    'answers 400 to %j and changes nothing',
    async (payload) => {
      const user = await createTestUser(t.database.db, { unidad: 'lb' });
      const res = await call(t.app, user, 'PUT', 'users/preferences', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect((await call(t.app, user, 'GET', 'users')).json()).toMatchObject({ unidad: 'lb' });
    },
  );

  it('needs a signed-in user; a session whose user is gone is 403', async () => {
    expect((await call(t.app, null, 'PUT', 'users/preferences', { unidad: 'lb' })).statusCode).toBe(401);
    const user = await createTestUser(t.database.db);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await call(t.app, user, 'PUT', 'users/preferences', { unidad: 'lb' })).statusCode).toBe(403);
  });

  it('the database refuses any other unit', async () => {
    const user = await createTestUser(t.database.db);
    await expect(t.database.db.update(users).set({ unidad: 'st' }).where(eq(users.id, user.id))).rejects.toThrow();
  });
});

describe('PUT /api/users/update keeps the unit', () => {
  it('whether the body leaves it out or carries it back (as the original client spreads GET users)', async () => {
    const user = await createTestUser(t.database.db, { unidad: 'lb' });
    const email = user.email;
    const plain = await call(t.app, user, 'PUT', 'users/update', { ...PROFILE_FIELDS, email, nombre: 'Lucía María' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ nombre: 'Lucía María', unidad: 'lb', peso: 62.5 });
    const me = (await call(t.app, user, 'GET', 'users')).json<Record<string, unknown>>();
    const spread = await call(t.app, user, 'PUT', 'users/update', { ...me, unidad: 'kg', id_objetivo: 2 });
    expect(spread.statusCode, spread.body).toBe(200);
    expect(spread.json()).toMatchObject({ objetivo_id: 2, unidad: 'lb' });
  });
});

describe('the data export and the unit', () => {
  it('perfil carries the unit; the weights stay in kg (export and CSV)', async () => {
    const user = await createTestUser(t.database.db, { unidad: 'lb' });
    const [exercise] = await catalogueExercises(t.database.db);
    await insertFinishedWorkout(t.database.db, user.id, new Date('2025-03-04T18:30:00Z'), [
      { exerciseId: exercise!.id, repeticiones: 5, kg: 100 },
    ]);
    const exported = await call(t.app, user, 'GET', 'users/me/export.json');
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    expect(doc.perfil).toMatchObject({ unidad: 'lb', peso: 62.5 });
    expect(doc.sesiones[0].ejercicios[0].series[0]).toMatchObject({ kg: 100, repeticiones: 5 });
    const csv = await call(t.app, user, 'GET', 'users/me/history.csv');
    expect(csv.body).toContain(',Kg,');
    expect(csv.body).toMatch(/,1,100,5,/);
  });
});
