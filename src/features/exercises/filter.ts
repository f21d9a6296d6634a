import type { Exercise } from '../../lib/contract';
import { includesAllWords } from '../../lib/text';

export interface ExerciseFilters {
  /** Name search: every word, in any order, case- and accent-insensitive. */
  text: string;
  /** Muscle group id, or null for all. */
  groupId: number | null;
  /** Difficulty id, or null for all. */
  difficultyId: number | null;
}

export const NO_FILTERS: ExerciseFilters = { text: '', groupId: null, difficultyId: null };

/** docs/PRODUCT.md §4: text, difficulty and muscle-group filters apply together, client-side. */
export function filterExercises<E extends Exercise>(exercises: readonly E[], filters: ExerciseFilters): E[] {
  return exercises.filter(
    (e) =>
      (filters.groupId === null || e.grupos_musculares_id === filters.groupId) &&
      (filters.difficultyId === null || e.dificultad_id === filters.difficultyId) &&
      includesAllWords(e.nombre, filters.text),
  );
}
