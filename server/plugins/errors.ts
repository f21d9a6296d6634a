import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { englishValidationMessage } from '../domain/validation-messages';

/** An error whose message is meant for the client: `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = (first?.instancePath ?? '').split('/').filter(Boolean).pop() ?? '';
    // Shared schemas carry i18n keys (validation:<key>): answer in English, naming the field.
    const english = first?.message ? englishValidationMessage(field, first.message) : null;
    if (english) return english;
    const where = [err.validationContext, ...(first?.instancePath ?? '').split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.');
    const message = first?.message ?? 'Invalid request';
    // Path parameters carry their own complete message (e.g. "Invalid ID").
    return err.validationContext === 'params' || !where ? message : `${where}: ${message}`;
  }
  return err.message;
}

/**
 * Every error leaves as JSON `{ message, code? }`. Client mistakes keep their 4xx; anything else
 * is logged and answered with a generic 500 (a test fails on any 500).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        return reply.code(err.statusCode).send({ message: err.message, code: err.code });
      }
      if (err.validation) {
        return reply.code(400).send({ message: describeValidation(err), code: 'VALIDATION' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? 'Malformed JSON body'
            : err.message;
        return reply.code(status).send({ message, code: err.code });
      }
      request.log.error({ err }, 'Unhandled error');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    });
  },
  { name: 'errors' },
);
