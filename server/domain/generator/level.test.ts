import { describe, expect, it } from 'vitest';
import type { Experience } from '../../../src/lib/contract-plans';
import {
  ageOn,
  bmiOf,
  EXPERIENCE_LEVELS,
  levelFor,
  levelForSessions,
  levelForWeeks,
  levelFromEvidence,
  nextLevelEvidence,
  trainedWeeks,
} from './level';

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

  /**
   * The level from the wizard's answer AND the log. `before` is the rule the
   * programme used until then (the log's evidence capped by the answer: min(levelFromEvidence,
   * cap)); the rows marked `fixes` are the people it got wrong.
   */
  const CASES: [label: string, answer: Experience, sessions: number, weeks: number, level: number, fixes: boolean][] = [
    ['the audit: "Más de 2 años", 26 imported sessions over 13 weeks', 'mas_de_2_anos', 26, 13, 3, true],
    ['"Más de 2 años" and no log', 'mas_de_2_anos', 0, 0, 2, true],
    ['"Más de 2 años", a few sessions in a fortnight', 'mas_de_2_anos', 5, 2, 2, true],
    ['"Más de 2 años", 24 sessions crammed into 4 weeks', 'mas_de_2_anos', 24, 4, 2, true],
    ['"Más de 2 años", a year of two sessions a week', 'mas_de_2_anos', 104, 52, 4, false],
    ['"Más de 2 años", two years of two a week', 'mas_de_2_anos', 208, 104, 5, false],
    ['"De 6 a 24 meses" and no log', 'de_6_a_24_meses', 0, 0, 2, true],
    ['"De 6 a 24 meses", half a year logged', 'de_6_a_24_meses', 60, 30, 3, false],
    ['"De 6 a 24 meses", a year logged: the answer caps it', 'de_6_a_24_meses', 110, 55, 3, false],
    ['"Menos de 6 meses" and no log', 'menos_6_meses', 0, 0, 1, false],
    ['"Menos de 6 meses", a quarter logged', 'menos_6_meses', 30, 14, 2, false],
    ['"Nunca" and no log', 'nunca', 0, 0, 1, false],
    ['"Nunca" with 60 sessions over 30 weeks: the answer caps it', 'nunca', 60, 30, 1, false],
  ];
  const before = (answer: Experience, sessions: number, weeks: number) =>
    Math.min(levelFromEvidence({ trainedWeeks: weeks, finishedSessions: sessions }), EXPERIENCE_LEVELS[answer].cap);

  it.each(CASES)('%s: level %#', (_label, answer, sessions, weeks, level, fixes) => {
    expect(levelFor({ trainedWeeks: weeks, finishedSessions: sessions }, answer)).toBe(level);
    // The rows marked `fixes` were wrong under the rule before; the others it already got right.
    expect(before(answer, sessions, weeks) !== level).toBe(fixes);
  });

  it('without an answer the log alone decides, as before', () => {
    for (const [sessions, weeks] of [
      [0, 0],
      [0, 156],
      [26, 13],
      [60, 30],
      [300, 4],
      [500, 500],
    ] as const)
      expect(levelFor({ trainedWeeks: weeks, finishedSessions: sessions })).toBe(
        levelFromEvidence({ trainedWeeks: weeks, finishedSessions: sessions }),
      );
  });

  it('the answer never lowers the log below its floor and the log never passes the answer', () => {
    for (const answer of Object.keys(EXPERIENCE_LEVELS) as Experience[])
      for (const [sessions, weeks] of [
        [0, 0],
        [24, 12],
        [52, 26],
        [104, 52],
        [208, 104],
      ] as const) {
        const level = levelFor({ trainedWeeks: weeks, finishedSessions: sessions }, answer);
        expect(level).toBeGreaterThanOrEqual(EXPERIENCE_LEVELS[answer].floor);
        expect(level).toBeLessThanOrEqual(EXPERIENCE_LEVELS[answer].cap);
      }
  });

  it('says what log takes each person to the next level', () => {
    expect(nextLevelEvidence(2, 'mas_de_2_anos')).toEqual({ level: 3, sessions: 24, weeks: 12 });
    expect(nextLevelEvidence(3, 'mas_de_2_anos')).toEqual({ level: 4, sessions: 104, weeks: 52 });
    expect(nextLevelEvidence(1)).toEqual({ level: 2, sessions: 24, weeks: 12 });
    expect(nextLevelEvidence(1, 'nunca')).toBeNull();
    expect(nextLevelEvidence(3, 'de_6_a_24_meses')).toBeNull();
    expect(nextLevelEvidence(5)).toBeNull();
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
