/**
 * Next week of a programme from how each muscle felt this week (docs/coaching/feedback.md lists
 * the rules F1-F8 with their sources): sets per muscle move inside the programme's band, an
 * exercise that hurt a joint is swapped for a tolerated one of the same pattern, and an early
 * deload is proposed when several muscles say the workload was too much. Each change is a
 * proposal with its reason in Spanish; the person accepts or refuses it (`applyProposal` makes an
 * accepted one). `checkAdjusted` is the rule book's side: what a coach checks in the programme
 * after the changes (adjust.test.ts runs it over the programme grid and a table of scenarios).
 *
 * Pure: the plan's routine rows, the week's feedback and the catalogue come in, proposals go out.
 */
import { jointHurts, type JointArea, type JointPain, type Workload } from '../../../src/lib/contract-feedback';
import type { Equipment, PlanWeek, SoreArea } from '../../../src/lib/contract-plans';
import { equipmentFits, modelOf, sparesAreas, type ExerciseModel, type LoadProgression } from '../exercise-model';
import { alternativesFor, type CatalogueEntry } from '../exercise-model/alternatives';
import { JOINT_NAMES, modelArea } from '../training/joints';
import type { GeneratorExercise } from '../generator/types';
import { setsCountFor, type Candidate, type Muscle } from './catalogue';
import { kindOf } from './dosing';
import { LIFTER_GROUPS, lifterBand, lifterGroupOf } from './lifter-groups';
import { DELOAD_RIR } from './progression';
import { exerciseSeconds, WARM_UP_S, workSeconds, type Band } from './tables';

// ---------------------------------------------------------------- input and output

/** One muscle's answers after a session (contract-feedback.ts `muscleFeedbackInput`). */
export interface MuscleAnswers {
  /** The lifter group (lifter-groups.ts), or a catalogue group outside them. */
  grupoId: number;
  bombeo: number | null;
  agujetas: number | null;
  dolor: JointPain | null;
  /** Which joint hurt (with a joint pain answer), when said. */
  articulacion?: JointArea | null;
  carga: Workload | null;
}

/** A session of this week of the programme, with its feedback. */
export interface WeekSession {
  /** Catalogue ids of the exercises it trained (not skipped). */
  exerciseIds: readonly number[];
  musculos: readonly MuscleAnswers[];
}

/** One exercise of one of the programme's routines (user_routine_exercises). */
export interface PlanRow {
  id: number;
  rutinaId: number;
  exerciseId: number;
  /** Base sets (week 1); the week's `series_extra` is added on top. */
  series: number;
  principal: boolean;
  medida: string;
  repeticiones_max: number;
  descanso: number;
}

/** What the rules read of a programme and write back. */
export interface PlanState {
  banda: Band;
  /** The session length asked (minutes). */
  duracionMin: number;
  progresion: readonly PlanWeek[];
  rows: readonly PlanRow[];
}

/** The catalogue and the wizard's answers that limit a swap. */
export interface AdjustContext {
  catalogue: readonly GeneratorExercise[];
  /** Catalogue muscle group names (for a group outside the lifter groups). */
  groupNames: ReadonlyMap<number, string>;
  equipamiento: readonly Equipment[];
  evitarZonas: readonly SoreArea[];
  evitarEjercicios: readonly number[];
}

export type ProposalKind = 'series' | 'cambio_ejercicio' | 'descarga';

export interface Proposal {
  /** Stable key within a week: the same change found again keeps its id and state. */
  clave: string;
  tipo: ProposalKind;
  grupoId: number | null;
  delta: number | null;
  ejercicioId: number | null;
  alternativaId: number | null;
  motivo: string;
}

// ---------------------------------------------------------------- the numbers

/** Sets of one exercise: at least 2 (dosing.ts `MIN_SETS`), never more than 6 (rule P21). */
export const EXERCISE_SETS = { min: 2, max: 6 } as const;
/**
 * F8: an added set may take its session up to this share of the length asked (rule P6 fills a
 * session to 80-100 %): about 6 minutes more in an hour, said in the reason; past it, no set.
 */
export const SESSION_OVERRUN = 1.1;
/** F7: an early deload when this many muscles say "too much"… */
export const DELOAD_MUSCLES = 3;
/** …or at least this many, being at least half of those answered. */
export const DELOAD_MUSCLES_HALF = 2;

/** Load kinds kinder to a sore joint than a barbell (a guided path, free hands): the lower the better. */
const JOINT_FRIENDLY: Readonly<Record<LoadProgression, number>> = {
  maquina: 0,
  polea: 0,
  mancuernas: 1,
  banda: 1,
  kettlebell: 2,
  corporal: 2,
  lastre: 2,
  tiempo: 2,
  distancia: 2,
  barra: 3,
};

// ---------------------------------------------------------------- helpers

interface Known {
  c: Candidate;
  group: { id: number; key: string; nombre: string };
}

function catalogueIndex(ctx: AdjustContext): Map<number, Known> {
  const out = new Map<number, Known>();
  for (const e of ctx.catalogue) {
    const m = modelOf(e.id);
    if (!m) continue;
    const group = lifterGroupOf(e.id, { id: e.grupoId, nombre: ctx.groupNames.get(e.grupoId) ?? '' });
    out.set(e.id, { c: { e, m }, group });
  }
  return out;
}

const lifterKeyOf = (grupoId: number): Muscle | undefined => LIFTER_GROUPS.find((g) => g.id === grupoId)?.key;

function groupName(grupoId: number, ctx: AdjustContext): string {
  return LIFTER_GROUPS.find((g) => g.id === grupoId)?.nombre ?? ctx.groupNames.get(grupoId) ?? `grupo ${grupoId}`;
}
const lower = (s: string) => s.toLocaleLowerCase('es');

/**
 * Weekly sets per muscle in a loading week (direct 1, secondary 0.5: catalogue.ts
 * `setsCountFor`), what the band is about (rule P8); a deload week is lighter on purpose.
 */
export function weeklySets(rows: readonly PlanRow[], known: ReadonlyMap<number, Known>) {
  const out = new Map<Muscle, number>();
  for (const r of rows) {
    const k = known.get(r.exerciseId);
    if (!k) continue;
    for (const [muscle, w] of setsCountFor(k.c)) out.set(muscle, (out.get(muscle) ?? 0) + r.series * w);
  }
  return out;
}

/** Estimated seconds of a routine at its base dose (rule P6's estimate). */
function routineSeconds(rows: readonly PlanRow[], rutinaId: number): number {
  return WARM_UP_S + rows.filter((r) => r.rutinaId === rutinaId).reduce((s, r) => s + exerciseSeconds(r), 0);
}

/** How much an exercise loads the joints the wizard asks about (0-8). */
const jointStress = (m: ExerciseModel) => m.zonas.hombro + m.zonas.rodilla + m.zonas.zona_lumbar + m.zonas.muneca;

/** What a swap lowers: the load on the joint that hurt (0-2) when the lifter named one the model rates, else on all four. */
const stressOn = (area: SoreArea | null) => (m: ExerciseModel) =>
  area === null ? jointStress(m) : m.zonas[area] * 10 + jointStress(m);

/** Whether the changed weekly sets keep every banded muscle in its band (or no further out than before). */
function inBand(before: ReadonlyMap<Muscle, number>, after: ReadonlyMap<Muscle, number>, banda: Band): boolean {
  for (const [muscle, total] of after) {
    const band = lifterBand(muscle, banda);
    if (!band) continue;
    const was = before.get(muscle) ?? 0;
    if (total > band.max && total > was) return false;
    if (total < band.min && total < was) return false;
  }
  return true;
}

/** The row a set is added to or taken from for `key`, or null when the band, the sets or the time forbid it. */
function rowForSet(plan: PlanState, key: Muscle, delta: 1 | -1, known: ReadonlyMap<number, Known>) {
  const before = weeklySets(plan.rows, known);
  const budget = plan.duracionMin * 60 * SESSION_OVERRUN;
  const options = plan.rows.flatMap((r) => {
    const k = known.get(r.exerciseId);
    if (!k || setsCountFor(k.c).get(key) !== 1 || kindOf(k.c) !== 'fuerza') return [];
    const series = r.series + delta;
    if (series < EXERCISE_SETS.min || series > EXERCISE_SETS.max) return [];
    const left = budget - routineSeconds(plan.rows, r.rutinaId);
    const setCost = workSeconds(r.medida, r.repeticiones_max) + r.descanso;
    if (delta > 0 && left < setCost) return [];
    const rows = plan.rows.map((x) => (x.id === r.id ? { ...x, series } : x));
    if (!inBand(before, weeklySets(rows, known), plan.banda)) return [];
    return [{ r, k, left }];
  });
  options.sort((a, b) =>
    delta > 0
      ? Number(a.r.principal) - Number(b.r.principal) || a.r.series - b.r.series || b.left - a.left || a.r.id - b.r.id
      : Number(a.r.principal) - Number(b.r.principal) || b.r.series - a.r.series || a.r.id - b.r.id,
  );
  return options[0] ?? null;
}

// ---------------------------------------------------------------- the week's answers, per muscle

interface MuscleWeek {
  grupoId: number;
  answers: MuscleAnswers[];
}

function byMuscle(sessions: readonly WeekSession[]): MuscleWeek[] {
  const out = new Map<number, MuscleWeek>();
  for (const s of sessions)
    for (const a of s.musculos) {
      if (a.bombeo === null && a.agujetas === null && a.dolor === null && a.carga === null) continue;
      const m = out.get(a.grupoId) ?? { grupoId: a.grupoId, answers: [] };
      m.answers.push(a);
      out.set(a.grupoId, m);
    }
  return [...out.values()];
}

const numbers = (xs: readonly (number | null)[]) => xs.filter((x): x is number => x !== null);

/** The reason F4 gives for a joint that hurt (F5 swaps the exercise). */
const PAIN_WHY = 'te molestó una articulación';

/**
 * F2-F4: +1, -1 or 0 sets for a muscle, and why. -1: workload too much, strong soreness (3), or
 * soreness (2+) in two sessions of the week (it does not clear between sessions). 0: soreness 2
 * once, joint pain (F5 deals with it), or a pump already high. +1: recovered (soreness 0-1, or
 * not answered with a workload that was not too much) and a low stimulus (pump 0-1, or the
 * workload easy).
 */
export function setsDecision(week: MuscleWeek): { delta: -1 | 0 | 1; why: string } {
  const sore = numbers(week.answers.map((a) => a.agujetas));
  const pump = numbers(week.answers.map((a) => a.bombeo));
  const loads = week.answers.map((a) => a.carga).filter((c): c is Workload => c !== null);
  const pain = week.answers.some((a) => jointHurts(a.dolor));
  if (loads.includes('demasiada')) return { delta: -1, why: 'la carga fue demasiada' };
  if (sore.some((s) => s >= 3)) return { delta: -1, why: 'las agujetas fueron fuertes' };
  if (sore.filter((s) => s >= 2).length >= 2)
    return { delta: -1, why: 'las agujetas no se te pasaron de una sesión a otra' };
  if (sore.some((s) => s >= 2)) return { delta: 0, why: 'aún te duraban las agujetas' };
  if (pain) return { delta: 0, why: PAIN_WHY };
  const recovered = sore.length > 0 ? true : loads.length > 0;
  if (!recovered) return { delta: 0, why: 'sin datos de recuperación' };
  if (pump.length > 0 && Math.max(...pump) <= 1) return { delta: 1, why: 'recuperaste bien y el bombeo fue bajo' };
  if (loads.includes('facil')) return { delta: 1, why: 'recuperaste bien y la carga te resultó fácil' };
  return { delta: 0, why: 'el estímulo ya fue suficiente' };
}

// ---------------------------------------------------------------- proposals

/** F2-F4 and F6: one set more or fewer per muscle, each found on the programme with the ones before made, so all fit together. */
function seriesProposals(
  plan: PlanState,
  weeks: readonly MuscleWeek[],
  known: ReadonlyMap<number, Known>,
  ctx: AdjustContext,
): { proposals: Proposal[]; state: PlanState } {
  let state = plan;
  const proposals = weeks.flatMap((w) => {
    const key = lifterKeyOf(w.grupoId);
    if (!key) return [];
    const { delta, why } = setsDecision(w);
    if (delta === 0) return [];
    const pick = rowForSet(state, key, delta, known);
    if (!pick) return [];
    state = { ...state, rows: state.rows.map((r) => (r.id === pick.r.id ? { ...r, series: r.series + delta } : r)) };
    const g = lower(groupName(w.grupoId, ctx));
    const where = `${pick.k.c.e.nombre}, de ${pick.r.series} a ${pick.r.series + delta} series`;
    return [
      {
        clave: `series:${w.grupoId}`,
        tipo: 'series' as const,
        grupoId: w.grupoId,
        delta,
        ejercicioId: null,
        alternativaId: null,
        motivo: `${delta > 0 ? 'Añadimos' : 'Quitamos'} 1 serie de ${g}: ${why} (${where}).`,
      },
    ];
  });
  return { proposals, state };
}

/**
 * F5: the muscle's exercises that may have hurt (those of the painful sessions, else all of it in
 * the programme), the worst first; and what the swap lowers: the joint named, when one of them
 * loads it, else (another joint, or none of them loads it) the load on all four.
 */
function suspectsFor(
  plan: PlanState,
  w: MuscleWeek,
  sessions: readonly WeekSession[],
  known: ReadonlyMap<number, Known>,
  joint: SoreArea | null,
): { suspects: Known[]; area: SoreArea | null } {
  const hurt = new Set(
    sessions
      .filter((s) => s.musculos.some((a) => a.grupoId === w.grupoId && jointHurts(a.dolor)))
      .flatMap((s) => s.exerciseIds),
  );
  const ofGroup = [...new Set(plan.rows.map((r) => r.exerciseId))].flatMap((id) => {
    const k = known.get(id);
    return k && k.group.id === w.grupoId ? [k] : [];
  });
  const trained = ofGroup.filter((k) => hurt.has(k.c.e.id));
  const pool = trained.length ? trained : ofGroup;
  const area = joint !== null && pool.some((k) => k.c.m.zonas[joint] > 0) ? joint : null;
  const stress = stressOn(area);
  const suspects = pool.sort(
    (a, b) =>
      stress(b.c.m) - stress(a.c.m) ||
      JOINT_FRIENDLY[b.c.m.progresion] - JOINT_FRIENDLY[a.c.m.progresion] ||
      a.c.e.id - b.c.e.id,
  );
  return { suspects, area };
}

/** F5: the exercise of the muscle that hurt, and a tolerated one of the same pattern instead. */
function swapFor(
  plan: PlanState,
  w: MuscleWeek,
  sessions: readonly WeekSession[],
  known: ReadonlyMap<number, Known>,
  ctx: AdjustContext,
  joint: SoreArea | null,
): { from: Known; to: Known; text: string; area: SoreArea | null } | null {
  const { suspects, area } = suspectsFor(plan, w, sessions, known, joint);
  const stress = stressOn(area);
  const entries: CatalogueEntry[] = [...known.values()].map(({ c, group }) => ({
    id: c.e.id,
    nombre: c.e.nombre,
    grupoId: c.e.grupoId,
    grupoMuscular: group.nombre,
    dificultadId: c.e.dificultadId,
  }));
  const inPlan = [...new Set(plan.rows.map((r) => r.exerciseId))];
  const before = weeklySets(plan.rows, known);
  const keepsBand = (from: number, to: number) =>
    inBand(
      before,
      weeklySets(
        plan.rows.map((r) => (r.exerciseId === from ? { ...r, exerciseId: to } : r)),
        known,
      ),
      plan.banda,
    );
  for (const from of suspects) {
    const current = entries.find((e) => e.id === from.c.e.id)!;
    // The kinder candidates first, so the alternatives' cap (MAX_ALTERNATIVES) keeps only those.
    const kinder = entries.filter((e) => {
      const to = known.get(e.id)!;
      const kinderLoad = JOINT_FRIENDLY[to.c.m.progresion] < JOINT_FRIENDLY[from.c.m.progresion];
      // With a joint named: less load on it (or the same with a kinder load), and no more on all four.
      const lessStress =
        area === null
          ? jointStress(to.c.m) < jointStress(from.c.m) || (jointStress(to.c.m) === jointStress(from.c.m) && kinderLoad)
          : jointStress(to.c.m) <= jointStress(from.c.m) &&
            (to.c.m.zonas[area] < from.c.m.zonas[area] || (to.c.m.zonas[area] === from.c.m.zonas[area] && kinderLoad));
      const fits =
        to.c.m.patron === from.c.m.patron &&
        to.group.id === from.group.id &&
        to.c.e.medida === from.c.e.medida &&
        kindOf(to.c) === kindOf(from.c) &&
        to.c.m.tecnica <= from.c.m.tecnica &&
        to.c.e.dificultadId <= from.c.e.dificultadId;
      return lessStress && fits && keepsBand(from.c.e.id, to.c.e.id);
    });
    const options = alternativesFor(current, kinder, { equipamiento: ctx.equipamiento, evitarZonas: ctx.evitarZonas }, [
      ...inPlan,
      ...ctx.evitarEjercicios,
    ]).map((alt, rank) => ({ to: known.get(alt.id)!, rank, text: alt.motivo }));
    options.sort(
      (a, b) =>
        stress(a.to.c.m) - stress(b.to.c.m) ||
        JOINT_FRIENDLY[a.to.c.m.progresion] - JOINT_FRIENDLY[b.to.c.m.progresion] ||
        a.rank - b.rank,
    );
    const best = options[0];
    // `area`: the joint the swap loads less (not when it only offers a kinder load on it).
    if (best)
      return {
        from,
        to: best.to,
        text: best.text,
        area: area !== null && best.to.c.m.zonas[area] < from.c.m.zonas[area] ? area : null,
      };
  }
  return null;
}

/** F5: one swap per muscle that hurt, each found on the programme with the changes before made. */
function swapProposals(
  plan: PlanState,
  weeks: readonly MuscleWeek[],
  sessions: readonly WeekSession[],
  known: ReadonlyMap<number, Known>,
  ctx: AdjustContext,
): Proposal[] {
  let state = plan;
  return weeks.flatMap((w) => {
    const worst = w.answers.some((a) => a.dolor === 'me_paro')
      ? 'me_paro'
      : w.answers.some((a) => a.dolor === 'algo')
        ? 'algo'
        : null;
    if (!worst) return [];
    // The joint said with the worst answer (enough to stop before some), else with any.
    const painful = w.answers.filter((a) => a.dolor === 'me_paro').concat(w.answers.filter((a) => a.dolor === 'algo'));
    const area = modelArea(painful.find((a) => a.articulacion)?.articulacion);
    const swap = swapFor(state, w, sessions, known, ctx, area);
    if (!swap) return [];
    const from = swap.from.c.e.id;
    const to = swap.to.c.e.id;
    state = { ...state, rows: state.rows.map((r) => (r.exerciseId === from ? { ...r, exerciseId: to } : r)) };
    const named = area ? JOINT_NAMES[area] : null;
    const felt =
      worst === 'me_paro'
        ? `el dolor ${named ? `en ${named}` : 'articular'} te hizo parar`
        : `te molestó ${named ?? 'una articulación'}`;
    const spares = swap.area ? `; ${swap.to.c.e.nombre} carga menos ${JOINT_NAMES[swap.area]}` : '';
    return [
      {
        clave: `cambio:${from}`,
        tipo: 'cambio_ejercicio' as const,
        grupoId: w.grupoId,
        delta: null,
        ejercicioId: from,
        alternativaId: to,
        motivo: `Cambiamos ${swap.from.c.e.nombre} por ${swap.to.c.e.nombre}: ${felt} al entrenar ${lower(groupName(w.grupoId, ctx))}${spares} (${lower(swap.text)}).`,
      },
    ];
  });
}

/** F7: the muscles that said "too much", when they are enough for an early deload. */
function deloadMuscles(weeks: readonly MuscleWeek[]): number[] {
  const tooMuch = weeks.filter((w) => w.answers.some((a) => a.carga === 'demasiada')).map((w) => w.grupoId);
  const enough =
    tooMuch.length >= DELOAD_MUSCLES || (tooMuch.length >= DELOAD_MUSCLES_HALF && tooMuch.length * 2 >= weeks.length);
  return enough ? tooMuch : [];
}

/** "a, b y c". */
function listOf(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/**
 * The proposals for the week after `week` (1-based) from this week's sessions. None without
 * feedback (F1), in the last week, or for sets and deloads when this week or the next is a deload.
 */
export function proposeAdjustments(
  plan: PlanState,
  week: number,
  sessions: readonly WeekSession[],
  ctx: AdjustContext,
): Proposal[] {
  const current = plan.progresion[week - 1];
  const next = plan.progresion[week];
  const weeks = byMuscle(sessions);
  if (!current || !next || weeks.length === 0) return [];
  const known = catalogueIndex(ctx);
  if (current.descarga || next.descarga) return swapProposals(plan, weeks, sessions, known, ctx);
  const deload = deloadMuscles(weeks);
  if (deload.length > 0) {
    const names = listOf(deload.map((id) => lower(groupName(id, ctx))));
    return [
      {
        clave: 'descarga',
        tipo: 'descarga',
        grupoId: null,
        delta: null,
        ejercicioId: null,
        alternativaId: null,
        motivo: `Adelantamos la descarga a la semana ${next.semana}: la carga fue demasiada en ${names}. Una serie menos y RIR ${DELOAD_RIR} para recuperarte.`,
      },
      ...swapProposals(plan, weeks, sessions, known, ctx),
    ];
  }
  const sets = seriesProposals(plan, weeks, known, ctx);
  return [...sets.proposals, ...swapProposals(sets.state, weeks, sessions, known, ctx)];
}

// ---------------------------------------------------------------- what stays as it is

/** A muscle answered about this week whose next week stays as it is, and why (Spanish). */
export interface Unchanged {
  grupoId: number;
  motivo: string;
}

/** Why a muscle outside the lifter groups (forearms, lower back…) keeps its sets. */
const OUTSIDE_GROUPS =
  'solo ajustamos las series de pecho, espalda, hombros, cuádriceps, glúteos e isquiotibiales, brazos, gemelos y abdominales';

/** "13,5". */
const setsText = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

/** Why a set the answers call for has no room: the band's edge, each exercise's own limit, or the session's time. */
function noRoom(plan: PlanState, key: Muscle, delta: 1 | -1, known: ReadonlyMap<number, Known>): string {
  const total = weeklySets(plan.rows, known).get(key) ?? 0;
  const band = lifterBand(key, plan.banda);
  if (delta > 0 && band && total + 1 > band.max)
    return `ya haces ${setsText(total)} series a la semana, el tope de tu rango (${band.max})`;
  if (delta < 0 && band && total - 1 < band.min)
    return `ya haces ${setsText(total)} series a la semana, el mínimo de tu rango (${band.min})`;
  const rows = plan.rows.filter((r) => {
    const k = known.get(r.exerciseId);
    return k && setsCountFor(k.c).get(key) === 1 && kindOf(k.c) === 'fuerza';
  });
  if (delta > 0 && rows.every((r) => r.series >= EXERCISE_SETS.max))
    return `cada ejercicio ya tiene ${EXERCISE_SETS.max} series, su máximo`;
  if (delta < 0) return `cada ejercicio ya está en ${EXERCISE_SETS.min} series, su mínimo`;
  return 'no cabe otra serie en el tiempo de tus sesiones';
}

/**
 * F9: the muscles answered this week that no proposal changes, each with why, so the lifter sees
 * the answers were read: the stimulus was already enough, soreness lingered, the band's edge or
 * the session's time leaves no room for the set the answers call for, a deload week, or no
 * kinder variation for a joint that hurt. None when an early deload is proposed (it changes the
 * whole week) and none without feedback, as for the proposals.
 */
export function unchangedMuscles(
  plan: PlanState,
  week: number,
  sessions: readonly WeekSession[],
  ctx: AdjustContext,
  proposals: readonly Proposal[],
): Unchanged[] {
  const current = plan.progresion[week - 1];
  const next = plan.progresion[week];
  const weeks = byMuscle(sessions);
  if (!current || !next || weeks.length === 0 || proposals.some((p) => p.tipo === 'descarga')) return [];
  const changed = new Set(proposals.map((p) => p.grupoId));
  const known = catalogueIndex(ctx);
  return weeks.flatMap((w) => {
    const key = lifterKeyOf(w.grupoId);
    if (changed.has(w.grupoId)) return [];
    let why: string;
    if (!key) why = OUTSIDE_GROUPS;
    else if (current.descarga) why = `la semana ${current.semana} fue de descarga: no cuenta para las series`;
    else if (next.descarga) why = `la semana ${next.semana} es de descarga`;
    else {
      const d = setsDecision(w);
      why = d.delta === 0 ? d.why : `${d.why}, pero ${noRoom(plan, key, d.delta, known)}`;
    }
    // A joint that hurt and found no swap (F5) says so too.
    if (w.answers.some((a) => jointHurts(a.dolor))) {
      const hurt = `te molestó una articulación, pero no hay otra variante del mismo movimiento que la cargue menos con tu material`;
      why = why === PAIN_WHY ? hurt : `${why}; ${hurt}`;
    }
    const motivo = `Sin cambios en ${lower(groupName(w.grupoId, ctx))}: ${why}.`;
    return [{ grupoId: w.grupoId, motivo }];
  });
}

// ---------------------------------------------------------------- accepting one

/**
 * The programme with an accepted proposal made, or null when it no longer fits (the routines
 * changed since: the band, the sets or the time now forbid it, the exercise is gone). Sets move
 * on the row `rowForSet` picks (the one the reason names); a swap changes every row of the
 * exercise; a deload turns next week into one (one set less, RIR 4).
 */
export function applyProposal(plan: PlanState, week: number, p: Proposal, ctx: AdjustContext): PlanState | null {
  const next = plan.progresion[week];
  if (!next) return null;
  if (p.tipo === 'descarga') {
    if (next.descarga) return null;
    const progresion = plan.progresion.map((w) =>
      w.semana === next.semana
        ? {
            semana: w.semana,
            descarga: true,
            series_extra: -1,
            rir: DELOAD_RIR,
            nota: `Semana ${w.semana}: descarga adelantada por tus respuestas. Una serie menos y cargas un 10 % más ligeras (RIR ${DELOAD_RIR}) para recuperarte.`,
          }
        : w,
    );
    return { ...plan, progresion };
  }
  if (p.tipo === 'cambio_ejercicio') {
    if (p.ejercicioId === null || p.alternativaId === null) return null;
    if (!plan.rows.some((r) => r.exerciseId === p.ejercicioId)) return null;
    if (plan.rows.some((r) => r.exerciseId === p.alternativaId)) return null;
    const known = catalogueIndex(ctx);
    const rows = plan.rows.map((r) => (r.exerciseId === p.ejercicioId ? { ...r, exerciseId: p.alternativaId! } : r));
    if (!inBand(weeklySets(plan.rows, known), weeklySets(rows, known), plan.banda)) return null;
    return { ...plan, rows };
  }
  const key = p.grupoId === null ? undefined : lifterKeyOf(p.grupoId);
  if (!key || (p.delta !== 1 && p.delta !== -1) || next.descarga) return null;
  const pick = rowForSet(plan, key, p.delta, catalogueIndex(ctx));
  if (!pick) return null;
  return { ...plan, rows: plan.rows.map((r) => (r.id === pick.r.id ? { ...r, series: r.series + p.delta! } : r)) };
}

// ---------------------------------------------------------------- the rule book's check

/**
 * What a coach checks after the changes (each problem starts with its rule number; empty: signed):
 * F6 every muscle's weekly sets (a loading week's) stay in the band (or no further out than before);
 * F8 a changed exercise keeps 2-6 sets and its session the length asked (when it did); F5 a swap
 * is the same pattern and lifter group, with the equipment at hand, spares the sore areas and
 * loads the joints less (or the same with a kinder load).
 */
export function checkAdjusted(before: PlanState, after: PlanState, ctx: AdjustContext): string[] {
  const broken: string[] = [];
  const known = catalogueIndex(ctx);
  {
    const was = weeklySets(before.rows, known);
    const now = weeklySets(after.rows, known);
    for (const [muscle, total] of now) {
      const band = lifterBand(muscle, after.banda);
      if (!band) continue;
      const prev = was.get(muscle) ?? 0;
      if ((total > band.max && total > prev) || (total < band.min && total < prev))
        broken.push(`F6 ${muscle}: ${total} series a la semana, fuera de ${band.min}-${band.max} (antes ${prev})`);
    }
  }
  const budget = after.duracionMin * 60 * SESSION_OVERRUN;
  for (const r of after.rows) {
    const old = before.rows.find((x) => x.id === r.id)!;
    if (r.series !== old.series) {
      if (r.series < EXERCISE_SETS.min || r.series > EXERCISE_SETS.max)
        broken.push(`F8 fila ${r.id}: ${r.series} series`);
      if (routineSeconds(after.rows, r.rutinaId) > budget && routineSeconds(before.rows, r.rutinaId) <= budget)
        broken.push(`F8 rutina ${r.rutinaId}: pasa de ${after.duracionMin} minutos más un 10 %`);
    }
    if (r.exerciseId !== old.exerciseId) {
      const from = known.get(old.exerciseId);
      const to = known.get(r.exerciseId);
      if (!from || !to) {
        broken.push(`F5 fila ${r.id}: ejercicio sin modelo`);
        continue;
      }
      if (to.c.m.patron !== from.c.m.patron || to.group.id !== from.group.id)
        broken.push(`F5 ${from.c.e.nombre} → ${to.c.e.nombre}: otro patrón o grupo`);
      if (ctx.equipamiento.length && !equipmentFits(to.c.m, ctx.equipamiento))
        broken.push(`F5 ${to.c.e.nombre}: material que no tienes`);
      if (!sparesAreas(to.c.m, ctx.evitarZonas)) broken.push(`F5 ${to.c.e.nombre}: carga una zona dolorida`);
      if (jointStress(to.c.m) > jointStress(from.c.m)) broken.push(`F5 ${to.c.e.nombre}: más carga articular`);
    }
  }
  return broken;
}
