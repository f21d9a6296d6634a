import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_MS,
  EARLIEST_TRAINING_INSTANT,
  LIVE_WINDOW_DAYS,
  plausibleDay,
  timeProblem,
} from './plausible-time';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const live = { now: NOW, maxAgeDays: LIVE_WINDOW_DAYS };

describe('timeProblem', () => {
  it.each([
    ['now', at(0), null],
    ['within the clock skew ahead', at(CLOCK_SKEW_MS), null],
    ['past the clock skew', at(CLOCK_SKEW_MS + 1), 'future'],
    [`${LIVE_WINDOW_DAYS} days back`, at(-LIVE_WINDOW_DAYS * DAY), null],
    ['a millisecond older', at(-LIVE_WINDOW_DAYS * DAY - 1), 'too-old'],
    ['the Unix epoch', new Date(0), 'too-old'],
    ['not a date', new Date(Number.NaN), 'invalid'],
  ])('live: %s', (_what, instant, problem) => {
    expect(timeProblem(instant, live)).toBe(problem);
  });

  it.each([
    ['ten years back', new Date('2016-03-01T08:00:00Z'), null],
    ['the earliest instant', new Date(EARLIEST_TRAINING_INSTANT), null],
    ['just before it', new Date(EARLIEST_TRAINING_INSTANT - 1), 'too-early'],
    ['the Unix epoch', new Date(0), 'too-early'],
    ["Excel's 1900", new Date('1900-01-01T00:00:00Z'), 'too-early'],
    ['year 9999', new Date('9999-12-31T00:00:00Z'), 'future'],
  ])('import (no window): %s', (_what, instant, problem) => {
    expect(timeProblem(instant, { now: NOW })).toBe(problem);
  });
});

describe('plausibleDay', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2026-11-27', '2026-11-27T00:00:00.000Z'],
    // Already the 28th east of UTC.
    ['2026-11-28', '2026-11-28T00:00:00.000Z'],
    ['1990-01-01', '1990-01-01T00:00:00.000Z'],
  ])('%s is a real, plausible day', (text, iso) => {
    expect(plausibleDay(text, NOW)?.toISOString()).toBe(iso);
  });

  it.each([
    '2024-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '0000-01-01',
    '1899-12-31',
    '9999-12-31',
    '2026-11-30',
    '27/11/2026',
    '',
  ])('%s is refused (not rolled into another day)', (text) => {
    expect(plausibleDay(text, NOW)).toBeNull();
  });
});
