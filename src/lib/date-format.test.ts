import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayDate,
  formatSessionDate,
  formatShortDate,
  formatTime,
} from './date-format';

describe('the app’s date formats (docs/PRODUCT.md §9)', () => {
  const at = new Date(2025, 10, 3, 18, 5, 9);

  it('writes a date as data dd-mm-yyyy, with the time in 24 h', () => {
    expect(formatDate(at)).toBe('03-11-2025');
    expect(formatDateTime(at)).toBe('03-11-2025 18:05');
    expect(formatTime(at)).toBe('18:05');
    expect(formatDay('2024-03-04')).toBe('04-03-2024');
    expect(formatDay('ayer')).toBe('');
  });

  it('heads a session with its weekday, no comma: "mar 17 nov 2026"', () => {
    expect(formatSessionDate(new Date(2026, 10, 17, 9).toISOString())).toBe('mar 17 nov 2026');
  });

  it('labels chart weeks short, with the year only outside the current one', () => {
    const now = new Date(2026, 10, 24, 12);
    expect(formatShortDate('2026-11-16')).toBe('16 nov');
    expect(formatShortDate(42)).toBe('');
    expect(formatDayDate('2026-01-20', now)).toBe('20 ene');
    expect(formatDayDate('2025-01-20', now)).toBe('20 ene 2025');
    expect(formatDayDate('mañana', now)).toBe('');
  });
});
