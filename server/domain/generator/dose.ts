/**
 * The dose of one exercise follows how it is trained, not only the goal (the coach's
 * audit). The goal's table (prescription.ts) applies to ordinary strength work; these kinds
 * have their own ranges, checked by the rule book:
 *
 * | kind        | what                                        | sets | work            | rest (s)          |
 * | ----------- | ------------------------------------------- | ---- | --------------- | ----------------- |
 * | explosivo   | Olympic lifts, throws, counted jumps        | 3-5  | 3-5 repetitions | 120-180           |
 * | intervalo   | sprints, sled pushes (cardio in metres)     | 4-6  | 20-40 m         | 120-180 (full)    |
 * | cardio      | timed cardio, in a circuit                  | goal | 30-45 s         | goal's transition |
 * | cardio      | timed cardio, straight sets                 | 2-3  | 3-5 min         | 60                |
 * | distancia   | loaded carries                              | goal | 20-40 m         | goal              |
 * | sostener    | isometric holds                             | goal | 20-60 s         | goal              |
 * | fuerza      | the rest                                    | goal | goal's reps     | goal              |
 *
 * Explosive work keeps few repetitions at any age (the older-adult floor of 10 is for ordinary
 * strength work): power is lost first with age, and fatigue ruins the technique of a fast lift.
 * Sources: NSCA Essentials of Strength Training and Conditioning (4th ed.), power: 3-5 sets of
 * 1-5 repetitions with 2-5 min rest; ACSM 2009 position stand (power training for older adults
 * with light-to-moderate loads and 3-6 repetitions); sprint training with full recovery
 * (work-to-rest about 1:12 or more) keeps each repetition fast.
 */
import { isExplosive, isHold, isInterval, regionOf } from './classify';
import { kindMeasure, type WorkKind } from './coach';
import type { Prescription, Range } from './prescription';
import type { GeneratorExercise } from './types';

export type DoseKind = 'explosivo' | 'intervalo' | 'cardio' | 'distancia' | 'sostener' | 'fuerza';

export function doseKind(e: GeneratorExercise): DoseKind {
  if (isExplosive(e)) return 'explosivo';
  if (isInterval(e)) return 'intervalo';
  if (regionOf(e) === 'cardio' && e.medida === 'tiempo') return 'cardio';
  if (e.medida === 'distancia') return 'distancia';
  if (isHold(e) || e.medida === 'tiempo') return 'sostener';
  return 'fuerza';
}

export type Measure = 'repeticiones' | 'tiempo' | 'distancia';

export function measureOfKind(kind: DoseKind): Measure {
  if (kind === 'intervalo' || kind === 'distancia') return 'distancia';
  if (kind === 'cardio' || kind === 'sostener') return 'tiempo';
  return 'repeticiones';
}

export const EXPLOSIVE = { series: { min: 3, max: 5 }, reps: { min: 3, max: 5 }, rest: { min: 120, max: 180 } };
export const INTERVAL = { series: { min: 4, max: 6 }, metres: { min: 20, max: 40 }, rest: { min: 120, max: 180 } };
export const CARRY_METRES: Range = { min: 20, max: 40 };
export const CARDIO_IN_CIRCUIT: Range = { min: 30, max: 45 };
export const CARDIO_STRAIGHT = { series: { min: 2, max: 3 }, seconds: { min: 180, max: 300 }, rest: 60 };

/**
 * The ranges an exercise of this kind must respect for this goal (the rule book's check):
 * `work` is repetitions, seconds or metres as `measureOfKind` says.
 */
export function doseRanges(kind: DoseKind, p: Prescription, reps: Range): { series: Range; work: Range; rest: Range } {
  switch (kind) {
    case 'explosivo':
      return { series: EXPLOSIVE.series, work: EXPLOSIVE.reps, rest: EXPLOSIVE.rest };
    case 'intervalo':
      return { series: INTERVAL.series, work: INTERVAL.metres, rest: INTERVAL.rest };
    case 'cardio':
      return p.circuit
        ? { series: p.series, work: CARDIO_IN_CIRCUIT, rest: p.descanso }
        : {
            series: CARDIO_STRAIGHT.series,
            work: CARDIO_STRAIGHT.seconds,
            rest: { min: Math.min(CARDIO_STRAIGHT.rest, p.descanso.max), max: p.descanso.max },
          };
    case 'distancia':
      return { series: p.series, work: CARRY_METRES, rest: p.descanso };
    case 'sostener':
      return { series: p.series, work: p.sostener, rest: p.descanso };
    case 'fuerza':
      return { series: p.series, work: reps, rest: p.descanso };
  }
}

/**
 * The dose by how an exercise is worked (coach.ts `WorkKind`, read from the exercise model).
 * The single-routine generator doses with it and its rule book checks it:
 *
 * | kind              | sets | work                 | rest (s)  | source                                   |
 * | ----------------- | ---- | -------------------- | --------- | ---------------------------------------- |
 * | potencia          | 3-5  | 3-5 repetitions      | 120-180   | NSCA Essentials ch. 17 (power: 3-5 x 1-5, 2-5 min) |
 * | pliometria        | 3-5  | 3-6 contacts         | 60-120    | NSCA Essentials ch. 18 (work:rest 1:5-1:10) |
 * | intervalo         | 4-6  | 20-40 m              | 120-180   | sprints with full recovery (1:12 or more) |
 * | cardio-intervalos | 4-6  | 20-40 s              | 40-90     | short HIIT bouts, rest >= work (Buchheit & Laursen 2013) |
 * | cardio-continuo   | 2-3  | 3-5 min              | 60        | ACSM Guidelines 11th ed. (aerobic bouts)  |
 * | any cardio, in a circuit | goal | 30-45 s       | goal's transition |                                   |
 * | distancia         | goal | 20-40 m              | goal      |                                          |
 * | sostener          | goal | 20-60 s              | goal      |                                          |
 * | fuerza            | goal | goal's repetitions   | goal      | prescription.ts (ACSM 2009)              |
 *
 * Plyometric volume is counted in contacts (each landing, or each hand contact of a plyometric
 * push-up), at most `CONTACTS_PER_SESSION` a session by level: NSCA Essentials (4th ed.,
 * ch. 18) gives 80-100 contacts a session for beginners, 100-120 intermediate, 120-140
 * advanced; the cap is the bottom of each band because the session also holds leg strength
 * work. Explosive work is done far from failure (a set ends when speed or height drops).
 */
export const POWER = EXPLOSIVE;
export const PLYOMETRIC = { series: { min: 3, max: 5 }, contacts: { min: 3, max: 6 }, rest: { min: 60, max: 120 } };
export const CARDIO_INTERVALS = {
  series: { min: 4, max: 6 },
  seconds: { min: 20, max: 40 },
  rest: { min: 40, max: 90 },
};
/** Contacts a session may hold, by level (index 0 = Principiante .. 4 = Elite). */
export const CONTACTS_PER_SESSION = [80, 100, 120, 140, 140] as const;

/** What `repeticiones` counts for work of this kind. */
export function workMeasure(kind: WorkKind): Measure {
  return kindMeasure(kind);
}

/** The ranges an exercise worked this way must respect for this goal (rule book). */
export function workDoseRanges(
  kind: WorkKind,
  p: Prescription,
  reps: Range,
): { series: Range; work: Range; rest: Range } {
  switch (kind) {
    case 'potencia':
      return { series: POWER.series, work: POWER.reps, rest: POWER.rest };
    case 'pliometria':
      return { series: PLYOMETRIC.series, work: PLYOMETRIC.contacts, rest: PLYOMETRIC.rest };
    case 'intervalo':
      return { series: INTERVAL.series, work: INTERVAL.metres, rest: INTERVAL.rest };
    case 'cardio-intervalos':
    case 'cardio-continuo':
      if (p.circuit) return { series: p.series, work: CARDIO_IN_CIRCUIT, rest: p.descanso };
      return kind === 'cardio-intervalos'
        ? { series: CARDIO_INTERVALS.series, work: CARDIO_INTERVALS.seconds, rest: CARDIO_INTERVALS.rest }
        : {
            series: CARDIO_STRAIGHT.series,
            work: CARDIO_STRAIGHT.seconds,
            rest: { min: Math.min(CARDIO_STRAIGHT.rest, p.descanso.max), max: p.descanso.max },
          };
    case 'distancia':
      return { series: p.series, work: CARRY_METRES, rest: p.descanso };
    case 'sostener':
      return { series: p.series, work: p.sostener, rest: p.descanso };
    case 'fuerza':
      return { series: p.series, work: reps, rest: p.descanso };
  }
}
