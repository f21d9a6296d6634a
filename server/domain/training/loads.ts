/**
 * What a lifter can actually load: the grid of loads each kind of equipment offers, the next load
 * up and a load about some per cent lighter on that grid. Pure; progression.ts uses it. The
 * numbers, and why (docs/coaching/advice.md "Loads"):
 *
 * - `barra`: a 20 kg bar and pairs of plates down to 1.25 kg, so totals move in 2.5 kg. The step is
 *   +5 kg for the lower body and +2.5 kg for the upper body (NSCA Essentials, 4th ed., ch. 17: about
 *   2.5-5 kg upper and 5-7 kg lower body once the lifter beats the target; ACSM 2009 position stand:
 *   2-10 % more load), capped at 10 % of the load and never under one 2.5 kg pair. No 1.25 kg
 *   micro-steps: they need fractional plates most gyms do not have, and 2.5 kg is under 5 % of any
 *   load past 50 kg. Nothing lighter than the 20 kg bar once the lifter is above it.
 * - `maquina`: a stack of 5 kg plates with a 2.5 kg add-on: step 5 kg, capped at 10 %, at least 2.5.
 * - `polea`: cable stacks in 2.5 kg: step 2.5 kg (5 kg lower body), capped at 10 %, at least 2.5.
 * - `lastre`: a plate on a dip belt or vest: 2.5 kg at a time (no cap: the body's mass is the
 *   real load), down to 0 (no belt).
 * - `mancuernas`: a rack of fixed dumbbells, 1 kg apart up to 10 kg, then 2.5 kg apart (12.5, 15,
 *   ... 60). A lifter logging 12, 14, 16 kg has a 2 kg rack; from those the next one is 2 kg up.
 *   The step is the next dumbbell (8 → 9 kg, 20 → 22.5 kg): dumbbells come in whole implements.
 * - `kettlebell`: 4, 6, 8 kg, then 4 kg apart (12, 16, 20 ... 48), the classic sizes; the step is
 *   the next bell (a 10 or 14 kg bell goes to 12 or 16).
 * - Anything else that logs a load (a vest on body-weight work, a carry logged as distance): the
 *   plate grid of `lastre` with the barbell's step.
 *
 * A logged load on a 0.5 kg grid is taken as loadable (gyms have 12 kg dumbbells, 7 kg stack plates,
 * 0.5 kg fractional plates). Anything else (135 lb imported = 61.23 kg, a typo of 66.23) is not,
 * and rounds to the nearest value of the equipment's grid (61.23 → 60).
 *
 * A lifter who reads pounds loads pounds (`LB`): a 45 lb bar and pairs of 2.5 lb plates (5 lb
 * totals; +10 lb lower body, +5 lb upper body), stacks of 10 lb with a 5 lb add-on, cables in 5 lb
 * (10 lb lower body), 5 lb on a belt, dumbbells 5 lb apart (3, 5, 8, 10, 12, then 15 ... 150; or a
 * 2.5 lb rack to 50), and kettlebells as sold in pounds (9, 13, 18, 26, 35, 44 ... 106: the kilogram
 * bells' sizes).
 */
import type { LoadProgression } from '../exercise-model/types';

const round2 = (n: number) => Math.round(n * 100) / 100;
const EPS = 0.005;
/** Share of the load a step may add (ACSM 2009: 2-10 %). */
const MAX_STEP_SHARE = 0.1;

/** The loads a lifter can put on each kind of equipment, in one unit. */
export interface LoadGrid {
  unit: 'kg' | 'lb';
  /** The smallest step of plates on a bar, a stack, a cable or a belt (a pair of the smallest plates). */
  plate: number;
  /** The empty bar. */
  bar: number;
  /** The preferred steps: a barbell's for the upper and lower body, a stack's, a cable's, a belt's. */
  steps: { upper: number; lower: number; maquina: number; polea: number; poleaLower: number; lastre: number };
  kettlebells: readonly number[];
  /** The usual dumbbell rack, and the other common one (a lifter logging its sizes keeps it). */
  dumbbells: readonly number[];
  otherDumbbells: readonly number[];
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => round2(from + step * i));
const LIGHT_DUMBBELLS = range(1, 10, 1);

/** Kilograms: the grid above. */
export const KG: LoadGrid = {
  unit: 'kg',
  plate: 2.5,
  bar: 20,
  steps: { upper: 2.5, lower: 5, maquina: 5, polea: 2.5, poleaLower: 5, lastre: 2.5 },
  /** 4, 6, 8 kg, then 4 kg apart. */
  kettlebells: [4, 6, 8, ...range(12, 48, 4)],
  /** 1 kg apart to 10 kg, then 2.5 kg apart to 60 kg; the other rack 2 kg apart past 10 (12, 14 ... 60). */
  dumbbells: [...LIGHT_DUMBBELLS, ...range(12.5, 60, 2.5)],
  otherDumbbells: [...LIGHT_DUMBBELLS, ...range(12, 60, 2)],
};

/** Pounds: the grid of a gym that loads pounds. */
export const LB: LoadGrid = {
  unit: 'lb',
  plate: 5,
  bar: 45,
  steps: { upper: 5, lower: 10, maquina: 10, polea: 5, poleaLower: 10, lastre: 5 },
  kettlebells: [9, 13, 18, 26, 35, 44, 53, 62, 70, 80, 88, 97, 106],
  dumbbells: [3, 5, 8, 10, 12, ...range(15, 150, 5)],
  otherDumbbells: [...range(2.5, 50, 2.5), ...range(55, 150, 5)],
};

const onGrid = (kg: number, unit: number) => Math.abs(kg / unit - Math.round(kg / unit)) * unit < EPS;
const isRack = (p: LoadProgression) => p === 'mancuernas' || p === 'kettlebell';

/** The rack a lifter at `kg` uses. */
function rackOf(kg: number, progresion: LoadProgression, grid: LoadGrid): readonly number[] {
  if (progresion === 'kettlebell') return grid.kettlebells;
  const has = (rack: readonly number[]) => rack.some((v) => Math.abs(v - kg) < EPS);
  return !has(grid.dumbbells) && has(grid.otherDumbbells) ? grid.otherDumbbells : grid.dumbbells;
}

const nearest = (values: readonly number[], kg: number) =>
  values.reduce((best, v) => (Math.abs(v - kg) < Math.abs(best - kg) - EPS ? v : best), values[0]!);

/**
 * The load to advise for a logged `kg` (a load in the grid's unit): itself when it can be loaded
 * (on a 0.5 grid), else the nearest value of the equipment's grid.
 */
export function loadable(kg: number, progresion: LoadProgression, grid: LoadGrid = KG): number {
  if (kg <= 0) return 0;
  if (onGrid(kg, 0.5)) return round2(kg);
  if (isRack(progresion)) return nearest(rackOf(kg, progresion, grid), kg);
  return round2(Math.max(grid.plate, Math.round(kg / grid.plate) * grid.plate));
}

/** How big a step up: the usual one, a double one (reps to spare), or the smallest there is. */
export type StepSize = 'normal' | 'grande' | 'minimo';

/** The preferred step on a plate grid for the equipment and the body part. */
function preferredStep(progresion: LoadProgression, lowerBody: boolean, grid: LoadGrid): number {
  const { steps } = grid;
  if (progresion === 'maquina') return steps.maquina;
  if (progresion === 'lastre') return steps.lastre;
  if (progresion === 'polea') return lowerBody ? steps.poleaLower : steps.polea;
  return lowerBody ? steps.lower : steps.upper;
}

/** The next load up from a logged `kg` (itself rounded to what can be loaded first). */
export function heavier(
  kg: number,
  progresion: LoadProgression,
  lowerBody: boolean,
  size: StepSize = 'normal',
  grid: LoadGrid = KG,
): number {
  const base = loadable(kg, progresion, grid);
  if (isRack(progresion)) {
    const rack = rackOf(base, progresion, grid);
    const up = rack.filter((v) => v > Math.max(base, kg) + EPS);
    if (up.length === 0) return base; // the top of the rack
    const two = up[1];
    // Two implements up only when that is still within 10 % of the load.
    if (size === 'grande' && two !== undefined && two - base <= base * MAX_STEP_SHARE + EPS) return two;
    return up[0]!;
  }
  const { plate } = grid;
  let step = plate;
  if (size !== 'minimo') {
    const wanted = preferredStep(progresion, lowerBody, grid) * (size === 'grande' ? 2 : 1);
    const cap = progresion === 'lastre' ? wanted : Math.floor(round2((base * MAX_STEP_SHARE) / plate)) * plate;
    step = Math.max(plate, Math.min(wanted, cap));
  }
  const next = round2(base + step);
  return next > kg + EPS ? next : round2(next + plate);
}

/**
 * About `share` lighter than `kg` (0.1 = 10 %), on the equipment's grid and at least one step
 * lighter; `kg` itself when nothing lighter can be loaded (the lightest dumbbell, the empty bar).
 */
export function lighter(kg: number, progresion: LoadProgression, share: number, grid: LoadGrid = KG): number {
  const base = loadable(kg, progresion, grid);
  const wanted = base * (1 - share);
  if (isRack(progresion)) {
    const down = rackOf(base, progresion, grid).filter((v) => v < base - EPS);
    return down.length === 0 ? base : nearest(down, wanted);
  }
  const { plate } = grid;
  const floor = progresion === 'lastre' ? 0 : progresion === 'barra' && base > grid.bar ? grid.bar : plate;
  const rounded = Math.round(wanted / plate) * plate;
  const result = Math.max(floor, rounded >= base - EPS ? base - plate : rounded);
  return result >= base - EPS ? base : round2(result);
}

/** True when loads of this equipment change in whole implements (dumbbells, kettlebells). */
export const changesByImplement = isRack;
