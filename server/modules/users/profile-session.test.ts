/**
 * `GET users` reads the caller's profile with the users repository's prepared `profileReader`
 * (the session lookup answers only who is calling): held here byte for byte to the plain path,
 * `getProfile` (`findProfileRow`, Drizzle's own statement), for users with and without a goal,
 * after an update, and for a session that outlived its user.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { getProfile } from './accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser } from '../../test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (authorization: string) => t.app.inject({ url: '/api/users', headers: { authorization } });

describe('GET /api/users answers what the plain path (getProfile) answers', () => {
  it('a user with a goal, one without, and the first after a change of profile', async () => {
    const withGoal = await createTestUser(t.database.db, { peso: 80.255, altura: 181.5, objetivoId: 4, sexo: 1 });
    const noGoal = await createTestUser(t.database.db, { objetivoId: null, nombre: 'Ña "ñu" \\ <b>' });
    for (const user of [withGoal, noGoal]) {
      const res = await me(user.token);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(await getProfile(t.database.db, user.id)));
    }
    await t.database.db
      .update(users)
      .set({ nombre: 'Otra', peso: 70, objetivoId: 2, fechaNacimiento: '1985-01-02' })
      .where(eq(users.id, withGoal.id));
    const res = await me(withGoal.token);
    expect(res.json()).toMatchObject({ nombre: 'Otra', peso: 70, objetivo_id: 2, fecha_nacimiento: '1985-01-02' });
    expect(res.body).toBe(JSON.stringify(await getProfile(t.database.db, withGoal.id)));
  });

  it('403 USER_NOT_FOUND for a session whose user is gone, as before', async () => {
    const user = await createTestUser(t.database.db);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const res = await me(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
