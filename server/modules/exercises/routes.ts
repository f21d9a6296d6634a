import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Exercise } from '../../../src/lib/contract';
import { pickerExercises, type PickerExercise } from '../../../src/lib/contract-picker';
import { asWritten, CatalogueCache, exercisesBody } from '../catalogue/cache';
import { listOwn } from './own-repository';
import ownRoutes from './own-routes';
import { ownEntry, pickerList } from './picker';
import { listExercises, listPickerRows, type ExerciseFilter } from './repository';
import { exerciseFilterQuery, exercisesResponse as response, pickerResponse } from './schemas';

/**
 * The exercise catalogue (docs/PRODUCT.md §12): `exercises`, `routines/exercises`, `exercises/filter`,
 * the picker's whole list in one answer, `exercises/picker`, and a user's own exercises
 * (`exercises/custom`, own-routes.ts).
 */
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
  const picker = async () => pickerList(await listPickerRows(app.db));
  /** The caller's own exercises as picker entries, written as a JSON list's items ("" for none). */
  const ownItems = async (userId: number) => {
    const own = (await listOwn(app.db, userId)).map(ownEntry);
    return own.length ? asWritten(pickerExercises, own).slice(1, -1) : '';
  };

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
  app.get(
    '/exercises/picker',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The exercise picker's list: every exercise with its pattern, equipment and English name, " +
          "then the caller's own exercises (`propio`: true)",
        response: pickerResponse,
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      if (!cache) return [...(await picker()), ...(await listOwn(app.db, userId)).map(ownEntry)];
      // The catalogue's bytes are shared by everyone; the caller's own exercises go after them.
      const [body, own] = await Promise.all([
        cache.get('picker', async () => Buffer.from(asWritten(pickerExercises, await picker()))),
        ownItems(userId),
      ]);
      const whole = own === '' ? body : Buffer.concat([body.subarray(0, -1), Buffer.from(`,${own}]`)]);
      return reply.type('application/json; charset=utf-8').send(whole as unknown as PickerExercise[]);
    },
  );

  await app.register(ownRoutes);
};

export default exerciseRoutes;
