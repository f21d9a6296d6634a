import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { errorSchema } from '../shared/schemas';
import { trainingError } from './errors';
import { workoutRow } from './read';

/** The app as the training routes see it (zod type provider). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type App = FastifyInstance<any, any, any, any, ZodTypeProvider>;

export const TAGS = ['workouts'];
export const security = [{ token: [] }];
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The user's session `id` or a 404 (another user's session is not found either). */
export async function ownWorkout(app: App, userId: number, id: number) {
  const row = await workoutRow(app.db, userId, id);
  if (!row) throw trainingError(404, M.workoutNotFound);
  return row;
}
