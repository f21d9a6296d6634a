import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';
import { foldText, includesAllWords } from './text';

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it('slices pages of the given size', () => {
    expect(paginate(items, 1, 5)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, totalPages: 3 });
    expect(paginate(items, 3, 5)).toEqual({ items: [11, 12], page: 3, totalPages: 3 });
  });

  it('bounds the page to 1..total and keeps total >= 1', () => {
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate(items, -2, 5).page).toBe(1);
    expect(paginate([], 4, 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('paginate, 3 per page as the routine lists (bounded 1..total)', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];

  it('slices pages of 3 and counts the pages', () => {
    expect(paginate(items, 1, 3)).toEqual({ items: [1, 2, 3], page: 1, totalPages: 3 });
    expect(paginate(items, 3, 3)).toEqual({ items: [7], page: 3, totalPages: 3 });
  });

  it('clamps out-of-range pages', () => {
    expect(paginate(items, 0, 3).page).toBe(1);
    expect(paginate(items, 9, 3)).toEqual({ items: [7], page: 3, totalPages: 3 });
  });

  it('has at least one page when empty', () => {
    expect(paginate([], 4, 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('never loses or repeats an item across the pages', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (list) => {
        const { totalPages: total } = paginate(list, 1, 3);
        const all = Array.from({ length: total }, (_, i) => paginate(list, i + 1, 3).items).flat();
        expect(all).toEqual(list);
        expect(total).toBe(Math.max(1, Math.ceil(list.length / 3)));
      }),
    );
  });
});

describe('accent-insensitive text', () => {
  it('folds case and accents', () => {
    expect(foldText('Bíceps Cuádriceps ÑANDÚ')).toBe('biceps cuadriceps nandu');
    expect(includesAllWords('Curl de Bíceps con barra', 'BICEPS')).toBe(true);
    expect(includesAllWords('Curl de Bíceps', '  bíc ')).toBe(true);
    expect(includesAllWords('Press de banca', 'remo')).toBe(false);
    expect(includesAllWords('Press de banca', 'banca PRESS')).toBe(true);
    expect(includesAllWords('Press de banca', 'press remo')).toBe(false);
    expect(includesAllWords('Press de banca', '   ')).toBe(true);
  });
});
