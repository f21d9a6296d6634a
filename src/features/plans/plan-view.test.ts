import { describe, expect, it } from 'vitest';
import { makePlan } from '../../testing/fixtures/plans';
import { bandStatus, blockStatus, todaysSession } from './plan-view';

describe('bandStatus', () => {
  it('places the sets below, within (bounds included) or above the band', () => {
    const band = { min: 10, max: 20 };
    expect([9, 10, 20, 21].map((n) => bandStatus(n, band))).toEqual(['below', 'within', 'within', 'above']);
  });
});

describe('todaysSession', () => {
  const today = new Date(2026, 10, 25); // a Wednesday
  it("is the running block's session on today's weekday", () => {
    const plan = makePlan(3, {}, today);
    expect(todaysSession(plan, today)?.rutina_id).toBe(501);
    expect(todaysSession(plan, new Date(2026, 10, 26))).toBeNull();
  });
  it('is none before the block starts', () => {
    expect(todaysSession(makePlan(0, {}, today), today)).toBeNull();
  });
});

describe('blockStatus', () => {
  it('tells a running block from one to come and one that is over', () => {
    expect(blockStatus({ semana_actual: 2, fecha_inicio: '2026-11-02' }, '2026-11-10')).toBe('running');
    expect(blockStatus({ semana_actual: null, fecha_inicio: '2026-12-07' }, '2026-11-30')).toBe('upcoming');
    expect(blockStatus({ semana_actual: null, fecha_inicio: '2026-09-07' }, '2026-11-30')).toBe('finished');
  });
});
