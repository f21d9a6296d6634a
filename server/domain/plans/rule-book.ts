/**
 * What a coach checks before signing a programme (docs/coaching/programmes.md
 * lists every rule with its source). Returns the broken rules, each starting with its number
 * (empty: signed). rule-book.test.ts runs it over the whole grid (goal x level x age x BMI x days
 * x length x weeks x equipment x sore areas) on the real catalogue.
 *
 * The checks read the programme as a coach would: what each exercise is (its exercise model),
 * what each session holds, what the week adds up to. They share the generator's tables (bands,
 * dose limits, who may do what: person.ts `whyNot`), not its choices.
 */
import { isBodyweightSkill, SKILL } from '../exercise-model/skills';
import type { SoreArea } from '../../../src/lib/contract-plans';
import type { MovementPattern } from '../exercise-model';
import {
  candidatesOf,
  CORE,
  HIP,
  isBalance,
  isHeavyCompound,
  isLowIntensityPlyo,
  isStrengthLift,
  KNEE,
  loadAreaOf,
  orderClass,
  PULL,
  PULL_RATIO,
  PUSH,
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
  medidaOf,
  POWER,
  STRENGTH_LIFT,
  YOUTH_MIN_REPS,
} from './dosing';
import { outgrown, outgrownKept, personOf, planLevel, whyNot, type Person } from './person';
import { deloadWeeks, DELOAD_RIR, rirFloor, START_RIR } from './progression';
import { restOk, SESSION_KINDS, type SessionKind } from './split';
import {
  bandFor,
  exerciseSeconds,
  MAX_SESSIONS,
  MAX_SESSIONS_A_WEEK,
  MIN_SHARE_OF_LENGTH,
  VOLUME_GROUPS,
  WARM_UP_S,
  workSeconds,
  YOUTH_MAX_SESSIONS,
} from './tables';
import { CARRIES_A_WEEK, compositionAllows, CORE_IN_FULL_BODY_MIN, hasLegs, promiseOf } from './templates';
import { FAR_FROM_FAILURE, FAST_CONCENTRIC, SHORT_SESSION } from './texts';
import type { LoadArea, Programme, ProgrammeExercise, ProgrammeInput, ProgrammeSession } from './types';

type Session = ProgrammeSession;
interface Placed {
  s: Session;
  x: ProgrammeExercise;
  c: Candidate;
}

interface Ctx {
  plan: Programme;
  input: ProgrammeInput;
  person: Person;
  budget: number;
  byId: ReadonlyMap<number, Candidate>;
  pool: readonly Candidate[];
  /** P27: body-weight variants this person has outgrown (person.ts `outgrown`). */
  outgrown: ReadonlySet<number>;
  /** P27: those kept only so their group has two exercises (person.ts `outgrownKept`): never a main lift. */
  outgrownKept: ReadonlySet<number>;
  placed: Placed[];
  fail: (rule: string) => void;
}

const KIND_OF_LABEL: ReadonlyMap<string, SessionKind> = new Map(
  (Object.keys(SESSION_KINDS) as SessionKind[]).map((k) => [SESSION_KINDS[k].etiqueta, k]),
);

/** Estimated seconds of a session at week 1 (rule P6): warm-up, set-up, sets x (work + rest). */
export function sessionSeconds(s: Pick<Session, 'ejercicios'>): number {
  return WARM_UP_S + s.ejercicios.reduce((sum, e) => sum + exerciseSeconds(e), 0);
}

export function checkProgramme(plan: Programme, input: ProgrammeInput): string[] {
  const broken: string[] = [];
  const person = personOf(input);
  const all = candidatesOf(input.catalogue);
  const byId = new Map(all.map((c) => [c.e.id, c]));
  const placed: Placed[] = [];
  const allowed = all.filter((c) => whyNot(c, person).length === 0);
  const easy = outgrown(allowed, person);
  const ctx: Ctx = {
    plan,
    input,
    person,
    budget: input.choices.duracion_min * 60,
    byId,
    pool: allowed.filter((c) => !easy.has(c.e.id)),
    outgrown: easy,
    outgrownKept: outgrownKept(allowed, easy, person),
    placed,
    fail: (rule) => broken.push(rule),
  };
  for (const s of plan.sesiones)
    for (const x of s.ejercicios) {
      const c = byId.get(x.exerciseId);
      if (c) placed.push({ s, x, c });
      else ctx.fail(`P24 ${s.etiqueta}: exercise ${x.exerciseId} has no exercise model or is not in the catalogue`);
    }
  if (placed.length !== plan.sesiones.reduce((n, s) => n + s.ejercicios.length, 0)) return broken;

  checkLevelAndSessions(ctx);
  checkSplit(ctx);
  for (const s of plan.sesiones) checkSession(ctx, s);
  checkWeek(ctx);
  checkVolume(ctx);
  checkStrengthLifts(ctx);
  checkProgression(ctx);
  checkTexts(ctx);
  return broken;
}

/** P1 the level; P2 the days chosen are the days used. */
function checkLevelAndSessions({ plan, input, person, fail }: Ctx) {
  const { choices } = input;
  const level = planLevel(input);
  if (plan.nivel !== level) fail(`P1 level is the answer and the log's (${level}), is ${plan.nivel}`);
  const days = new Set(choices.dias).size;
  const wanted = Math.min(choices.sesiones_semana ?? days, days);
  const cap = Math.min(
    MAX_SESSIONS_A_WEEK,
    MAX_SESSIONS[person.level - 1] ?? MAX_SESSIONS_A_WEEK,
    person.youth ? YOUTH_MAX_SESSIONS : MAX_SESSIONS_A_WEEK,
  );
  const expected = Math.max(2, Math.min(wanted, cap));
  const scheduled = plan.sesiones.length + plan.sin_ejercicios.length;
  if (scheduled !== expected)
    fail(
      `P2 ${expected} sessions for ${days} days chosen (${choices.sesiones_semana ?? 'no number asked'}), has ${scheduled}`,
    );
  if (plan.sesiones_semana !== plan.sesiones.length) fail('P2 sesiones_semana is the sessions kept');
  const asked = choices.sesiones_semana;
  if (asked === undefined && /Pediste/.test(plan.observaciones))
    fail('P2 "Pediste" when no number of sessions was asked');
  if (asked !== undefined && scheduled < asked && !plan.observaciones.includes(`Pediste ${asked} sesiones`))
    fail(`P2 fewer sessions than the ${asked} asked, not explained`);
  if (asked === undefined && scheduled < days && !plan.observaciones.includes(`Elegiste ${days} días`))
    fail(`P2 fewer sessions than the ${days} days chosen, not explained`);
  for (const label of plan.sin_ejercicios)
    if (!plan.observaciones.includes(`«${label}»`)) fail(`P2 the session left out («${label}») is said`);
}

/** P3: a split that fits the sessions, one session a day on days chosen, 48 h between the same muscles. */
function checkSplit({ plan, input, placed, fail }: Ctx) {
  const n = plan.sesiones.length + plan.sin_ejercicios.length;
  const allowed = n <= 3 ? ['cuerpo_completo', 'torso_pierna'] : n === 4 ? ['torso_pierna'] : ['empuje_tiron_pierna'];
  if (!allowed.includes(plan.division)) fail(`P3 split ${plan.division} for ${n} sessions`);
  const days = plan.sesiones.map((s) => s.dia);
  if (new Set(days).size !== days.length || days.some((d) => !input.choices.dias.includes(d)))
    fail('P3 one session a day, on the days chosen');
  const areas = plan.sesiones.map((s) => ({
    dia: s.dia,
    areas: [
      ...new Set(
        placed
          .filter((p) => p.s === s)
          .map((p) => loadAreaOf(p.c))
          .filter((a): a is LoadArea => a !== null),
      ),
    ],
  }));
  if (!restOk(areas)) fail(`P3 48 h between sessions that load the same muscles (${JSON.stringify(areas)})`);
}

/** Whether an exercise of these patterns could go into a session of this kind for this person. */
function availableFor(ctx: Ctx, kind: SessionKind, patterns: readonly MovementPattern[]): boolean {
  return ctx.pool.some(
    (c) =>
      patterns.includes(c.m.patron) &&
      (loadAreaOf(c) === null || SESSION_KINDS[kind].areas.includes(loadAreaOf(c)!)) &&
      (!ctx.person.p.compoundOnly || c.m.mecanica === 'compuesto' || CORE.includes(c.m.patron)),
  );
}

function checkSession(ctx: Ctx, s: Session) {
  const { person, budget, input, fail } = ctx;
  const where = `${s.etiqueta} (${s.dia})`;
  const kind = KIND_OF_LABEL.get(s.etiqueta);
  const items = ctx.placed.filter((p) => p.s === s);
  if (!kind) {
    fail(`P4 ${where}: unknown session label`);
    return;
  }
  // P4: what the label promises.
  const promise = promiseOf(kind);
  if (items.length < promise.min)
    fail(`P4 ${where}: ${items.length} exercises, a session of this kind has at least ${promise.min}`);
  for (const g of promise.groups)
    if (!items.some((p) => g.patterns.includes(p.c.m.patron)) && availableFor(ctx, kind, g.patterns))
      fail(`P4 ${where}: no ${g.nombre}`);
  // A full-body session has core work too when it is 45 minutes or more.
  if (
    kind.startsWith('fb') &&
    input.choices.duracion_min >= CORE_IN_FULL_BODY_MIN &&
    !items.some((p) => CORE.includes(p.c.m.patron)) &&
    availableFor(ctx, kind, CORE)
  )
    fail(`P4 ${where}: a full-body session of ${input.choices.duracion_min} min has core work`);
  for (const p of items) {
    const area = loadAreaOf(p.c);
    if (area !== null && !SESSION_KINDS[kind].areas.includes(area))
      fail(`P4 ${where} ${p.c.e.nombre}: loads ${area}, outside the session's muscles`);
  }
  if (new Set(items.map((p) => p.c.e.id)).size !== items.length) fail(`P24 ${where}: distinct exercises`);
  if (s.ejercicios.some((e, i) => e.orden !== i + 1)) fail(`P24 ${where}: orden 1..n`);

  // P6: the length asked, honestly estimated.
  const secs = sessionSeconds(s);
  if (s.duracion_estimada_min !== Math.ceil(secs / 60))
    fail(`P6 ${where}: estimate is sets x (work + rest) + set-up + warm-up`);
  if (secs > budget)
    fail(`P6 ${where}: ${Math.ceil(secs / 60)} min, more than the ${input.choices.duracion_min} asked`);
  const minutes = Math.ceil(secs / 60);
  if (minutes < MIN_SHARE_OF_LENGTH * input.choices.duracion_min) {
    // Shorter only when no useful work is left: every muscle it could still train at the
    // band's top, conditioning in, and said.
    const room = roomLeft(ctx, kind, s);
    if (room.length > 0)
      fail(`P6 ${where}: ${minutes} min of the ${input.choices.duracion_min} asked, with room for ${room.join(', ')}`);
    if (!ctx.plan.observaciones.includes(SHORT_SESSION)) fail(`P6 ${where}: a short session is said`);
  }
  const conditioning = items.filter((p) => p.c.m.patron === 'cardio').reduce((n, p) => n + exerciseSeconds(p.x), 0);
  if (conditioning > conditioningOf(person.goalId).share * budget + 1e-9)
    fail(`P25 ${where}: ${Math.round(conditioning / 60)} min of conditioning, more than its share of the session`);
  // P4: the session's make-up.
  items.forEach((p, i) => {
    if (
      !compositionAllows(
        items.slice(0, i).map((x) => x.c),
        p.c,
        conditioningOf(person.goalId).blocks,
      )
    )
      fail(`P4 ${where}: ${p.c.e.nombre} makes too many exercises, or too many of a pattern, core or conditioning`);
  });

  checkOrder(where, items, fail);

  // P22: main lifts.
  const main = items.filter((p) => p.x.principal);
  if (main.length > 2 || main.some((p) => p.c.m.mecanica !== 'compuesto' || orderClass(p.c) !== 1))
    fail(`P22 ${where}: 1-2 main lifts, compound`);
  if (main.length === 0 && items.some((p) => orderClass(p.c) === 1 && kindOf(p.c) === 'fuerza'))
    fail(`P22 ${where}: a main lift`);

  // P14: ground contacts in the session.
  const contacts = items
    .filter((p) => kindOf(p.c) === 'contactos')
    .reduce((n, p) => n + p.x.series * p.x.repeticiones_max, 0);
  if (contacts > contactsCap(person)) fail(`P14 ${where}: ${contacts} ground contacts, above ${contactsCap(person)}`);

  // P20: balance work and fast, light power at 65+.
  if (person.older && hasLegs(kind)) {
    const balanceAvailable = ctx.pool.some((c) => isBalance(c));
    if (balanceAvailable && !items.some((p) => isBalance(p.c))) fail(`P20 ${where}: balance work at 65+`);
    if (items.some((p) => KNEE.includes(p.c.m.patron)) && !items.some((p) => p.x.comentario.includes(FAST_CONCENTRIC)))
      fail(`P20 ${where}: a leg exercise lifted fast at 65+`);
  }

  for (const p of items) checkExercise(ctx, where, p);
}

/** P16: power first, main lifts, heavy lifts, other compound, isolation, core, conditioning. */
function checkOrder(where: string, items: readonly Placed[], fail: (rule: string) => void) {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    if (orderClass(b.c) < orderClass(a.c))
      fail(`P16 ${where}: ${b.c.e.nombre} after ${a.c.e.nombre} (power, compound, isolation, core, conditioning)`);
    if (orderClass(a.c) === 1 && orderClass(b.c) === 1 && !a.x.principal && b.x.principal)
      fail(`P16 ${where}: main lift ${b.c.e.nombre} after ${a.c.e.nombre}`);
    if (
      orderClass(a.c) === 1 &&
      orderClass(b.c) === 1 &&
      !a.x.principal &&
      !b.x.principal &&
      isHeavyCompound(b.c) &&
      !isHeavyCompound(a.c)
    )
      fail(`P16 ${where}: heavy lift ${b.c.e.nombre} after ${a.c.e.nombre}`);
  }
}

function checkExercise(ctx: Ctx, where: string, { x, c }: Placed) {
  const { person, fail } = ctx;
  const at = `${where} ${c.e.nombre}`;
  // P9-P15, P18, P24, P25: may this person do it at all.
  for (const why of whyNot(c, person)) {
    const space = why.indexOf(' ');
    fail(`${why.slice(0, space)} ${at}: ${why.slice(space + 1)}`);
  }
  if (ctx.outgrown.has(c.e.id))
    fail(`P27 ${at}: difficulty ${c.e.dificultadId} at level ${person.level}, while its harder variant suits`);
  if (x.principal && ctx.outgrownKept.has(c.e.id))
    fail(`P27 ${at}: a main lift of difficulty ${c.e.dificultadId} at level ${person.level}, kept only for variety`);
  // P21: the dose of its kind.
  const kind = kindOf(c);
  const limits = limitsFor(c, person, x.principal);
  if (x.medida !== medidaOf(kind)) fail(`P21 ${at}: measured in ${medidaOf(kind)}, is ${x.medida}`);
  if (x.series < limits.series.min || x.series > limits.series.max)
    fail(`P21 ${at}: ${x.series} sets, not in ${limits.series.min}-${limits.series.max}`);
  if (x.repeticiones_min < limits.work.min || x.repeticiones_max > limits.work.max)
    fail(`P21 ${at}: ${x.repeticiones_min}-${x.repeticiones_max} not in ${limits.work.min}-${limits.work.max}`);
  if (limits.fixed && x.repeticiones_min !== x.repeticiones_max)
    fail(`P21 ${at}: seconds, metres, contacts or power repetitions are one number`);
  if (!limits.fixed && x.repeticiones_min >= x.repeticiones_max)
    fail(`P21 ${at}: a repetition range for double progression`);
  if (x.descanso < limits.rest.min || x.descanso > limits.rest.max)
    fail(`P21 ${at}: rest ${x.descanso} s not in ${limits.rest.min}-${limits.rest.max}`);
  // What the audit found, checked on its own: no set of 240 repetitions, no 240-second jumps.
  if (x.medida === 'repeticiones' && x.repeticiones_max > 20)
    fail(`P21 ${at}: ${x.repeticiones_max} repetitions in a set`);
  if (isBodyweightSkill(c.m, c.e.dificultadId) && x.repeticiones_max > SKILL.reps.max)
    fail(`P21 ${at}: a body-weight skill for ${x.repeticiones_max} repetitions`);
  if (x.medida === 'tiempo' && x.repeticiones_max > (c.m.patron === 'cardio' ? 300 : 60))
    fail(`P21 ${at}: ${x.repeticiones_max} s in a set`);
  if (x.series < 1 || x.series > 6) fail(`P21 ${at}: ${x.series} sets`);
  // P14: plyometrics in contacts; P15: power far from failure.
  if (c.m.patron === 'pliometria') {
    if (x.medida !== 'repeticiones' || x.repeticiones_max > 10)
      fail(`P14 ${at}: plyometrics in sets of at most 10 ground contacts`);
    if ((person.youth || person.level <= 1) && !isLowIntensityPlyo(c)) fail(`P14 ${at}: low-intensity drills only`);
  }
  if (c.m.patron === 'potencia' && (x.repeticiones_max > POWER.reps.max || x.descanso < POWER.rest.min))
    fail(`P15 ${at}: power in 1-5 repetitions with 2+ min rest`);
  if (orderClass(c) === 0 && !x.comentario.includes(FAR_FROM_FAILURE)) fail(`P15 ${at}: says "${FAR_FROM_FAILURE}"`);
  // P19 youth and P20 older adults: repetition floors.
  if (person.youth && kind === 'fuerza' && x.repeticiones_min < YOUTH_MIN_REPS)
    fail(`P19 ${at}: at least ${YOUTH_MIN_REPS} repetitions under 18`);
  if (person.age >= 60 && kind === 'fuerza' && x.repeticiones_min < 10)
    fail(`P20 ${at}: at least 10 repetitions at 60+`);
  // P17: strength lifts are main lifts of a performance programme only (body-weight skills are
  // dosed the strength way wherever they go, P21).
  if (
    x.medida === 'repeticiones' &&
    kind === 'fuerza' &&
    x.repeticiones_max <= STRENGTH_LIFT.reps.max &&
    !(x.principal && getsStrengthLifts(person)) &&
    !isBodyweightSkill(c.m, c.e.dificultadId)
  )
    fail(`P17 ${at}: strength dosing (${x.repeticiones_max} reps) outside a performance programme's main lifts`);
  if (x.comentario.length < 40 || x.comentario.length > 500) fail(`P24 ${at}: comment of 40-500 characters`);
}

/** What more the session could hold (rule P6): muscles under the band's top with an exercise that fits, conditioning. */
function roomLeft(ctx: Ctx, kind: SessionKind, s: Session): string[] {
  const { person, placed, budget } = ctx;
  const band = bandFor(person.goalId, person.level);
  const sets = new Map<Muscle, number>();
  for (const p of placed) for (const [m, w] of setsCountFor(p.c)) sets.set(m, (sets.get(m) ?? 0) + w * p.x.series);
  const push = pushSets(placed);
  const pull = pullSets(placed);
  const here = placed.filter((p) => p.s === s);
  const secs = sessionSeconds(s);
  const fits = (c: Candidate, k: number) =>
    [...setsCountFor(c)].every(([m, w]) => (sets.get(m) ?? 0) + k * w <= band.max + 1e-9) &&
    !(PUSH_RATIO.includes(c.m.patron) && push + k > pull);
  const room = new Set<string>();
  // One more set of an exercise already there.
  for (const p of here) {
    const limits = limitsFor(p.c, person, p.x.principal);
    if (kindOf(p.c) === 'contactos' || p.c.m.patron === 'cardio') continue;
    if (
      p.x.series < limits.series.max &&
      fits(p.c, 1) &&
      secs + workSeconds(p.x.medida, p.x.repeticiones_max) + limits.rest.min <= budget
    )
      room.add(`a set of ${p.c.e.nombre}`);
  }
  // Another exercise that trains something under the top (or conditioning), at its fewest sets.
  const cond = conditioningOf(person.goalId);
  for (const c of ctx.pool) {
    if (here.some((p) => p.c.e.id === c.e.id) || !availableFor(ctx, kind, [c.m.patron])) continue;
    const area = loadAreaOf(c);
    if (area !== null && !SESSION_KINDS[kind].areas.includes(area)) continue;
    if (ctx.person.p.compoundOnly && c.m.mecanica !== 'compuesto' && !CORE.includes(c.m.patron)) continue;
    if (kindOf(c) === 'contactos' || kindOf(c) === 'potencia' || kindOf(c) === 'intervalo') continue;
    if (
      !compositionAllows(
        here.map((p) => p.c),
        c,
        cond.blocks,
      )
    )
      continue;
    const limits = limitsFor(c, person, false);
    const x = { ...baseDose(c, person, false), series: limits.series.min, descanso: limits.rest.min };
    if (secs + exerciseSeconds(x) > budget) continue;
    if (c.m.patron === 'cardio') {
      const conditioning = here.filter((p) => p.c.m.patron === 'cardio').reduce((n, p) => n + exerciseSeconds(p.x), 0);
      if (conditioning + exerciseSeconds(x) <= cond.share * budget) room.add(`conditioning (${c.e.nombre})`);
      continue;
    }
    if ([...setsCountFor(c)].some(([, w]) => w === 1) && fits(c, x.series)) room.add(c.e.nombre);
  }
  return [...room].slice(0, 3);
}

/** P5 the week's patterns; P7 pulling at least as much as pushing. */
function checkWeek(ctx: Ctx) {
  const { plan, placed, fail } = ctx;
  const kinds = plan.sesiones
    .map((s) => KIND_OF_LABEL.get(s.etiqueta))
    .filter((k): k is SessionKind => k !== undefined);
  const has = (patterns: readonly MovementPattern[]) => placed.some((p) => patterns.includes(p.c.m.patron));
  const carries = placed.filter((p) => p.c.m.patron === 'acarreo').length;
  if (carries > CARRIES_A_WEEK) fail(`P4 ${carries} carries in the week, at most ${CARRIES_A_WEEK}`);
  for (const wp of WEEK_PATTERNS) {
    if (has(wp.patterns)) continue;
    const available = kinds.some((k) => availableFor(ctx, k, wp.patterns));
    if (available) fail(`P5 the week has no ${wp.nombre}, and the person could do one`);
    else if (!plan.observaciones.includes(`Sin ${wp.nombre}`))
      fail(`P5 no ${wp.nombre} possible: the observations say so`);
  }
  if (!has(['bisagra']) && !has(['puente']) && kinds.some((k) => availableFor(ctx, k, HIP)))
    fail('P5 neither a hinge nor a bridge in the week');
  const push = placed.filter((p) => PUSH_RATIO.includes(p.c.m.patron)).reduce((n, p) => n + p.x.series, 0);
  const pull = placed.filter((p) => PULL_RATIO.includes(p.c.m.patron)).reduce((n, p) => n + p.x.series, 0);
  if (push > pull) fail(`P7 ${push} pushing sets against ${pull} pulling sets a week`);
}

/** P8: weekly sets per muscle in the band, indirect sets at half; small muscles under the band's top. */
function checkVolume(ctx: Ctx) {
  const { plan, person, placed, budget, fail } = ctx;
  const band = bandFor(person.goalId, person.level);
  if (plan.banda.min !== band.min || plan.banda.max !== band.max) fail('P8 the band is the goal and level band');
  const sets = new Map<Muscle, number>();
  for (const p of placed) for (const [m, w] of setsCountFor(p.c)) sets.set(m, (sets.get(m) ?? 0) + w * p.x.series);
  for (const [m, v] of sets) if (v > band.max + 1e-9) fail(`P8 ${m}: ${v} weekly sets, above ${band.max}`);
  for (const g of VOLUME_GROUPS) {
    const v = sets.get(g.key) ?? 0;
    if (Math.abs((plan.series_por_grupo.find((x) => x.id === g.id)?.series ?? -1) - v) > 1e-9)
      fail(`P8 series_por_grupo of ${g.key} is ${v}`);
    if (v >= band.min) continue;
    // Below the band only when nothing more fits: every exercise that trains it at its most sets,
    // or its session full, or a muscle it also trains at the band's top; and said.
    const room = placed
      .filter((p) => setsCountFor(p.c).get(g.key) === 1)
      .some((p) => {
        const limits = limitsFor(p.c, person, p.x.principal);
        if (p.x.series >= limits.series.max) return false;
        if (sessionSeconds(p.s) + workSeconds(p.x.medida, p.x.repeticiones_max) + limits.rest.min > budget)
          return false;
        if (PUSH_RATIO.includes(p.c.m.patron) && pushSets(placed) + 1 > pullSets(placed)) return false;
        return [...setsCountFor(p.c)].every(([m, w]) => (sets.get(m) ?? 0) + w <= band.max + 1e-9);
      });
    if (room) fail(`P8 ${g.key}: ${v} weekly sets, below ${band.min} with room for more`);
    if (!plan.por_debajo.includes(g.key) || !plan.observaciones.includes('por debajo'))
      fail(`P8 ${g.key} below the band is said`);
  }
}
const pushSets = (placed: readonly Placed[]) =>
  placed.filter((p) => PUSH_RATIO.includes(p.c.m.patron)).reduce((n, p) => n + p.x.series, 0);
const pullSets = (placed: readonly Placed[]) =>
  placed.filter((p) => PULL_RATIO.includes(p.c.m.patron)).reduce((n, p) => n + p.x.series, 0);

/** P17: a performance programme for an Avanzado+ lifter has a strength lift of each main pattern. */
function checkStrengthLifts(ctx: Ctx) {
  const { person, placed, plan, fail } = ctx;
  if (!getsStrengthLifts(person)) return;
  const kinds = plan.sesiones
    .map((s) => KIND_OF_LABEL.get(s.etiqueta))
    .filter((k): k is SessionKind => k !== undefined);
  for (const [nombre, patterns] of [
    ['squat or lunge', KNEE],
    ['hinge or bridge', HIP],
    ['push', PUSH],
    ['pull', PULL],
  ] as const) {
    const possible = ctx.pool.some(
      (c) =>
        patterns.includes(c.m.patron) && isStrengthLift(c) && kinds.some((k) => availableFor(ctx, k, [c.m.patron])),
    );
    const has = placed.some(
      (p) =>
        patterns.includes(p.c.m.patron) &&
        p.x.principal &&
        isStrengthLift(p.c) &&
        p.x.repeticiones_max <= STRENGTH_LIFT.reps.max,
    );
    if (possible && !has)
      fail(`P17 no strength lift of ${nombre} in a performance programme for level ${person.level}`);
  }
}

/** P23: the block's weeks. */
function checkProgression({ plan, input, person, placed, fail }: Ctx) {
  const w = plan.progresion;
  const weeks = input.choices.semanas;
  if (w.length !== weeks || w.some((x, i) => x.semana !== i + 1)) fail(`P23 progression has weeks 1..${weeks}`);
  const deloads = deloadWeeks(weeks);
  const floor = rirFloor(person);
  w.forEach((x, i) => {
    const prev = w[i - 1];
    if (!x.nota.startsWith(`Semana ${x.semana}`)) fail(`P23 week ${x.semana}: its note`);
    if (x.descarga !== deloads.includes(x.semana)) fail(`P23 week ${x.semana}: deload weeks are ${deloads.join(', ')}`);
    if (x.descarga) {
      if (x.series_extra !== -1 || x.rir !== DELOAD_RIR)
        fail(`P23 week ${x.semana}: a deload has one set less and RIR ${DELOAD_RIR}`);
      return;
    }
    if (x.series_extra !== 0) fail(`P23 week ${x.semana}: loading weeks keep week 1's sets (the length asked)`);
    if (x.rir < floor || x.rir > START_RIR) fail(`P23 week ${x.semana}: RIR ${x.rir} outside ${floor}-${START_RIR}`);
    if (prev && !prev.descarga && x.rir > prev.rir)
      fail(`P23 week ${x.semana}: effort never eases inside a loading run`);
  });
  if (person.youth && w.some((x) => x.rir < 2)) fail('P19 no week below RIR 2 under 18');
  const explosive = placed.some((p) => orderClass(p.c) === 0);
  if (explosive && w.some((x) => !x.descarga && x.rir < START_RIR && !x.nota.includes(FAR_FROM_FAILURE)))
    fail(`P15 weeks that ask for RIR under ${START_RIR} say explosive work stays ${FAR_FROM_FAILURE}`);
}

const ZONE_WORDS: Readonly<Record<SoreArea, string>> = {
  hombro: 'el hombro',
  rodilla: 'la rodilla',
  zona_lumbar: 'la zona lumbar',
  muneca: 'la muñeca',
};

/** P26: the observations say what the person needs to know. */
function checkTexts({ plan, person, placed, fail }: Ctx) {
  const o = plan.observaciones;
  if (!plan.nombre.trim() || !o.trim()) fail('P26 the programme has a name and observations');
  for (const area of person.sore)
    if (!o.includes(ZONE_WORDS[area])) fail(`P10 the observations say how ${area} is looked after`);
  if (placed.some((p) => orderClass(p.c) === 0) && !o.includes(FAR_FROM_FAILURE))
    fail('P15 the observations say explosive work stays far from failure');
  if (person.youth && !o.includes('Técnica primero')) fail('P19 the observations put technique first under 18');
  if (person.circuit && !o.includes('circuito')) fail('P18 the observations say the sessions are circuits');
  if (!o.includes(`de los ${plan.duracion_min} que tienes`)) fail("P6 the observations give the sessions' length");
}
