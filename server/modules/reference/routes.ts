import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { difficulty, goal, method, muscleGroup } from '../../../src/lib/contract';
import { HttpError } from '../../plugins/errors';
import { errorSchema, idParams } from '../shared/schemas';
import {
  findDifficulty,
  findGoal,
  findMethod,
  findMuscleGroup,
  listDifficulties,
  listGoals,
  listMethods,
  listMuscleGroups,
} from './repository';

function one<T>(row: T | null, what: string): T {
  if (!row) throw new HttpError(404, `${what} not found`, 'NOT_FOUND');
  return row;
}

/** Reference data of docs/PRODUCT.md §12: public, read-only, seeded at start. */
const reference: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];
  const byId = { params: idParams };
  const notFound = { 400: errorSchema, 404: errorSchema };
  const { db } = app;

  app.get('/difficulties', { schema: { tags, response: { 200: z.array(difficulty) } } }, () => listDifficulties(db));
  app.get('/difficulties/:id', { schema: { tags, ...byId, response: { 200: difficulty, ...notFound } } }, async (req) =>
    one(await findDifficulty(db, req.params.id), 'Difficulty'),
  );

  app.get('/muscle-groups', { schema: { tags, response: { 200: z.array(muscleGroup) } } }, () => listMuscleGroups(db));
  app.get(
    '/muscle-groups/:id',
    { schema: { tags, ...byId, response: { 200: muscleGroup, ...notFound } } },
    async (req) => one(await findMuscleGroup(db, req.params.id), 'Muscle group'),
  );

  app.get('/goals', { schema: { tags, response: { 200: z.array(goal) } } }, () => listGoals(db));
  app.get('/goals/:id', { schema: { tags, ...byId, response: { 200: goal, ...notFound } } }, async (req) =>
    one(await findGoal(db, req.params.id), 'Goal'),
  );

  app.get('/methods', { schema: { tags, response: { 200: z.array(method) } } }, () => listMethods(db));
  app.get('/methods/:id', { schema: { tags, ...byId, response: { 200: method, ...notFound } } }, async (req) =>
    one(await findMethod(db, req.params.id), 'Method'),
  );
};

export default reference;
