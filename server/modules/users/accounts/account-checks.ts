/**
 * Named optimisation "account checks batched" (docs/PERFORMANCE.md register). During a login flood every
 * login that finds no place in the hash gate asks whether its e-mail is a verified account's
 * (plugins/hashing.ts `loginAdmission`): a thousand wrong logins were a thousand queries, run one
 * at a time on the embedded database, in the event loop the real user's login waits for. Here the
 * checks asked within one turn of the event loop (DataLoader, scheduled with setImmediate) go as
 * one query over the e-mails' index; each answer is exactly the plain path's
 * (`loginNamesAccount`), which account-checks.test.ts holds it to. Nothing is cached: every check
 * reads the database (an account verified a moment ago counts at once, in every process).
 */
import DataLoader from 'dataloader';
import type { Queryable } from '../../../db/client';
import { normalizeEmail } from './errors';
import { verifiedAmong } from './users-repository';

/** E-mails per query at most (a flood's checks of one turn go in several queries). */
export const ACCOUNT_CHECK_BATCH = 256;

/** Whether a login's e-mail names a verified account, checks of one event-loop turn batched. */
export function batchedAccountCheck(db: Queryable): (emailInput: string) => Promise<boolean> {
  const loader = new DataLoader<string, boolean>(
    async (emails) => {
      const verified = await verifiedAmong(db, emails);
      return emails.map((e) => verified.has(e));
    },
    { cache: false, maxBatchSize: ACCOUNT_CHECK_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (emailInput) => loader.load(normalizeEmail(emailInput));
}
