import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { spanishValidationMessage, type Issue } from '../../domain/training/messages';
import { HttpError } from '../../plugins/errors';

/** A client mistake of the training log: `{ message, code }` in Spanish. */
export const trainingError = (status: number, message: string, code = status === 404 ? 'NOT_FOUND' : 'VALIDATION') =>
  new HttpError(status, message, code);

/**
 * Error handler of the training log's routes (docs/PRODUCT.md §16): schema failures answer in
 * Spanish, naming the field; anything else goes on to the app's handler (plugins/errors.ts).
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
