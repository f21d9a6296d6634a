/**
 * A user's own exercises (docs/PRODUCT.md §12): `exercises/custom`, list, create, read one and
 * delete, each the caller's only (another user's answers 404). Errors in Spanish, as the training
 * log's (the picker shows them).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../src/lib/contract';
import { ownExerciseInput, pickerExercise } from '../../../src/lib/contract-picker';
import { trainingError, trainingErrorHandler } from '../workouts/errors';
import { errorSchema, idParams } from '../shared/schemas';
import { createOwn, deleteOwn, listOwn, OWN_EXERCISES_MAX, ownExercise } from './own-repository';
import { ownEntry } from './picker';

/** New own exercises a user may create in an hour (each is a row kept until they delete it). */
const CREATED_PER_HOUR = 60;

export const OWN_MESSAGES = {
  notFound: 'Ejercicio no encontrado',
  unknownGroup: 'grupos_musculares_id: grupo muscular desconocido',
  sameName: 'Ya tienes un ejercicio con ese nombre',
  tooMany: `No puedes tener más de ${OWN_EXERCISES_MAX} ejercicios propios`,
  inUse: 'El ejercicio está en una rutina o un entrenamiento tuyo: quítalo de ellos antes de borrarlo',
  deleted: 'Ejercicio eliminado',
  userGone: 'Usuario no encontrado',
};
const M = OWN_MESSAGES;

const tags = ['exercises'];
const security = [{ token: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** `GET exercises/custom` and `GET exercises/custom/{id}`. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exercises/custom',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's own exercises, by name, in the picker's shape",
        response: { 200: z.array(pickerExercise), ...errors },
      },
    },
    async (req) => (await listOwn(app.db, req.user!.id)).map(ownEntry),
  );

  app.get(
    '/exercises/custom/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One of the caller's own exercises (another user's: 404)",
        params: idParams,
        response: { 200: pickerExercise, ...errors },
      },
    },
    async (req) => {
      const row = await ownExercise(app.db, req.user!.id, req.params.id);
      if (!row) throw trainingError(404, M.notFound);
      return ownEntry(row);
    },
  );
};

/** `POST exercises/custom` (rate-limited per user) and `DELETE exercises/custom/{id}`. */
const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.limit({
    name: 'own-exercises',
    max: CREATED_PER_HOUR,
    windowSeconds: 3600,
    key: (req) => (req.user ? String(req.user.id) : null),
  });

  app.post(
    '/exercises/custom',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags,
        security,
        summary: 'Creates an exercise of the caller’s own: name, muscle group, equipment and measure',
        description:
          'Its id is 1,000,000 or more (never a catalogue id). Only the caller sees it: in `GET exercises/picker`, ' +
          'in their routines (`POST user-routines/{id}/exercises`) and sessions; never in `GET exercises`.',
        body: ownExerciseInput,
        response: { 201: pickerExercise, 409: errorSchema, 429: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const outcome = await createOwn(app.db, userId, req.body);
      if (outcome.kind === 'unknown-group') throw trainingError(400, M.unknownGroup);
      if (outcome.kind === 'same-name') throw trainingError(409, M.sameName, 'CONFLICT');
      if (outcome.kind === 'too-many') throw trainingError(409, M.tooMany, 'CONFLICT');
      if (outcome.kind === 'user-gone') throw trainingError(403, M.userGone, 'USER_NOT_FOUND');
      const row = await ownExercise(app.db, userId, outcome.id);
      return reply.code(201).send(ownEntry(row!));
    },
  );

  app.delete(
    '/exercises/custom/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Deletes one of the caller's own exercises (409 while a routine or session has it)",
        params: idParams,
        response: { 200: messageResponse, 409: errorSchema, ...errors },
      },
    },
    async (req) => {
      const outcome = await deleteOwn(app.db, req.user!.id, req.params.id);
      if (outcome === 'not-found') throw trainingError(404, M.notFound);
      if (outcome === 'in-use') throw trainingError(409, M.inUse, 'CONFLICT');
      return { message: M.deleted };
    },
  );
};

const ownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(trainingErrorHandler);
  await app.register(readRoutes);
  await app.register(writeRoutes);
};

export default ownRoutes;
