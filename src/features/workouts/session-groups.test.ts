import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '../../lib/contract-training';
import { makeWorkout } from '../../testing/handlers/workouts';
import { afterSet, blockKind, exerciseBlocks, joinNext, movedOrder, separate } from './session-groups';

/** The four exercises of the fixture session (ids 1-4) with the given groups. */
const withGroups = (...grupos: Array<number | null>): WorkoutExercise[] =>
  makeWorkout().ejercicios.map((e, i) => ({ ...e, grupo: grupos[i] ?? null }));

const ids = (list: WorkoutExercise[]) => list.map((e) => e.id);
const left = (entries: Array<[number, number]>) => new Map(entries);

describe('exerciseBlocks', () => {
  it('draws a group together where its first exercise stands, the rest on their own', () => {
    const blocks = exerciseBlocks(withGroups(1, null, 1, null));
    expect(blocks.map((b) => [b.grupo, ids(b.exercises)])).toEqual([
      [1, [1, 3]],
      [null, [2]],
      [null, [4]],
    ]);
    expect(blockKind(blocks[0]!)).toBe('superset');
    expect(blockKind(blocks[1]!)).toBeNull();
  });

  it('calls three or more a circuit, and a group of one an exercise on its own', () => {
    expect(blockKind(exerciseBlocks(withGroups(2, 2, 2, null))[0]!)).toBe('circuit');
    expect(exerciseBlocks(withGroups(5, null, null, null))[0]!.grupo).toBeNull();
  });
});

describe('afterSet', () => {
  const circuit = withGroups(1, 1, 1, null);
  const all = left([
    [1, 2],
    [2, 2],
    [3, 2],
  ]);

  it('goes on to the next exercise of the group with no rest until the round is over', () => {
    expect(afterSet(circuit, 1, all)).toEqual({ next: 2, rest: false });
    expect(afterSet(circuit, 2, all)).toEqual({ next: 3, rest: false });
    expect(afterSet(circuit, 3, all)).toEqual({ next: 1, rest: true });
  });

  it('skips an exercise of the group with nothing left, and rests once the turn wraps', () => {
    const noSecond = left([
      [1, 1],
      [2, 0],
      [3, 1],
    ]);
    expect(afterSet(circuit, 1, noSecond)).toEqual({ next: 3, rest: false });
    expect(afterSet(circuit, 3, left([[1, 1]]))).toEqual({ next: 1, rest: true });
    expect(afterSet(circuit, 2, left([[2, 1]]))).toEqual({ next: 2, rest: true });
  });

  it('rests after every set of an exercise on its own, or when the group has nothing left', () => {
    expect(afterSet(circuit, 4, all)).toEqual({ next: null, rest: true });
    expect(afterSet(circuit, 1, left([]))).toEqual({ next: null, rest: true });
  });
});

describe('movedOrder', () => {
  it('swaps the exercise with its neighbour, and does nothing at an end', () => {
    const list = withGroups();
    expect(movedOrder(list, 2, -1)).toEqual([2, 1, 3, 4]);
    expect(movedOrder(list, 2, 1)).toEqual([1, 3, 2, 4]);
    expect(movedOrder(list, 1, -1)).toBeNull();
    expect(movedOrder(list, 4, 1)).toBeNull();
  });
});

describe('joinNext and separate', () => {
  it('puts the exercise and the next in a new group, or the next in the group the exercise has', () => {
    expect(joinNext(withGroups(null, null, 3, null), 1)).toEqual([
      [1, { grupo: 4 }],
      [2, { grupo: 4 }],
    ]);
    expect(joinNext(withGroups(1, 1, null, null), 2)).toEqual([[3, { grupo: 1 }]]);
    expect(joinNext(withGroups(null, 2, 2, null), 1)).toEqual([[1, { grupo: 2 }]]);
    expect(joinNext(withGroups(), 4)).toEqual([]);
  });

  it('takes the exercise out, and its partner too when it would be left alone', () => {
    expect(separate(withGroups(1, 1, null, null), 1)).toEqual([
      [1, { grupo: null }],
      [2, { grupo: null }],
    ]);
    expect(separate(withGroups(1, 1, 1, null), 3)).toEqual([[3, { grupo: null }]]);
    expect(separate(withGroups(), 1)).toEqual([]);
  });
});
