/** Password change and recovery by e-mail (docs/PRODUCT.md §11). */
import type { Db } from '../../../db/client';
import { immediately, type HashTurn } from '../../../domain/hash-gate';
import { resetPasswordMail } from '../../../domain/mail/reset-password';
import { hashPassword, verifyPassword } from '../../../domain/passwords';
import { hashToken, RESET_TTL_MS } from '../../../domain/tokens';
import {
  AccountError,
  invalidResetToken,
  mailLink,
  MESSAGES,
  normalizeEmail,
  userNotFound,
  type OutgoingMail,
} from './errors';
import { clearLoginFailures } from './login-failures-repository';
import { consumeToken, isLiveToken, issueToken, revokeTokens } from './tokens-repository';
import { findByEmail, findPasswordHash, markVerified, setPasswordHash } from './users-repository';

export interface PasswordChange {
  userId: number;
  /** The session that asks: it keeps working. */
  sessionId: number;
  oldPassword: string;
  password: string;
}

/** Every other session of the user ends; the one that made the change keeps working. */
export async function changePassword(
  db: Db,
  { userId, sessionId, oldPassword, password }: PasswordChange,
  turn: HashTurn = immediately,
): Promise<string> {
  const stored = await findPasswordHash(db, userId);
  if (stored === null) throw userNotFound();
  if (!(await turn(() => verifyPassword(oldPassword, stored)))) {
    throw new AccountError('WRONG_PASSWORD', 'The old password is not correct');
  }
  const passwordHash = await turn(() => hashPassword(password));
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeTokens(tx, userId, 'session', sessionId);
    await revokeTokens(tx, userId, 'reset');
  });
  return MESSAGES.passwordChanged;
}

/** A single-use link valid for 1 h; asking again invalidates the previous link. */
export async function forgotPassword(
  db: Db,
  emailInput: string,
  appUrl: string,
): Promise<{ message: string; mail: OutgoingMail }> {
  const email = normalizeEmail(emailInput);
  const user = await findByEmail(db, email);
  if (!user) throw userNotFound();
  const token = await db.transaction(async (tx) => {
    await revokeTokens(tx, user.id, 'reset');
    return issueToken(tx, user.id, 'reset', RESET_TTL_MS);
  });
  const mail = resetPasswordMail({ nombre: user.nombre, url: mailLink(appUrl, 'password-reset-request', token) });
  return { message: MESSAGES.resetSent, mail: { to: email, ...mail } };
}

/**
 * Sets the new password and ends every session. Following the link proves the mailbox is
 * the user's, so an unverified address becomes verified and any login backoff is lifted.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  turn: HashTurn = immediately,
): Promise<string> {
  const passwordHash = await turn(() => hashPassword(password));
  const userId = await consumeToken(db, 'reset', token);
  if (userId === null) throw invalidResetToken();
  await db.transaction(async (tx) => {
    const email = await markVerified(tx, userId, passwordHash);
    if (email !== null) await clearLoginFailures(tx, hashToken(email));
    await revokeTokens(tx, userId, 'session');
    await revokeTokens(tx, userId, 'reset');
  });
  return MESSAGES.passwordReset;
}

/** Whether a reset link still works (the screen asks before showing its form); the token stays unused. */
export async function checkResetToken(db: Db, token: string): Promise<string> {
  if (!(await isLiveToken(db, 'reset', token))) throw invalidResetToken();
  return MESSAGES.resetLinkValid;
}
