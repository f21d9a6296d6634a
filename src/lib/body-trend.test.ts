import { describe, expect, it } from 'vitest';
import { dailyMeans, movingAverage } from './body-trend';

describe('bodyweight trend', () => {
  it('counts two weigh-ins of one day as their mean', () => {
    expect(
      dailyMeans([
        { fecha: '2026-11-02', valor: 80 },
        { fecha: '2026-11-01', valor: 81 },
        { fecha: '2026-11-02', valor: 81 },
      ]),
    ).toEqual([
      { fecha: '2026-11-01', valor: 81 },
      { fecha: '2026-11-02', valor: 80.5 },
    ]);
  });

  it('averages the days weighed in the 7 calendar days ending on each day', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ fecha: `2026-11-0${n}`, valor: 70 + n }));
    const trend = movingAverage(values);
    expect(trend[0]).toEqual({ fecha: '2026-11-01', valor: 71, media: 71 });
    expect(trend[6]!.media).toBe(74); // 71..77
    expect(trend[7]!.media).toBe(75); // 72..78: the 1st has left the window
  });

  it('leaves a missed day out of the window instead of guessing it', () => {
    const trend = movingAverage([
      { fecha: '2026-10-25', valor: 90 },
      { fecha: '2026-11-01', valor: 80 },
      { fecha: '2026-11-03', valor: 81 },
    ]);
    // 25 Oct is 7 days before 1 Nov: outside the window ending on 1 Nov.
    expect(trend.map((p) => p.media)).toEqual([90, 80, 80.5]);
  });

  it('crosses month and year ends by calendar days', () => {
    const trend = movingAverage([
      { fecha: '2025-12-30', valor: 80 },
      { fecha: '2026-01-05', valor: 82 },
      { fecha: '2026-01-06', valor: 84 },
    ]);
    expect(trend.map((p) => p.media)).toEqual([80, 81, 83]);
  });
});
