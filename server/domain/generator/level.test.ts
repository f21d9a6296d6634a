import { describe, expect, it } from 'vitest';
import { ageOn, bmiOf, levelForSessions, levelForWeeks, levelFromEvidence, trainedWeeks } from './level';

describe('training level from routine time', () => {
  const today = '2026-11-21';

  it('starts at Principiante and climbs at 12, 26, 52 and 104 weeks', () => {
    expect([0, 11, 12, 25, 26, 51, 52, 103, 104, 500].map(levelForWeeks)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('raises the level with finished sessions only; weeks of routine time cap it', () => {
    expect([0, 23, 24, 52, 104, 208].map(levelForSessions)).toEqual([1, 1, 2, 3, 4, 5]);
    // A routine backdated by three years and no session logged: still Principiante.
    expect(levelFromEvidence({ trainedWeeks: 156 })).toBe(1);
    expect(levelFromEvidence({ trainedWeeks: 156, finishedSessions: 0 })).toBe(1);
    // 300 sessions logged within 4 weeks of routine time are not two years of training.
    expect(levelFromEvidence({ trainedWeeks: 4, finishedSessions: 300 })).toBe(1);
    expect(levelFromEvidence({ trainedWeeks: 30, finishedSessions: 60 })).toBe(3);
    expect(levelFromEvidence({ trainedWeeks: 500, finishedSessions: 500 })).toBe(5);
  });

  it('counts routine time up to today, overlaps once, undated and future routines not at all', () => {
    expect(trainedWeeks([], today)).toBe(0);
    // 13 weeks exactly (91 days, both ends included).
    expect(trainedWeeks([{ start: '2026-01-01', end: '2026-04-01' }], today)).toBe(13);
    // The same period kept twice, and a routine inside it, count once.
    expect(
      trainedWeeks(
        [
          { start: '2026-01-01', end: '2026-04-01' },
          { start: '2026-01-01', end: '2026-04-01' },
          { start: '2026-02-01', end: '2026-02-20' },
        ],
        today,
      ),
    ).toBe(13);
    // A running routine counts up to today; one that has not started counts nothing.
    expect(trainedWeeks([{ start: '2026-11-01', end: '2027-03-01' }], today)).toBe(3);
    expect(trainedWeeks([{ start: '2026-12-01', end: '2027-03-01' }], today)).toBe(0);
    expect(trainedWeeks([{ start: null, end: null }], today)).toBe(0);
    // Two separate periods add up.
    expect(
      trainedWeeks(
        [
          { start: '2025-01-01', end: '2025-01-14' },
          { start: '2026-01-01', end: '2026-01-14' },
        ],
        today,
      ),
    ).toBe(4);
  });

  it('computes age and BMI', () => {
    expect(ageOn('1966-11-22', today)).toBe(59);
    expect(ageOn('1966-11-21', today)).toBe(60);
    expect(bmiOf(62.5, 168)).toBe(22.14);
    expect(bmiOf(95, 175)).toBe(31.02);
  });
});
