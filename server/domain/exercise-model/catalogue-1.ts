/** The model of every exercise of server/db/seed/data/exercises.json (types.ts says what each field means). */
import type { ExerciseModel } from './types';

export const CATALOGUE_1: readonly ExerciseModel[] = [];
