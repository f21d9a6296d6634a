/**
 * The grid a coach audits programmes on: goal x level x age x BMI x days x length x
 * weeks x equipment x sore areas, pairs included. The full product has about 13 million
 * programmes; `gridSample` walks goal x level x equipment x sore areas whole (2,200 strata,
 * every sore-area pair in each) and draws the other axes for each stratum by a fixed
 * low-discrepancy sequence, `rounds` times, so every value of every axis appears hundreds of
 * times and the sample is the same on every run. Used by rule-book.test.ts and by hand.
 */
import type { Equipment, Experience, SoreArea } from '../../../src/lib/contract-plans';
import { GOALS } from '../../db/seed/reference';
import { LEVEL_THRESHOLDS_SESSIONS, LEVEL_THRESHOLDS_WEEKS } from '../generator/level';
import type { GeneratorExercise, GeneratorProfile } from '../generator/types';
import type { PlanChoices, ProgrammeInput } from './types';

export const AGES = [16, 30, 45, 60, 75] as const;
/** BMI bands 19-24, 25-29, 30-38: each drawn across its range. */
export const BMI_BANDS = [
  [19, 21.5, 24],
  [25, 27, 29.9],
  [30, 34, 38],
] as const;
export const DAYS: readonly { name: string; dias: number[]; sesiones?: number }[] = [
  { name: '2 days apart', dias: [2, 5] },
  { name: '2 days in a row', dias: [6, 7] },
  { name: '3 days apart', dias: [1, 3, 5] },
  { name: '3 days in a row', dias: [1, 2, 3] },
  { name: '4 weekdays Mon-Thu', dias: [1, 2, 3, 4] },
  { name: '4 days', dias: [1, 2, 4, 5] },
  { name: '5 weekdays', dias: [1, 2, 3, 4, 5] },
  { name: '6 days', dias: [1, 2, 3, 4, 5, 6] },
  { name: 'every day, 6 asked', dias: [1, 2, 3, 4, 5, 6, 7], sesiones: 6 },
  { name: 'weekdays, 3 asked', dias: [1, 2, 3, 4, 5], sesiones: 3 },
  { name: 'weekend + Mon, 2 asked', dias: [6, 7, 1], sesiones: 2 },
];
export const LENGTHS = [30, 45, 60, 75] as const;
export const WEEKS = [4, 5, 6, 7, 8] as const;
export const EQUIPMENT: readonly { name: string; set: Equipment[] }[] = [
  { name: 'gym', set: ['gimnasio'] },
  { name: 'dumbbells and bench', set: ['mancuernas_banco'] },
  { name: 'body weight', set: ['peso_corporal'] },
  { name: 'bands', set: ['bandas'] },
  { name: 'kettlebell', set: ['kettlebell'] },
  { name: 'pull-up bar', set: ['barra_dominadas'] },
  { name: 'body weight + bands', set: ['peso_corporal', 'bandas'] },
  { name: 'dumbbells + pull-up bar', set: ['mancuernas_banco', 'barra_dominadas'] },
];
const AREAS: readonly SoreArea[] = ['hombro', 'rodilla', 'zona_lumbar', 'muneca'];
export const SORE: readonly SoreArea[][] = [
  [],
  ...AREAS.map((a) => [a]),
  ...AREAS.flatMap((a, i) => AREAS.slice(i + 1).map((b) => [a, b])),
];

/** How each level is reached: the wizard's answer and the log (generator/level.ts `levelFor`). */
export const LEVELS: readonly { level: number; experiencia: Experience; sessions: number; weeks: number }[] = [
  { level: 1, experiencia: 'nunca', sessions: 0, weeks: 0 },
  { level: 2, experiencia: 'de_6_a_24_meses', sessions: 0, weeks: 0 },
  { level: 3, experiencia: 'mas_de_2_anos', sessions: LEVEL_THRESHOLDS_SESSIONS[1], weeks: LEVEL_THRESHOLDS_WEEKS[1] },
  { level: 4, experiencia: 'mas_de_2_anos', sessions: LEVEL_THRESHOLDS_SESSIONS[3], weeks: LEVEL_THRESHOLDS_WEEKS[3] },
  { level: 5, experiencia: 'mas_de_2_anos', sessions: LEVEL_THRESHOLDS_SESSIONS[4], weeks: LEVEL_THRESHOLDS_WEEKS[4] },
];

export interface GridCase {
  label: string;
  input: ProgrammeInput;
  axes: {
    goal: number;
    level: number;
    age: number;
    bmiBand: number;
    days: string;
    length: number;
    weeks: number;
    equipment: string;
    sore: string;
  };
}

/** The i-th value of a base-b van der Corput sequence in [0, 1). */
function radical(i: number, base: number): number {
  let f = 1;
  let r = 0;
  for (let n = i; n > 0; n = Math.floor(n / base)) {
    f /= base;
    r += f * (n % base);
  }
  return r;
}
const at = <T>(items: readonly T[], u: number): T => items[Math.min(items.length - 1, Math.floor(u * items.length))]!;

export function* gridSample(catalogue: readonly GeneratorExercise[], rounds: number): Generator<GridCase> {
  let k = 0;
  for (let round = 0; round < rounds; round++)
    for (const goal of GOALS)
      for (const lv of LEVELS)
        for (const eq of EQUIPMENT)
          for (const sore of SORE) {
            k += 1;
            // Halton-like draws (bases 2, 3, 5, 7, 11, 13): even coverage of the other axes.
            const age = at(AGES, radical(k, 2));
            const bmiBand = Math.floor(radical(k, 3) * 3);
            const bmi = at(BMI_BANDS[bmiBand]!, radical(k, 13));
            const days = at(DAYS, radical(k, 5));
            const length = at(LENGTHS, radical(k, 7));
            const weeks = at(WEEKS, radical(k, 11));
            const profile: GeneratorProfile = {
              goalId: goal.id,
              methodId: goal.metodoId,
              goalName: goal.nombre,
              age,
              sexo: 1 + (k % 2),
              bmi,
              trainedWeeks: lv.weeks,
              finishedSessions: lv.sessions,
            };
            const choices: PlanChoices = {
              dias: days.dias,
              sesiones_semana: days.sesiones,
              semanas: weeks,
              duracion_min: length,
              equipamiento: eq.set,
              evitar_zonas: sore,
              evitar_ejercicios: k % 7 === 0 ? [catalogue[k % catalogue.length]!.id] : [],
              experiencia: lv.experiencia,
            };
            const soreName = sore.length ? sore.join('+') : 'none';
            yield {
              label: `goal ${goal.id}, level ${lv.level}, age ${age}, BMI ${bmi}, ${days.name}, ${length} min, ${weeks} weeks, ${eq.name}, sore ${soreName}`,
              input: { profile, choices, catalogue, seed: k },
              axes: {
                goal: goal.id,
                level: lv.level,
                age,
                bmiBand,
                days: days.name,
                length,
                weeks,
                equipment: eq.name,
                sore: soreName,
              },
            };
          }
}
