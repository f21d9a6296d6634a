import { scryptSync } from 'node:crypto';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { hashToken, newToken, SESSION_TTL_MS } from '../domain/tokens';

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  token: string;
  /** `{ authorization: token }`, ready for app.inject. */
  headers: { authorization: string };
}

/**
 * A verified user with a live session, written straight to the database: for tests of routes
 * that need a signed-in caller (the accounts suite covers register/login themselves).
 */
export async function createTestUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}.${Date.now()}@forja.test`;
  const [user] = await db
    .insert(users)
    .values({
      nombre: 'Lucía',
      apellidos: 'Pérez Gómez',
      email,
      // Not a real login password: tests that log in go through the accounts API.
      passwordHash: `test$${scryptSync('unused', 'salt', 16).toString('hex')}`,
      fechaNacimiento: '1990-05-17',
      sexo: 2,
      peso: 62.5,
      altura: 168,
      objetivoId: 3,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  return { id: user!.id, email: user!.email, ...(await newSession(db, user!.id)) };
}

/** A new live session of the user, written straight to the database (e.g. after a logout). */
export async function newSession(db: Db, userId: number): Promise<Pick<TestUser, 'token' | 'headers'>> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    kind: 'session',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, headers: { authorization: token } };
}
