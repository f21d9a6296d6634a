/** users (with their goal and daily measurements): the accounts' reads and writes. */
import { and, eq, inArray, isNotNull, like, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { preparedSelect } from '../../../db/prepared';
import { authTokens, goals, loginFailures, rateLimitHits, userMeasurements, users } from '../../../db/schema';
import { todayIso } from '../../../domain/profile';
import { hashToken } from '../../../domain/tokens';

/** The columns an account's owner writes (registration and profile). */
export type UserData = Pick<
  typeof users.$inferInsert,
  'nombre' | 'apellidos' | 'email' | 'fechaNacimiento' | 'sexo' | 'peso' | 'altura' | 'objetivoId'
>;

export async function goalExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: goals.id }).from(goals).where(eq(goals.id, id)).limit(1);
  return row !== undefined;
}

/** The user `userId` (a value or a placeholder) with their goal's name, as the profile shows them. */
function profileQuery(db: Queryable, userId: number | Placeholder) {
  return db
    .select({
      id: users.id,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      sexo: users.sexo,
      fechaNacimiento: users.fechaNacimiento,
      peso: users.peso,
      altura: users.altura,
      objetivoId: users.objetivoId,
      objetivo: goals.nombre,
      createdAt: users.createdAt,
      unidad: users.unidad,
    })
    .from(users)
    .leftJoin(goals, eq(goals.id, users.objetivoId))
    .where(eq(users.id, userId))
    .limit(1);
}

/** The user with their goal's name, as the profile shows them. */
export async function findProfileRow(db: Queryable, userId: number) {
  const [row] = await profileQuery(db, userId);
  return row ?? null;
}

/**
 * `findProfileRow` as a statement prepared once per app (server/db/prepared.ts; docs/PERFORMANCE.md
 * register: "statements prepared on PGlite"): `GET users` reads it on every call (figure "GET
 * /api/users, signed in"). Held to `findProfileRow` byte for byte by users/profile-session.test.ts.
 * `prepare`: PGLITE_PREPARE.
 */
export function profileReader(db: Db, prepare: boolean) {
  const statement = preparedSelect(db, profileQuery(db, sql.placeholder('userId')), 'users_profile_by_id', prepare);
  return async (userId: number) => (await statement.execute({ userId }))[0] ?? null;
}

/** Whether an e-mail (normalized) is a verified account's, as registration tells anyone (EMAIL_TAKEN). */
export async function isVerifiedAccount(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The verified accounts among these normalized e-mails, in one query (account-checks.ts). */
export async function verifiedAmong(db: Queryable, emails: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, [...emails]), isNotNull(users.emailVerifiedAt)));
  return new Set(rows.map((r) => r.email));
}

/**
 * The account of an e-mail (normalized), if any: what a login checks, a registration compares
 * and a reset link greets. `lock`: locked until the caller's transaction ends.
 */
export async function findByEmail(db: Queryable, email: string, { lock = false } = {}) {
  const query = db
    .select({ id: users.id, nombre: users.nombre, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** Whether an account other than `userId` has this e-mail. */
export async function emailUsedByOther(db: Queryable, email: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

export async function insertUser(tx: Queryable, data: UserData & { passwordHash: string }): Promise<number> {
  const [row] = await tx.insert(users).values(data).returning({ id: users.id });
  return row!.id;
}

/** Writes the user's data; false when there is no such user. */
export async function updateUser(
  tx: Queryable,
  userId: number,
  data: UserData & { passwordHash?: string },
): Promise<boolean> {
  const updated = await tx.update(users).set(data).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

/** Sets the user's weight unit; false when there is no such user. */
export async function setWeightUnit(db: Queryable, userId: number, unidad: 'kg' | 'lb'): Promise<boolean> {
  const updated = await db.update(users).set({ unidad }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

export async function findPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Marks the e-mail verified (keeps the first date) and, given one, sets a new password; the e-mail. */
export async function markVerified(tx: Queryable, userId: number, passwordHash?: string): Promise<string | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email ?? null;
}

/** Weight and height of today (one row per user and date; the last value of the day wins). */
export async function recordMeasurement(tx: Queryable, userId: number, peso: number, altura: number): Promise<void> {
  await tx
    .insert(userMeasurements)
    .values({ userId, fecha: todayIso(), peso, altura })
    .onConflictDoUpdate({
      target: [userMeasurements.userId, userMeasurements.fecha],
      set: { peso: sql`excluded.peso`, altura: sql`excluded.altura` },
    });
}

/** What deleting an account needs of it: the name and address to write to, and the hash to check. */
export async function findForDeletion(db: Queryable, userId: number) {
  const [row] = await db
    .select({ nombre: users.nombre, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The rate-limit counters kept under the user's id or e-mail (server/plugins/limits.ts writes
 * `<name>:v:<sha256 of the value>` for every limit keyed by a request value).
 */
function rateLimitKeysOf(userId: number, email: string) {
  return or(
    like(rateLimitHits.key, `%:v:${hashToken(`user:${userId}`)}`),
    like(rateLimitHits.key, `%:v:${hashToken(email)}`),
  );
}

/**
 * Deletes the account in one transaction: the users row takes with it, through ON DELETE
 * CASCADE, every table that has a user_id or owner_user_id. Besides the foreign keys: its
 * verification and reset tokens, the login backoff of the address and the rate-limit counters of
 * the user and the address. Session tokens are detached by their foreign key (user_id set null).
 */
export async function deleteUser(db: Db, userId: number, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, ['verify', 'reset'])));
    await tx.delete(loginFailures).where(eq(loginFailures.emailHash, hashToken(email)));
    await tx.delete(rateLimitHits).where(rateLimitKeysOf(userId, email));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
