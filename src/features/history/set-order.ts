import type { WorkoutSet } from '../../lib/contract-training';

/** A warm-up: never work, so never numbered among work sets nor counted in a session's totals. */
export const isWarmupSet = (set: Pick<WorkoutSet, 'tipo'>): boolean => set.tipo === 'calentamiento';

/** A set as the history lists it: its number among the sets of its kind (warm-ups apart). */
export interface NumberedSet {
  set: WorkoutSet;
  /** 1-based among the exercise's warm-ups, or among its work sets. */
  n: number;
  warmup: boolean;
}

/**
 * An exercise's sets as the history shows them, like the session screen does: the warm-ups first
 * ("C", numbered only among themselves), then the work sets numbered 1, 2, 3… by position, so a
 * warm-up logged at position 1 does not make the first work set "2".
 */
export function numberedSets(series: readonly WorkoutSet[]): NumberedSet[] {
  const byPosition = [...series].sort((a, b) => a.orden - b.orden || a.completada_en.localeCompare(b.completada_en));
  const warmups = byPosition.filter(isWarmupSet);
  const work = byPosition.filter((set) => !isWarmupSet(set));
  return [
    ...warmups.map((set, i) => ({ set, n: i + 1, warmup: true })),
    ...work.map((set, i) => ({ set, n: i + 1, warmup: false })),
  ];
}
