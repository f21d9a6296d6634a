/**
 * How each exercise of a programme is dosed (rules P14, P15, P17, P19, P20, P21): the kind of
 * work (from the exercise model's pattern and dosing), and for each kind the sets, the work per
 * set (repetitions, seconds, metres or ground contacts) and the rest it may take. The generator
 * starts from `baseDose` and moves sets and rests inside `limitsFor`; the rule book checks every
 * exercise against `limitsFor`. Sources:
 * - ACSM position stand 2009 (Med Sci Sports Exerc 41(3):687-708): the goal's sets, repetitions
 *   and rests (generator/prescription.ts, shared with the single routine); older adults at
 *   10-15 repetitions.
 * - NSCA Essentials of Strength Training and Conditioning, 4th ed. (Haff & Triplett 2016),
 *   ch. 17-18: strength 2-6 sets of at most 6 repetitions with 2-5 min rest (we use 2-5, 4-6
 *   repetitions, 2-3 min); power 3-5 sets of
 *   1-5 repetitions, far from failure, with 2-5 min rest; plyometric volume in ground contacts a
 *   session: 80-100 beginner, 100-120 intermediate, 120-140 advanced; work:rest 1:5-1:10.
 * - Faigenbaum et al. 2009 (J Strength Cond Res 23(5 Suppl):S60-79), youth: 1-3 sets of 6-15
 *   repetitions with moderate loads, technique first, no maximal lifts (we keep 8 or more).
 */
import type { Range } from '../generator/prescription';
import { OLDER_ADULT_AGE, OLDER_ADULT_MIN_REPS } from '../generator/prescription';
import { isBodyweightSkill, SKILL } from '../exercise-model/skills';
import { isLowIntensityPlyo, isStrengthLift, type Candidate } from './catalogue';
import type { Person } from './person';
import type { ProgrammeExercise } from './types';

export type WorkKind =
  'fuerza' | 'sostener' | 'distancia' | 'potencia' | 'contactos' | 'cardio' | 'cardio-intervalos' | 'intervalo';

/**
 * The kind of work: plyometrics in ground contacts, power, sprints, conditioning (steady minutes
 * on a machine; short timed intervals with body weight, a rope or battle ropes), carries,
 * holds, and ordinary strength work.
 */
export function kindOf(c: Candidate): WorkKind {
  const { patron, dosificacion } = c.m;
  if (patron === 'pliometria' || dosificacion === 'contactos') return 'contactos';
  if (patron === 'potencia') return 'potencia';
  if (patron === 'cardio' && dosificacion === 'distancia') return 'intervalo';
  if (patron === 'cardio' && dosificacion === 'tiempo') return steadyCardio(c) ? 'cardio' : 'cardio-intervalos';
  if (dosificacion === 'distancia') return 'distancia';
  if (dosificacion === 'tiempo') return 'sostener';
  return 'fuerza';
}

/**
 * Conditioning done in steady blocks of minutes: a machine (bike, treadmill, elliptical, rower),
 * or easy low-impact work that spares the wrists and knees (marching, shadow boxing). Jumps,
 * mountain climbers, ropes and burpees go in short intervals.
 */
export function steadyCardio(c: Candidate): boolean {
  if (c.m.equipo.includes('cardio-maquina')) return true;
  return c.m.tecnica === 1 && !c.m.impacto && c.m.zonas.muneca === 0 && c.m.zonas.rodilla <= 1 && c.m.zonas.hombro <= 1;
}

/** What `repeticiones` counts for this kind (ground contacts are counted as repetitions). */
export function medidaOf(kind: WorkKind): ProgrammeExercise['medida'] {
  if (kind === 'sostener' || kind === 'cardio' || kind === 'cardio-intervalos') return 'tiempo';
  if (kind === 'distancia' || kind === 'intervalo') return 'distancia';
  return 'repeticiones';
}

/** Ground contacts a session may hold by level (index 0 Principiante; NSCA, upper ends). */
export const CONTACTS_PER_SESSION = [100, 120, 140, 140, 140] as const;
export function contactsCap(person: Pick<Person, 'level' | 'youth'>): number {
  return person.youth ? CONTACTS_PER_SESSION[0] : CONTACTS_PER_SESSION[Math.min(person.level, 5) - 1]!;
}

/** Youth repetition floor (Faigenbaum 2009: moderate loads, no maximal lifts). */
export const YOUTH_MIN_REPS = 8;
/** Strength lifts of a performance programme (NSCA: 2-6 sets of at most 6 repetitions, 2-5 min rest). */
export const STRENGTH_LIFT = { series: { min: 2, max: 5 }, reps: { min: 4, max: 6 }, rest: { min: 120, max: 180 } };
export const POWER = { series: { min: 3, max: 5 }, reps: { min: 1, max: 5 }, rest: { min: 120, max: 180 } };
export const PLYO = { series: { min: 2, max: 5 }, contacts: { min: 5, max: 10 }, rest: { min: 60, max: 120 } };
export const INTERVAL = { series: { min: 4, max: 6 }, metres: { min: 20, max: 40 }, rest: { min: 120, max: 180 } };
export const CARRY_METRES: Range = { min: 20, max: 40 };
export const CARDIO_IN_CIRCUIT: Range = { min: 30, max: 45 };
/** Steady conditioning on a machine: 1-3 blocks of 3-5 minutes. */
export const CARDIO_STRAIGHT = {
  series: { min: 1, max: 3 },
  seconds: { min: 180, max: 300 },
  rest: { min: 30, max: 90 },
};
/** Body-weight conditioning (jacks, high knees, shadow boxing, ropes): 2-6 intervals of 30-45 s. */
export const CARDIO_INTERVALS = {
  series: { min: 2, max: 6 },
  seconds: { min: 30, max: 45 },
  rest: { min: 30, max: 60 },
};
/**
 * Conditioning at the end of a session, by goal: its most share of the session and its most
 * blocks. General fitness, muscular endurance and fat loss add aerobic work (ACSM's Guidelines:
 * 150 min a week of moderate aerobic activity; ACSM 2009 on weight management); size and
 * strength keep it short so it does not eat into recovery.
 */
export const CONDITIONING: Readonly<Record<number, { share: number; blocks: number }>> = {
  1: { share: 0.5, blocks: 2 },
  2: { share: 0.5, blocks: 2 },
  3: { share: 0.25, blocks: 1 },
  4: { share: 0.5, blocks: 3 },
  5: { share: 0.25, blocks: 1 },
};
export const conditioningOf = (goalId: number) => CONDITIONING[goalId] ?? CONDITIONING[1]!;
/** Core work and holds rest less than the big lifts: they tire little. */
export const CORE_REST: Range = { min: 30, max: 60 };
/**
 * At least two sets of anything (a coach gives fewer exercises with 2-3 sets rather than many
 * single sets; ACSM 2009: multiple sets for progression).
 */
export const MIN_SETS = 2;

/** Whether this person's main lifts are strength lifts (P17: performance, Avanzado+, adult, unrestricted). */
export function getsStrengthLifts(person: Person): boolean {
  return person.goalId === 5 && person.level >= 3 && !person.youth && !person.restricted;
}

/** Whether this exercise, in this role, is dosed as a strength lift. */
export function dosedAsStrength(c: Candidate, person: Person, principal: boolean): boolean {
  return principal && getsStrengthLifts(person) && isStrengthLift(c);
}

/** The person's repetition range for ordinary strength work (age floors applied). */
export function repsFor(person: Person, strength: boolean): Range {
  const base = strength ? STRENGTH_LIFT.reps : person.p.repeticiones;
  const floor = person.age >= OLDER_ADULT_AGE ? OLDER_ADULT_MIN_REPS : person.youth ? YOUTH_MIN_REPS : base.min;
  return { min: Math.min(Math.max(base.min, floor), base.max), max: base.max };
}

export interface Limits {
  series: Range;
  work: Range;
  rest: Range;
  /** Work is one number (seconds, metres, contacts, power repetitions), not a range. */
  fixed: boolean;
}

/**
 * Sets of accessory work may go one below the goal's minimum (weekly volume is what counts,
 * Schoenfeld 2017), never below two.
 */
function accessorySeries(person: Person): Range {
  return { min: Math.max(MIN_SETS, person.p.series.min - 1), max: Math.max(MIN_SETS, person.p.series.max) };
}
/** Main lifts: the goal's sets; a beginner's may start at two (ACSM 2009: novices 1-3 sets). */
const mainSeries = (person: Person): Range => ({
  min: person.level <= 1 ? MIN_SETS : Math.max(MIN_SETS, person.p.series.min),
  max: Math.max(MIN_SETS, person.p.series.max),
});
const shortRest = (person: Person): Range =>
  person.p.circuit ? person.p.descanso : { min: CORE_REST.min, max: Math.min(CORE_REST.max, person.p.descanso.max) };

export function limitsFor(c: Candidate, person: Person, principal: boolean): Limits {
  const { p } = person;
  switch (kindOf(c)) {
    case 'potencia':
      return { series: POWER.series, work: POWER.reps, rest: POWER.rest, fixed: true };
    case 'contactos':
      return { series: PLYO.series, work: PLYO.contacts, rest: PLYO.rest, fixed: true };
    case 'intervalo':
      return { series: INTERVAL.series, work: INTERVAL.metres, rest: INTERVAL.rest, fixed: true };
    case 'cardio':
      // Steady conditioning is a finisher after the circuit, never a 40-second station.
      return { series: CARDIO_STRAIGHT.series, work: CARDIO_STRAIGHT.seconds, rest: CARDIO_STRAIGHT.rest, fixed: true };
    case 'cardio-intervalos':
      return p.circuit
        ? { series: accessorySeries(person), work: CARDIO_IN_CIRCUIT, rest: p.descanso, fixed: true }
        : { series: CARDIO_INTERVALS.series, work: CARDIO_INTERVALS.seconds, rest: CARDIO_INTERVALS.rest, fixed: true };
    case 'distancia':
      return { series: accessorySeries(person), work: CARRY_METRES, rest: p.descanso, fixed: true };
    case 'sostener':
      return { series: accessorySeries(person), work: p.sostener, rest: shortRest(person), fixed: true };
    case 'fuerza': {
      const strength = dosedAsStrength(c, person, principal);
      if (strength)
        return { series: STRENGTH_LIFT.series, work: repsFor(person, true), rest: STRENGTH_LIFT.rest, fixed: false };
      const skill = isBodyweightSkill(c.m, c.e.dificultadId);
      return {
        series: principal ? mainSeries(person) : accessorySeries(person),
        work: skill ? SKILL.reps : repsFor(person, false),
        rest: skill ? SKILL.rest : c.m.patron.startsWith('core') ? shortRest(person) : p.descanso,
        fixed: false,
      };
    }
  }
}

export interface Dose {
  medida: ProgrammeExercise['medida'];
  series: number;
  repeticiones_min: number;
  repeticiones_max: number;
  descanso: number;
}

const clamp = (v: number, r: Range) => Math.min(r.max, Math.max(r.min, v));

/** Contacts a set of this drill: 10 for low-intensity drills, 8 for moderate, 6 for the hardest. */
export function contactsPerSet(c: Candidate): number {
  if (isLowIntensityPlyo(c)) return 10;
  return c.m.tecnica >= 3 || c.e.dificultadId >= 4 ? 6 : 8;
}

/**
 * Week 1's dose before the session's length is fitted: the level's sets, a repetition range for
 * double progression (the lower half of the range for compound lifts, the upper half for
 * isolation and core), one number for seconds, metres, contacts and power repetitions, and the
 * shortest rest (the generator lengthens rests once the session's work is in).
 */
export function baseDose(c: Candidate, person: Person, principal: boolean): Dose {
  const kind = kindOf(c);
  const limits = limitsFor(c, person, principal);
  const medida = medidaOf(kind);
  const byLevel = person.p.seriesByLevel[person.level - 1] ?? person.p.series.max;
  const levelStep = [3, 3, 4, 4, 5][person.level - 1] ?? 3;
  const fixed = (series: number, work: number): Dose => ({
    medida,
    series: clamp(series, limits.series),
    repeticiones_min: clamp(work, limits.work),
    repeticiones_max: clamp(work, limits.work),
    descanso: limits.rest.min,
  });
  switch (kind) {
    case 'potencia':
      return fixed(levelStep, c.m.equipo.includes('barra') ? 3 : 5);
    case 'contactos':
      return fixed(levelStep, contactsPerSet(c));
    case 'intervalo':
      return fixed(4, 30);
    case 'cardio':
      return fixed(1, 240);
    case 'cardio-intervalos':
      return person.p.circuit ? fixed(byLevel, 40) : fixed(3, 30);
    case 'distancia':
      return fixed(byLevel, 30);
    case 'sostener':
      return fixed(byLevel - 1, [20, 30, 40, 45, 45][person.level - 1] ?? 30);
    case 'fuerza': {
      const { min, max } = limits.work;
      const half = Math.ceil((max - min) / 2);
      const compound = c.m.mecanica === 'compuesto' && !c.m.patron.startsWith('core');
      const [lo, hi] = dosedAsStrength(c, person, principal)
        ? [min, max]
        : compound
          ? [min, Math.max(min + 1, min + half)]
          : [Math.min(max - 1, max - half), max];
      return {
        medida,
        series: clamp(principal ? byLevel : byLevel - 1, limits.series),
        repeticiones_min: lo,
        repeticiones_max: hi,
        descanso: limits.rest.min,
      };
    }
  }
}
