/** Login with a per-address backoff, and logout (docs/PRODUCT.md §6, §11). */
import type { Db } from '../../../db/client';
import { immediately, type HashTurn } from '../../../domain/hash-gate';
import { dummyHash, verifyPassword } from '../../../domain/passwords';
import { hashToken, SESSION_TTL_MS } from '../../../domain/tokens';
import { AccountError, normalizeEmail } from './errors';
import {
  clearLoginFailures,
  countLoginFailure,
  findLoginFailure,
  forgetOldLoginFailures,
  lockLogins,
} from './login-failures-repository';
import { issueToken, revokeSession } from './tokens-repository';
import { findByEmail, isVerifiedAccount } from './users-repository';

/** Failed-login backoff; after = 0 disables it. */
export interface LoginLock {
  after: number;
  baseSeconds: number;
  maxSeconds: number;
}

export interface LoginOptions {
  loginLock: LoginLock;
  /** Where the password check waits for its turn; default: at once. */
  turn?: HashTurn;
}

/**
 * The same work and the same answers whether the e-mail has an account or not: scrypt, and
 * the backoff kept per address tried (login_failures). The "not verified" answer comes only
 * after the right password (it would otherwise tell strangers the address is registered).
 * Resolves with a new session token.
 */
export async function login(
  db: Db,
  emailInput: string,
  password: string,
  { loginLock, turn = immediately }: LoginOptions,
): Promise<string> {
  const email = normalizeEmail(emailInput);
  const key = hashToken(email);
  const user = await findByEmail(db, email);
  const failed = await findLoginFailure(db, key);
  const lockedFor = (failed?.lockedUntil?.getTime() ?? 0) - Date.now();
  if (lockedFor > 0) {
    const wait = Math.ceil(lockedFor / 1000);
    throw new AccountError('ACCOUNT_LOCKED', `Too many failed login attempts, try again in ${wait} seconds`, wait);
  }
  const ok = await turn(async () => verifyPassword(password, user?.passwordHash ?? (await dummyHash())));
  if (!user || !ok) {
    await recordFailure(db, key, loginLock);
    throw new AccountError('BAD_CREDENTIALS', 'Error in email and/or password');
  }
  if (failed) await clearLoginFailures(db, key);
  if (!user.verifiedAt) {
    throw new AccountError('EMAIL_NOT_VERIFIED', 'Email not verified');
  }
  return issueToken(db, user.id, 'session', SESSION_TTL_MS);
}

/**
 * Whether a login names a verified account: what lets a login that found no place in the hash
 * gate take one kept for accounts (plugins/hashing.ts). Tells no more than registration does.
 */
export async function loginNamesAccount(db: Db, emailInput: string): Promise<boolean> {
  return isVerifiedAccount(db, normalizeEmail(emailInput));
}

/**
 * One more failure for an address (registered or not); from the Nth on, a lock of
 * baseSeconds doubling each time (capped). A failure 24 h after the last one starts again.
 */
async function recordFailure(db: Db, emailHash: string, { after, baseSeconds, maxSeconds }: LoginLock): Promise<void> {
  if (after === 0) return;
  const failures = await countLoginFailure(db, emailHash);
  // Now and then, forget addresses whose last failure is old (any process may do it).
  if (Math.random() < 0.01) await forgetOldLoginFailures(db);
  if (failures === null || failures < after) return;
  const seconds = Math.min(maxSeconds, baseSeconds * 2 ** Math.min(20, failures - after));
  await lockLogins(db, emailHash, new Date(Date.now() + seconds * 1000));
}

/** Ends one session (the caller's): its token is refused from now on, the user's others go on. */
export async function logout(db: Db, userId: number, sessionId: number): Promise<void> {
  await revokeSession(db, userId, sessionId);
}
