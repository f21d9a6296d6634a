import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import { isCompound, isHold, isPower, isUpperPull, isUpperPush, isWarmupOnly, orderClass, regionOf } from './classify';
import { levelForWeeks, MAX_LEVEL } from './level';
import {
  avoidsHighImpact,
  OLDER_ADULT_AGE,
  prescriptionFor,
  repRangeFor,
  type Prescription,
  type Range,
} from './prescription';
import { exerciseComment, observations, routineName } from './texts';
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

type Rng = ReturnType<typeof mersenne>;
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
  potencia: [isPower],
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
  core: [and(strength, inGroups(8, 19)), and(strength, (e) => regionOf(e) === 'core'), (e) => regionOf(e) === 'core'],
  cardio: [(e) => regionOf(e) === 'cardio'],
  relleno: [and(strength, (e) => regionOf(e) !== 'core')],
};

const BASE: Role[] = ['pierna-rodilla', 'empuje', 'tiron', 'pierna-cadera', 'core'];

/** Extra slots per goal id, in priority order. */
const EXTRAS: Record<number, Role[]> = {
  1: ['empuje-2', 'tiron-2', 'aislamiento-pierna', 'aislamiento-hombro'],
  2: ['aislamiento-pierna', 'empuje-2', 'tiron-2', 'aislamiento-hombro', 'cardio'],
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
function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
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

function levelWeight(difficulty: number, level: number): number {
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
  if (regionOf(e) === 'cardio' && !isPower(e)) return values[values.length - 1]!;
  const half = Math.ceil(values.length / 2);
  // Heavier (fewer repetitions) for compound and power work, lighter for isolation and core.
  const pool = isCompound(e) || isPower(e) ? values.slice(0, half) : values.slice(values.length - half);
  return pickFrom(rng, pool);
}

function restFor(p: Prescription, e: GeneratorExercise): number {
  const values = niceValues(p.descanso, NICE_REST);
  if (p.circuit) return isCompound(e) ? values[Math.min(1, values.length - 1)]! : values[0]!;
  const main = isPower(e) || (isCompound(e) && regionOf(e) !== 'core' && regionOf(e) !== 'cardio');
  return main ? values[values.length - 1]! : values[0]!;
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

/**
 * Builds a new full-body routine for one person: pure, deterministic for a given input and seed.
 * Throws NotEnoughExercisesError when the catalogue cannot give MIN_EXERCISES suitable ones.
 */
export function generateRoutine(input: GenerateInput): GeneratedPlan {
  const { profile, history, catalogue } = input;
  // Mersenne Twister: its seeding spreads nearby seeds (1, 2, 3 ...) into unrelated streams.
  const rng = mersenne(input.seed | 0);
  const level = Math.min(levelForWeeks(profile.trainedWeeks), MAX_LEVEL);
  const p = prescriptionFor(profile.goalId, profile.methodId);
  const noImpact = avoidsHighImpact(profile);
  const reps = repRangeFor(p, profile.age);

  const allowed = catalogue.filter(
    (e) =>
      !isWarmupOnly(e) &&
      e.dificultadId <= level + 1 &&
      !(noImpact && e.altoImpacto) &&
      (!p.compoundOnly || isCompound(e) || regionOf(e) === 'core') &&
      // Plyometrics only from Intermedio on.
      !(isPower(e) && level < 2),
  );
  const removed = new Set(history.removedExerciseIds);
  const withoutRemoved = allowed.filter((e) => !removed.has(e.id));
  const [countMin, countMax] = COUNT_BY_LEVEL[level - 1]!;
  // A circuit carries one more station: its conditioning exercise.
  const count = Math.min(MAX_EXERCISES, uniformInt(rng, countMin, countMax) + (p.circuit ? 1 : 0));
  const roles = [...BASE, ...(EXTRAS[p.goalId] ?? EXTRAS[1]!)];

  // Respect removals unless that leaves too few exercises to build a plan at all.
  const eligible = withoutRemoved.length >= MIN_EXERCISES ? withoutRemoved : allowed;
  const ctx: Context = {
    level,
    eligible,
    lastPlan: new Set(history.previousPlans[0] ?? []),
    recent: new Set(history.previousPlans.slice(0, 3).flat()),
  };

  let best: Choice[] = [];
  let bestOverlap = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const chosen = choose(rng, ctx, roles, count);
    const ids = chosen.map((c) => c.exercise.id);
    const repeats = history.previousPlans.some((prev) => sameSet(prev, ids));
    const score = (repeats ? 10 : 0) + (history.previousPlans[0] ? overlap(history.previousPlans[0], ids) : 0);
    if (chosen.length > best.length || (chosen.length === best.length && score < bestOverlap)) {
      best = chosen;
      bestOverlap = score;
    }
    if (!repeats && chosen.length >= Math.min(count, MIN_EXERCISES)) break;
  }
  if (best.length < MIN_EXERCISES) throw new NotEnoughExercisesError(best.length);

  const ordered = best
    .map((c, slot) => ({ ...c, slot }))
    .sort((a, b) => orderClass(a.exercise) - orderClass(b.exercise) || a.slot - b.slot);

  const ejercicios: PlannedExercise[] = ordered.map(({ exercise, role }, i) => {
    const series = seriesFor(p, level, exercise);
    const repeticiones = repsFor(rng, p, reps, level, exercise);
    const descanso = restFor(p, exercise);
    return {
      exerciseId: exercise.id,
      role,
      orden: i + 1,
      series,
      repeticiones,
      descanso,
      comentario: exerciseComment({
        role,
        exercise,
        series,
        reps: repeticiones,
        rest: descanso,
        circuit: p.circuit,
        level,
      }),
    };
  });

  const dynamic = ejercicios.filter((_, i) => !isHold(ordered[i]!.exercise));
  const span = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });
  const usedIds = new Set(ejercicios.map((e) => e.exerciseId));
  return {
    seed: input.seed,
    nombre: routineName(p.goalId, level, (n) => uniformInt(rng, 0, n - 1)),
    observaciones: observations({
      goalName: profile.goalName,
      level,
      trainedWeeks: profile.trainedWeeks,
      count: ejercicios.length,
      prescription: p,
      reps: dynamic.length ? span(dynamic.map((e) => e.repeticiones)) : reps,
      series: span(ejercicios.map((e) => e.series)),
      rest: span(ejercicios.map((e) => e.descanso)),
      avoidsHighImpact: noImpact,
      olderAdult: profile.age >= OLDER_ADULT_AGE,
      excludedRemoved: eligible === withoutRemoved && [...removed].some((id) => allowed.some((e) => e.id === id)),
      hasIsolation: ordered.some((c) => orderClass(c.exercise) === 2),
      hasHolds: ordered.some((c) => isHold(c.exercise)),
      variedFromPrevious:
        history.previousPlans.length > 0 && !history.previousPlans.some((prev) => sameSet(prev, [...usedIds])),
    }),
    level,
    dia: suggestDay(rng, history.occupiedDays),
    avoidsHighImpact: noImpact,
    ejercicios,
  };
}
