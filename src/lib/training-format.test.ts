import { describe, expect, it } from 'vitest';
import { formatDuration, formatKg, formatVolume } from './training-format';

describe('formatDuration', () => {
  it('pads the minutes after the hours, as the session summary does', () => {
    expect(formatDuration(3600)).toBe('1 h 00 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
  });
  it('writes minutes alone under an hour, and a dash when unknown', () => {
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(null)).toBe('—');
  });
});

describe('formatKg', () => {
  it('writes a stored kilogram value in the user unit, Spanish decimals', () => {
    expect(formatKg(62.5, 'kg')).toBe('62,5 kg');
    expect(formatKg(4250, 'kg')).toBe('4250 kg');
    expect(formatKg(100, 'lb')).toBe('220,5 lb');
    expect(formatKg(61.23, 'lb')).toBe('135 lb');
  });
});

describe('formatVolume', () => {
  it('sums in kg and shows whole pounds, so typed pounds add up as typed', () => {
    expect(formatVolume(5 * 61.23, 'lb')).toBe('675 lb');
    expect(formatVolume(1417.5, 'kg')).toBe('1417,5 kg');
  });
});
