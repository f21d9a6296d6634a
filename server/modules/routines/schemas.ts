import { z } from 'zod';
import { publicRoutine, sharedRoutines } from '../../../src/lib/contract';
import { errorSchema, optionalIntQuery } from '../shared/schemas';

/** A bad query, a missing session or a deleted user. */
export const routineErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** `GET routines/filter`: a goal and/or a difficulty, both optional. */
export const templateFilterQuery = z.object({
  objetivos_id: optionalIntQuery('objetivos_id'),
  dificultad_id: optionalIntQuery('dificultad_id'),
});

export const templatesResponse = { 200: z.array(publicRoutine), ...routineErrors };
export const sharedRoutinesResponse = { 200: sharedRoutines, ...routineErrors };
export const templateResponse = { 200: publicRoutine, ...routineErrors, 404: errorSchema };
