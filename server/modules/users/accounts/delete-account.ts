/** "Eliminar mi cuenta" (docs/PRODUCT.md §11): the user deletes everything of theirs. */
import type { Db } from '../../../db/client';
import { immediately, type HashTurn } from '../../../domain/hash-gate';
import { accountDeletedMail } from '../../../domain/mail/account-deleted';
import { verifyPassword } from '../../../domain/passwords';
import { AccountError, userNotFound, type OutgoingMail } from './errors';
import { deleteUser, findForDeletion } from './users-repository';

export const ACCOUNT_DELETED = 'Tu cuenta se ha eliminado';
export const WRONG_PASSWORD_MESSAGE = 'La contraseña no es correcta';

/**
 * Checks the password again, then deletes the account in one transaction: the users row takes
 * with it, through ON DELETE CASCADE, every table that has a user_id or owner_user_id (their
 * measurements, routines and their exercises, generated routines, programmes, sessions with their
 * exercises, sets and record summaries, removed exercises). Besides the foreign keys: verification
 * and reset tokens, the login backoff of the address and the rate-limit counters of the user and
 * the address are deleted here. Session tokens are detached by their foreign key (user_id set null) and
 * expire on their own, holding a hash and dates only: until then a session of the deleted
 * account answers 403 "User not found", as API.md asks of a deleted user's token, and no cached
 * routine list is served to it: the session lookup finds no user (server/plugins/auth.ts).
 * Nothing is deleted when the password is wrong.
 */
export async function deleteAccount(
  db: Db,
  { userId, password, appUrl }: { userId: number; password: string; appUrl: string },
  turn: HashTurn = immediately,
): Promise<{ message: string; mail: OutgoingMail }> {
  const user = await findForDeletion(db, userId);
  if (!user) throw userNotFound();
  if (!(await turn(() => verifyPassword(password, user.passwordHash)))) {
    throw new AccountError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  }
  await deleteUser(db, userId, user.email);
  const mail = accountDeletedMail({ nombre: user.nombre, url: appUrl });
  return { message: ACCOUNT_DELETED, mail: { to: user.email, ...mail } };
}
