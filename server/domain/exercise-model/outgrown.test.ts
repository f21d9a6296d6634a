import { describe, expect, it } from 'vitest';
import { harderSteps, outgrownIds, type OutgrownView } from './outgrown';

const view = (id: number, dificultad: number, m: Partial<OutgrownView['m']>, strength = true): OutgrownView => ({
  id,
  dificultad,
  strength,
  m: { mas_dificil: null, mas_facil: null, progresion: 'corporal', patron: 'bisagra', ...m },
});
const years = { level: 5, youth: false, restricted: false };

describe('outgrownIds (rule P27)', () => {
  // The body-weight single-leg deadlift has no `mas_dificil`; the kettlebell one names it as its `mas_facil`.
  const bodyweight = view(359, 1, {});
  const kettlebell = view(239, 2, { mas_facil: 359, progresion: 'kettlebell' });
  const bridge = view(1, 2, { patron: 'puente' });
  const hipThrust = view(2, 3, { patron: 'puente', progresion: 'barra' });

  it('reads a harder step from either side of the ladder', () => {
    expect(harderSteps(bodyweight, [bodyweight, kettlebell]).map((x) => x.id)).toEqual([239]);
    expect(outgrownIds([bodyweight, kettlebell, bridge, hipThrust], years)).toEqual(new Set([359]));
  });

  it('keeps it without its harder step, for a beginner, under 18 or restricted, and when the group would fall under two', () => {
    expect(outgrownIds([bodyweight, bridge, hipThrust], years)).toEqual(new Set());
    expect(outgrownIds([bodyweight, kettlebell, bridge, hipThrust], { ...years, level: 2 })).toEqual(new Set());
    expect(outgrownIds([bodyweight, kettlebell, bridge, hipThrust], { ...years, youth: true })).toEqual(new Set());
    expect(outgrownIds([bodyweight, kettlebell, bridge, hipThrust], { ...years, restricted: true })).toEqual(new Set());
    expect(outgrownIds([bodyweight, kettlebell], years)).toEqual(new Set());
  });

  it('treats conditioning like body-weight work: marching gives way to its run', () => {
    const march = view(375, 1, { patron: 'cardio', progresion: 'tiempo', mas_dificil: 349 }, false);
    const run = view(349, 2, { patron: 'cardio', progresion: 'tiempo', mas_facil: 375 }, false);
    const boxing = view(170, 1, { patron: 'cardio', progresion: 'tiempo' }, false);
    expect(outgrownIds([march, run, boxing], years)).toEqual(new Set([375]));
    expect(outgrownIds([march, run], years)).toEqual(new Set());
  });
});
