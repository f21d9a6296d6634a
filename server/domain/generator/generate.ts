import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import {
  isBalance,
  isCompound,
  isExplosive,
  isHold,
  isPower,
  isUpperPull,
  isUpperPush,
  isWarmupOnly,
  orderClass,
  regionOf,
} from './classify';
import { CARDIO_STRAIGHT, doseKind, measureOfKind } from './dose';
import { levelFromEvidence } from './level';
import {
  avoidsHighImpact,
  BALANCE_AGE,
  OLDER_ADULT_AGE,
  prescriptionFor,
  repRangeFor,
  type Prescription,
  type Range,
} from './prescription';
import { safetyBreaks } from './safety';
import { exerciseComment, methodText, observations, routineName } from './texts';
import type { GenerateInput, GeneratedPlan, GeneratorExercise, PlannedExercise, Role } from './types';

export const MIN_EXERCISES = 5;
export const MAX_EXERCISES = 9;
/** At most this many exercises one step above the user's level. */
const MAX_ABOVE_LEVEL = 2;
/** Attempts to find a plan that is not a copy of one generated before. */
const ATTEMPTS = 8;

/** The catalogue cannot give a plan of MIN_EXERCISES for this profile. */
export class NotEnoughExercisesError extends Error {
  constructor(found: number) {
    super(`The exercise catalogue has only ${found} suitable exercises (at least ${MIN_EXERCISES} are needed)`);
  }
}

export type Rng = ReturnType<typeof mersenne>;
type Pred = (e: GeneratorExercise) => boolean;

const strength: Pred = (e) => e.tipo === 'Fuerza';
const lower: Pred = (e) => regionOf(e) === 'lower';
const and =
  (...ps: Pred[]): Pred =>
  (e) =>
    ps.every((p) => p(e));

const inGroups =
  (...ids: number[]): Pred =>
  (e) =>
    ids.includes(e.grupoId);
const isolation: Pred = (e) => !isCompound(e);
const pushes: Pred = (e) => e.fuerza === 'empuje';
const pulls: Pred = (e) => e.fuerza === 'tiron';
/** Legs proper (Piernas, Glúteos, Cuádriceps, Isquiotibiales), not calves or hip flexors. */
const LEGS = [6, 7, 12, 13];

/** Each slot: its role and the filters to try in order (the first that finds something wins). */
const SLOTS: Record<Role, Pred[]> = {
  potencia: [isExplosive],
  'pierna-rodilla': [
    and(strength, inGroups(6, 12), isCompound, pushes),
    and(strength, inGroups(...LEGS), isCompound, pushes),
    and(strength, lower, isCompound),
  ],
  empuje: [and(strength, inGroups(1, 5, 16), isCompound, pushes), and(strength, isUpperPush, isCompound)],
  tiron: [and(strength, inGroups(2, 17), isCompound, pulls), and(strength, isUpperPull, isCompound)],
  'pierna-cadera': [
    and(strength, inGroups(7, 13), isCompound, pulls),
    and(strength, inGroups(...LEGS), isCompound, pulls),
    and(strength, inGroups(...LEGS), isCompound),
    and(strength, lower),
  ],
  'empuje-2': [and(strength, isUpperPush, isCompound), and(strength, isUpperPush)],
  'tiron-2': [and(strength, isUpperPull, isCompound), and(strength, isUpperPull)],
  'pierna-extra': [
    and(strength, inGroups(...LEGS), isCompound),
    and(strength, lower, isCompound),
    and(strength, lower),
  ],
  'aislamiento-brazo-tiron': [
    and(strength, inGroups(3), isolation, (e) => !isHold(e)),
    and(strength, inGroups(3, 10), isolation),
  ],
  'aislamiento-brazo-empuje': [and(strength, inGroups(4), isolation)],
  'aislamiento-hombro': [and(strength, inGroups(5, 18), isolation), and(strength, inGroups(5, 11, 18), isolation)],
  'aislamiento-pierna': [and(strength, inGroups(...LEGS, 14), isolation), and(strength, lower, isolation)],
  equilibrio: [isBalance],
  core: [
    and(strength, inGroups(8, 19)),
    and(strength, (e) => regionOf(e) === 'core'),
    (e) => regionOf(e) === 'core' && !isPower(e),
  ],
  cardio: [(e) => regionOf(e) === 'cardio' && !isExplosive(e)],
  relleno: [and(strength, (e) => regionOf(e) !== 'core')],
};

const BASE: Role[] = ['pierna-rodilla', 'empuje', 'tiron', 'pierna-cadera', 'core'];

/** Extra slots per goal id, in priority order. */
const EXTRAS: Record<number, Role[]> = {
  1: ['empuje-2', 'tiron-2', 'aislamiento-pierna', 'aislamiento-hombro'],
  // Cardio before the last extras: with 5 base slots and at most 9 exercises it was never reached.
  2: ['aislamiento-pierna', 'cardio', 'empuje-2', 'tiron-2', 'aislamiento-hombro'],
  3: ['empuje-2', 'tiron-2', 'aislamiento-brazo-tiron', 'aislamiento-brazo-empuje', 'aislamiento-pierna'],
  4: ['cardio', 'empuje-2', 'tiron-2', 'pierna-extra'],
  5: ['potencia', 'empuje-2', 'tiron-2', 'pierna-extra'],
};

/** Exercises per level (index 0 = Principiante): [min, max]. */
const COUNT_BY_LEVEL: readonly (readonly [number, number])[] = [
  [5, 6],
  [6, 7],
  [7, 8],
  [8, 9],
  [8, 9],
];

/** Values a coach writes (8, 10, 12, 15 ...) inside a range, ends included. */
function niceValues(r: Range, steps: readonly number[]): number[] {
  const values = new Set(steps.filter((v) => v >= r.min && v <= r.max));
  values.add(r.min);
  values.add(r.max);
  return [...values].sort((a, b) => a - b);
}
const NICE_REPS = [6, 8, 10, 12, 15, 20] as const;
const NICE_REST = [20, 30, 40, 45, 60, 75, 90, 120] as const;

function pickFrom<T>(rng: Rng, items: readonly T[]): T {
  return items[uniformInt(rng, 0, items.length - 1)]!;
}

/** Weighted draw; weights are positive. */
export function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
  const weights = items.map(weight);
  const total = weights.reduce((a, b) => a + b, 0);
  // 2^20 steps are plenty of resolution for at most a few hundred candidates.
  let ticket = (uniformInt(rng, 0, (1 << 20) - 1) / (1 << 20)) * total;
  for (let i = 0; i < items.length; i++) {
    ticket -= weights[i]!;
    if (ticket < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

interface Choice {
  exercise: GeneratorExercise;
  role: Role;
}

function pushPullOk(chosen: readonly Choice[], candidate: GeneratorExercise): boolean {
  const all = [...chosen.map((c) => c.exercise), candidate];
  const push = all.filter(isUpperPush).length;
  const pull = all.filter(isUpperPull).length;
  return Math.abs(push - pull) <= 1;
}

export function levelWeight(difficulty: number, level: number): number {
  if (difficulty === level) return 4;
  if (difficulty === level - 1) return 3;
  if (difficulty < level) return 1.5;
  return 1; // level + 1
}

interface Context {
  level: number;
  eligible: GeneratorExercise[];
  lastPlan: Set<number>;
  recent: Set<number>;
}

function choose(rng: Rng, ctx: Context, roles: readonly Role[], count: number): Choice[] {
  const chosen: Choice[] = [];
  const used = new Set<number>();
  const groups = new Map<number, number>();
  let above = 0;
  const tryRole = (role: Role): boolean => {
    for (const pred of SLOTS[role]) {
      const candidates = ctx.eligible.filter(
        (e) =>
          !used.has(e.id) &&
          pred(e) &&
          (e.dificultadId <= ctx.level || above < MAX_ABOVE_LEVEL) &&
          pushPullOk(chosen, e),
      );
      if (candidates.length === 0) continue;
      const exercise = weightedPick(rng, candidates, (e) => {
        let w = levelWeight(e.dificultadId, ctx.level);
        if (ctx.lastPlan.has(e.id)) w *= 0.15;
        else if (ctx.recent.has(e.id)) w *= 0.5;
        if (groups.has(e.grupoId)) w *= 0.3;
        return w;
      });
      chosen.push({ exercise, role });
      used.add(exercise.id);
      groups.set(exercise.grupoId, (groups.get(exercise.grupoId) ?? 0) + 1);
      if (exercise.dificultadId > ctx.level) above += 1;
      return true;
    }
    return false;
  };
  for (const role of roles) {
    if (chosen.length >= count) break;
    tryRole(role);
  }
  // Slots the catalogue could not fill: complete with balanced strength work.
  while (chosen.length < count && tryRole('relleno')) {
    /* keep filling */
  }
  return chosen;
}

function seriesFor(p: Prescription, level: number, e: GeneratorExercise): number {
  const main = p.seriesByLevel[level - 1] ?? p.series.max;
  if (p.circuit || isCompound(e) || isPower(e) || main < 4) return main;
  return Math.max(p.series.min, main - 1);
}

function holdRange(p: Prescription, level: number): Range {
  const byLevel: Range[] = [
    { min: 20, max: 30 },
    { min: 30, max: 40 },
    { min: 40, max: 60 },
  ];
  const r = byLevel[Math.min(level, 3) - 1]!;
  return { min: Math.max(r.min, p.sostener.min), max: Math.min(r.max, p.sostener.max) };
}

function repsFor(rng: Rng, p: Prescription, reps: Range, level: number, e: GeneratorExercise): number {
  if (isHold(e)) return pickFrom(rng, niceValues(holdRange(p, level), [20, 30, 40, 45, 60]));
  const values = niceValues(reps, NICE_REPS);
  const half = Math.ceil(values.length / 2);
  // Heavier (fewer repetitions) for compound work, lighter for isolation and core.
  const pool = isCompound(e) ? values.slice(0, half) : values.slice(values.length - half);
  return pickFrom(rng, pool);
}

function restFor(p: Prescription, e: GeneratorExercise): number {
  const values = niceValues(p.descanso, NICE_REST);
  if (p.circuit) return isCompound(e) ? values[Math.min(1, values.length - 1)]! : values[0]!;
  const main = isCompound(e) && regionOf(e) !== 'core' && regionOf(e) !== 'cardio';
  return main ? values[values.length - 1]! : values[0]!;
}

interface Dose {
  series: number;
  repeticiones: number;
  descanso: number;
}

/** Sets, work (repetitions, seconds or metres) and rest of one exercise: dose.ts's table. */
function doseFor(rng: Rng, p: Prescription, reps: Range, level: number, e: GeneratorExercise): Dose {
  const main = p.seriesByLevel[level - 1] ?? p.series.max;
  switch (doseKind(e)) {
    case 'explosivo':
      return {
        series: [3, 3, 4, 4, 5][level - 1] ?? 3,
        repeticiones: pickFrom(rng, [3, 4, 5]),
        descanso: e.tipo === 'Potencia' ? 180 : 120,
      };
    case 'intervalo':
      return { series: [4, 4, 5, 6, 6][level - 1] ?? 4, repeticiones: pickFrom(rng, [20, 30, 40]), descanso: 180 };
    case 'cardio':
      if (p.circuit) return { series: main, repeticiones: pickFrom(rng, [30, 40, 45]), descanso: restFor(p, e) };
      return {
        series: Math.min(Math.max(main, CARDIO_STRAIGHT.series.min), CARDIO_STRAIGHT.series.max),
        repeticiones: pickFrom(rng, [180, 240, 300]),
        descanso: Math.min(Math.max(CARDIO_STRAIGHT.rest, p.descanso.min), p.descanso.max),
      };
    case 'distancia':
      return { series: main, repeticiones: pickFrom(rng, [20, 30, 40]), descanso: restFor(p, e) };
    default:
      return {
        series: seriesFor(p, level, e),
        repeticiones: repsFor(rng, p, reps, level, e),
        descanso: restFor(p, e),
      };
  }
}

/** Free weekday farthest from the user's other routine days (>= 48 h between sessions). */
function suggestDay(rng: Rng, occupied: readonly number[]): number | null {
  const taken = new Set(occupied.filter((d) => d >= 1 && d <= 7));
  const free = [1, 2, 3, 4, 5, 6, 7].filter((d) => !taken.has(d));
  if (free.length === 0) return null;
  if (taken.size === 0) return pickFrom(rng, [1, 2, 3, 4, 5]);
  const distance = (d: number) => Math.min(...[...taken].map((t) => Math.min(Math.abs(d - t), 7 - Math.abs(d - t))));
  const best = Math.max(...free.map(distance));
  return pickFrom(
    rng,
    free.filter((d) => distance(d) === best),
  );
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const s = new Set(a);
  return b.every((id) => s.has(id));
}

function overlap(a: readonly number[], b: readonly number[]): number {
  const s = new Set(a);
  return b.filter((id) => s.has(id)).length / Math.max(a.length, b.length, 1);
}

/** What the catalogue offers this person: `eligible` is what the plan draws from. */
interface Pool {
  allowed: GeneratorExercise[];
  withoutRemoved: GeneratorExercise[];
  eligible: GeneratorExercise[];
  removed: Set<number>;
}

/** Whether the exercise suits this person and this goal at all (safety.ts for the limits). */
function suits(e: GeneratorExercise, level: number, p: Prescription, restricted: boolean): boolean {
  if (isWarmupOnly(e) || e.dificultadId > level + 1) return false;
  if (p.compoundOnly && !isCompound(e) && regionOf(e) !== 'core') return false;
  // Plyometrics only from Intermedio on.
  if (isPower(e) && level < 2) return false;
  return safetyBreaks(e, restricted, p.circuit).length === 0;
}

function poolFor(input: GenerateInput, level: number, p: Prescription, restricted: boolean): Pool {
  const allowed = input.catalogue.filter((e) => suits(e, level, p, restricted));
  const removed = new Set(input.history.removedExerciseIds);
  const withoutRemoved = allowed.filter((e) => !removed.has(e.id));
  // Respect removals unless that leaves too few exercises to build a plan at all.
  const eligible = withoutRemoved.length >= MIN_EXERCISES ? withoutRemoved : allowed;
  return { allowed, withoutRemoved, eligible, removed };
}

/** Up to ATTEMPTS draws: the first that repeats no previous plan, else the least like the last one. */
function drawChoices(
  rng: Rng,
  ctx: Context,
  roles: readonly Role[],
  count: number,
  previousPlans: GenerateInput['history']['previousPlans'],
): Choice[] {
  let best: Choice[] = [];
  let bestOverlap = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const chosen = choose(rng, ctx, roles, count);
    const ids = chosen.map((c) => c.exercise.id);
    const repeats = previousPlans.some((prev) => sameSet(prev, ids));
    const score = (repeats ? 10 : 0) + (previousPlans[0] ? overlap(previousPlans[0], ids) : 0);
    if (chosen.length > best.length || (chosen.length === best.length && score < bestOverlap)) {
      best = chosen;
      bestOverlap = score;
    }
    if (!repeats && chosen.length >= Math.min(count, MIN_EXERCISES)) break;
  }
  return best;
}

/** Sets, repetitions, rest and comment of each chosen exercise, in the plan's order. */
function prescribe(rng: Rng, ordered: readonly Choice[], p: Prescription, reps: Range, level: number) {
  return ordered.map(({ exercise, role }, i): PlannedExercise => {
    const { series, repeticiones, descanso } = doseFor(rng, p, reps, level, exercise);
    const medida = measureOfKind(doseKind(exercise));
    const comentario = exerciseComment({
      role,
      exercise,
      first: i === 0,
      series,
      work: repeticiones,
      medida,
      rest: descanso,
      circuit: p.circuit,
      level,
    });
    return { exerciseId: exercise.id, role, orden: i + 1, series, medida, repeticiones, descanso, comentario };
  });
}

interface Drafted {
  input: GenerateInput;
  level: number;
  p: Prescription;
  reps: Range;
  noImpact: boolean;
  pool: Pool;
  ordered: Choice[];
  ejercicios: PlannedExercise[];
}

/** The routine's observations: what it is built for and why it looks the way it does. */
function planObservations({ input, level, p, reps, noImpact, pool, ordered, ejercicios }: Drafted): string {
  const { profile, history } = input;
  const strengthWork = ejercicios.filter((_, i) => doseKind(ordered[i]!.exercise) === 'fuerza');
  const span = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });
  const usedIds = new Set(ejercicios.map((e) => e.exerciseId));
  const kinds = new Set(ordered.map((c) => doseKind(c.exercise)));
  return observations({
    goalName: profile.goalName,
    level,
    trainedWeeks: profile.trainedWeeks,
    finishedSessions: profile.finishedSessions ?? 0,
    count: ejercicios.length,
    prescription: p,
    reps: strengthWork.length ? span(strengthWork.map((e) => e.repeticiones)) : reps,
    series: span((strengthWork.length ? strengthWork : ejercicios).map((e) => e.series)),
    rest: span((strengthWork.length ? strengthWork : ejercicios).map((e) => e.descanso)),
    avoidsHighImpact: noImpact,
    olderAdult: profile.age >= OLDER_ADULT_AGE,
    balance: ordered.some((c) => c.role === 'equilibrio'),
    kinds,
    excludedRemoved:
      pool.eligible === pool.withoutRemoved && [...pool.removed].some((id) => pool.allowed.some((e) => e.id === id)),
    hasIsolation: ordered.some((c) => orderClass(c.exercise) === 2),
    variedFromPrevious:
      history.previousPlans.length > 0 && !history.previousPlans.some((prev) => sameSet(prev, [...usedIds])),
  });
}

/**
 * Builds a new full-body routine for one person: pure, deterministic for a given input and seed.
 * Throws NotEnoughExercisesError when the catalogue cannot give MIN_EXERCISES suitable ones.
 * The random draws come in a fixed order (count, exercises, repetitions, name, weekday): the
 * same seed gives the same plan.
 */
export function generateRoutine(input: GenerateInput): GeneratedPlan {
  const { profile, history } = input;
  // Mersenne Twister: its seeding spreads nearby seeds (1, 2, 3 ...) into unrelated streams.
  const rng = mersenne(input.seed | 0);
  const level = levelFromEvidence(profile);
  const p = prescriptionFor(profile.goalId, profile.methodId);
  const noImpact = avoidsHighImpact(profile);
  const reps = repRangeFor(p, profile.age);
  const pool = poolFor(input, level, p, noImpact);
  const [countMin, countMax] = COUNT_BY_LEVEL[level - 1]!;
  const balance = profile.age >= BALANCE_AGE;
  // A circuit carries one more station (its conditioning exercise), 65+ one more (balance).
  const extra = (p.circuit ? 1 : 0) + (balance ? 1 : 0);
  const count = Math.min(MAX_EXERCISES, uniformInt(rng, countMin, countMax) + extra);
  const roles: Role[] = [...BASE, ...(EXTRAS[p.goalId] ?? EXTRAS[1]!)];
  if (balance) roles.splice(BASE.indexOf('core'), 0, 'equilibrio');
  const ctx: Context = {
    level,
    eligible: pool.eligible,
    lastPlan: new Set(history.previousPlans[0] ?? []),
    recent: new Set(history.previousPlans.slice(0, 3).flat()),
  };
  const best = drawChoices(rng, ctx, roles, count, history.previousPlans);
  if (best.length < MIN_EXERCISES) throw new NotEnoughExercisesError(best.length);

  const ordered = best
    .map((c, slot) => ({ ...c, slot }))
    .sort((a, b) => orderClass(a.exercise) - orderClass(b.exercise) || a.slot - b.slot);
  const ejercicios = prescribe(rng, ordered, p, reps, level);
  const hasPower = ordered.some((c) => isExplosive(c.exercise));
  const nombre = routineName(p.goalId, level, (n) => uniformInt(rng, 0, n - 1), hasPower);
  return {
    seed: input.seed,
    nombre,
    observaciones: planObservations({ input, level, p, reps, noImpact, pool, ordered, ejercicios }),
    metodoObservaciones: methodText(p),
    level,
    dia: suggestDay(rng, history.occupiedDays),
    avoidsHighImpact: noImpact,
    ejercicios,
  };
}
