import { describe, expect, it } from 'vitest';
import { isoToWire, parseWireDate, toWireDate, wireToIso } from './dates';

describe('wire dates (dd-mm-yyyy)', () => {
  it('parses real dates and rejects impossible or malformed ones', () => {
    expect(parseWireDate('29-02-2024')?.getDate()).toBe(29);
    expect(parseWireDate('29-02-2023')).toBeNull();
    expect(parseWireDate('31-04-2025')).toBeNull();
    expect(parseWireDate('2025-04-01')).toBeNull();
    expect(parseWireDate('1-4-2025')).toBeNull();
    expect(parseWireDate(null)).toBeNull();
  });

  it('converts between wire and ISO forms', () => {
    expect(wireToIso('07-01-2026')).toBe('2026-01-07');
    expect(isoToWire('2026-12-31')).toBe('31-12-2026');
    expect(isoToWire('2026-13-01')).toBe('');
    expect(toWireDate(new Date(2025, 5, 23))).toBe('23-06-2025');
  });
});

describe('Spanish display formats', () => {
  it('parses fecha_alta and shows day/month/year hour:minute in 24 h', async () => {
    const { formatDateEs, formatDateTimeEs, parseWireDateTime } = await import('./dates');
    const date = parseWireDateTime('03-11-2025 18:05:09');
    expect(date).not.toBeNull();
    expect(formatDateTimeEs(date!)).toBe('03/11/2025, 18:05');
    expect(formatDateEs(date!)).toBe('03/11/2025');
    expect(parseWireDateTime('03-11-2025')).toBeNull();
    expect(parseWireDateTime('31-02-2025 10:00:00')).toBeNull();
  });
});
