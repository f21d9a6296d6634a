/** Path and query schemas of the progress routes (answers come from src/lib/contract-training.ts). */
import { z } from 'zod';
import { optionalIntQuery } from '../shared/schemas';
import { idText, SPANISH_INT, tzQuery } from '../workouts/schemas';

export const TAGS = ['progress'];

/** `/progress/exercises/{exerciseId}`. */
export const exerciseParams = z.object({ exerciseId: idText });

/** `?semanas&tz` of the weekly progress: 1-52 weeks (default 8). */
export const weeksQuery = z.object({
  semanas: optionalIntQuery('semanas', SPANISH_INT, 52).transform((v) => v ?? 8),
  tz: tzQuery,
});
