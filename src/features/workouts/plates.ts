/**
 * The plate calculator and the warm-up ramp: plain arithmetic, no React.
 *
 * Weights are handled in hundredths of a kilo (integers), so 1.25 kg plates and 0.1 + 0.2 never
 * drift. The user says which plate sizes they have, not how many: each size is assumed to come
 * in as many pairs as needed (a gym has them; a home set rarely runs out of pairs before its
 * bar's sleeve does).
 */

import type { WeightUnit } from '../../lib/units';
import { toNumber } from './set-form';

/**
 * The arithmetic is the same in either unit: a user who lifts in pounds has pound plates and a
 * 45 lb bar, and every weight here (typed, loaded, the ramp) is in the settings' unit.
 */

/** Plate sizes a gym usually has, heaviest first (kg). */
export const ALL_PLATES = [25, 20, 15, 10, 5, 2.5, 1.25] as const;
export const DEFAULT_BAR = 20;
/** The bar's weight the settings accept (kg): 0 is "no bar" (a plate-loaded machine). */
export const BAR_LIMITS = { min: 0, max: 50 } as const;

/** Each unit's plate sizes (heaviest first), usual bar and the bar weights accepted. */
export const PLATE_KITS = {
  kg: { plates: ALL_PLATES, bar: DEFAULT_BAR, barLimits: BAR_LIMITS },
  lb: { plates: [45, 35, 25, 10, 5, 2.5], bar: 45, barLimits: { min: 0, max: 110 } },
} as const satisfies Record<
  WeightUnit,
  { plates: readonly number[]; bar: number; barLimits: { min: number; max: number } }
>;

export interface PlateSettings {
  /** The bar's weight, in `unit`. */
  bar: number;
  /** Sizes the user has, in `unit` (any order). */
  plates: readonly number[];
  /** The unit of every weight here; kg when absent. */
  unit?: WeightUnit;
}

export const DEFAULT_PLATES: PlateSettings = { bar: DEFAULT_BAR, plates: [...ALL_PLATES] };

/** A unit's settings before the user changes anything: its usual bar and every plate size. */
export const defaultPlates = (unit: WeightUnit): PlateSettings =>
  unit === 'kg' ? DEFAULT_PLATES : { bar: PLATE_KITS[unit].bar, plates: [...PLATE_KITS[unit].plates], unit };

/** The settings' unit. */
export const plateUnit = (settings: PlateSettings): WeightUnit => settings.unit ?? 'kg';

/** A weight that can be put on the bar: the total and the plates on each side, heaviest first. */
export interface Load {
  total: number;
  perSide: number[];
}

export type PlateResult =
  | { kind: 'exact'; load: Load }
  /** Not loadable: the nearest loadable weights either side (`below` null under the bar). */
  | { kind: 'nearest'; below: Load | null; above: Load | null };

/** A typed weight ("62,5" or "62.5"), or null when it is not a number. */
export function parseKg(text: string): number | null {
  if (text.trim() === '') return null;
  const kg = toNumber(text);
  return Number.isFinite(kg) ? kg : null;
}

const toCents = (kg: number): number => Math.round(kg * 100);
const toKg = (cents: number): number => cents / 100;

/**
 * For every per-side sum up to `max` (hundredths), the fewest plates that make it, or Infinity.
 * Min-coin change: greedy fails as soon as a size is missing (30 kg a side from 20s and 15s is
 * 15 + 15, not 20 + nothing).
 */
function fewestPlates(plates: readonly number[], max: number): number[] {
  const fewest = new Array<number>(max + 1).fill(Infinity);
  fewest[0] = 0;
  for (let sum = 1; sum <= max; sum += 1) {
    let best = Infinity;
    for (const plate of plates) if (plate <= sum) best = Math.min(best, fewest[sum - plate]! + 1);
    fewest[sum] = best;
  }
  return fewest;
}

/** The plates of one side for `sum`, heaviest first (the heaviest plate that keeps the count least). */
function sidePlates(sum: number, plates: readonly number[], fewest: readonly number[]): number[] {
  const out: number[] = [];
  let left = sum;
  while (left > 0) {
    const plate = plates.find((p) => p <= left && fewest[left - p] === fewest[left]! - 1);
    if (plate === undefined) break;
    out.push(plate);
    left -= plate;
  }
  return out.map(toKg);
}

/** The usable sizes in hundredths, heaviest first, without duplicates or nonsense. */
function usablePlates(settings: PlateSettings): number[] {
  const cents = settings.plates.map(toCents).filter((p) => Number.isFinite(p) && p > 0);
  return [...new Set(cents)].sort((a, b) => b - a);
}

/**
 * The plates each side for `target` kg, or, when it cannot be made exactly (under the bar, an
 * odd remainder, a size the user lacks), the nearest loadable weights below and above.
 */
export function plateLoad(target: number, settings: PlateSettings): PlateResult {
  const bar = toCents(settings.bar);
  const plates = usablePlates(settings);
  const wanted = toCents(target);
  if (wanted < bar) return { kind: 'nearest', below: null, above: { total: toKg(bar), perSide: [] } };
  // Half of the rest on each side; an odd hundredth cannot be split, so it is never exact.
  const side = (wanted - bar) / 2;
  const max = Math.ceil(side) + (plates[0] ?? 0);
  const fewest = fewestPlates(plates, max);
  const load = (sum: number): Load => ({ total: toKg(bar + 2 * sum), perSide: sidePlates(sum, plates, fewest) });
  if (Number.isInteger(side) && fewest[side] !== Infinity) return { kind: 'exact', load: load(side) };
  let below = Math.floor(side);
  while (fewest[below] === Infinity) below -= 1; // fewest[0] is 0: the bar alone always loads.
  let above: number | null = Math.ceil(side);
  while (above <= max && fewest[above] === Infinity) above += 1;
  if (above > max) above = null; // No plates at all: nothing above the bar.
  return { kind: 'nearest', below: load(below), above: above === null ? null : load(above) };
}

/** The loadable weight nearest to `target` (the lighter one on a tie); the bar under it. */
export function nearestLoad(target: number, settings: PlateSettings): Load {
  const result = plateLoad(target, settings);
  if (result.kind === 'exact') return result.load;
  const { below, above } = result;
  if (!below || !above) return (below ?? above)!;
  return above.total - target < target - below.total ? above : below;
}

/** One warm-up set: the loaded weight and the repetitions (a range when `maxReps` differs). */
export interface WarmupSet {
  /** Share of the work weight, 0 for the empty bar. */
  percent: number;
  load: Load;
  reps: number;
  maxReps: number;
}

/** The classic ramp: the empty bar, then about 40, 60 and 80 % with fewer and fewer repetitions. */
export const RAMP = [
  { percent: 0, reps: 10, maxReps: 10 },
  { percent: 40, reps: 5, maxReps: 5 },
  { percent: 60, reps: 3, maxReps: 3 },
  { percent: 80, reps: 1, maxReps: 2 },
] as const;

/**
 * The warm-up towards `work` kg, rounded to loadable weights. A step that rounds to the weight
 * of the step before it (a light lift) or reaches the work weight is left out; nothing when the
 * work weight is not above the bar.
 */
export function warmupRamp(work: number, settings: PlateSettings): WarmupSet[] {
  if (!(work > settings.bar)) return [];
  const sets: WarmupSet[] = [];
  for (const step of RAMP) {
    const load =
      step.percent === 0 ? nearestLoad(settings.bar, settings) : nearestLoad((work * step.percent) / 100, settings);
    const last = sets.at(-1);
    if (load.total >= work || (last && load.total <= last.load.total)) continue;
    sets.push({ ...step, load });
  }
  return sets;
}
