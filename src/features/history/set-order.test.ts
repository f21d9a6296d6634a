import { describe, expect, it } from 'vitest';
import type { SetType } from '../../lib/contract-training';
import { makeSet } from '../../testing/fixtures/training-log';
import { numberedSets } from './set-order';

/** Each set as "C1" (warm-up 1) or "2" (work set 2), with its id's last character. */
const marks = (sets: ReturnType<typeof makeSet>[]) =>
  numberedSets(sets).map(({ set, n, warmup }) => `${warmup ? 'C' : ''}${n}:${set.id.slice(-1)}`);

const at = (orden: number, id: string, tipo: SetType = 'trabajo') =>
  makeSet({ id: `00000000-0000-4000-8000-00000000000${id}`, orden, tipo });

describe('numberedSets (warm-ups are not work sets)', () => {
  it('puts warm-ups first, numbered apart, and numbers the work sets 1, 2, 3 by position', () => {
    const sets = [at(3, '3'), at(1, '1', 'calentamiento'), at(4, '4'), at(2, '2', 'calentamiento'), at(5, '5')];
    expect(marks(sets)).toEqual(['C1:1', 'C2:2', '1:3', '2:4', '3:5']);
  });

  it('a warm-up logged after a work set is still listed with the warm-ups, and the work sets read 1, 2', () => {
    const sets = [at(1, '1'), at(2, '2', 'calentamiento'), at(3, '3', 'fallo')];
    expect(marks(sets)).toEqual(['C1:2', '1:1', '2:3']);
  });

  it('drop sets and sets to failure are numbered as work; two sets at one position keep their order of completion', () => {
    const early = makeSet({
      id: '00000000-0000-4000-8000-00000000000a',
      orden: 2,
      completada_en: '2026-03-02T18:10:00.000Z',
    });
    const late = makeSet({
      id: '00000000-0000-4000-8000-00000000000b',
      orden: 2,
      completada_en: '2026-03-02T18:12:00.000Z',
    });
    expect(marks([late, at(1, '1', 'descendente'), early])).toEqual(['1:1', '2:a', '3:b']);
  });

  it('without warm-ups the numbers are the positions, as before', () => {
    expect(marks([at(1, '1'), at(2, '2'), at(3, '3')])).toEqual(['1:1', '2:2', '3:3']);
  });
});
