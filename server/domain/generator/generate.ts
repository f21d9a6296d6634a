import { isBodyweightSkill } from '../exercise-model/skills';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import type { ExerciseModel } from '../exercise-model';
import { outgrownIds } from '../exercise-model/outgrown';
import {
  isBalance,
  isCompound,
  isHold,
  isPower,
  isUpperPull,
  isUpperPush,
  isWarmupOnly,
  orderClass,
  regionOf,
} from './classify';
import {
  coachBreaks,
  isConditioningKind,
  isCorePattern,
  isExplosiveKind,
  modelFor,
  NO_MODELS,
  regressionsFor,
  sessionClass,
  workKind,
  YOUTH_AGE,
  type WorkKind,
} from './coach';
import { CARDIO_INTERVALS, CARDIO_STRAIGHT, CONTACTS_PER_SESSION, PLYOMETRIC, POWER, workMeasure } from './dose';
import { levelFor } from './level';
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
/** A slot's filter: the exercise and how the exercise model says it is worked. */
type Pred = (e: GeneratorExercise, kind: WorkKind) => boolean;

const strength: Pred = (e) => e.tipo === 'Fuerza';
const lower: Pred = (e) => regionOf(e) === 'lower';
const and =
  (...ps: Pred[]): Pred =>
  (e, k) =>
    ps.every((p) => p(e, k));

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
  // Power and plyometrics as the model says (a box-jump burpee is a jump, not 3 minutes of cardio).
  potencia: [(_e, k) => isExplosiveKind(k)],
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
  cardio: [(_e, k) => isConditioningKind(k)],
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
  kindOf: (e: GeneratorExercise) => WorkKind;
  /** The model's regressions of exercises a sore area keeps out: preferred in the draw. */
  preferred: Set<number>;
}

/** Only the power slot takes explosive work and only the cardio slot conditioning. */
function slotTakes(role: Role, kind: WorkKind): boolean {
  if (role === 'potencia') return isExplosiveKind(kind);
  if (role === 'cardio') return isConditioningKind(kind);
  return !isExplosiveKind(kind) && !isConditioningKind(kind);
}

function choose(rng: Rng, ctx: Context, roles: readonly Role[], count: number): Choice[] {
  const chosen: Choice[] = [];
  const used = new Set<number>();
  const groups = new Map<number, number>();
  let above = 0;
  const tryRole = (role: Role): boolean => {
    for (const pred of SLOTS[role]) {
      const candidates = ctx.eligible.filter((e) => {
        const kind = ctx.kindOf(e);
        return (
          !used.has(e.id) &&
          slotTakes(role, kind) &&
          pred(e, kind) &&
          (e.dificultadId <= ctx.level || above < MAX_ABOVE_LEVEL) &&
          pushPullOk(chosen, e)
        );
      });
      if (candidates.length === 0) continue;
      const exercise = weightedPick(rng, candidates, (e) => {
        let w = levelWeight(e.dificultadId, ctx.level);
        if (ctx.lastPlan.has(e.id)) w *= 0.15;
        else if (ctx.recent.has(e.id)) w *= 0.5;
        if (groups.has(e.grupoId)) w *= 0.3;
        if (ctx.preferred.has(e.id)) w *= 3;
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

/** Sets by level (index 0 = Principiante) of power and plyometric work: 3-5 (NSCA). */
const EXPLOSIVE_SETS = [3, 3, 4, 4, 5] as const;
/** Sets by level of timed conditioning intervals: 4-6. */
const INTERVAL_SETS = [4, 4, 5, 6, 6] as const;

/**
 * Sets, work (repetitions, contacts, seconds or metres) and rest of one exercise: dose.ts's
 * `workDoseRanges` table for its work kind.
 */
function doseFor(
  rng: Rng,
  p: Prescription,
  reps: Range,
  level: number,
  e: GeneratorExercise,
  m: ExerciseModel,
  kind: WorkKind,
): Dose {
  const main = p.seriesByLevel[level - 1] ?? p.series.max;
  switch (kind) {
    case 'potencia':
      return {
        series: EXPLOSIVE_SETS[level - 1] ?? POWER.series.min,
        repeticiones: pickFrom(rng, [3, 4, 5]),
        // Olympic lifts and other highly technical lifts rest the longest.
        descanso: m.tecnica === 3 ? POWER.rest.max : POWER.rest.min,
      };
    case 'pliometria':
      return {
        series: EXPLOSIVE_SETS[level - 1] ?? PLYOMETRIC.series.min,
        // Fewer contacts a set for the less trained: the quality of each landing first.
        repeticiones: pickFrom(rng, level <= 2 ? [3, 4, 5] : [4, 5, 6]),
        descanso: m.tecnica === 3 ? PLYOMETRIC.rest.max : 90,
      };
    case 'intervalo':
      return {
        series: INTERVAL_SETS[level - 1] ?? 4,
        repeticiones: pickFrom(rng, [20, 30, 40]),
        descanso: 180,
      };
    case 'cardio-intervalos':
    case 'cardio-continuo':
      if (p.circuit) return { series: main, repeticiones: pickFrom(rng, [30, 40, 45]), descanso: restFor(p, e) };
      if (kind === 'cardio-intervalos') {
        const work = pickFrom(rng, [20, 30, 40]);
        // At least as much rest as work, twice as much for the shortest bouts.
        const rest = Math.min(Math.max(2 * work, 60), CARDIO_INTERVALS.rest.max);
        return { series: INTERVAL_SETS[level - 1] ?? CARDIO_INTERVALS.series.min, repeticiones: work, descanso: rest };
      }
      return {
        series: Math.min(Math.max(main, CARDIO_STRAIGHT.series.min), CARDIO_STRAIGHT.series.max),
        repeticiones: pickFrom(rng, [180, 240, 300]),
        descanso: Math.min(Math.max(CARDIO_STRAIGHT.rest, p.descanso.min), p.descanso.max),
      };
    case 'distancia':
      return { series: main, repeticiones: pickFrom(rng, [20, 30, 40]), descanso: restFor(p, e) };
    case 'sostener':
    case 'fuerza':
      return {
        series: seriesFor(p, level, e),
        repeticiones: repsFor(rng, p, reps, level, e),
        descanso: restFor(p, e),
      };
  }
}

/**
 * Plyometric contacts over the session's cap for the level (dose.ts `CONTACTS_PER_SESSION`):
 * sets come off the last plyometric exercises, never below 3, until the session fits.
 */
function capContacts(items: PlannedExercise[], kinds: readonly WorkKind[], level: number): void {
  const cap = CONTACTS_PER_SESSION[level - 1] ?? CONTACTS_PER_SESSION[0];
  const total = () =>
    items.reduce((sum, it, i) => sum + (kinds[i] === 'pliometria' ? it.series * it.repeticiones : 0), 0);
  for (let i = items.length - 1; i >= 0 && total() > cap; i--) {
    if (kinds[i] !== 'pliometria') continue;
    while (items[i]!.series > PLYOMETRIC.series.min && total() > cap) items[i]!.series -= 1;
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
  preferred: Set<number>;
}

/** Rests up to this long (s) are short: no technical barbell lift (coach.ts `coachBreaks`). */
const SHORT_REST = 60;
/** Sets from this many repetitions are long: no highly technical lift. */
const HIGH_REPS = 10;

/** The exercise model's view of each catalogue exercise: its model and how it is worked. */
export interface Coached {
  modelOf: (e: GeneratorExercise) => ExerciseModel;
  kindOf: (e: GeneratorExercise) => WorkKind;
}

export function coachedCatalogue(input: Pick<GenerateInput, 'catalogue' | 'models'>): Coached {
  const lookup = input.models ?? NO_MODELS;
  const models = new Map<number, ExerciseModel>();
  const kinds = new Map<number, WorkKind>();
  for (const e of input.catalogue) {
    const m = modelFor(e, lookup);
    models.set(e.id, m);
    kinds.set(e.id, workKind(e, m));
  }
  return {
    modelOf: (e) => models.get(e.id) ?? modelFor(e, lookup),
    kindOf: (e) => kinds.get(e.id) ?? workKind(e, modelFor(e, lookup)),
  };
}

/**
 * Why the exercise may not go into this person's plan for this goal (empty: it may): the
 * catalogue's safety rules (safety.ts), the exercise model's (coach.ts `coachBreaks`:
 * equipment set, sore areas, impact, spine, technique, youth, circuits), warm-up-only work,
 * difficulty, compound-only goals and plyometrics before Intermedio. The rule book reports it.
 */
export function unsuitable(
  e: GeneratorExercise,
  coached: Coached,
  ctx: { level: number; p: Prescription; restricted: boolean; profile: GenerateInput['profile'] },
): string[] {
  const kind = coached.kindOf(e);
  const model = coached.modelOf(e);
  const out: string[] = [];
  if (isWarmupOnly(e)) out.push('warm-up-only work');
  if (e.dificultadId > ctx.level + 1) out.push(`difficulty ${e.dificultadId} > level ${ctx.level} + 1`);
  if (ctx.p.compoundOnly && !isCompound(e) && regionOf(e) !== 'core') out.push('functional plans are compound only');
  // Power and plyometrics from Intermedio on: a beginner learns to land and to lift first.
  if ((isPower(e) || isExplosiveKind(kind)) && ctx.level < 2) out.push('power or plyometrics below Intermedio');
  // A body-weight skill is done for 3 to 6 repetitions (exercise-model/skills.ts); this plan
  // doses strength work in the goal's range, 6 or more.
  if (kind === 'fuerza' && isBodyweightSkill(model, e.dificultadId))
    out.push("a body-weight skill (difficulty 5) dosed in the goal's repetitions");
  out.push(...safetyBreaks(e, ctx.restricted, ctx.p.circuit));
  out.push(
    ...coachBreaks(e, model, kind, {
      restricted: ctx.restricted,
      age: ctx.profile.age,
      circuit: ctx.p.circuit,
      shortRest: ctx.p.descanso.max <= SHORT_REST,
      highReps: ctx.p.repeticiones.min >= HIGH_REPS,
      wizard: ctx.profile,
    }),
  );
  return out;
}

/**
 * The easiest body-weight variants a lifter of years has outgrown among `suitable` (rule P27 of
 * the programmes, exercise-model/outgrown.ts): left out of the draw, and reported by the rule book.
 */
export function outgrownAmong(
  suitable: readonly GeneratorExercise[],
  coached: Coached,
  who: { level: number; restricted: boolean; age: number },
): Set<number> {
  return outgrownIds(
    suitable.map((e) => {
      const m = coached.modelOf(e);
      return { id: e.id, dificultad: e.dificultadId, m, strength: coached.kindOf(e) === 'fuerza' && !isCorePattern(m) };
    }),
    { level: who.level, youth: who.age < YOUTH_AGE, restricted: who.restricted },
  );
}

function poolFor(input: GenerateInput, coached: Coached, level: number, p: Prescription, restricted: boolean): Pool {
  const ctx = { level, p, restricted, profile: input.profile };
  const suitable = input.catalogue.filter((e) => unsuitable(e, coached, ctx).length === 0);
  const easy = outgrownAmong(suitable, coached, { level, restricted, age: input.profile.age });
  const allowed = suitable.filter((e) => !easy.has(e.id));
  const removed = new Set(input.history.removedExerciseIds);
  const withoutRemoved = allowed.filter((e) => !removed.has(e.id));
  // Respect removals unless that leaves too few exercises to build a plan at all.
  const eligible = withoutRemoved.length >= MIN_EXERCISES ? withoutRemoved : allowed;
  const preferred = regressionsFor(input.catalogue.map(coached.modelOf), input.profile.evitarZonas ?? []);
  return { allowed, withoutRemoved, eligible, removed, preferred };
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
function prescribe(
  rng: Rng,
  ordered: readonly Choice[],
  coached: Coached,
  p: Prescription,
  reps: Range,
  level: number,
): PlannedExercise[] {
  const kinds = ordered.map((c) => coached.kindOf(c.exercise));
  const doses = ordered.map(({ exercise }, i) =>
    doseFor(rng, p, reps, level, exercise, coached.modelOf(exercise), kinds[i]!),
  );
  const items = ordered.map(({ exercise, role }, i): PlannedExercise => ({
    exerciseId: exercise.id,
    role,
    orden: i + 1,
    series: doses[i]!.series,
    medida: workMeasure(kinds[i]!),
    repeticiones: doses[i]!.repeticiones,
    descanso: doses[i]!.descanso,
    comentario: '',
  }));
  capContacts(items, kinds, level);
  return items.map((item, i) => ({
    ...item,
    comentario: exerciseComment({
      role: item.role,
      exercise: ordered[i]!.exercise,
      first: i === 0,
      series: item.series,
      work: item.repeticiones,
      medida: item.medida,
      rest: item.descanso,
      circuit: p.circuit,
      level,
      kind: kinds[i]!,
    }),
  }));
}

interface Drafted {
  input: GenerateInput;
  level: number;
  p: Prescription;
  reps: Range;
  noImpact: boolean;
  pool: Pool;
  ordered: Choice[];
  kinds: WorkKind[];
  ejercicios: PlannedExercise[];
}

/** The routine's observations: what it is built for and why it looks the way it does. */
function planObservations({ input, level, p, reps, noImpact, pool, ordered, kinds, ejercicios }: Drafted): string {
  const { profile, history } = input;
  const strengthWork = ejercicios.filter((_, i) => kinds[i] === 'fuerza');
  const span = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });
  const usedIds = new Set(ejercicios.map((e) => e.exerciseId));
  return observations({
    goalName: profile.goalName,
    level,
    experiencia: profile.experiencia,
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
    kinds: new Set(kinds),
    contacts: ejercicios.reduce((sum, e, i) => sum + (kinds[i] === 'pliometria' ? e.series * e.repeticiones : 0), 0),
    excludedRemoved:
      pool.eligible === pool.withoutRemoved && [...pool.removed].some((id) => pool.allowed.some((e) => e.id === id)),
    hasIsolation: ordered.some((c) => orderClass(c.exercise) === 2),
    variedFromPrevious:
      history.previousPlans.length > 0 && !history.previousPlans.some((prev) => sameSet(prev, [...usedIds])),
    equipment: profile.equipamiento ?? [],
    sore: profile.evitarZonas ?? [],
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
  const level = levelFor(profile, profile.experiencia);
  const p = prescriptionFor(profile.goalId, profile.methodId);
  const noImpact = avoidsHighImpact(profile);
  const reps = repRangeFor(p, profile.age);
  const coached = coachedCatalogue(input);
  const pool = poolFor(input, coached, level, p, noImpact);
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
    kindOf: coached.kindOf,
    preferred: pool.preferred,
  };
  const best = drawChoices(rng, ctx, roles, count, history.previousPlans);
  if (best.length < MIN_EXERCISES) throw new NotEnoughExercisesError(best.length);

  const ordered = best
    .map((c, slot) => ({ ...c, slot }))
    .sort(
      (a, b) =>
        sessionClass(a.exercise, coached.kindOf(a.exercise)) - sessionClass(b.exercise, coached.kindOf(b.exercise)) ||
        a.slot - b.slot,
    );
  const kinds = ordered.map((c) => coached.kindOf(c.exercise));
  const ejercicios = prescribe(rng, ordered, coached, p, reps, level);
  const hasPower = kinds.some(isExplosiveKind);
  const nombre = routineName(p.goalId, level, (n) => uniformInt(rng, 0, n - 1), hasPower);
  return {
    seed: input.seed,
    nombre,
    observaciones: planObservations({ input, level, p, reps, noImpact, pool, ordered, kinds, ejercicios }),
    metodoObservaciones: methodText(p),
    level,
    dia: suggestDay(rng, history.occupiedDays),
    avoidsHighImpact: noImpact,
    ejercicios,
  };
}
