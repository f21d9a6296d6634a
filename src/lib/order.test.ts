import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveTo } from './order';

describe('moveTo (exercise order)', () => {
  it('moves to the front, the middle and past the end', () => {
    expect(moveTo([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveTo([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });

  it('keeps every id once, puts the moved one at min(orden, n) and the others in their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 1, max: 50 }),
        (ids, pick, orden) => {
          const id = ids[pick % ids.length]!;
          const result = moveTo(ids, id, orden);
          expect([...result].sort()).toEqual([...ids].sort());
          expect(result.indexOf(id)).toBe(Math.min(orden, ids.length) - 1);
          expect(result.filter((x) => x !== id)).toEqual(ids.filter((x) => x !== id));
        },
      ),
    );
  });
});
