import { describe, expect, it } from 'vitest';
import { formatWeight, fromKg, toKg } from './units';

describe('weight units', () => {
  it('keeps kilograms as stored, two decimals', () => {
    expect(fromKg(61.234, 'kg')).toBe(61.23);
    expect(toKg(62.5, 'kg')).toBe(62.5);
  });

  it('turns pounds typed into the kilograms the server stores, and back to the same pounds', () => {
    expect(toKg(135, 'lb')).toBe(61.23);
    expect(fromKg(toKg(135, 'lb'), 'lb')).toBe(135);
    expect(fromKg(toKg(132.5, 'lb'), 'lb')).toBe(132.5);
    expect(fromKg(100, 'lb')).toBe(220.5);
  });

  it('formats in Spanish with the unit', () => {
    expect(formatWeight(62.5, 'kg')).toBe('62,5 kg');
    expect(formatWeight(toKg(135, 'lb'), 'lb')).toBe('135 lb');
  });
});
