import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exercise } from '../../../src/lib/contract';
import { optionalIntQuery } from '../query-schemas';
import { errorSchema } from '../schemas';
import { listExercises } from './repository';

/** The exercise catalogue (docs/PRODUCT.md §12): `exercises`, `routines/exercises`, `exercises/filter`. */
const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exercises'];
  const security = [{ token: [] }];
  const response = { 200: z.array(exercise), 400: errorSchema, 401: errorSchema, 403: errorSchema };
  const all = () => listExercises(app.db);

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
        querystring: z.object({
          grupos_musculares_id: optionalIntQuery('grupos_musculares_id'),
          dificultad_id: optionalIntQuery('dificultad_id'),
        }),
        response,
      },
    },
    (req) => {
      const { grupos_musculares_id: group, dificultad_id: level } = req.query;
      return listExercises(app.db, { group, level });
    },
  );
};

export default exerciseRoutes;
