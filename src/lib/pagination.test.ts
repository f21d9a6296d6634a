import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';
import { foldText, includesFolded } from './text';

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

describe('accent-insensitive text', () => {
  it('folds case and accents', () => {
    expect(foldText('Bíceps Cuádriceps ÑANDÚ')).toBe('biceps cuadriceps nandu');
    expect(includesFolded('Curl de Bíceps con barra', 'BICEPS')).toBe(true);
    expect(includesFolded('Curl de Bíceps', '  bíc ')).toBe(true);
    expect(includesFolded('Press de banca', 'remo')).toBe(false);
  });
});
