import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { difficulty, goal, method, muscleGroup } from '../../../src/lib/contract';
import { difficulties, goals, methods, muscleGroups } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { errorSchema, idParams } from '../schemas';

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new HttpError(404, `${what} not found`, 'NOT_FOUND');
  return row;
}

/** Reference data of docs/PRODUCT.md §12: public, read-only, seeded at start. */
const reference: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];
  const byId = { params: idParams };
  const notFound = { 400: errorSchema, 404: errorSchema };

  const listDifficulties = () =>
    app.db.select({ id: difficulties.id, nivel: difficulties.nivel }).from(difficulties).orderBy(asc(difficulties.id));
  app.get('/difficulties', { schema: { tags, response: { 200: z.array(difficulty) } } }, listDifficulties);
  app.get('/difficulties/:id', { schema: { tags, ...byId, response: { 200: difficulty, ...notFound } } }, async (req) =>
    one(
      await app.db
        .select({ id: difficulties.id, nivel: difficulties.nivel })
        .from(difficulties)
        .where(eq(difficulties.id, req.params.id)),
      'Difficulty',
    ),
  );

  const muscleGroupCols = { id: muscleGroups.id, nombre: muscleGroups.nombre };
  app.get('/muscle-groups', { schema: { tags, response: { 200: z.array(muscleGroup) } } }, () =>
    app.db.select(muscleGroupCols).from(muscleGroups).orderBy(asc(muscleGroups.id)),
  );
  app.get(
    '/muscle-groups/:id',
    { schema: { tags, ...byId, response: { 200: muscleGroup, ...notFound } } },
    async (req) =>
      one(
        await app.db.select(muscleGroupCols).from(muscleGroups).where(eq(muscleGroups.id, req.params.id)),
        'Muscle group',
      ),
  );

  const goalCols = { id: goals.id, nombre: goals.nombre, id_metodos: goals.metodoId };
  app.get('/goals', { schema: { tags, response: { 200: z.array(goal) } } }, () =>
    app.db.select(goalCols).from(goals).orderBy(asc(goals.id)),
  );
  app.get('/goals/:id', { schema: { tags, ...byId, response: { 200: goal, ...notFound } } }, async (req) =>
    one(await app.db.select(goalCols).from(goals).where(eq(goals.id, req.params.id)), 'Goal'),
  );

  const methodCols = {
    id: methods.id,
    nombre: methods.nombre,
    dificultad_id: methods.dificultadId,
    tiempo_aerobicos: methods.tiempoAerobicos,
    tiempo_anaerobicos: methods.tiempoAnaerobicos,
    descanso: methods.descanso,
    observaciones: methods.observaciones,
  };
  app.get('/methods', { schema: { tags, response: { 200: z.array(method) } } }, () =>
    app.db.select(methodCols).from(methods).orderBy(asc(methods.id)),
  );
  app.get('/methods/:id', { schema: { tags, ...byId, response: { 200: method, ...notFound } } }, async (req) =>
    one(await app.db.select(methodCols).from(methods).where(eq(methods.id, req.params.id)), 'Method'),
  );
};

export default reference;
