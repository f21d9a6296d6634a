import { z } from 'zod';
import { exercise } from '../../../src/lib/contract';
import { errorSchema, optionalIntQuery } from '../shared/schemas';

/** Every catalogue answer: the exercises, or `{ message }` for a bad filter or a missing session. */
export const exercisesResponse = { 200: z.array(exercise), 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** `GET exercises/filter`: a muscle group and/or a difficulty, both optional. */
export const exerciseFilterQuery = z.object({
  grupos_musculares_id: optionalIntQuery('grupos_musculares_id'),
  dificultad_id: optionalIntQuery('dificultad_id'),
});
