import { z } from 'zod';
import { exercise } from '../../../src/lib/contract';
import { pickerExercises } from '../../../src/lib/contract-picker';
import { errorSchema, optionalIntQuery } from '../shared/schemas';

/** Every catalogue answer: the exercises, or `{ message }` for a bad filter or a missing session. */
export const exercisesResponse = { 200: z.array(exercise), 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** `GET exercises/filter`: a muscle group and/or a difficulty, both optional. */
export const exerciseFilterQuery = z.object({
  grupos_musculares_id: optionalIntQuery('grupos_musculares_id'),
  dificultad_id: optionalIntQuery('dificultad_id'),
});

/** `GET exercises/picker`: the picker's list, or `{ message }` for a missing session. */
export const pickerResponse = { 200: pickerExercises, 401: errorSchema, 403: errorSchema };
