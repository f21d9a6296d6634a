import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Exercise } from '../../../src/lib/contract';
import { CatalogueCache, exercisesBody } from '../catalogue/cache';
import { listExercises, type ExerciseFilter } from './repository';
import { exerciseFilterQuery, exercisesResponse as response } from './schemas';

/** The exercise catalogue (docs/PRODUCT.md §12): `exercises`, `routines/exercises`, `exercises/filter`. */
const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exercises'];
  const security = [{ token: [] }];
  const cache = app.config.catalogueCache ? new CatalogueCache(app.db, app.config.pglitePrepare) : null;
  const answer = async (reply: FastifyReply, filter?: ExerciseFilter) => {
    if (!cache) return listExercises(app.db, filter);
    const body = await exercisesBody(cache, app.db, filter);
    return reply.type('application/json; charset=utf-8').send(body as unknown as Exercise[]);
  };
  const all = (_req: unknown, reply: FastifyReply) => answer(reply);

  app.get('/exercises', { preHandler: app.authenticate, schema: { tags, security, response } }, all);
  app.get('/routines/exercises', { preHandler: app.authenticate, schema: { tags, security, response } }, all);
  app.get(
    '/exercises/filter',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Exercises of one muscle group and/or difficulty (both optional)',
        querystring: exerciseFilterQuery,
        response,
      },
    },
    (req, reply) => {
      const { grupos_musculares_id: group, dificultad_id: level } = req.query;
      return answer(reply, { group, level });
    },
  );
};

export default exerciseRoutes;
