import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicRoutine } from '../../../src/lib/contract';
import { HttpError } from '../../plugins/errors';
import { CatalogueCache, publicRoutineBody, publicRoutinesBody } from '../catalogue/cache';
import { idParams, pageCount, paginationQuery } from '../shared/schemas';
import { findVisibleTemplate, listPublicRoutines, sharedRoutinesReader } from './repository';
import { sharedRoutinesResponse, templateFilterQuery, templateResponse, templatesResponse } from './schemas';

/** docs/PRODUCT.md §13: public templates, the caller's generated ones, and routines others shared. */
const routineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['routines'];
  const security = [{ token: [] }];
  const cache = app.config.catalogueCache ? new CatalogueCache(app.db, app.config.pglitePrepare) : null;
  const json = 'application/json; charset=utf-8';
  const listSharedRoutines = sharedRoutinesReader(app.db, app.config.pglitePrepare);

  app.get(
    '/routines/filter',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Public routines, optionally of one goal and/or difficulty',
        querystring: templateFilterQuery,
        response: templatesResponse,
      },
    },
    async (req, reply) => {
      if (!cache) return listPublicRoutines(app.db, req.user!.id, req.query);
      const body = await publicRoutinesBody(cache, app.db, req.user!.id, req.query);
      return reply.type(json).send(body as unknown as PublicRoutine[]);
    },
  );

  app.get(
    '/routines/shared',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Routines other users shared (pagination in X-Total-Count, X-Total-Pages, X-Page)',
        querystring: paginationQuery,
        response: sharedRoutinesResponse,
      },
    },
    async (req, reply) => {
      const { page, limit } = req.query;
      const { total, routines } = await listSharedRoutines(req.user!.id, page, limit);
      reply.header('X-Total-Count', String(total));
      reply.header('X-Total-Pages', String(pageCount(total, limit)));
      reply.header('X-Page', String(page));
      return routines;
    },
  );

  app.get(
    '/routines/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One public routine, or one generated for the caller',
        params: idParams,
        response: templateResponse,
      },
    },
    async (req, reply) => {
      const ready = cache && (await publicRoutineBody(cache, app.db, req.user!.id, req.params.id));
      if (ready) return reply.type(json).send(ready as unknown as PublicRoutine);
      const found = await findVisibleTemplate(app.db, req.user!.id, req.params.id);
      if (!found) throw new HttpError(404, 'Routine not found', 'NOT_FOUND');
      return found;
    },
  );
};

export default routineRoutes;
