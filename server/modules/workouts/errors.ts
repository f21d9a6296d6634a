/**
 * The training log's client mistakes (docs/PRODUCT.md §16), in Spanish: the routes' error
 * handler and the checks a schema cannot make (plausible instants, a zone the database knows).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { spanishValidationMessage, TRAINING_MESSAGES as M, type Issue } from '../../domain/training/messages';
import { LIVE_WINDOW_DAYS, timeProblem } from '../../domain/training/plausible-time';
import { DEFAULT_TIME_ZONE } from '../../domain/training/weeks';
import { HttpError } from '../../plugins/errors';
import { databaseTimeZones } from './repository';

/** A client mistake of the training log: `{ message, code }` in Spanish. */
export const trainingError = (status: number, message: string, code = status === 404 ? 'NOT_FOUND' : 'VALIDATION') =>
  new HttpError(status, message, code);

/**
 * Error handler of the training log's routes: schema failures answer in Spanish, naming the
 * field; anything else goes on to the app's handler (plugins/errors.ts).
 */
export function trainingErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.validation && hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0]!;
    const path = (first.instancePath ?? '').split('/').filter(Boolean);
    const field = path.findLast((key) => !/^\d+$/.test(key)) ?? '';
    const message = spanishValidationMessage(field, err.validationContext ?? '', first as unknown as Issue);
    return reply.code(400).send({ message, code: 'VALIDATION' });
  }
  throw err;
}

/**
 * 400 naming `field` unless `at` is a plausible instant typed live (domain/training/plausible-time.ts):
 * not in the future (plus the clock skew), not more than LIVE_WINDOW_DAYS old.
 */
export function plausibleLive(field: string, at: Date): void {
  const problem = timeProblem(at, { maxAgeDays: LIVE_WINDOW_DAYS });
  if (problem === 'future') throw trainingError(400, M.future(field));
  if (problem === 'too-old') throw trainingError(400, M.tooOld(field, LIVE_WINDOW_DAYS));
  if (problem !== null) throw trainingError(400, M.tooEarly(field));
}

/**
 * 400 "tz: zona horaria desconocida …" unless the database accepts `tz` as well (the schema has
 * already checked Intl does). The default zone needs no look-up.
 */
export async function assertDatabaseZone(db: Db, tz: string): Promise<void> {
  if (tz === DEFAULT_TIME_ZONE) return;
  if (!(await databaseTimeZones(db)).has(tz.toLowerCase())) throw trainingError(400, M.timeZone);
}
