import { describe, expect, it } from 'vitest';
import { targetForWeek, type PlanWeek } from '../../lib/contract-plans';
import { repsText, shownWeek } from './target';

const week = (semana: number, over: Partial<PlanWeek> = {}): PlanWeek => ({
  semana,
  descarga: false,
  series_extra: 0,
  rir: 2,
  nota: '',
  ...over,
});

describe('repsText', () => {
  it('writes a range, a single count and timed or distance work', () => {
    expect(repsText({ repeticiones_min: 8, repeticiones_max: 12 })).toBe('8–12');
    expect(repsText({ repeticiones_min: 8, repeticiones_max: 8 })).toBe('8');
    expect(repsText({ repeticiones_min: 30, repeticiones_max: 30 }, 'tiempo')).toBe('30 s');
    expect(repsText({ repeticiones_min: 200, repeticiones_max: 200 }, 'distancia')).toBe('200 m');
  });

  it('writes what targetForWeek gives for a deload week', () => {
    const target = targetForWeek(
      { series: 3, repeticiones_min: 6, repeticiones_max: 8 },
      week(6, { descarga: true, series_extra: -1, rir: 4 }),
    );
    expect(`${target.series} x ${repsText(target)}, RIR ${target.rir}`).toBe('2 x 6–8, RIR 4');
  });
});

describe('shownWeek', () => {
  const progresion = [week(1), week(2), week(3)];
  it('is the current week, or the first outside the block', () => {
    expect(shownWeek({ semana_actual: 2, progresion })?.semana).toBe(2);
    expect(shownWeek({ semana_actual: null, progresion })?.semana).toBe(1);
    expect(shownWeek({ semana_actual: 9, progresion })?.semana).toBe(1);
    expect(shownWeek({ semana_actual: 1, progresion: [] })).toBeNull();
  });
});
