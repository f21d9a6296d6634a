/**
 * Body measurements (docs/PRODUCT.md §20): `GET measurements`, and `PUT` / `DELETE
 * measurements/{clienteId}` under the id the app made for the value, so the offline outbox may
 * send either twice. The caller's only: another user's id is a 404. Errors in Spanish.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../src/lib/contract';
import { bodyMeasurement, bodyMeasurementList } from '../../../src/lib/contract-measurements';
import { errorSchema } from '../shared/schemas';
import { trainingError, trainingErrorHandler } from '../workouts/errors';
import { deleteMeasurement, listMeasurements, saveMeasurement } from './repository';
import { MEASUREMENT_MESSAGES as M, measurementInput, measurementParams, measurementQuery, TAGS } from './schemas';

/** Writes a user may make in an hour: a day's weigh-in and tape several times over, and an offline backlog. */
export const WRITES_PER_HOUR = 300;

const tags = TAGS;
const security = [{ token: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const measurementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(trainingErrorHandler);
  const limit = app.limit({
    name: 'measurements',
    max: WRITES_PER_HOUR,
    windowSeconds: 3600,
    key: (req) => (req.user ? String(req.user.id) : null),
  });

  app.get(
    '/measurements',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's body measurements, oldest date first",
        description:
          '`tipo` keeps one kind (peso, cintura, cadera, pecho, brazo, muslo); `desde` / `hasta` (YYYY-MM-DD, ' +
          'inclusive) bound the date. `valor` is kg for peso and cm for the rest, whatever unit the user reads.',
        querystring: measurementQuery,
        response: { 200: bodyMeasurementList, ...errors },
      },
    },
    async (req) => listMeasurements(app.db, req.user!.id, req.query),
  );

  app.put(
    '/measurements/:clienteId',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags,
        security,
        summary: 'Creates or replaces one of the caller’s measurements under the id the app made for it',
        description:
          'Idempotent: the same request twice leaves one measurement. `fecha` from 1900-01-01 to tomorrow (Madrid); ' +
          '`valor` in kg for peso (20-400) and in cm for a circumference (10-300), two decimals at most. ' +
          '201 when created, 200 when it replaced the caller’s own; the same id used by another user is a different measurement.',
        params: measurementParams,
        body: measurementInput,
        response: { 200: bodyMeasurement, 201: bodyMeasurement, 409: errorSchema, 429: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const outcome = await saveMeasurement(app.db, req.user!.id, req.params.clienteId, req.body);
      if (outcome.kind === 'user-gone') throw trainingError(403, M.userGone, 'USER_NOT_FOUND');
      if (outcome.kind === 'too-many') throw trainingError(409, M.tooMany, 'CONFLICT');
      return reply.code(outcome.created ? 201 : 200).send(outcome.measurement);
    },
  );

  app.delete(
    '/measurements/:clienteId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Deletes one of the caller's measurements (another user's, or none: 404)",
        params: measurementParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      if (!(await deleteMeasurement(app.db, req.user!.id, req.params.clienteId))) throw trainingError(404, M.notFound);
      return { message: M.deleted };
    },
  );
};

export default measurementRoutes;
