/**
 * Supersets and circuits on the session screen: exercises with the same `grupo` are drawn
 * together and done in turns (one set of each, then the rest), and the edits of the exercise menu
 * (order, grouping) as the patches the outbox sends.
 */
import type { WorkoutExercise, WorkoutExercisePatch } from '../../lib/contract-training';

/** Exercises drawn together: one on its own (`grupo` null) or a superset (2) or circuit (3+). */
export interface ExerciseBlock {
  grupo: number | null;
  exercises: WorkoutExercise[];
}

const byOrder = (list: readonly WorkoutExercise[]) => [...list].sort((a, b) => a.orden - b.orden || a.id - b.id);

/** The session's exercises in order, those of a group gathered where its first one stands. */
export function exerciseBlocks(ejercicios: readonly WorkoutExercise[]): ExerciseBlock[] {
  const blocks: ExerciseBlock[] = [];
  const groups = new Map<number, ExerciseBlock>();
  for (const exercise of byOrder(ejercicios)) {
    const grupo = exercise.grupo;
    const open = grupo === null ? undefined : groups.get(grupo);
    if (open) {
      open.exercises.push(exercise);
      continue;
    }
    const block = { grupo, exercises: [exercise] };
    if (grupo !== null) groups.set(grupo, block);
    blocks.push(block);
  }
  // A group left with one exercise (its partner removed) is that exercise on its own.
  return blocks.map((b) => (b.exercises.length < 2 ? { ...b, grupo: null } : b));
}

/** "Superserie" for two exercises, "Circuito" for three or more. */
export const blockKind = (block: ExerciseBlock): 'superset' | 'circuit' | null =>
  block.grupo === null ? null : block.exercises.length === 2 ? 'superset' : 'circuit';

export interface AfterSet {
  /** The exercise to do next in the group (null: on its own, or nothing of the group left to do). */
  next: number | null;
  /** Whether the rest starts now: the round is over (or the exercise is done on its own). */
  rest: boolean;
}

/**
 * After a set of `exerciseId`: in a group, the next exercise with sets still to do (`left`: sets to
 * do per exercise id, this set already counted), in turns; the rest comes once the turn wraps
 * round to the start (the last exercise of the round was done) or nothing else of the group is left.
 */
export function afterSet(
  ejercicios: readonly WorkoutExercise[],
  exerciseId: number,
  left: ReadonlyMap<number, number>,
): AfterSet {
  const block = exerciseBlocks(ejercicios).find((b) => b.exercises.some((e) => e.id === exerciseId));
  if (!block || block.grupo === null) return { next: null, rest: true };
  const ids = block.exercises.map((e) => e.id);
  const at = ids.indexOf(exerciseId);
  const turn = [...ids.slice(at + 1), ...ids.slice(0, at + 1)];
  const nextAt = turn.findIndex((id) => (left.get(id) ?? 0) > 0);
  if (nextAt < 0) return { next: null, rest: true };
  const wrapped = nextAt >= ids.length - 1 - at;
  return { next: turn[nextAt]!, rest: wrapped };
}

/** The session's exercise ids with `exerciseId` moved one place up (-1) or down (+1); null at an end. */
export function movedOrder(ejercicios: readonly WorkoutExercise[], exerciseId: number, step: -1 | 1): number[] | null {
  const ids = byOrder(ejercicios).map((e) => e.id);
  const at = ids.indexOf(exerciseId);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}

type Patches = Array<[exerciseId: number, patch: WorkoutExercisePatch]>;

/**
 * "Superserie con el siguiente": the exercise and the next one in order share a group (the one
 * either already has, else a new number).
 */
export function joinNext(ejercicios: readonly WorkoutExercise[], exerciseId: number): Patches {
  const ordered = byOrder(ejercicios);
  const at = ordered.findIndex((e) => e.id === exerciseId);
  const self = ordered[at];
  const next = ordered[at + 1];
  if (!self || !next) return [];
  const free = Math.max(0, ...ordered.map((e) => e.grupo ?? 0)) + 1;
  const grupo = self.grupo ?? next.grupo ?? Math.min(free, 99);
  return [self, next].filter((e) => e.grupo !== grupo).map((e) => [e.id, { grupo }]);
}

/** "Separar": the exercise leaves its group; a partner left alone leaves it too. */
export function separate(ejercicios: readonly WorkoutExercise[], exerciseId: number): Patches {
  const self = ejercicios.find((e) => e.id === exerciseId);
  if (!self || self.grupo === null) return [];
  const rest = ejercicios.filter((e) => e.id !== exerciseId && e.grupo === self.grupo);
  return [self, ...(rest.length === 1 ? rest : [])].map((e) => [e.id, { grupo: null }]);
}
