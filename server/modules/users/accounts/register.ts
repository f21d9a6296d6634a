/** Registration and e-mail verification (docs/PRODUCT.md §3, §7). */
import type { Db, Queryable } from '../../../db/client';
import { immediately, type HashTurn } from '../../../domain/hash-gate';
import { verifyEmailAgainMail, verifyEmailMail } from '../../../domain/mail/verify-email';
import { hashPassword } from '../../../domain/passwords';
import { VERIFY_TTL_MS } from '../../../domain/tokens';
import {
  AccountError,
  emailTaken,
  isUniqueViolation,
  mailLink,
  MESSAGES,
  normalizeEmail,
  type OutgoingMail,
  type RegisterInput,
  type UserProfile,
} from './errors';
import { getProfile, requireGoal, userData } from './profile';
import { consumeToken, issueToken, revokeTokens } from './tokens-repository';
import {
  insertUser,
  findByEmail,
  markVerified,
  recordMeasurement,
  updateUser,
  type UserData,
} from './users-repository';

export interface RegisterOptions {
  /** Public address of the web app (the link of the e-mail). */
  appUrl: string;
  /** Where the password hashing waits for its turn; default: at once. */
  turn?: HashTurn;
}

/**
 * New account (created = true), or, for an address that registered before but never
 * verified, the same account with the new data and a fresh link (created = false): whoever
 * owns the mailbox decides, since only the newest link works. A verified address: 403.
 */
export async function register(
  db: Db,
  input: RegisterInput,
  { appUrl, turn = immediately }: RegisterOptions,
): Promise<{ user: UserProfile; created: boolean; mail: OutgoingMail }> {
  const email = normalizeEmail(input.email);
  await requireGoal(db, input.objetivo_id);
  const passwordHash = await turn(() => hashPassword(input.password));
  const data = { ...userData(input, email), passwordHash };
  let outcome: { userId: number; created: boolean; token: string };
  try {
    outcome = await db.transaction((tx) => storeRegistration(tx, data));
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken(); // a concurrent registration won the race
    throw err;
  }
  const user = await getProfile(db, outcome.userId);
  // A link any client can follow: the API verifies on a plain GET, then sends the browser to /login.
  const mail = verifyEmailMail({
    nombre: input.nombre,
    url: mailLink(appUrl, 'api/users/verify-email', outcome.token),
  });
  return { user, created: outcome.created, mail: { to: email, ...mail } };
}

/** Inside the registration's transaction: the new or unverified account, its weight and a link. */
async function storeRegistration(tx: Queryable, data: UserData & { passwordHash: string }) {
  const existing = await findByEmail(tx, data.email, { lock: true });
  if (existing?.verifiedAt) throw emailTaken();
  let userId: number;
  if (existing) {
    userId = existing.id;
    await updateUser(tx, userId, data);
    await revokeTokens(tx, userId, 'verify');
  } else {
    userId = await insertUser(tx, data);
  }
  await recordMeasurement(tx, userId, data.peso, data.altura);
  const token = await issueToken(tx, userId, 'verify', VERIFY_TTL_MS);
  return { userId, created: !existing, token };
}

export async function verifyEmail(db: Db, token: string): Promise<string> {
  const userId = await consumeToken(db, 'verify', token);
  if (userId === null) throw new AccountError('INVALID_VERIFY_TOKEN', 'Invalid or expired verification link');
  await markVerified(db, userId);
  await revokeTokens(db, userId, 'verify');
  return MESSAGES.verified;
}

/**
 * A new verification link for an address whose account is still unverified: the previous links
 * stop working. For an unknown or already verified address nothing happens (null): the route
 * answers the same either way, so it tells no one which addresses have an account.
 */
export async function resendVerification(db: Db, emailInput: string, appUrl: string): Promise<OutgoingMail | null> {
  const email = normalizeEmail(emailInput);
  const token = await db.transaction(async (tx) => {
    const user = await findByEmail(tx, email, { lock: true });
    if (!user || user.verifiedAt) return null;
    await revokeTokens(tx, user.id, 'verify');
    return issueToken(tx, user.id, 'verify', VERIFY_TTL_MS);
  });
  if (token === null) return null;
  const mail = verifyEmailAgainMail({ url: mailLink(appUrl, 'api/users/verify-email', token) });
  return { to: email, ...mail };
}
