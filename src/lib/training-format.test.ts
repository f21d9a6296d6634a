import { describe, expect, it } from 'vitest';
import { formatDayDate, formatDuration } from './training-format';

describe('formatDayDate', () => {
  const now = new Date(2026, 10, 24, 12);
  it('leaves the year out within the current one', () => {
    expect(formatDayDate('2026-01-20', now)).toBe('20 ene');
  });
  it('writes the year of an earlier one', () => {
    expect(formatDayDate('2025-01-20', now)).toBe('20 ene 2025');
  });
  it('gives nothing for what is not a date', () => {
    expect(formatDayDate('mañana', now)).toBe('');
  });
});

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
