/**
 * The programme generator (docs/PRODUCT.md §17, docs/coaching/programmes.md): sessions built
 * from movement patterns, exercises chosen by the exercise model, weekly volume in the goal's
 * band, sessions that fill the length asked. Pure and deterministic for an input and seed.
 */
import type { PlanWeek, SoreArea } from '../../../src/lib/contract-plans';
import type { MovementPattern } from '../exercise-model';
import { equipmentFits } from '../exercise-model';
import type { Role } from '../generator/types';
import {
  candidatesOf,
  CORE,
  HIP,
  KNEE,
  PULL,
  PUSH,
  isBalance,
  isHeavyCompound,
  isStrengthLift,
  loadAreaOf,
  orderClass,
  PULL_RATIO,
  PUSH_RATIO,
  setsCountFor,
  WEEK_PATTERNS,
  type Candidate,
  type Muscle,
} from './catalogue';
import {
  baseDose,
  conditioningOf,
  contactsCap,
  getsStrengthLifts,
  kindOf,
  limitsFor,
  type Dose,
  type Limits,
} from './dosing';
import { harderSteps } from '../exercise-model/outgrown';
import { outgrown, outgrownKept, personOf, whyNot, type Person } from './person';
import { progression } from './progression';
import { schedule, SESSION_KINDS, type SessionKind } from './split';
import {
  bandFor,
  exerciseSeconds,
  MIN_SHARE_OF_LENGTH,
  MAX_SESSIONS,
  MAX_SESSIONS_A_WEEK,
  VOLUME_GROUPS,
  WARM_UP_S,
  workSeconds,
  YOUTH_MAX_SESSIONS,
  type Band,
} from './tables';
import {
  CARRIES_A_WEEK,
  compositionAllows,
  FILL_SLOTS,
  hasLegs,
  promiseOf,
  SLOT_PATTERNS,
  SLOTS_FOR_GROUP,
  TEMPLATES,
  CORE_IN_FULL_BODY_MIN,
  type SlotKey,
  type SlotSpec,
} from './templates';
import { exerciseComment, planName, planObservations, ZONE_NAMES, type SessionCount } from './texts';
import type { Programme, ProgrammeExercise, ProgrammeInput, ProgrammeSession } from './types';

export { planLevel } from './person';

/** The catalogue cannot give a single exercise for a session with these choices. */
export class NoExercisesForPlanError extends Error {
  constructor() {
    super('No exercise of the catalogue fits these choices (equipment, sore areas, exercises to avoid)');
  }
}

/** Sessions are filled (at their shortest rests) to this share of the length; longer rests use the rest. */
const FILL_TARGET = 0.92;

/**
 * The sessions a week (rule P2): the sessions asked for, or else one per day chosen; fewer only
 * when the level or age makes fewer wiser (tables.ts MAX_SESSIONS, YOUTH_MAX_SESSIONS) or above
 * six (a day off a week).
 */
export function sessionCount(
  choices: ProgrammeInput['choices'],
  person: Pick<Person, 'level' | 'youth'>,
): SessionCount {
  const days = new Set(choices.dias).size;
  const asked = choices.sesiones_semana;
  const wanted = Math.min(asked ?? days, days);
  const caps: [number, SessionCount['reason']][] = [
    [MAX_SESSIONS_A_WEEK, 'semana'],
    [MAX_SESSIONS[person.level - 1] ?? MAX_SESSIONS_A_WEEK, 'nivel'],
  ];
  if (person.youth) caps.push([YOUTH_MAX_SESSIONS, 'edad']);
  let n = wanted;
  let reason: SessionCount['reason'] = null;
  for (const [cap, why] of caps)
    if (cap < n) {
      n = cap;
      reason = why;
    }
  return { n: Math.max(2, n), days, asked: asked ?? null, reason };
}

interface Item {
  c: Candidate;
  slot: SlotKey;
  must: boolean;
  priority: number;
  principal: boolean;
  dose: Dose;
  limits: Limits;
}
interface Draft {
  kind: SessionKind;
  dia: number;
  specs: SlotSpec[];
  items: Item[];
}

interface Ctx {
  person: Person;
  rng: () => number;
  pool: readonly Candidate[];
  budget: number;
  band: Band;
  used: Map<number, number>;
  removed: ReadonlySet<number>;
  preferred: ReadonlySet<number>;
  /** Body-weight work the person has outgrown but keeps for variety (person.ts `outgrownKept`): the least weight. */
  outgrownKept: ReadonlySet<number>;
  cache: Map<string, readonly Candidate[]>;
  sets: Map<Muscle, number>;
  push: number;
  pull: number;
  /** The week's sessions as they fill (for what a week may hold: CARRIES_A_WEEK). */
  week: readonly Draft[];
}

/** mulberry32: a small deterministic generator of [0, 1). */
function rngOf(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A weighted draw among the good options only (weight at least a quarter of the best, half for a
 * main lift): variety between programmes without the long tail a coach would never pick.
 */
function weightedPick<T>(rng: () => number, all: readonly T[], weight: (x: T) => number, share = 4): T {
  const weighed = all.map((x) => ({ x, w: weight(x) }));
  const best = Math.max(...weighed.map((o) => o.w));
  const kept = weighed.filter((o) => o.w >= best / share);
  const items = kept.map((o) => o.x);
  const weights = kept.map((o) => o.w);
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

const isPushRatio = (c: Candidate) => PUSH_RATIO.includes(c.m.patron);
const isPullRatio = (c: Candidate) => PULL_RATIO.includes(c.m.patron);
const FUNDAMENTAL_SLOTS: ReadonlySet<SlotKey> = new Set([
  'sentadilla',
  'zancada',
  'rodilla',
  'bisagra',
  'puente',
  'empuje-h',
  'empuje-v',
  'empuje-3',
  'tiron-h',
  'tiron-v',
  'tiron-3',
  'equilibrio',
]);

/** The session's slots with the goal's and the person's additions (power, conditioning, balance). */
function slotsFor(kind: SessionKind, person: Person, minutes: number): SlotSpec[] {
  const slots = TEMPLATES[kind].map((s) => ({ ...s }));
  // A full-body session of 45 minutes or more has core work (rule P4): placed with its promise.
  if (kind.startsWith('fb') && minutes >= CORE_IN_FULL_BODY_MIN)
    for (const s of slots) if (s.key === 'core') Object.assign(s, { early: true, must: true });
  const mustEnd = slots.filter((s) => s.must).length;
  if (person.goalId === 5 && hasLegs(kind)) slots.unshift({ key: 'explosivo', early: true });
  if (person.goalId === 5) slots.splice(mustEnd + 1, 0, { key: 'acarreo' });
  if (person.goalId === 4) slots.splice(mustEnd + 1, 0, { key: 'cardio', early: true });
  if (person.older && hasLegs(kind)) slots.splice(mustEnd, 0, { key: 'equilibrio', must: true });
  return slots;
}

function candidatesFor(ctx: Ctx, patterns: readonly MovementPattern[]): readonly Candidate[] {
  const key = patterns.join('|');
  let found = ctx.cache.get(key);
  if (!found) ctx.cache.set(key, (found = ctx.pool.filter((c) => patterns.includes(c.m.patron))));
  return found;
}

function seconds(d: Draft): number {
  return WARM_UP_S + d.items.reduce((s, i) => s + exerciseSeconds(i.dose), 0);
}
const perSet = (dose: Dose) => workSeconds(dose.medida, dose.repeticiones_max) + dose.descanso;
const contacts = (d: Draft) =>
  d.items.filter((i) => kindOf(i.c) === 'contactos').reduce((s, i) => s + i.dose.series * i.dose.repeticiones_max, 0);
const cardioSeconds = (d: Draft) =>
  d.items.filter((i) => i.c.m.patron === 'cardio').reduce((s, i) => s + exerciseSeconds(i.dose), 0);

/** Weekly ceiling of any muscle's sets (rule P8): the band's top. */
const capOf = (ctx: Ctx) => ctx.band.max;

/** Whether `k` more sets of this exercise keep every muscle under its ceiling (and pulling ahead of pushing). */
function setsAllowed(ctx: Ctx, c: Candidate, k: number, ratio: boolean): boolean {
  for (const [muscle, w] of setsCountFor(c)) if ((ctx.sets.get(muscle) ?? 0) + k * w > capOf(ctx) + 1e-9) return false;
  if (ratio && isPushRatio(c) && ctx.push + k > ctx.pull) return false;
  return true;
}

function account(ctx: Ctx, c: Candidate, k: number) {
  for (const [muscle, w] of setsCountFor(c)) ctx.sets.set(muscle, (ctx.sets.get(muscle) ?? 0) + k * w);
  if (isPushRatio(c)) ctx.push += k;
  if (isPullRatio(c)) ctx.pull += k;
}

function fitsSession(
  ctx: Ctx,
  d: Draft,
  c: Candidate,
  slot: SlotKey,
  cs: readonly Candidate[] = d.items.map((i) => i.c),
): boolean {
  if (d.items.some((i) => i.c.e.id === c.e.id)) return false;
  if (
    c.m.patron === 'acarreo' &&
    ctx.week.flatMap((x) => x.items).filter((i) => i.c.m.patron === 'acarreo').length >= CARRIES_A_WEEK
  )
    return false;
  const area = loadAreaOf(c);
  if (area !== null && !SESSION_KINDS[d.kind].areas.includes(area)) return false;
  if (slot === 'equilibrio' && !isBalance(c)) return false;
  if (ctx.person.p.compoundOnly && c.m.mecanica !== 'compuesto' && !CORE.includes(c.m.patron)) return false;
  const kind = kindOf(c);
  if (kind === 'contactos' && contacts(d) + 3 * c.m.tecnica > contactsCap(ctx.person)) return false;
  // Conditioning only in its own slot; a pattern slot takes strength work.
  if (slot !== 'cardio' && c.m.patron === 'cardio') return false;
  return compositionAllows(cs, c, conditioningOf(ctx.person.goalId).blocks);
}

const STRENGTH_IMPLEMENT: Readonly<Record<string, number>> = {
  barra: 20,
  maquina: 12,
  polea: 6,
  lastre: 6,
  mancuernas: 3,
  kettlebell: 3,
};

/** Implements whose load rises in small steps (what a coach gives to grow and get strong). */
const LOADABLE = new Set(['barra', 'mancuernas', 'kettlebell', 'maquina', 'polea', 'lastre']);

function weightOf(ctx: Ctx, d: Draft, c: Candidate, spec: SlotSpec, loadableThere: boolean): number {
  const { person } = ctx;
  const diff = c.e.dificultadId - person.level;
  const cautious = person.older || person.youth || person.restricted || person.level <= 1;
  let w = diff === 0 ? 1 : diff === -1 ? 0.8 : diff < -1 ? 0.6 : cautious ? 0.1 : 0.3;
  if (ctx.used.has(c.e.id)) w *= spec.main ? 0.6 : 0.3;
  if (ctx.removed.has(c.e.id)) w *= 0.03;
  // Rule P27: an easy step kept only so its group has two exercises is never a main lift when
  // anything else fits, and rarely an accessory.
  if (ctx.outgrownKept.has(c.e.id)) w *= spec.main ? 0.05 : 0.3;
  for (const area of person.sore) if (c.m.zonas[area] === 1) w *= 0.6;
  // Joint-friendly choices from 60 or BMI 30 (ACSM's Guidelines for older adults): what loads
  // the shoulder, wrist or lower back heavily comes later even when it does not hurt (the knee
  // is what every squat loads: it counts only when sore).
  if (person.restricted)
    for (const area of ['hombro', 'muneca', 'zona_lumbar'] as const) if (c.m.zonas[area] === 2) w *= 0.5;
  // The model's regression for a sore area: what a coach gives instead (a little less decisive
  // for a strength lift, where the most loadable option matters more).
  if (ctx.preferred.has(c.e.id)) w *= spec.main && getsStrengthLifts(person) ? 1.5 : 3;
  if (FUNDAMENTAL_SLOTS.has(spec.key)) {
    if (c.m.mecanica === 'compuesto') w *= 2;
    if (kindOf(c) !== 'fuerza') w *= 0.1;
  }
  // With loadable implements at hand, the lifts use them (more so for size and strength; a
  // beginner's general programme may keep body-weight work).
  if (loadableThere && kindOf(c) === 'fuerza' && !CORE.includes(c.m.patron)) {
    const pull = person.goalId === 3 || person.goalId === 5 ? 5 : person.level >= 2 ? 3 : 1.5;
    if (LOADABLE.has(c.m.progresion)) w *= FUNDAMENTAL_SLOTS.has(spec.key) ? pull : Math.sqrt(pull);
    else if (c.m.progresion === 'banda') w *= 0.3;
  }
  // Strength lifts: the implement that loads heaviest (a barbell, then machines, then dumbbells).
  if (spec.main && getsStrengthLifts(person) && isStrengthLift(c)) w *= STRENGTH_IMPLEMENT[c.m.progresion] ?? 3;
  if (spec.main && SLOT_PATTERNS[spec.key][0]!.includes(c.m.patron)) w *= 2;
  if (cautious && c.m.tecnica === 1) w *= 2;
  if (person.older && (spec.key === 'sentadilla' || spec.key === 'zancada' || spec.key === 'rodilla') && isBalance(c))
    w *= 4;
  if (person.circuit) {
    if (c.m.tecnica === 1) w *= 1.5;
    if (c.m.equipo.some((x) => x === 'maquina' || x === 'polea')) w *= 0.7;
  }
  if (person.youth && c.m.carga_columna === 0) w *= 1.5;
  // Conditioning: a steady block first (what fills a session honestly), then intervals.
  if (spec.key === 'cardio' && kindOf(c) === 'cardio' && !d.items.some((i) => kindOf(i.c) === 'cardio')) w *= 3;
  if (d.items.some((i) => i.c.e.grupoId === c.e.grupoId)) w *= 0.6;
  return Math.max(w, 1e-6);
}

/** A main lift for size or strength may come from either variant of its group (a lunge for a squat, a pull-up for a row). */
const MAIN_GROUP: Partial<Record<SlotKey, readonly MovementPattern[]>> = {
  sentadilla: KNEE,
  zancada: KNEE,
  rodilla: KNEE,
  bisagra: HIP,
  puente: HIP,
  'empuje-h': PUSH,
  'empuje-v': PUSH,
  'tiron-h': PULL,
  'tiron-v': PULL,
};

/**
 * The slot's pattern lists in the order to try: a main lift of a size or strength programme
 * looks at its whole group first; a list whose patterns the session already has goes last (a
 * second pull is the other plane).
 */
function patternLists(ctx: Ctx, d: Draft, spec: SlotSpec): readonly (readonly MovementPattern[])[] {
  const lists = [...SLOT_PATTERNS[spec.key]];
  const group = MAIN_GROUP[spec.key];
  if (spec.main && group && (ctx.person.goalId === 3 || getsStrengthLifts(ctx.person))) {
    const loadable = candidatesFor(ctx, group).some(
      (c) => LOADABLE.has(c.m.progresion) && kindOf(c) === 'fuerza' && fitsSession(ctx, d, c, spec.key),
    );
    if (loadable) lists.unshift(group);
  }
  const present = (list: readonly MovementPattern[]) => list.every((p) => d.items.some((i) => i.c.m.patron === p));
  return [...lists.filter((l) => !present(l)), ...lists.filter(present)];
}

function pick(ctx: Ctx, d: Draft, spec: SlotSpec, feasible?: (c: Candidate) => boolean): Candidate | null {
  const cs = d.items.map((i) => i.c);
  for (const patterns of patternLists(ctx, d, spec)) {
    const found = candidatesFor(ctx, patterns).filter((c) => fitsSession(ctx, d, c, spec.key, cs));
    if (found.length === 0) continue;
    const loadableThere = found.some((c) => LOADABLE.has(c.m.progresion) && kindOf(c) === 'fuerza');
    // Drawn first, checked after: most draws fit, and checking every option costs more.
    while (found.length > 0) {
      const c = weightedPick(ctx.rng, found, (x) => weightOf(ctx, d, x, spec, loadableThere), spec.main ? 2 : 4);
      if (!feasible || feasible(c)) return c;
      found.splice(found.indexOf(c), 1);
    }
  }
  return null;
}

/** The most sets (up to the base dose) of this exercise the session's length and the weekly ceilings allow, or 0. */
function feasibleSets(ctx: Ctx, d: Draft, c: Candidate, principal: boolean): { dose: Dose; limits: Limits } | null {
  const limits = limitsFor(c, ctx.person, principal);
  const dose = baseDose(c, ctx.person, principal);
  const room = ctx.budget - seconds(d) - exerciseSeconds({ ...dose, series: 0 });
  let series = dose.series;
  while (series >= limits.series.min && (series * perSet(dose) > room || !setsAllowed(ctx, c, series, true))) series--;
  if (series < limits.series.min) return null;
  if (kindOf(c) === 'contactos' && contacts(d) + series * dose.repeticiones_max > contactsCap(ctx.person)) return null;
  if (
    c.m.patron === 'cardio' &&
    cardioSeconds(d) + exerciseSeconds({ ...dose, series }) > conditioningOf(ctx.person.goalId).share * ctx.budget
  )
    return null;
  dose.series = series;
  return { dose, limits };
}

/**
 * Places an exercise for the slot, with its base sets; `strict`: only one that fits the
 * session's length and the weekly ceilings, with as many sets as they allow.
 */
function place(ctx: Ctx, d: Draft, spec: SlotSpec, priority: number, strict: boolean): Item | null {
  const mainOf = (c: Candidate) => spec.main === true && canLead(ctx, c);
  const c = pick(ctx, d, spec, strict ? (x) => feasibleSets(ctx, d, x, mainOf(x)) !== null : undefined);
  if (!c) return null;
  const principal = mainOf(c);
  const { dose, limits } = strict
    ? feasibleSets(ctx, d, c, principal)!
    : { dose: baseDose(c, ctx.person, principal), limits: limitsFor(c, ctx.person, principal) };
  const item: Item = { c, slot: spec.key, must: spec.must === true, priority, principal, dose, limits };
  d.items.push(item);
  account(ctx, c, dose.series);
  ctx.used.set(c.e.id, (ctx.used.get(c.e.id) ?? 0) + 1);
  return item;
}

function remove(ctx: Ctx, d: Draft, item: Item) {
  d.items.splice(d.items.indexOf(item), 1);
  account(ctx, item.c, -item.dose.series);
}

function grow(ctx: Ctx, item: Item, k: number) {
  item.dose.series += k;
  account(ctx, item.c, k);
}

/** Whether one more set fits the exercise's limits, the session's length and the weekly ceilings. */
function canGrow(ctx: Ctx, d: Draft, item: Item, ratio = true): boolean {
  if (item.dose.series + 1 > item.limits.series.max) return false;
  if (seconds(d) + perSet(item.dose) > ctx.budget) return false;
  if (kindOf(item.c) === 'contactos' && contacts(d) + item.dose.repeticiones_max > contactsCap(ctx.person))
    return false;
  if (item.c.m.patron === 'cardio') {
    if (cardioSeconds(d) + perSet(item.dose) > conditioningOf(ctx.person.goalId).share * ctx.budget) return false;
  }
  return setsAllowed(ctx, item.c, 1, ratio);
}

/** Over the length: fewer sets on accessories, then on main lifts, then fewer accessories, then fewer slots. */
function shrink(ctx: Ctx, d: Draft) {
  while (seconds(d) > ctx.budget) {
    const reducible = (principal: boolean) =>
      d.items
        .filter((i) => i.principal === principal && i.dose.series > i.limits.series.min)
        .sort((a, b) => b.dose.series - a.dose.series || b.priority - a.priority)[0];
    const item = reducible(false) ?? reducible(true);
    if (item) {
      grow(ctx, item, -1);
      continue;
    }
    const drop =
      d.items.filter((i) => !i.must).sort((a, b) => b.priority - a.priority)[0] ??
      (d.items.length > 1 ? [...d.items].sort((a, b) => b.priority - a.priority)[0] : undefined);
    if (!drop) return;
    remove(ctx, d, drop);
  }
}

/**
 * One step down for a set of exercises (a ceiling or the push:pull ratio is broken): a set off
 * an accessory, then off a main lift, down to their minimum; then an optional exercise out;
 * then a must exercise whose promise another keeps; at last a set below the minimum.
 */
function stepDown(ctx: Ctx, items: readonly { d: Draft; i: Item }[], weightOf: (i: Item) => number): boolean {
  const reducible = items
    .filter(({ i }) => i.dose.series > i.limits.series.min)
    .sort(
      (a, b) =>
        Number(a.i.principal) - Number(b.i.principal) ||
        weightOf(b.i) - weightOf(a.i) ||
        b.i.dose.series - a.i.dose.series,
    )[0];
  if (reducible) {
    grow(ctx, reducible.i, -1);
    return true;
  }
  // Sessions with exercises to spare first; one left at its least gets an extra later (ensureMinimum).
  const spare = ({ d }: { d: Draft }) => (d.items.length > promiseOf(d.kind).min ? 0 : 1);
  const ordered = [...items].sort((a, b) => spare(a) - spare(b));
  const drop =
    ordered.filter(({ i }) => !i.must).sort((a, b) => spare(a) - spare(b) || b.i.priority - a.i.priority)[0] ??
    ordered.find(({ d, i }) => !i.principal && redundant(d, i)) ??
    ordered.find(({ d, i }) => redundant(d, i) && d.items.filter((x) => x.principal).length > 1);
  if (drop) {
    remove(ctx, drop.d, drop.i);
    return true;
  }
  // A second main lift becomes an accessory (whose sets may go lower) before anything goes below its minimum.
  const second = items.find(({ d, i }) => i.principal && d.items.filter((x) => x.principal).length > 1);
  if (second) {
    demote(ctx, second.i);
    return true;
  }
  const last = items.filter(({ i }) => i.dose.series > 1).sort((a, b) => b.i.dose.series - a.i.dose.series)[0];
  if (!last) return false;
  grow(ctx, last.i, -1);
  return true;
}

/** Above a weekly ceiling: fewer sets on what feeds the muscle, then fewer accessories. */
function trimCeilings(ctx: Ctx, drafts: Draft[]) {
  for (;;) {
    const over = [...ctx.sets].find(([, v]) => v > capOf(ctx) + 1e-9)?.[0];
    if (!over) return;
    const feeding = drafts
      .flatMap((d) => d.items.map((i) => ({ d, i })))
      .filter(({ i }) => setsCountFor(i.c).has(over));
    if (!stepDown(ctx, feeding, (i) => setsCountFor(i.c).get(over) ?? 0)) return;
  }
}

/** A must exercise whose promise another exercise of the session keeps (and not the only balance work). */
function redundant(d: Draft, item: Item): boolean {
  const groups = promiseOf(d.kind).groups.filter((g) => g.patterns.includes(item.c.m.patron));
  if (
    isBalance(item.c) &&
    d.items.filter((i) => isBalance(i.c)).length === 1 &&
    d.specs.some((s) => s.key === 'equilibrio')
  )
    return false;
  // A must outside the label's promise (a full-body session's core): only when another does its job.
  if (groups.length === 0)
    return CORE.includes(item.c.m.patron) && d.items.some((i) => i !== item && CORE.includes(i.c.m.patron));
  return groups.every((g) => d.items.some((i) => i !== item && g.patterns.includes(i.c.m.patron)));
}

/** Pulling sets at least as many as pushing sets (rule P7). */
function balancePushPull(ctx: Ctx, drafts: Draft[]) {
  let guard = 200;
  while (ctx.push > ctx.pull && guard-- > 0) {
    const pulls = drafts.flatMap((d) => d.items.filter((i) => isPullRatio(i.c)).map((i) => ({ d, i })));
    const growable = pulls
      .filter(({ d, i }) => canGrow(ctx, d, i, false))
      .sort((a, b) => a.i.dose.series - b.i.dose.series)[0];
    if (growable) {
      grow(ctx, growable.i, 1);
      continue;
    }
    let added = false;
    for (const d of drafts) {
      if (!SESSION_KINDS[d.kind].areas.includes('tiron')) continue;
      for (const key of ['tiron-h', 'tiron-v', 'hombro-post'] as const) {
        const item = place(ctx, d, { key }, 50, true);
        if (item && isPullRatio(item.c)) {
          added = true;
          break;
        }
        if (item) remove(ctx, d, item);
      }
      if (added) break;
    }
    if (added) continue;
    const pushes = drafts.flatMap((d) => d.items.filter((i) => isPushRatio(i.c)).map((i) => ({ d, i })));
    if (!stepDown(ctx, pushes, (i) => i.dose.series)) return;
  }
}

/** The patterns of the week a person could do (some exercise of the pool) but the week lacks. */
function missingPatterns(ctx: Ctx, drafts: Draft[]) {
  return WEEK_PATTERNS.filter(
    (wp) =>
      !drafts.some((d) => d.items.some((i) => wp.patterns.includes(i.c.m.patron))) &&
      drafts.some((d) => candidatesFor(ctx, wp.patterns).some((c) => fitsSession(ctx, d, c, 'core'))),
  );
}

/** Every fundamental pattern the person can do is in the week (rule P5): added where it fits, room made if needed. */
function coverWeek(ctx: Ctx, drafts: Draft[]) {
  for (const wp of missingPatterns(ctx, drafts)) {
    const spec: SlotSpec = { key: wp.key === 'core' ? 'core' : slotOfPattern(wp.patterns[0]!) };
    const hosts = drafts
      .filter((d) => candidatesFor(ctx, wp.patterns).some((c) => fitsSession(ctx, d, c, spec.key)))
      .sort((a, b) => seconds(a) - seconds(b));
    let done = false;
    for (const d of hosts) if (!done && placeCovering(ctx, d, spec, wp.patterns)) done = true;
    if (done) continue;
    // No room: sets off, then optional exercises out (never the week's only one of a pattern),
    // until it fits; the session is put back as it was if it never does.
    for (const d of hosts) {
      const saved = d.items.map((i) => ({ i, series: i.dose.series }));
      const trimmed = d.items
        .filter((i) => i.dose.series > i.limits.series.min)
        .sort((a, b) => Number(a.principal) - Number(b.principal) || b.dose.series - a.dose.series);
      for (const i of trimmed) {
        grow(ctx, i, -1);
        if (placeCovering(ctx, d, spec, wp.patterns)) {
          done = true;
          break;
        }
      }
      if (!done) {
        const optional = d.items
          .filter((i) => !i.must && !onlyCover(drafts, i))
          .sort((a, b) => b.priority - a.priority);
        for (const i of optional) {
          remove(ctx, d, i);
          if (placeCovering(ctx, d, spec, wp.patterns)) {
            done = true;
            break;
          }
        }
      }
      if (done) break;
      for (const i of [...d.items]) remove(ctx, d, i);
      for (const { i, series } of saved) {
        i.dose.series = series;
        d.items.push(i);
        account(ctx, i.c, series);
      }
    }
    if (done) continue;
    // Still no room: the other variant of the same group, where the week has it twice, gives way.
    const group = [KNEE, HIP, PUSH, PULL].find((g) => wp.patterns.every((p) => g.includes(p)));
    if (!group) {
      if (wp.key === 'core' && !coreBySecondLift(ctx, hosts, spec, wp.patterns))
        coreByBalanceHinge(ctx, drafts, hosts, spec, wp.patterns);
      continue;
    }
    const twice = (p: MovementPattern) =>
      drafts.reduce((n, d) => n + d.items.filter((i) => i.c.m.patron === p).length, 0) >= 2;
    for (const d of hosts) {
      const swap = d.items
        .filter((i) => group.includes(i.c.m.patron) && !wp.patterns.includes(i.c.m.patron) && twice(i.c.m.patron))
        .sort((a, b) => Number(a.principal) - Number(b.principal))[0];
      if (!swap) continue;
      remove(ctx, d, swap);
      if (placeCovering(ctx, d, { key: spec.key, must: swap.must }, wp.patterns)) {
        const placed = d.items[d.items.length - 1]!;
        placed.priority = swap.priority;
        if (swap.principal && canLead(ctx, placed.c)) makePrincipal(ctx, placed);
        break;
      }
      d.items.push(swap);
      account(ctx, swap.c, swap.dose.series);
    }
  }
}

/**
 * The week's core where no session has room for it (a short session whose every exercise keeps a
 * promise, such as an older person's balance work): a session's second main lift becomes an
 * accessory at its least sets, its rests the shortest, and the core takes the time; the session
 * is put back as it was if it still does not fit.
 */
function coreBySecondLift(
  ctx: Ctx,
  hosts: readonly Draft[],
  spec: SlotSpec,
  patterns: readonly MovementPattern[],
): boolean {
  for (const d of hosts) {
    const second = d.items.filter((i) => i.principal).sort((a, b) => a.priority - b.priority)[1];
    if (!second) continue;
    const before = { ...second.dose };
    const limits = second.limits;
    const rests = d.items.map((i) => i.dose.descanso);
    demote(ctx, second);
    grow(ctx, second, Math.min(0, second.limits.series.min - second.dose.series));
    // The shortest rests, as the week ends with anyway (build), before they are spread again.
    for (const i of d.items) i.dose.descanso = i.limits.rest.min;
    if (placeCovering(ctx, d, spec, patterns)) return true;
    d.items.forEach((i, n) => (i.dose.descanso = rests[n]!));
    second.principal = true;
    second.limits = limits;
    grow(ctx, second, before.series - second.dose.series);
    Object.assign(second.dose, before);
  }
  return false;
}

/**
 * The week's core where that is not enough: in a session whose balance work (a lunge or a step-up)
 * stands beside a two-legged hinge, a single-leg hinge does both jobs and the core takes the
 * time freed, as long as the lunge's pattern stays in the week. Put back as it was otherwise.
 */
function coreByBalanceHinge(
  ctx: Ctx,
  drafts: readonly Draft[],
  hosts: readonly Draft[],
  spec: SlotSpec,
  patterns: readonly MovementPattern[],
): void {
  for (const d of hosts) {
    const balance = d.items.filter((i) => isBalance(i.c));
    const hinge = d.items.find((i) => !i.principal && i.c.m.patron === 'bisagra' && !isBalance(i.c));
    const lunge = balance[0];
    if (balance.length !== 1 || !lunge || lunge.principal || !hinge) continue;
    if (!drafts.some((x) => x.items.some((i) => i !== lunge && i.c.m.patron === lunge.c.m.patron))) continue;
    remove(ctx, d, lunge);
    remove(ctx, d, hinge);
    const both = pick(
      ctx,
      d,
      { key: 'equilibrio', must: true },
      (x) => x.m.patron === 'bisagra' && isBalance(x) && feasibleSets(ctx, d, x, false) !== null,
    );
    if (both) {
      const { dose, limits } = feasibleSets(ctx, d, both, false)!;
      const item: Item = {
        c: both,
        slot: 'equilibrio',
        must: true,
        priority: hinge.priority,
        principal: false,
        dose,
        limits,
      };
      d.items.push(item);
      account(ctx, both, dose.series);
      ctx.used.set(both.e.id, (ctx.used.get(both.e.id) ?? 0) + 1);
      if (placeCovering(ctx, d, spec, patterns)) return;
      remove(ctx, d, item);
    }
    for (const i of [lunge, hinge]) {
      d.items.push(i);
      account(ctx, i.c, i.dose.series);
    }
  }
}

/** Whether the exercise is the week's only one of a pattern the week must cover. */
function onlyCover(drafts: readonly Draft[], item: Item): boolean {
  return WEEK_PATTERNS.some(
    (wp) =>
      wp.patterns.includes(item.c.m.patron) &&
      drafts.every((d) => d.items.every((i) => i === item || !wp.patterns.includes(i.c.m.patron))),
  );
}

function placeCovering(ctx: Ctx, d: Draft, spec: SlotSpec, patterns: readonly MovementPattern[]): boolean {
  const item = place(ctx, d, spec, 40, true);
  if (!item) return false;
  if (patterns.includes(item.c.m.patron)) return true;
  remove(ctx, d, item);
  return false;
}

function slotOfPattern(p: MovementPattern): SlotKey {
  switch (p) {
    case 'sentadilla':
      return 'sentadilla';
    case 'zancada':
      return 'zancada';
    case 'bisagra':
      return 'bisagra';
    case 'empuje-horizontal':
      return 'empuje-h';
    case 'empuje-vertical':
      return 'empuje-v';
    case 'tiron-horizontal':
      return 'tiron-h';
    case 'tiron-vertical':
      return 'tiron-v';
    default:
      return 'core';
  }
}

/** Each volume group up to the band's floor: more sets on what trains it, then more exercises (rule P8). */
function fillBand(ctx: Ctx, drafts: Draft[]) {
  const order = ['espalda', 'cadera', 'rodilla', 'pecho', 'hombro'] as const;
  for (const g of order) {
    let guard = 100;
    while ((ctx.sets.get(g) ?? 0) < ctx.band.min && guard-- > 0) {
      const direct = drafts
        .flatMap((d) => d.items.filter((i) => setsCountFor(i.c).get(g) === 1).map((i) => ({ d, i })))
        .filter(({ d, i }) => canGrow(ctx, d, i))
        .sort((a, b) => a.i.dose.series - b.i.dose.series || seconds(a.d) - seconds(b.d))[0];
      if (direct) {
        grow(ctx, direct.i, 1);
        continue;
      }
      let added = false;
      const hosts = [...drafts].sort((a, b) => seconds(a) - seconds(b));
      for (const key of SLOTS_FOR_GROUP[g]!) {
        for (const d of hosts) {
          const item = place(ctx, d, { key }, 30, true);
          if (item && setsCountFor(item.c).get(g) === 1) {
            added = true;
            break;
          }
          if (item) remove(ctx, d, item);
        }
        if (added) break;
      }
      if (added) continue;
      // Pushing held back by the pulling: one more pulling set first.
      if (g === 'pecho' || g === 'hombro') {
        const pull = drafts
          .flatMap((d) => d.items.filter((i) => isPullRatio(i.c)).map((i) => ({ d, i })))
          .filter(({ d, i }) => canGrow(ctx, d, i))[0];
        if (pull) {
          grow(ctx, pull.i, 1);
          continue;
        }
      }
      break;
    }
  }
}

/** The rest of the length: more sets up to the level's, the template's other slots, more sets, then the goal's fillers. */
function fillTime(ctx: Ctx, drafts: Draft[]) {
  const target = FILL_TARGET * ctx.budget;
  const levelSets = (i: Item) =>
    Math.min(i.limits.series.max, Math.max(i.limits.series.min, ctx.person.p.seriesByLevel[ctx.person.level - 1] ?? 3));
  const growAll = (upTo: (i: Item) => number) => {
    for (const d of drafts) {
      let changed = true;
      while (changed && seconds(d) < target) {
        changed = false;
        const item = [...d.items]
          .filter((i) => i.dose.series < upTo(i))
          .sort((a, b) => a.dose.series - b.dose.series || a.priority - b.priority)
          .find((i) => canGrow(ctx, d, i));
        if (item) {
          grow(ctx, item, 1);
          changed = true;
        }
      }
    }
  };
  growAll(levelSets);
  const longest = Math.max(...drafts.map((d) => d.specs.length));
  for (let pos = 0; pos < longest; pos++)
    for (const d of drafts) {
      const spec = d.specs[pos];
      if (!spec || spec.must || spec.early || seconds(d) >= target) continue;
      place(ctx, d, spec, pos, true);
    }
  growAll((i) => i.limits.series.max);
  const fillers = FILL_SLOTS[ctx.person.goalId] ?? FILL_SLOTS[1]!;
  // A slot that found nothing for a session finds nothing later (the session only fills up).
  const failed = new Set<string>();
  for (let round = 0; round < 3; round++) {
    for (const [n, d] of drafts.entries())
      for (const key of fillers) {
        if (seconds(d) >= target) break;
        if (failed.has(`${n}:${key}`)) continue;
        if (!place(ctx, d, { key }, 60, true)) failed.add(`${n}:${key}`);
      }
    growAll((i) => i.limits.series.max);
  }
  // Muscles still under the band's top: another exercise that trains them, where it fits (twice:
  // the pulling added first makes room for pushing).
  for (let round = 0; round < 2; round++) {
    const missed = new Set<string>();
    for (const g of ['espalda', 'cadera', 'rodilla', 'pecho', 'hombro'] as const)
      for (const [n, d] of drafts.entries())
        for (const key of SLOTS_FOR_GROUP[g]!) {
          if (seconds(d) >= target || (ctx.sets.get(g) ?? 0) + 1 > capOf(ctx) || missed.has(`${n}:${key}`)) continue;
          if (!place(ctx, d, { key }, 65, true)) missed.add(`${n}:${key}`);
        }
    growAll((i) => i.limits.series.max);
  }
  // Steady conditioning grows by minutes when nothing else fits.
  for (const d of drafts)
    for (const i of d.items.filter((x) => kindOf(x.c) === 'cardio' && !ctx.person.circuit)) {
      const share = conditioningOf(ctx.person.goalId).share * ctx.budget;
      while (
        i.dose.repeticiones_max + 30 <= i.limits.work.max &&
        seconds(d) + 30 * i.dose.series <= target &&
        cardioSeconds(d) + 30 * i.dose.series <= share
      ) {
        i.dose.repeticiones_min += 30;
        i.dose.repeticiones_max += 30;
      }
    }
}

/**
 * Rests lengthened inside their range with the time left, main lifts first, then compound
 * work, then the rest; `preferred`: only up to what a coach would give by default (the top of
 * the range for compound lifts, the middle for the rest).
 */
function spreadRest(ctx: Ctx, d: Draft, preferred: boolean) {
  const rank = (i: Item) => (i.principal ? 0 : orderClass(i.c) <= 1 ? 1 : 2);
  const ceiling = (i: Item) =>
    !preferred || rank(i) < 2 ? i.limits.rest.max : Math.round((i.limits.rest.min + i.limits.rest.max) / 30) * 15;
  for (let step = 0; step < 12; step++) {
    let changed = false;
    for (const tier of [0, 1, 2])
      for (const i of d.items.filter((x) => rank(x) === tier && x.c.m.patron !== 'cardio')) {
        const next = Math.min(ceiling(i), i.dose.descanso + 15, i.limits.rest.max);
        if (next <= i.dose.descanso) continue;
        if (seconds(d) + (next - i.dose.descanso) * i.dose.series > ctx.budget) continue;
        i.dose.descanso = next;
        changed = true;
      }
    if (!changed) break;
  }
}

/** Every session at least its label's number of exercises (rule P4): small-muscle, core or conditioning work added, room made if needed. */
function ensureMinimum(ctx: Ctx, d: Draft) {
  const min = promiseOf(d.kind).min;
  const extras: SlotKey[] = [
    'core',
    'hombro-post',
    'triceps',
    'biceps',
    'gemelo',
    'abduccion',
    'femoral',
    'core',
    'acarreo',
    'cardio',
  ];
  let guard = 30;
  while (d.items.length < min && guard-- > 0) {
    if (extras.some((key) => place(ctx, d, { key }, 70, true))) continue;
    const reducible = d.items
      .filter((i) => i.dose.series > i.limits.series.min)
      .sort((a, b) => Number(a.principal) - Number(b.principal) || b.dose.series - a.dose.series)[0];
    if (!reducible) return;
    grow(ctx, reducible, -1);
  }
}

/** Compound strength work of a fundamental pattern: what a main lift can be (rule P22). */
const isMainCandidate = (c: Candidate) => c.m.mecanica === 'compuesto' && orderClass(c) === 1 && kindOf(c) === 'fuerza';

/** A main lift for this person: never an easy step kept only for variety (rule P27). */
const canLead = (ctx: Ctx, c: Candidate) => isMainCandidate(c) && !ctx.outgrownKept.has(c.e.id);

/** Makes an exercise a main lift: its limits and dose as such (a strength lift's in a performance programme). */
function makePrincipal(ctx: Ctx, item: Item) {
  item.principal = true;
  item.limits = limitsFor(item.c, ctx.person, true);
  const base = baseDose(item.c, ctx.person, true);
  item.dose.repeticiones_min = base.repeticiones_min;
  item.dose.repeticiones_max = base.repeticiones_max;
  item.dose.descanso = Math.min(Math.max(item.dose.descanso, item.limits.rest.min), item.limits.rest.max);
  const series = Math.min(Math.max(item.dose.series, item.limits.series.min), item.limits.series.max);
  grow(ctx, item, series - item.dose.series);
}

/** Makes a main lift an accessory: its limits and repetitions as such. */
function demote(ctx: Ctx, item: Item) {
  item.principal = false;
  item.limits = limitsFor(item.c, ctx.person, false);
  const base = baseDose(item.c, ctx.person, false);
  item.dose.repeticiones_min = base.repeticiones_min;
  item.dose.repeticiones_max = base.repeticiones_max;
  item.dose.descanso = Math.min(Math.max(item.dose.descanso, item.limits.rest.min), item.limits.rest.max);
}

/** A main lift in every session that has a compound lift (rule P22). */
function ensureMainLift(ctx: Ctx, d: Draft) {
  if (d.items.some((i) => i.principal)) return;
  const first = d.items.filter((i) => canLead(ctx, i.c)).sort((a, b) => a.priority - b.priority)[0];
  if (first) makePrincipal(ctx, first);
}

const ROLE: Readonly<Record<SlotKey, Role>> = {
  sentadilla: 'pierna-rodilla',
  zancada: 'pierna-rodilla',
  rodilla: 'pierna-rodilla',
  bisagra: 'pierna-cadera',
  puente: 'pierna-cadera',
  'empuje-h': 'empuje',
  'empuje-v': 'empuje-2',
  'empuje-3': 'empuje-2',
  'tiron-h': 'tiron',
  'tiron-v': 'tiron-2',
  'tiron-3': 'tiron-2',
  core: 'core',
  explosivo: 'potencia',
  acarreo: 'relleno',
  equilibrio: 'equilibrio',
  'hombro-lat': 'aislamiento-hombro',
  'hombro-post': 'aislamiento-hombro',
  biceps: 'aislamiento-brazo-tiron',
  triceps: 'aislamiento-brazo-empuje',
  'pecho-aisl': 'aislamiento-hombro',
  femoral: 'aislamiento-pierna',
  cuadriceps: 'aislamiento-pierna',
  gemelo: 'aislamiento-pierna',
  abduccion: 'aislamiento-pierna',
  cardio: 'cardio',
};

/** Session order (rule P16): power first, main lifts, heavy compound lifts, other compound, isolation, core, conditioning. */
export function sessionOrder(a: { c: Candidate; principal: boolean }, b: { c: Candidate; principal: boolean }): number {
  return (
    orderClass(a.c) - orderClass(b.c) ||
    Number(b.principal) - Number(a.principal) ||
    Number(isHeavyCompound(b.c)) - Number(isHeavyCompound(a.c))
  );
}

type Regressions = ReadonlyMap<number, { area: SoreArea; from: Candidate }>;

/**
 * For each exercise that stands in for one a sore area rules out (the model's regression of an
 * exercise the equipment allows), the area and the exercise it replaces.
 */
function regressionsFor(all: readonly Candidate[], person: Person): Regressions {
  const out = new Map<number, { area: SoreArea; from: Candidate }>();
  for (const area of person.sore)
    for (const from of all) {
      const id = from.m.regresion[area];
      if (id !== undefined && from.m.zonas[area] === 2 && !out.has(id) && equipmentFits(from.m, person.equipment))
        out.set(id, { area, from });
    }
  return out;
}

function finishSession(ctx: Ctx, regressions: Regressions, d: Draft): ProgrammeSession {
  const ordered = [...d.items].sort((a, b) => sessionOrder(a, b) || a.priority - b.priority);
  const ejercicios = ordered.map((i, n): ProgrammeExercise => ({
    exerciseId: i.c.e.id,
    role: ROLE[i.slot],
    orden: n + 1,
    principal: i.principal,
    ...i.dose,
    comentario: exerciseComment({
      c: i.c,
      slot: i.slot,
      first: n === 0,
      principal: i.principal,
      dose: i.dose,
      person: ctx.person,
      regression: regressions.get(i.c.e.id) ?? null,
      fastConcentric:
        ctx.person.older && i === ordered.find((x) => x.c.m.patron === 'sentadilla' || x.c.m.patron === 'zancada'),
    }),
  }));
  return {
    etiqueta: SESSION_KINDS[d.kind].etiqueta,
    dia: d.dia,
    duracion_estimada_min: Math.ceil(seconds(d) / 60),
    ejercicios,
  };
}

/** Why a fundamental pattern is missing from the week, in Spanish (rule P5). */
function missingReason(all: readonly Candidate[], person: Person, wp: (typeof WEEK_PATTERNS)[number]): string {
  const ofPattern = all.filter(
    (c) => wp.patterns.includes(c.m.patron) && whyNot(c, person).every((r) => !r.startsWith('P25')),
  );
  const withEquipment = ofPattern.filter((c) => equipmentFits(c.m, person.equipment));
  const extra =
    wp.key === 'tiron-vertical'
      ? '; a cambio, más tirón horizontal'
      : wp.key === 'empuje-vertical'
        ? '; a cambio, más empuje horizontal'
        : '';
  if (withEquipment.length === 0) {
    const need =
      wp.key === 'tiron-vertical' ? ' (haría falta una barra de dominadas, una polea o una banda anclada en alto)' : '';
    return `con el material elegido no hay ningún ejercicio posible${need}${extra}`;
  }
  const sore = person.sore.filter((area) =>
    withEquipment.every((c) => c.m.zonas[area] >= 2 || !sparesOthers(c, person, area)),
  );
  if (sore.length > 0 && withEquipment.every((c) => person.sore.some((a) => c.m.zonas[a] >= 2)))
    return `con molestias en ${sore.map((z) => ZONE_NAMES[z]).join(' y ')} no hay una variante que lo respete${extra}`;
  return `por tu nivel, tu edad o las zonas que quieres cuidar no hay una variante adecuada${extra}`;
}

function sparesOthers(c: Candidate, person: Person, area: SoreArea): boolean {
  return person.sore.every((a) => a === area || c.m.zonas[a] < 2);
}

/** Regressions a coach would give for the sore areas: preferred when they fit. */
function preferredRegressions(all: readonly Candidate[], person: Person): Set<number> {
  const out = new Set<number>();
  for (const area of person.sore)
    for (const c of all) {
      const id = c.m.regresion[area];
      if (c.m.zonas[area] === 2 && id !== undefined) out.add(id);
    }
  return out;
}

function contextOf(
  input: ProgrammeInput,
  person: Person,
  pool: readonly Candidate[],
  all: readonly Candidate[],
  band: Band,
  outgrownKept: ReadonlySet<number>,
): Ctx {
  return {
    person,
    rng: rngOf(input.seed),
    pool,
    budget: input.choices.duracion_min * 60,
    band,
    used: new Map(),
    removed: new Set(input.removedExerciseIds ?? []),
    preferred: preferredRegressions(all, person),
    outgrownKept,
    cache: new Map(),
    sets: new Map(),
    push: 0,
    pull: 0,
    week: [],
  };
}

/**
 * The week, step by step: each session's promise, the weekly ceilings, the week's patterns,
 * pulling ahead of pushing, the band's floor, the session's length, and the rests last.
 */
function build(ctx: Ctx, drafts: Draft[]) {
  ctx.week = drafts;
  // The promise of each session (and power and balance work) first, at the level's sets.
  for (const d of drafts) {
    d.specs.forEach((spec, pos) => {
      if (spec.key === 'equilibrio' && d.items.some((i) => isBalance(i.c))) return;
      if (spec.must || spec.early) place(ctx, d, spec, pos, false);
    });
    shrink(ctx, d);
  }
  trimCeilings(ctx, drafts);
  coverWeek(ctx, drafts);
  balancePushPull(ctx, drafts);
  fillBand(ctx, drafts);
  for (const d of drafts) spreadRest(ctx, d, true);
  fillTime(ctx, drafts);
  balancePushPull(ctx, drafts);
  for (const d of drafts) {
    ensureMainLift(ctx, d);
    shrink(ctx, d);
  }
  trimCeilings(ctx, drafts);
  balancePushPull(ctx, drafts);
  coverWeek(ctx, drafts);
  for (let round = 0; round < 2; round++) {
    balancePushPull(ctx, drafts);
    for (const d of drafts) ensureMinimum(ctx, d);
  }
  balancePushPull(ctx, drafts);
  // Volume before long rests: the band's floor with the shortest rests, then rests lengthened.
  for (const d of drafts) for (const i of d.items) i.dose.descanso = i.limits.rest.min;
  fillBand(ctx, drafts);
  for (const d of drafts) spreadRest(ctx, d, true);
  for (const d of drafts) spreadRest(ctx, d, false);
}

/**
 * The harder variants the week uses in place of body-weight work the person has outgrown (rule
 * P27), for the observations: «Flexiones con pies elevados» for «Flexiones»; the first two.
 */
function harderVariantsUsed(
  drafts: readonly Draft[],
  allowed: readonly Candidate[],
  easy: ReadonlySet<number>,
): { from: string; to: string }[] {
  const used = new Map(drafts.flatMap((d) => d.items.map((i) => [i.c.e.id, i.c.e.nombre] as const)));
  const steps = allowed.map((c) => ({ id: c.e.id, m: c.m }));
  const pairs = allowed.flatMap((c, i) => {
    if (!easy.has(c.e.id)) return [];
    const to = harderSteps(steps[i]!, steps)
      .map((h) => used.get(h.id))
      .find((name) => name !== undefined);
    return to === undefined ? [] : [{ from: c.e.nombre, to }];
  });
  return pairs.filter((p, i) => pairs.findIndex((q) => q.to === p.to) === i).slice(0, 2);
}

/**
 * A programme of several sessions a week over a block of weeks. Throws NoExercisesForPlanError
 * when no exercise suits the choices, RangeError with fewer than two weekdays.
 */
export function generateProgramme(input: ProgrammeInput): Programme {
  const { profile, choices } = input;
  const person = personOf(input);
  const all = candidatesOf(input.catalogue);
  const allowed = all.filter((c) => whyNot(c, person).length === 0);
  const easy = outgrown(allowed, person);
  const pool = allowed.filter((c) => !easy.has(c.e.id));
  if (pool.length === 0) throw new NoExercisesForPlanError();
  const count = sessionCount(choices, person);
  const { division, sessions: days } = schedule(count.n, choices.dias);
  const band = bandFor(person.goalId, person.level);
  const ctx = contextOf(input, person, pool, all, band, outgrownKept(allowed, easy, person));
  const drafts: Draft[] = days.map(({ kind, dia }) => ({
    kind,
    dia,
    specs: slotsFor(kind, person, choices.duracion_min),
    items: [],
  }));
  build(ctx, drafts);

  const kept = drafts.filter((d) => d.items.length > 0);
  const empty = drafts.filter((d) => d.items.length === 0).map((d) => SESSION_KINDS[d.kind].etiqueta);
  if (kept.length === 0) throw new NoExercisesForPlanError();
  const regressions = regressionsFor(all, person);
  const sesiones = kept.map((d) => finishSession(ctx, regressions, d));
  const seriesPorGrupo = VOLUME_GROUPS.map((g) => ({ id: g.id, nombre: g.nombre, series: ctx.sets.get(g.key) ?? 0 }));
  const porDebajo = VOLUME_GROUPS.filter((g) => (ctx.sets.get(g.key) ?? 0) < band.min).map((g) => g.key);
  const ausentes = WEEK_PATTERNS.filter(
    (wp) => !kept.some((d) => d.items.some((i) => wp.patterns.includes(i.c.m.patron))),
  );
  const hasExplosive = kept.some((d) => d.items.some((i) => orderClass(i.c) === 0));
  const progresion: PlanWeek[] = progression(choices.semanas, person, hasExplosive);
  const base = { goalName: profile.goalName, division, semanas: choices.semanas, sesiones: sesiones.length };
  const short = sesiones.some((s) => s.duracion_estimada_min < MIN_SHARE_OF_LENGTH * choices.duracion_min);
  return {
    nombre: planName(base),
    nivel: person.level,
    division,
    sesiones_pedidas: count.asked ?? count.days,
    sesiones_semana: sesiones.length,
    sin_ejercicios: empty,
    semanas: choices.semanas,
    duracion_min: choices.duracion_min,
    banda: band,
    series_por_grupo: seriesPorGrupo,
    por_debajo: porDebajo,
    patrones_ausentes: ausentes.map((wp) => ({ key: wp.key, nombre: wp.nombre })),
    empuje_tiron: { empuje: ctx.push, tiron: ctx.pull },
    progresion,
    sesiones,
    observaciones: planObservations({
      ...base,
      count,
      empty,
      person,
      profile,
      days: sesiones.map((s) => s.dia),
      band,
      seriesPorGrupo,
      porDebajo,
      ausentes: ausentes.map((wp) => ({ nombre: wp.nombre, motivo: missingReason(all, person, wp) })),
      push: ctx.push,
      pull: ctx.pull,
      progresion,
      duracion: choices.duracion_min,
      minutos: sesiones.map((s) => s.duracion_estimada_min),
      short,
      hasExplosive,
      hasStrengthLifts: sesiones.some((s) =>
        s.ejercicios.some((e) => e.principal && e.medida === 'repeticiones' && e.repeticiones_max <= 6),
      ),
      harder: harderVariantsUsed(kept, allowed, easy),
      // Each stand-in once, however many sessions it is in.
      regressions: [...new Map(kept.flatMap((d) => d.items.map((i) => [i.c.e.id, i.c] as const))).values()].flatMap(
        (c) => {
          const r = regressions.get(c.e.id);
          return r ? [{ area: r.area, from: r.from.e.nombre, to: c.e.nombre }] : [];
        },
      ),
    }),
  };
}
