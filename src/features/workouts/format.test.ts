import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { formatPrevious, formatPreviousCell, formatSet } from './format';
import { repsValues } from '../../testing/set-values';

const t = i18n.getFixedT('es', 'workouts');

const reps = repsValues;

describe('set texts', () => {
  it('writes a done set in the user’s unit', () => {
    expect(formatSet(reps(10, 62.5, 2), t, 'kg')).toBe('10 reps · 62,5 kg · RIR 2');
    expect(formatSet(reps(5, 61.23), t, 'lb')).toBe('5 reps · 135 lb');
    expect(formatSet(reps(12, 0), t, 'lb')).toBe('12 reps · peso corporal');
  });

  it('writes last time’s set short, in the user’s unit', () => {
    expect(formatPrevious(reps(10, 60, 2), t, 'kg')).toBe('10×60 kg');
    expect(formatPrevious(reps(10, 60, 2), t, 'lb')).toBe('10×132,3 lb');
  });

  it('fits the "Anterior" column: weight × repetitions, RIR apart', () => {
    expect(formatPreviousCell(reps(10, 62.5, 2), t, 'kg')).toEqual({ load: '62,5×10', rir: 'RIR 2' });
    expect(formatPreviousCell(reps(5, 61.23), t, 'lb')).toEqual({ load: '135×5', rir: null });
    expect(formatPreviousCell(reps(15, null, 1), t, 'kg')).toEqual({ load: '15 reps', rir: 'RIR 1' });
    const plank = { ...reps(0, null), medida: 'tiempo' as const, segundos: 45 };
    expect(formatPreviousCell(plank, t, 'kg')).toEqual({ load: '45 s', rir: null });
  });
});
