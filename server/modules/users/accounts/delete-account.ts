/** "Eliminar mi cuenta" (docs/PRODUCT.md §11): the user deletes everything of theirs. */
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authTokens, loginFailures, rateLimitHits, users } from '../../../db/schema';
import { immediately, type HashTurn } from '../../../domain/hash-gate';
import { accountDeletedMail } from '../../../domain/mail/account-deleted';
import { verifyPassword } from '../../../domain/passwords';
import { hashToken } from '../../../domain/tokens';
import { AccountError, userNotFound, type OutgoingMail } from './errors';

export const ACCOUNT_DELETED = 'Tu cuenta se ha eliminado';
export const WRONG_PASSWORD_MESSAGE = 'La contraseña no es correcta';

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
 * Checks the password again, then deletes the account in one transaction: the users row takes
 * with it, through ON DELETE CASCADE, every table that has a user_id or owner_user_id (their
 * measurements, routines and their exercises, generated routines, programmes, sessions with their
 * exercises, sets and record summaries, removed exercises). Besides the foreign keys: verification
 * and reset tokens, the login backoff of the address and the rate-limit counters of the user and
 * the address are deleted here. Session tokens are detached by their foreign key (user_id set null) and
 * expire on their own, holding a hash and dates only: until then a session of the deleted
 * account answers 403 "User not found", as API.md asks of a deleted user's token. A cached
 * routine list cannot be served afterwards: the session lookup that reads its version finds no
 * user (server/plugins/auth.ts). Nothing is deleted when the password is wrong.
 */
export async function deleteAccount(
  db: Db,
  { userId, password, appUrl }: { userId: number; password: string; appUrl: string },
  turn: HashTurn = immediately,
): Promise<{ message: string; mail: OutgoingMail }> {
  const [user] = await db
    .select({ nombre: users.nombre, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw userNotFound();
  if (!(await turn(() => verifyPassword(password, user.passwordHash)))) {
    throw new AccountError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, ['verify', 'reset'])));
    await tx.delete(loginFailures).where(eq(loginFailures.emailHash, hashToken(user.email)));
    await tx.delete(rateLimitHits).where(rateLimitKeysOf(userId, user.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
  const mail = accountDeletedMail({ nombre: user.nombre, url: appUrl });
  return { message: ACCOUNT_DELETED, mail: { to: user.email, ...mail } };
}
