import { arrayMove } from '@dnd-kit/sortable';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropMove, placeOf } from './reorder';

const ids = ['a', 'b', 'c', 'd'];

describe('dropMove (a row dropped on another takes its place)', () => {
  it('moves down and up', () => {
    expect(dropMove(ids, 'a', 'c')).toEqual({ from: 0, to: 2 });
    expect(dropMove(ids, 'd', 'b')).toEqual({ from: 3, to: 1 });
  });

  it('moves nothing when dropped on itself, outside the list or on an unknown row', () => {
    expect(dropMove(ids, 'b', 'b')).toBeNull();
    expect(dropMove(ids, 'b', null)).toBeNull();
    expect(dropMove(ids, 'b', undefined)).toBeNull();
    expect(dropMove(ids, 'b', 'z')).toBeNull();
    expect(dropMove(ids, 'z', 'b')).toBeNull();
  });

  it('leaves the dragged row where it was dropped, the others in their order', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), (from, to) => {
        const move = dropMove(ids, ids[from]!, ids[to]!);
        const after = move ? arrayMove(ids, move.from, move.to) : ids;
        expect(after[to]).toBe(ids[from]);
        expect(after.filter((id) => id !== ids[from])).toEqual(ids.filter((id) => id !== ids[from]));
      }),
    );
  });
});

describe('placeOf (the place the announcements say)', () => {
  it('counts from 1, and 0 for no row', () => {
    expect(placeOf(ids, 'a')).toBe(1);
    expect(placeOf(ids, 'd')).toBe(4);
    expect(placeOf(ids, null)).toBe(0);
    expect(placeOf(ids, 'z')).toBe(0);
  });
});
