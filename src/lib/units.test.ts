import { describe, expect, it } from 'vitest';
import { formatLength, formatWeight, fromCm, fromKg, lengthUnitOf, toCm, toKg } from './units';

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

describe('length units', () => {
  it('keeps centimetres for kilogram users and shows inches to pound users', () => {
    expect(fromCm(82.555, 'kg')).toBe(82.56);
    expect(toCm(32.5, 'lb')).toBe(82.55);
    expect(fromCm(toCm(32.5, 'lb'), 'lb')).toBe(32.5);
    expect(lengthUnitOf('lb')).toBe('in');
  });

  it('formats in Spanish with the unit', () => {
    expect(formatLength(82.5, 'kg')).toBe('82,5 cm');
    expect(formatLength(toCm(32.5, 'lb'), 'lb')).toBe('32,5 in');
  });
});
