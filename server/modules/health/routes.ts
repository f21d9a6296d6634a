import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './repository';
import { healthResponse } from './schemas';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default health;
