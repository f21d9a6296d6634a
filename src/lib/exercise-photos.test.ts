import { describe, expect, it } from 'vitest';
import { atWidth, exerciseImages, photoUrl } from './exercise-photos';

describe('exercise photo URLs', () => {
  it('gives an exercise with photos its start and end at the detail width', () => {
    expect(exerciseImages(1)).toEqual(['/exercise-photos/1/0-480.webp', '/exercise-photos/1/1-480.webp']);
  });

  it('gives an exercise without photos, or an unknown id, none', () => {
    // 6: peso muerto rumano con mancuernas, left unmatched on review.
    expect(exerciseImages(6)).toEqual([]);
    expect(exerciseImages(99999)).toEqual([]);
  });

  it('turns a photo URL into the same photo at another width', () => {
    expect(atWidth('/exercise-photos/12/1-480.webp', 160)).toBe('/exercise-photos/12/1-160.webp');
    expect(atWidth(photoUrl(3, 0, 160), 480)).toBe(photoUrl(3, 0, 480));
  });
});
