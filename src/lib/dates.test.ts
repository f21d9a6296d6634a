import { addDays, format, isValid, parse } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ISO_DATE,
  parseIsoDate,
  parseWireDateTime,
  WIRE_DATE,
  isoToWire,
  isoWeekday,
  mondayWeek,
  parseWireDate,
  toIsoDate,
  toWireDate,
  weeklyDates,
  wireToIso,
} from './dates';

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

describe('weekdays and weeks (Monday first, Sunday = 7)', () => {
  // Europe/Madrid changes clocks on 29-03-2026 and 25-10-2026: the helpers must count calendar
  // days, never 24-hour blocks.
  const previousTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Madrid';
  });
  afterAll(() => {
    process.env.TZ = previousTz;
  });

  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday(new Date(2026, 10, 16))).toBe(1);
    expect(isoWeekday(new Date(2026, 10, 22))).toBe(7);
  });

  it('gives the Monday-Sunday week of a date, also when the date is a Sunday', () => {
    const { start, end } = mondayWeek(new Date(2026, 10, 22, 18));
    expect(toIsoDate(start)).toBe('2026-11-16');
    expect(start.getHours()).toBe(0);
    expect(toIsoDate(end)).toBe('2026-11-22');
    expect(end.getHours()).toBe(23);
  });

  it('lists one date a week on the weekday, both ends included', () => {
    const dates = weeklyDates(new Date(2026, 10, 2), new Date(2026, 10, 30), 1).map(toIsoDate);
    expect(dates).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('starts on the first matching day after the start and crosses months and years', () => {
    const dates = weeklyDates(new Date(2026, 11, 24), new Date(2027, 0, 14), 7).map(toIsoDate);
    expect(dates).toEqual(['2026-12-27', '2027-01-03', '2027-01-10']);
  });

  it('keeps local midnights across both daylight-saving changes', () => {
    const spring = weeklyDates(new Date(2026, 2, 20), new Date(2026, 3, 10), 7);
    expect(spring.map(toIsoDate)).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
    const autumn = weeklyDates(new Date(2026, 9, 19), new Date(2026, 10, 3), 1);
    expect(autumn.map(toIsoDate)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
    for (const d of [...spring, ...autumn]) expect(d.getHours()).toBe(0);
  });

  it('gives nothing for a reversed range, a range without that weekday or a day outside 1..7', () => {
    expect(weeklyDates(new Date(2026, 10, 30), new Date(2026, 10, 2), 1)).toEqual([]);
    expect(weeklyDates(new Date(2026, 10, 17), new Date(2026, 10, 20), 1)).toEqual([]);
    expect(weeklyDates(new Date(2026, 10, 2), new Date(2026, 10, 30), 0)).toEqual([]);
    expect(weeklyDates(new Date(2026, 10, 2), new Date(2026, 10, 30), 8)).toEqual([]);
    expect(weeklyDates(new Date(2026, 10, 2), new Date(2026, 10, 30), 2.5)).toEqual([]);
  });

  it('a one-day range on the weekday gives that day', () => {
    expect(weeklyDates(new Date(2026, 10, 22), new Date(2026, 10, 22), 7).map(toIsoDate)).toEqual(['2026-11-22']);
  });
});

describe('parseWireDateTime', () => {
  it('parses fecha_alta (dd-mm-yyyy HH:mm:ss), nothing else', async () => {
    const { parseWireDateTime } = await import('./dates');
    expect(parseWireDateTime('03-11-2025 18:05:09')).toEqual(new Date(2025, 10, 3, 18, 5, 9));
    expect(parseWireDateTime('03-11-2025')).toBeNull();
    expect(parseWireDateTime('31-02-2025 10:00:00')).toBeNull();
  });
});

/**
 * The plain path: date-fns' `format` and `parse` with the same patterns and strict check (dates.ts
 * writes and reads the three fixed patterns itself).
 */
describe('wire dates match date-fns, every day and in zones with daylight saving', () => {
  const previousTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = previousTz;
  });
  const strict = (value: string, pattern: string) => {
    const date = parse(value, pattern, new Date(2000, 0, 1));
    return isValid(date) && format(date, pattern) === value ? date : null;
  };

  // Sao Paulo skipped midnight on 04-11-2018; Madrid skips 02:00 on 29-03-2026.
  for (const tz of ['UTC', 'Europe/Madrid', 'America/Sao_Paulo']) {
    it(`writes and reads the same dates as date-fns from 1899 to 2101 (${tz})`, () => {
      process.env.TZ = tz;
      const differ: string[] = [];
      for (let d = new Date(1899, 0, 1, 12); d.getFullYear() < 2102; d = addDays(d, 1)) {
        const iso = format(d, ISO_DATE);
        const wire = format(d, WIRE_DATE);
        if (
          toIsoDate(d) !== iso ||
          toWireDate(d) !== wire ||
          parseIsoDate(iso)?.getTime() !== strict(iso, ISO_DATE)?.getTime() ||
          parseWireDate(wire)?.getTime() !== strict(wire, WIRE_DATE)?.getTime()
        )
          differ.push(iso);
      }
      expect(differ).toEqual([]);
    }, 60_000);

    it(`reads date-times and refuses what date-fns refuses (${tz})`, () => {
      process.env.TZ = tz;
      const pattern = `${WIRE_DATE} HH:mm:ss`;
      const values = [
        '29-03-2026 02:30:00',
        '29-03-2026 03:00:00',
        '25-10-2026 02:30:00',
        '04-11-2018 00:30:00',
        '04-11-2018 01:00:00',
        '31-12-2025 23:59:59',
        '01-01-2026 24:00:00',
        '01-01-2026 12:60:00',
        '29-02-2024 10:00:00',
        '29-02-2023 10:00:00',
      ];
      for (const value of values) {
        expect(parseWireDateTime(value)?.getTime(), value).toBe(strict(value, pattern)?.getTime());
      }
      for (const value of [
        '00-01-2026',
        '32-01-2026',
        '01-00-2026',
        '01-13-2026',
        '29-02-1900',
        '29-02-2000',
        '01-01-0000',
        '01-01-0099',
      ]) {
        expect(parseWireDate(value)?.getTime(), value).toBe(strict(value, WIRE_DATE)?.getTime());
      }
      expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
      expect(() => format(new Date(Number.NaN), ISO_DATE)).toThrow(RangeError);
    });
  }
});
