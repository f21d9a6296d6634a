/** The model of every exercise of server/db/seed/data/exercises-2.json (types.ts says what each field means). */
import type { ExerciseModel } from './types';

export const CATALOGUE_2: readonly ExerciseModel[] = [];
