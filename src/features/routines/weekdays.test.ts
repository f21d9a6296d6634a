import { describe, expect, it } from 'vitest';
import { weekdayKey } from './weekdays';

describe('weekdayKey', () => {
  it('maps 1..7 to Lunes..Domingo and anything else to N/A', () => {
    expect(weekdayKey(1)).toBe('weekdays.1');
    expect(weekdayKey(7)).toBe('weekdays.7');
    expect(weekdayKey(0)).toBe('weekdays.none');
    expect(weekdayKey(8)).toBe('weekdays.none');
    expect(weekdayKey(null)).toBe('weekdays.none');
    expect(weekdayKey(2.5)).toBe('weekdays.none');
  });
});
