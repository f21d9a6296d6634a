import { describe, expect, it } from 'vitest';
import { elapsedClock, extendRest, formatClock, remainingSeconds, restTitle, startRest } from './rest-timer';
import { readStoredRest, REST_TIMER_KEY } from './rest-timer-store';

describe('rest timer', () => {
  it('counts down from the rest, rounding up, to 0 and not below', () => {
    const t = startRest(1_000, 90);
    expect(remainingSeconds(t, 1_000)).toBe(90);
    expect(remainingSeconds(t, 1_001)).toBe(90);
    expect(remainingSeconds(t, 2_000)).toBe(89);
    expect(remainingSeconds(t, 90_999)).toBe(1);
    expect(remainingSeconds(t, 91_000)).toBe(0);
    expect(remainingSeconds(t, 200_000)).toBe(0);
  });

  it('adds 15 s to the time left, or from now once over', () => {
    const t = startRest(0, 60);
    expect(remainingSeconds(extendRest(t, 50_000), 50_000)).toBe(25);
    expect(remainingSeconds(extendRest(t, 70_000), 70_000)).toBe(15);
    expect(extendRest(t, 0).total).toBe(75);
  });

  it('shows minutes and seconds, also in the tab title', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(720)).toBe('12:00');
    expect(restTitle(45, 'Forja')).toBe('0:45 · Forja');
    expect(elapsedClock(42 * 60 + 5.9)).toBe('42:05');
    expect(elapsedClock(3600 + 2 * 60 + 9)).toBe('1:02:09');
    expect(elapsedClock(-3)).toBe('0:00');
  });
});

describe('the running rest survives a reload', () => {
  it('reads back the stored end while it is in the future, and nothing once over or damaged', () => {
    localStorage.setItem(REST_TIMER_KEY, JSON.stringify({ endsAt: 10_000, total: 90 }));
    expect(readStoredRest(9_000)).toEqual({ timer: { endsAt: 10_000, total: 90 }, path: null });
    localStorage.setItem(REST_TIMER_KEY, JSON.stringify({ endsAt: 10_000, total: 90, path: '/dashboard/workouts/3' }));
    expect(readStoredRest(9_000)?.path).toBe('/dashboard/workouts/3');
    expect(readStoredRest(10_000)).toBeNull();
    localStorage.setItem(REST_TIMER_KEY, '{oops');
    expect(readStoredRest(0)).toBeNull();
  });
});
