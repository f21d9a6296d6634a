import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES, defaultPlates, nearestLoad, plateLoad, warmupRamp, type PlateSettings } from './plates';
import { parsePlateSettings, platesKey } from './use-plate-settings';

const exact = (target: number, settings: PlateSettings = DEFAULT_PLATES) => {
  const result = plateLoad(target, settings);
  if (result.kind !== 'exact') throw new Error(`${target} kg should load exactly`);
  return result.load;
};

describe('plate calculator', () => {
  it('loads a standard weight heaviest plates first', () => {
    expect(exact(100)).toEqual({ total: 100, perSide: [25, 15] });
    expect(exact(142.5)).toEqual({ total: 142.5, perSide: [25, 25, 10, 1.25] });
    expect(exact(60)).toEqual({ total: 60, perSide: [20] });
  });

  it('is the bar alone at the bar weight', () => {
    expect(exact(20)).toEqual({ total: 20, perSide: [] });
  });

  it('uses the 1.25 kg plates: 22.5 kg is 1.25 a side', () => {
    expect(exact(22.5)).toEqual({ total: 22.5, perSide: [1.25] });
    expect(exact(25, { bar: 20, plates: [1.25] }).perSide).toEqual([1.25, 1.25]);
    // 1.875 a side: no plate splits it.
    expect(plateLoad(23.75, DEFAULT_PLATES)).toMatchObject({ below: { total: 22.5 }, above: { total: 25 } });
  });

  it('answers the bar as the nearest weight for a target below it', () => {
    expect(plateLoad(15, DEFAULT_PLATES)).toEqual({
      kind: 'nearest',
      below: null,
      above: { total: 20, perSide: [] },
    });
  });

  it('gives the nearest loadable weights either side of an odd remainder', () => {
    expect(plateLoad(61, DEFAULT_PLATES)).toEqual({
      kind: 'nearest',
      below: { total: 60, perSide: [20] },
      above: { total: 62.5, perSide: [20, 1.25] },
    });
    // 0.01 kg over: the hundredth cannot be split between the sides.
    expect(plateLoad(60.01, DEFAULT_PLATES)).toMatchObject({ below: { total: 60 }, above: { total: 62.5 } });
  });

  it('works around missing sizes instead of giving up (30 a side from 20s and 15s is 15 + 15)', () => {
    const settings = { bar: 20, plates: [20, 15] };
    expect(exact(80, settings).perSide).toEqual([15, 15]);
    expect(plateLoad(45, settings)).toEqual({
      kind: 'nearest',
      below: { total: 20, perSide: [] },
      above: { total: 50, perSide: [15] },
    });
  });

  it('without 1.25 plates, 22.5 kg is between the bar and 25', () => {
    const settings = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5] };
    expect(plateLoad(22.5, settings)).toMatchObject({ below: { total: 20 }, above: { total: 25 } });
  });

  it('with no plates at all, only the bar loads', () => {
    expect(plateLoad(40, { bar: 20, plates: [] })).toEqual({
      kind: 'nearest',
      below: { total: 20, perSide: [] },
      above: null,
    });
  });

  it('takes another bar weight (15 kg bar; 0 for a plate-loaded machine)', () => {
    expect(exact(55, { bar: 15, plates: DEFAULT_PLATES.plates }).perSide).toEqual([20]);
    expect(exact(50, { bar: 0, plates: DEFAULT_PLATES.plates }).perSide).toEqual([25]);
  });

  it('ignores duplicate and nonsense sizes in the settings', () => {
    expect(exact(70, { bar: 20, plates: [25, 25, 0, -5, Number.NaN] }).perSide).toEqual([25]);
  });

  it('picks the nearest loadable weight, the lighter on a tie', () => {
    expect(nearestLoad(61, DEFAULT_PLATES).total).toBe(60);
    expect(nearestLoad(62, DEFAULT_PLATES).total).toBe(62.5);
    expect(nearestLoad(61.25, DEFAULT_PLATES).total).toBe(60);
    expect(nearestLoad(5, DEFAULT_PLATES).total).toBe(20);
  });
});

describe('warm-up ramp', () => {
  it('is the bar, then about 40/60/80 % with fewer repetitions, on loadable weights', () => {
    const ramp = warmupRamp(100, DEFAULT_PLATES);
    expect(ramp.map((s) => [s.load.total, s.reps, s.maxReps])).toEqual([
      [20, 10, 10],
      [40, 5, 5],
      [60, 3, 3],
      [80, 1, 2],
    ]);
  });

  it('rounds each step to what the plates make', () => {
    // 40 % of 117.5 is 47 (47.5 loads), 60 % is 70.5 (70), 80 % is 94 (95).
    expect(warmupRamp(117.5, DEFAULT_PLATES).map((s) => s.load.total)).toEqual([20, 47.5, 70, 95]);
    expect(warmupRamp(117.5, { bar: 20, plates: [20, 10] }).map((s) => s.load.total)).toEqual([20, 40, 80, 100]);
  });

  it('leaves out steps that do not climb for a light lift', () => {
    // 40 % of 40 is 16: under the bar, so the same as the bar.
    expect(warmupRamp(40, DEFAULT_PLATES).map((s) => [s.percent, s.load.total])).toEqual([
      [0, 20],
      [60, 25],
      [80, 32.5],
    ]);
  });

  it('is empty when the work weight is not above the bar', () => {
    expect(warmupRamp(20, DEFAULT_PLATES)).toEqual([]);
    expect(warmupRamp(12, DEFAULT_PLATES)).toEqual([]);
    expect(warmupRamp(0, DEFAULT_PLATES)).toEqual([]);
  });

  it('never reaches the work weight', () => {
    // 80 % of 22.5 is 18: under the bar; nothing between 20 and 22.5 without 1.25 plates.
    expect(warmupRamp(22.5, { bar: 20, plates: [2.5] }).map((s) => s.load.total)).toEqual([20]);
  });
});

describe('in pounds', () => {
  const lb = defaultPlates('lb');

  it('a 45 lb bar and pound plates: 225 lb is two 45s a side, 137 lb is between 135 and 140', () => {
    expect(lb).toEqual({ bar: 45, plates: [45, 35, 25, 10, 5, 2.5], unit: 'lb' });
    expect(plateLoad(225, lb)).toEqual({ kind: 'exact', load: { total: 225, perSide: [45, 45] } });
    const near = plateLoad(137, lb);
    expect(near.kind === 'nearest' && [near.below?.total, near.above?.total]).toEqual([135, 140]);
  });

  it('settings are kept per unit, pound sizes only, the bar up to 110 lb', () => {
    expect(parsePlateSettings(JSON.stringify({ bar: 35, plates: [45, 20, 2.5] }), 'lb')).toEqual({
      bar: 35,
      plates: [45, 2.5],
      unit: 'lb',
    });
    expect(parsePlateSettings(JSON.stringify({ bar: 200, plates: [45] }), 'lb').bar).toBe(45);
    expect(parsePlateSettings(null, 'lb')).toEqual(lb);
    expect(platesKey('kg')).toBe('forja.plates');
    expect(platesKey('lb')).toBe('forja.plates.lb');
  });
});
