/**
 * Accounts (docs/PRODUCT.md §3, §6, §7 and §11): registration with e-mail verification,
 * login with a per-account backoff, profile, password change and recovery. Plain TypeScript
 * over Drizzle, no Fastify: the routes in server/routes/users map AccountError reasons to HTTP
 * statuses and send the e-mails this module composes.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, goals, loginFailures, userMeasurements, users } from '../db/schema';
import { immediately, type HashTurn } from './hash-gate';
import type { MailContent } from './mail/layout';
import { resetPasswordMail } from './mail/reset-password';
import { verifyEmailMail } from './mail/verify-email';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { todayIso, toUserProfile } from './profile';
import { hashToken, newToken, RESET_TTL_MS, SESSION_TTL_MS, VERIFY_TTL_MS } from './tokens';

export type AccountErrorReason =
  | 'EMAIL_TAKEN'
  | 'UNKNOWN_GOAL'
  | 'INVALID_VERIFY_TOKEN'
  | 'BAD_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'ACCOUNT_LOCKED'
  | 'USER_NOT_FOUND'
  | 'WRONG_PASSWORD'
  | 'INVALID_RESET_TOKEN';

export class AccountError extends Error {
  constructor(
    readonly reason: AccountErrorReason,
    message: string,
    /** For ACCOUNT_LOCKED: seconds until the next attempt is allowed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type UserProfile = ReturnType<typeof toUserProfile>;
export interface OutgoingMail extends MailContent {
  to: string;
}

export interface AccountOptions {
  /** Public address of the web app (links in e-mails). */
  appUrl: string;
  /** Failed-login backoff; after = 0 disables it. */
  loginLock: { after: number; baseSeconds: number; maxSeconds: number };
  /**
   * Where password work waits for its turn (the server's hash gate) when a call brings no turn
   * of its own; default: at once.
   */
  hashing?: HashTurn;
}

export interface RegisterInput {
  nombre: string;
  apellidos: string;
  email: string;
  password: string;
  /** YYYY-MM-DD. */
  fecha_nacimiento: string;
  sexo: number;
  peso: number;
  altura: number;
  objetivo_id: number;
}
export type ProfileInput = Omit<RegisterInput, 'password'>;

/** Success texts the web client shows as they come (docs/PRODUCT.md §8), hence Spanish. */
export const MESSAGES = {
  verified: 'Correo verificado. Ya puedes iniciar sesión.',
  passwordChanged: 'Contraseña actualizada correctamente',
  resetSent: 'Te hemos enviado un correo con un enlace para restablecer tu contraseña.',
  passwordReset: 'Contraseña restablecida correctamente. Ya puedes iniciar sesión.',
} as const;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** Failed logins are forgotten this long after the last one (longer than the longest lock, 1 h). */
const FORGET_FAILURES = sql.raw(`interval '24 hours'`);

/** PostgreSQL unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const emailTaken = () => new AccountError('EMAIL_TAKEN', 'Email already exists');

export function createAccounts(db: Db, options: AccountOptions) {
  const hashing = options.hashing ?? immediately;
  const link = (path: string, token: string) => `${options.appUrl}/${path}/${encodeURIComponent(token)}`;

  async function goalExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: goals.id }).from(goals).where(eq(goals.id, id)).limit(1);
    return row !== undefined;
  }
  async function requireGoal(id: number): Promise<void> {
    if (!(await goalExists(id))) throw new AccountError('UNKNOWN_GOAL', `objetivo_id: goal ${id} does not exist`);
  }

  async function profile(userId: number): Promise<UserProfile | null> {
    const [row] = await db
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
      })
      .from(users)
      .leftJoin(goals, eq(goals.id, users.objetivoId))
      .where(eq(users.id, userId))
      .limit(1);
    return row ? toUserProfile(row) : null;
  }

  async function requireProfile(userId: number): Promise<UserProfile> {
    const found = await profile(userId);
    if (!found) throw new AccountError('USER_NOT_FOUND', 'User not found');
    return found;
  }

  /** Weight and height of today (one row per user and date; the last value of the day wins). */
  function recordMeasurement(tx: Pick<Db, 'insert'>, userId: number, peso: number, altura: number) {
    return tx
      .insert(userMeasurements)
      .values({ userId, fecha: todayIso(), peso, altura })
      .onConflictDoUpdate({
        target: [userMeasurements.userId, userMeasurements.fecha],
        set: { peso: sql`excluded.peso`, altura: sql`excluded.altura` },
      });
  }

  /** Marks the live tokens of one kind as used/revoked, optionally sparing one row. */
  function revokeTokens(tx: Pick<Db, 'update'>, userId: number, kind: 'session' | 'verify' | 'reset', keepId?: number) {
    return tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.kind, kind),
          isNull(authTokens.revokedAt),
          keepId === undefined ? undefined : ne(authTokens.id, keepId),
        ),
      );
  }

  async function issueToken(
    tx: Pick<Db, 'insert'>,
    userId: number,
    kind: 'session' | 'verify' | 'reset',
    ttlMs: number,
  ) {
    const token = newToken();
    const now = new Date();
    await tx.insert(authTokens).values({
      userId,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + ttlMs),
      lastUsedAt: kind === 'session' ? now : null,
    });
    return token;
  }

  /** Marks a single-use token as used and returns its user, or null if unknown, used or expired. */
  async function consumeToken(kind: 'verify' | 'reset', token: string): Promise<number | null> {
    const now = new Date();
    const [row] = await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(token)),
          eq(authTokens.kind, kind),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, now),
        ),
      )
      .returning({ userId: authTokens.userId });
    return row?.userId ?? null;
  }

  return {
    profile: requireProfile,

    /**
     * New account (created = true), or, for an address that registered before but never
     * verified, the same account with the new data and a fresh link (created = false): whoever
     * owns the mailbox decides, since only the newest link works. A verified address: 403.
     */
    async register(
      input: RegisterInput,
      turn?: HashTurn | null,
    ): Promise<{ user: UserProfile; created: boolean; mail: OutgoingMail }> {
      const email = normalizeEmail(input.email);
      await requireGoal(input.objetivo_id);
      const passwordHash = await (turn ?? hashing)(() => hashPassword(input.password));
      const data = {
        nombre: input.nombre,
        apellidos: input.apellidos,
        email,
        passwordHash,
        fechaNacimiento: input.fecha_nacimiento,
        sexo: input.sexo,
        peso: input.peso,
        altura: input.altura,
        objetivoId: input.objetivo_id,
      };
      let outcome: { userId: number; created: boolean; token: string };
      try {
        outcome = await db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
            .from(users)
            .where(eq(users.email, email))
            .for('update')
            .limit(1);
          if (existing?.verifiedAt) throw emailTaken();
          let userId: number;
          if (existing) {
            userId = existing.id;
            await tx.update(users).set(data).where(eq(users.id, userId));
            await revokeTokens(tx, userId, 'verify');
          } else {
            const [row] = await tx.insert(users).values(data).returning({ id: users.id });
            userId = row!.id;
          }
          await recordMeasurement(tx, userId, input.peso, input.altura);
          const token = await issueToken(tx, userId, 'verify', VERIFY_TTL_MS);
          return { userId, created: !existing, token };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(); // a concurrent registration won the race
        throw err;
      }
      const user = await requireProfile(outcome.userId);
      // A link any client can follow: the API verifies on a plain GET, then sends the browser to /login.
      const mail = verifyEmailMail({ nombre: input.nombre, url: link('api/users/verify-email', outcome.token) });
      return { user, created: outcome.created, mail: { to: email, ...mail } };
    },

    async verifyEmail(token: string): Promise<string> {
      const userId = await consumeToken('verify', token);
      if (userId === null) throw new AccountError('INVALID_VERIFY_TOKEN', 'Invalid or expired verification link');
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId));
      await revokeTokens(db, userId, 'verify');
      return MESSAGES.verified;
    },

    /**
     * The same work and the same answers whether the e-mail has an account or not: scrypt, and
     * the backoff kept per address tried (login_failures). The "not verified" answer comes only
     * after the right password (it would otherwise tell strangers the address is registered).
     */
    async login(emailInput: string, password: string, turn?: HashTurn | null): Promise<string> {
      const email = normalizeEmail(emailInput);
      const key = hashToken(email);
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      const [failed] = await db.select().from(loginFailures).where(eq(loginFailures.emailHash, key)).limit(1);
      const lockedFor = (failed?.lockedUntil?.getTime() ?? 0) - Date.now();
      if (lockedFor > 0) {
        const wait = Math.ceil(lockedFor / 1000);
        throw new AccountError('ACCOUNT_LOCKED', `Too many failed login attempts, try again in ${wait} seconds`, wait);
      }
      const ok = await (turn ?? hashing)(async () =>
        verifyPassword(password, user?.passwordHash ?? (await dummyHash())),
      );
      if (!user || !ok) {
        await recordFailure(key);
        throw new AccountError('BAD_CREDENTIALS', 'Error in email and/or password');
      }
      if (failed) await db.delete(loginFailures).where(eq(loginFailures.emailHash, key));
      if (!user.verifiedAt) {
        throw new AccountError('EMAIL_NOT_VERIFIED', 'Email not verified');
      }
      return issueToken(db, user.id, 'session', SESSION_TTL_MS);
    },

    async updateProfile(userId: number, input: ProfileInput): Promise<UserProfile> {
      const email = normalizeEmail(input.email);
      await requireGoal(input.objetivo_id);
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      if (other) throw emailTaken();
      try {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(users)
            .set({
              nombre: input.nombre,
              apellidos: input.apellidos,
              email,
              fechaNacimiento: input.fecha_nacimiento,
              sexo: input.sexo,
              peso: input.peso,
              altura: input.altura,
              objetivoId: input.objetivo_id,
            })
            .where(eq(users.id, userId))
            .returning({ id: users.id });
          if (updated.length === 0) throw new AccountError('USER_NOT_FOUND', 'User not found');
          await recordMeasurement(tx, userId, input.peso, input.altura);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      return requireProfile(userId);
    },

    /** Every other session of the user ends; the one that made the change keeps working. */
    async changePassword(
      userId: number,
      sessionId: number,
      oldPassword: string,
      password: string,
      turn?: HashTurn | null,
    ): Promise<string> {
      const run = turn ?? hashing;
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new AccountError('USER_NOT_FOUND', 'User not found');
      if (!(await run(() => verifyPassword(oldPassword, user.passwordHash)))) {
        throw new AccountError('WRONG_PASSWORD', 'The old password is not correct');
      }
      const passwordHash = await run(() => hashPassword(password));
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await revokeTokens(tx, userId, 'session', sessionId);
        await revokeTokens(tx, userId, 'reset');
      });
      return MESSAGES.passwordChanged;
    },

    /** Ends one session (the caller's): its token is refused from now on, the user's others go on. */
    async logout(userId: number, sessionId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.id, sessionId), eq(authTokens.userId, userId), eq(authTokens.kind, 'session')));
    },

    /** A single-use link valid for 1 h; asking again invalidates the previous link. */
    async forgotPassword(emailInput: string): Promise<{ message: string; mail: OutgoingMail }> {
      const email = normalizeEmail(emailInput);
      const [user] = await db
        .select({ id: users.id, nombre: users.nombre })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (!user) throw new AccountError('USER_NOT_FOUND', 'User not found');
      const token = await db.transaction(async (tx) => {
        await revokeTokens(tx, user.id, 'reset');
        return issueToken(tx, user.id, 'reset', RESET_TTL_MS);
      });
      const mail = resetPasswordMail({ nombre: user.nombre, url: link('password-reset-request', token) });
      return { message: MESSAGES.resetSent, mail: { to: email, ...mail } };
    },

    /**
     * Sets the new password and ends every session. Following the link proves the mailbox is
     * the user's, so an unverified address becomes verified and any login backoff is lifted.
     */
    async resetPassword(token: string, password: string, turn?: HashTurn | null): Promise<string> {
      const passwordHash = await (turn ?? hashing)(() => hashPassword(password));
      const userId = await consumeToken('reset', token);
      if (userId === null) throw new AccountError('INVALID_RESET_TOKEN', 'Invalid or expired reset token');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        if (row) await tx.delete(loginFailures).where(eq(loginFailures.emailHash, hashToken(row.email)));
        await revokeTokens(tx, userId, 'session');
        await revokeTokens(tx, userId, 'reset');
      });
      return MESSAGES.passwordReset;
    },
  };

  /**
   * One more failure for an address (registered or not); from the Nth on, a lock of
   * baseSeconds doubling each time (capped). A failure 24 h after the last one starts again.
   */
  async function recordFailure(emailHash: string): Promise<void> {
    const { after, baseSeconds, maxSeconds } = options.loginLock;
    if (after === 0) return;
    const [row] = await db
      .insert(loginFailures)
      .values({ emailHash, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginFailures.emailHash,
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} < now() - ${FORGET_FAILURES} then 1
                        else ${loginFailures.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: loginFailures.failures });
    // Now and then, forget addresses whose last failure is old (any process may do it).
    if (Math.random() < 0.01) {
      await db.delete(loginFailures).where(sql`${loginFailures.lastFailureAt} < now() - ${FORGET_FAILURES}`);
    }
    if (!row || row.failures < after) return;
    const seconds = Math.min(maxSeconds, baseSeconds * 2 ** Math.min(20, row.failures - after));
    await db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() + seconds * 1000) })
      .where(eq(loginFailures.emailHash, emailHash));
  }
}

export type Accounts = ReturnType<typeof createAccounts>;
