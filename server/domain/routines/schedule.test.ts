import { describe, expect, it } from 'vitest';
import { bmi, formatDateTime } from '../profile';
import { isActive, storedToWire, todayIso, weekdayName } from './schedule';

describe('routine schedule helpers', () => {
  it('is active only with both dates and today inside them, bounds included', () => {
    expect(isActive('2026-01-01', '2026-01-31', '2026-01-01')).toBe(true);
    expect(isActive('2026-01-01', '2026-01-31', '2026-01-31')).toBe(true);
    expect(isActive('2026-01-01', '2026-01-31', '2026-02-01')).toBe(false);
    expect(isActive('2026-01-02', '2026-01-31', '2026-01-01')).toBe(false);
    expect(isActive(null, '2026-01-31', '2026-01-10')).toBe(false);
    expect(isActive('2026-01-01', null, '2026-01-10')).toBe(false);
  });

  it('names weekdays 1..7 and nothing else', () => {
    expect(weekdayName(1)).toBe('Lunes');
    expect(weekdayName(3)).toBe('Miércoles');
    expect(weekdayName(6)).toBe('Sábado');
    expect(weekdayName(7)).toBe('Domingo');
    expect(weekdayName(0)).toBeNull();
    expect(weekdayName(8)).toBeNull();
    expect(weekdayName(null)).toBeNull();
  });

  it('converts stored dates to the wire format', () => {
    expect(storedToWire('2026-03-09')).toBe('09-03-2026');
    expect(storedToWire(null)).toBeNull();
    expect(todayIso(new Date('2026-11-21T22:59:00Z'))).toBe('2026-11-21'); // 23:59 in Madrid
  });

  it('computes the BMI with 2 decimals from centimetres', () => {
    expect(bmi(62.5, 168)).toBe(22.14);
    expect(bmi(80, 180)).toBe(24.69);
    expect(bmi(80, 0)).toBe(0);
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 6, 8, 9)))).toBe('05-01-2026 07:08:09'); // Madrid, UTC+1
  });
});
