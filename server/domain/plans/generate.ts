import { mersenne } from 'pure-rand/generator/mersenne';
import { levelWeight, weightedPick, type Rng } from '../generator/generate';
import type { PlanWeek } from '../../../src/lib/contract-plans';
import {
  isBalance,
  isCompound,
  isExplosive,
  isHold,
  isPower,
  isWarmupOnly,
  orderClass,
  regionOf,
} from '../generator/classify';
import { CARDIO_STRAIGHT, doseKind, measureOfKind } from '../generator/dose';
import { levelFromEvidence } from '../generator/level';
import {
  avoidsHighImpact,
  BALANCE_AGE,
  prescriptionFor,
  repRangeFor,
  type Prescription,
  type Range,
} from '../generator/prescription';
import { safetyBreaks } from '../generator/safety';
import { exerciseComment } from '../generator/texts';
import type { GeneratorExercise, Role } from '../generator/types';
import { progression } from './progression';
import { schedule, SESSION_KINDS, type SessionKind } from './split';
import {
  bandFor,
  DEFAULT_SESSIONS,
  equipmentAllows,
  exerciseSeconds,
  EXPERIENCE_CAP,
  soreAreasLoaded,
  volumeGroupOf,
  VOLUME_GROUPS,
  WARM_UP_S,
  workSeconds,
  type Band,
  type VolumeGroup,
} from './tables';
import { planName, planObservations } from './texts';
import type { LoadArea, Programme, ProgrammeExercise, ProgrammeInput, ProgrammeSession } from './types';

type Pred = (e: GeneratorExercise) => boolean;

/** The catalogue cannot give a single exercise for a session with these choices. */
export class NoExercisesForPlanError extends Error {
  constructor() {
    super('No exercise of the catalogue fits these choices (equipment, sore areas, exercises to avoid)');
  }
}

const strength: Pred = (e) => e.tipo === 'Fuerza';
const groups =
  (...ids: number[]): Pred =>
  (e) =>
    ids.includes(e.grupoId);
const and =
  (...ps: Pred[]): Pred =>
  (e) =>
    ps.every((p) => p(e));
const push: Pred = (e) => e.fuerza === 'empuje';
const pull: Pred = (e) => e.fuerza === 'tiron';
const isolation: Pred = (e) => !isCompound(e);

/** A slot of a session: the generator role (for the texts) and the filters tried in order. */
type Slot =
  | 'potencia'
  | 'rodilla'
  | 'cadera'
  | 'pecho'
  | 'espalda'
  | 'hombro'
  | 'hombro-lat'
  | 'hombro-post'
  | 'biceps'
  | 'triceps'
  | 'pierna-aisl'
  | 'gemelo'
  | 'core'
  | 'equilibrio'
  | 'cardio';

const SLOTS: Readonly<Record<Slot, { role: Role; preds: readonly Pred[] }>> = {
  potencia: { role: 'potencia', preds: [isExplosive] },
  rodilla: {
    role: 'pierna-rodilla',
    preds: [and(strength, groups(6, 12), isCompound, push), and(strength, groups(6, 12), isCompound)],
  },
  cadera: {
    role: 'pierna-cadera',
    preds: [and(strength, groups(7, 13, 6), isCompound, pull), and(strength, groups(7, 13), isCompound)],
  },
  pecho: {
    role: 'empuje',
    preds: [and(strength, groups(1, 16), isCompound, push), and(strength, groups(1, 16), push)],
  },
  espalda: {
    role: 'tiron',
    preds: [and(strength, groups(2, 17), isCompound, pull), and(strength, groups(2, 17), pull)],
  },
  hombro: { role: 'empuje-2', preds: [and(strength, groups(5), isCompound, push), and(strength, groups(5), push)] },
  'hombro-lat': { role: 'aislamiento-hombro', preds: [and(strength, groups(5), isolation, (e) => !pull(e))] },
  'hombro-post': { role: 'aislamiento-hombro', preds: [and(strength, groups(18), pull)] },
  biceps: { role: 'aislamiento-brazo-tiron', preds: [and(strength, groups(3), isolation, (e) => !isHold(e))] },
  triceps: { role: 'aislamiento-brazo-empuje', preds: [and(strength, groups(4), isolation)] },
  'pierna-aisl': { role: 'aislamiento-pierna', preds: [and(strength, groups(6, 7, 12, 13), isolation)] },
  gemelo: { role: 'aislamiento-pierna', preds: [and(strength, groups(14))] },
  core: {
    role: 'core',
    preds: [and(strength, groups(8, 19)), (e) => regionOf(e) === 'core' && !isPower(e)],
  },
  equilibrio: { role: 'equilibrio', preds: [isBalance] },
  cardio: { role: 'cardio', preds: [(e) => regionOf(e) === 'cardio' && !isExplosive(e)] },
};

/** Slots of each session, most important first (what does not fit the session's length is left out). */
const TEMPLATES: Readonly<Record<SessionKind, readonly Slot[]>> = {
  'fb-a': ['rodilla', 'pecho', 'espalda', 'cadera', 'hombro', 'core', 'biceps', 'triceps', 'pierna-aisl'],
  'fb-b': ['cadera', 'hombro', 'espalda', 'rodilla', 'pecho', 'core', 'pierna-aisl', 'hombro-post', 'triceps'],
  'fb-c': ['rodilla', 'espalda', 'pecho', 'cadera', 'hombro-lat', 'core', 'gemelo', 'biceps', 'triceps'],
  'torso-a': ['pecho', 'espalda', 'hombro', 'espalda', 'pecho', 'hombro-lat', 'biceps', 'triceps'],
  'torso-b': ['espalda', 'pecho', 'hombro', 'pecho', 'espalda', 'hombro-post', 'triceps', 'biceps'],
  torso: ['pecho', 'espalda', 'hombro', 'espalda', 'hombro-post', 'biceps', 'triceps'],
  'pierna-a': ['rodilla', 'cadera', 'rodilla', 'pierna-aisl', 'gemelo', 'core'],
  'pierna-b': ['cadera', 'rodilla', 'cadera', 'pierna-aisl', 'gemelo', 'core'],
  'empuje-a': ['pecho', 'hombro', 'pecho', 'hombro-lat', 'triceps', 'triceps'],
  'empuje-b': ['hombro', 'pecho', 'pecho', 'hombro-lat', 'triceps', 'core'],
  'tiron-a': ['espalda', 'espalda', 'hombro-post', 'biceps', 'espalda', 'biceps'],
  'tiron-b': ['espalda', 'espalda', 'espalda', 'hombro-post', 'biceps', 'core'],
};
const LEG_SLOTS: ReadonlySet<Slot> = new Set(['rodilla', 'cadera']);

/** The session's slots with the goal's and the person's additions. */
function slotsFor(kind: SessionKind, goalId: number, level: number, balance: boolean): Slot[] {
  const slots = [...TEMPLATES[kind]];
  const legs = slots.some((s) => LEG_SLOTS.has(s));
  if (goalId === 5 && level >= 2 && legs) slots.unshift('potencia');
  if (goalId === 4) slots.splice(Math.min(4, slots.length), 0, 'cardio');
  if (goalId === 2) slots.splice(Math.min(5, slots.length), 0, 'cardio');
  // Balance first for 65+: it is what the session must not lose to its length.
  if (balance && legs) slots.unshift('equilibrio');
  return slots;
}

/** The muscles an exercise loads for the 48 h rule (core and conditioning: none). */
export function loadAreaOf(e: GeneratorExercise): LoadArea | null {
  const region = regionOf(e);
  if (region === 'lower') return 'pierna';
  if (region !== 'upper') return null;
  if (e.fuerza === 'tiron') return 'tiron';
  if (e.fuerza === 'empuje') return 'empuje';
  return [2, 3, 17, 18].includes(e.grupoId) ? 'tiron' : 'empuje';
}

/** At most this many exercises one step above the level per session (as the routine generator). */
const MAX_ABOVE_LEVEL = 2;

/** Whether the exercise suits the person, the goal and the wizard's choices. */
function suits(e: GeneratorExercise, input: ProgrammeInput, level: number, p: Prescription, restricted: boolean) {
  const { choices } = input;
  if (isWarmupOnly(e) || e.dificultadId > level + 1) return false;
  if (p.compoundOnly && !isCompound(e) && regionOf(e) !== 'core') return false;
  if (isPower(e) && level < 2) return false;
  if (safetyBreaks(e, restricted, p.circuit).length > 0) return false;
  if (!equipmentAllows(e.equipo, choices.equipamiento)) return false;
  if (choices.evitar_ejercicios.includes(e.id)) return false;
  return !soreAreasLoaded(e).some((a) => choices.evitar_zonas.includes(a));
}

const NICE_REST = [20, 30, 40, 45, 60, 75, 90, 120] as const;
function restFor(p: Prescription, e: GeneratorExercise): number {
  const values = [
    ...new Set([p.descanso.min, ...NICE_REST.filter((v) => v > p.descanso.min && v < p.descanso.max), p.descanso.max]),
  ];
  if (p.circuit) return isCompound(e) ? values[Math.min(1, values.length - 1)]! : values[0]!;
  const main = isCompound(e) && regionOf(e) !== 'core' && regionOf(e) !== 'cardio';
  return main ? values[values.length - 1]! : values[0]!;
}

type Dose = Pick<ProgrammeExercise, 'medida' | 'series' | 'repeticiones_min' | 'repeticiones_max' | 'descanso'>;

/**
 * Week 1's dose (generator/dose.ts's table): ordinary strength work gets a repetition range for
 * double progression (the lower half of the goal's range for compound lifts, the upper half for
 * isolation and core); explosive work 3-5; seconds and metres a single number.
 */
function doseFor(p: Prescription, reps: Range, level: number, e: GeneratorExercise): Dose {
  const main = p.seriesByLevel[level - 1] ?? p.series.max;
  const medida = measureOfKind(doseKind(e));
  const fixed = (series: number, work: number, descanso: number): Dose => ({
    medida,
    series,
    repeticiones_min: work,
    repeticiones_max: work,
    descanso,
  });
  switch (doseKind(e)) {
    case 'explosivo':
      return {
        medida,
        series: [3, 3, 4, 4, 5][level - 1] ?? 3,
        repeticiones_min: 3,
        repeticiones_max: 5,
        descanso: e.tipo === 'Potencia' ? 180 : 120,
      };
    case 'intervalo':
      return fixed([4, 4, 5, 6, 6][level - 1] ?? 4, 30, 180);
    case 'cardio':
      return p.circuit
        ? fixed(main, 40, restFor(p, e))
        : fixed(
            CARDIO_STRAIGHT.series.min,
            240,
            Math.min(Math.max(CARDIO_STRAIGHT.rest, p.descanso.min), p.descanso.max),
          );
    case 'distancia':
      return fixed(main, 30, restFor(p, e));
    case 'sostener':
      return fixed(
        main,
        Math.min(Math.max([20, 30, 40][Math.min(level, 3) - 1]!, p.sostener.min), p.sostener.max),
        restFor(p, e),
      );
    default: {
      const half = Math.ceil((reps.max - reps.min) / 2);
      const compound = isCompound(e) && regionOf(e) !== 'core';
      const series = compound || p.circuit || main < 4 ? main : Math.max(p.series.min, main - 1);
      return compound
        ? { medida, series, repeticiones_min: reps.min, repeticiones_max: reps.min + half, descanso: restFor(p, e) }
        : { medida, series, repeticiones_min: reps.max - half, repeticiones_max: reps.max, descanso: restFor(p, e) };
    }
  }
}

interface Draft {
  exercise: GeneratorExercise;
  slot: Slot;
  /** Priority index in the session's slots. */
  priority: number;
  dose: Dose;
}
interface DraftSession {
  kind: SessionKind;
  dia: number;
  items: Draft[];
}

/** Seconds of a session at a week that adds `extra` sets to each exercise. */
function sessionSeconds(items: readonly Draft[], extra: number): number {
  return (
    WARM_UP_S +
    items.reduce((sum, d) => sum + exerciseSeconds({ ...d.dose, series: Math.max(1, d.dose.series + extra) }), 0)
  );
}

/** Seconds one more set of this exercise adds. */
const setSeconds = (d: Draft) => workSeconds(d.dose.medida, d.dose.repeticiones_max) + d.dose.descanso;

interface Ctx {
  rng: Rng;
  input: ProgrammeInput;
  level: number;
  p: Prescription;
  reps: Range;
  pool: GeneratorExercise[];
  balance: boolean;
  usedInPlan: Map<number, number>;
  budget: number;
  extra: number;
  byPred: Map<Pred, readonly GeneratorExercise[]>;
}

/** The pool's exercises that pass a slot's filter (each filter runs once per programme). */
function candidatesOf(ctx: Ctx, pred: Pred): readonly GeneratorExercise[] {
  let found = ctx.byPred.get(pred);
  if (!found) ctx.byPred.set(pred, (found = ctx.pool.filter(pred)));
  return found;
}

function fillSession(ctx: Ctx, kind: SessionKind, dia: number): DraftSession {
  const items: Draft[] = [];
  const areas = SESSION_KINDS[kind].areas;
  let above = 0;
  slotsFor(kind, ctx.p.goalId, ctx.level, ctx.balance).forEach((slot, priority) => {
    for (const pred of SLOTS[slot].preds) {
      const candidates = candidatesOf(ctx, pred).filter((e) => {
        const area = loadAreaOf(e);
        return (
          !items.some((d) => d.exercise.id === e.id) &&
          (area === null || areas.includes(area)) &&
          (e.dificultadId <= ctx.level || above < MAX_ABOVE_LEVEL)
        );
      });
      if (candidates.length === 0) continue;
      const exercise = weightedPick(ctx.rng, candidates, (e) => {
        let w = levelWeight(e.dificultadId, ctx.level);
        if (ctx.usedInPlan.has(e.id)) w *= 0.2;
        if (items.some((d) => d.exercise.grupoId === e.grupoId)) w *= 0.5;
        return w;
      });
      const draft: Draft = { exercise, slot, priority, dose: doseFor(ctx.p, ctx.reps, ctx.level, exercise) };
      // What does not fit the session's length (at its heaviest week) stays out.
      if (sessionSeconds([...items, draft], ctx.extra) > ctx.budget) return;
      items.push(draft);
      ctx.usedInPlan.set(exercise.id, (ctx.usedInPlan.get(exercise.id) ?? 0) + 1);
      if (exercise.dificultadId > ctx.level) above += 1;
      return;
    }
  });
  return { kind, dia, items };
}

const inGroup = (sessions: readonly DraftSession[], g: VolumeGroup) =>
  sessions.flatMap((s) => s.items.map((d) => ({ s, d }))).filter(({ d }) => volumeGroupOf(d.exercise) === g);
export const groupSets = (sessions: readonly DraftSession[], g: VolumeGroup, extra: number) =>
  inGroup(sessions, g).reduce((sum, { d }) => sum + Math.max(1, d.dose.series + extra), 0);

/**
 * Weekly sets per group into the band: above it (at the heaviest week) sets come off, down to
 * the goal's minimum per exercise, then accessories; below it (at week 1) sets go on, up to the
 * goal's maximum, while the session's length and the band's top allow.
 */
function balanceVolume(ctx: Ctx, sessions: DraftSession[], band: Band): void {
  const trim = () => {
    for (const { key } of VOLUME_GROUPS) {
      while (groupSets(sessions, key, ctx.extra) > band.max) {
        const found = inGroup(sessions, key).sort((a, b) => b.d.dose.series - a.d.dose.series)[0];
        if (found && found.d.dose.series > ctx.p.series.min) {
          found.d.dose.series -= 1;
          continue;
        }
        const drop = inGroup(sessions, key)
          .filter(({ s, d }) => d.slot !== 'equilibrio' && s.items.length > 1)
          .sort((a, b) => b.d.priority - a.d.priority)[0];
        if (!drop) return false;
        drop.s.items.splice(drop.s.items.indexOf(drop.d), 1);
      }
    }
    return true;
  };
  // When the band cannot hold one more set per exercise, the weeks progress by load and effort only.
  if (!trim()) {
    ctx.extra = 0;
    trim();
  }
  for (const { key } of VOLUME_GROUPS) {
    for (;;) {
      if (groupSets(sessions, key, 0) >= band.min) break;
      const room = inGroup(sessions, key).find(
        ({ s, d }) =>
          d.dose.series < ctx.p.series.max &&
          sessionSeconds(s.items, ctx.extra) + setSeconds(d) <= ctx.budget &&
          groupSets(sessions, key, ctx.extra) + 1 <= band.max,
      );
      if (!room) break;
      room.d.dose.series += 1;
    }
  }
}

/** Main lifts: the two most important compound lifts of the session; they stay the whole block. */
function mainLifts(s: DraftSession): Set<Draft> {
  return new Set(
    s.items
      .filter((d) => isMainCandidate(d.exercise))
      .sort((a, b) => a.priority - b.priority)
      .slice(0, 2),
  );
}

/** Compound (or explosive) work of the upper or lower body: what a main lift can be. */
export function isMainCandidate(e: GeneratorExercise): boolean {
  const region = regionOf(e);
  return (isCompound(e) || isExplosive(e)) && (region === 'upper' || region === 'lower');
}

/** Final order (power, compound, isolation, core, conditioning; priority inside) and texts. */
function finishSession(ctx: Ctx, s: DraftSession): ProgrammeSession {
  const ordered = [...s.items].sort(
    (a, b) => orderClass(a.exercise) - orderClass(b.exercise) || a.priority - b.priority,
  );
  const principal = mainLifts(s);
  const ejercicios = ordered.map((d, i): ProgrammeExercise => {
    const { medida, series, repeticiones_min: lo, repeticiones_max: hi, descanso } = d.dose;
    const comment = exerciseComment({
      role: SLOTS[d.slot].role,
      exercise: d.exercise,
      first: i === 0,
      series,
      work: lo,
      medida,
      rest: descanso,
      circuit: ctx.p.circuit,
      level: ctx.level,
    });
    const double =
      medida === 'repeticiones' && hi > lo
        ? ` Progresión doble: de ${lo} a ${hi} repeticiones; cuando hagas todas las series en ${hi}, sube la carga.`
        : '';
    return {
      exerciseId: d.exercise.id,
      role: SLOTS[d.slot].role,
      orden: i + 1,
      principal: principal.has(d),
      ...d.dose,
      comentario: (comment + double).slice(0, 500),
    };
  });
  return {
    etiqueta: SESSION_KINDS[s.kind].etiqueta,
    dia: s.dia,
    duracion_estimada_min: Math.ceil(sessionSeconds(s.items, 0) / 60),
    ejercicios,
  };
}

/** The level: the log's evidence (level.ts), capped by the wizard's experience answer. */
export function planLevel(input: Pick<ProgrammeInput, 'profile' | 'choices'>): number {
  return Math.min(levelFromEvidence(input.profile), EXPERIENCE_CAP[input.choices.experiencia]);
}

/** The sessions a week asked for, or the level's default, at most the days available. */
export function sessionsWanted(choices: ProgrammeInput['choices'], level: number): number {
  return choices.sesiones_semana ?? Math.min(DEFAULT_SESSIONS[level - 1]!, new Set(choices.dias).size);
}

/**
 * A programme of several sessions a week over a block of weeks (docs/PRODUCT.md §17): pure and
 * deterministic for an input and seed. Throws NoExercisesForPlanError when a session gets no
 * exercise at all, RangeError with fewer than two weekdays.
 */
export function generateProgramme(input: ProgrammeInput): Programme {
  const { profile, choices } = input;
  const rng = mersenne(input.seed | 0);
  const level = planLevel(input);
  const p = prescriptionFor(profile.goalId, profile.methodId);
  const restricted = avoidsHighImpact(profile);
  const reps = repRangeFor(p, profile.age);
  const band = bandFor(p.goalId, level);
  const suitable = input.catalogue.filter((e) => suits(e, input, level, p, restricted));
  const removed = new Set(input.removedExerciseIds ?? []);
  const withoutRemoved = suitable.filter((e) => !removed.has(e.id));
  const wanted = sessionsWanted(choices, level);
  const { division, sessions: days } = schedule(wanted, choices.dias);
  const ctx: Ctx = {
    rng,
    input,
    level,
    p,
    reps,
    pool: withoutRemoved.length >= 12 ? withoutRemoved : suitable,
    balance: profile.age >= BALANCE_AGE,
    usedInPlan: new Map(),
    budget: choices.duracion_min * 60,
    // Progression adds a set in the second half of each loading run (progression.ts).
    extra: 1,
    byPred: new Map(),
  };
  const filled = days.map(({ kind, dia }) => fillSession(ctx, kind, dia));
  // A session the equipment and sore areas leave empty stays out (the observations say so).
  const drafts = filled.filter((d) => d.items.length > 0);
  const empty = filled.filter((d) => d.items.length === 0).map((d) => SESSION_KINDS[d.kind].etiqueta);
  if (drafts.length === 0) throw new NoExercisesForPlanError();
  balanceVolume(ctx, drafts, band);
  const sesiones = drafts.map((d) => finishSession(ctx, d));
  const seriesPorGrupo = VOLUME_GROUPS.map((g) => ({
    id: g.id,
    nombre: g.nombre,
    series: groupSets(drafts, g.key, 0),
  }));
  const porDebajo = VOLUME_GROUPS.filter((g) => groupSets(drafts, g.key, 0) < band.min).map((g) => g.key);
  const progresion: PlanWeek[] = progression(choices.semanas, level, ctx.extra);
  const base = { goalName: profile.goalName, division, semanas: choices.semanas, sesiones: sesiones.length };
  return {
    nombre: planName(base),
    nivel: level,
    division,
    sesiones_pedidas: wanted,
    sesiones_semana: sesiones.length,
    sin_ejercicios: empty,
    semanas: choices.semanas,
    duracion_min: choices.duracion_min,
    banda: band,
    series_por_grupo: seriesPorGrupo,
    por_debajo: porDebajo,
    progresion,
    sesiones,
    observaciones: planObservations({
      ...base,
      wanted,
      scheduled: days.length,
      empty,
      level,
      finishedSessions: profile.finishedSessions ?? 0,
      days: sesiones.map((s) => s.dia),
      band,
      seriesPorGrupo,
      porDebajo,
      progresion,
      duracion: choices.duracion_min,
      restricted,
      balance: ctx.balance,
      zonas: choices.evitar_zonas,
      circuit: p.circuit,
    }),
  };
}
