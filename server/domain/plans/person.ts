/**
 * Who the programme is for, and which exercises suit them: one function (`whyNot`) says why an
 * exercise may not go into this person's programme. The generator keeps only the exercises it
 * returns nothing for; the rule book (rule-book.ts) runs it again on every exercise of every
 * programme. Each reason starts with its rule number (docs/coaching/programmes.md).
 */
import type { Equipment, SoreArea } from '../../../src/lib/contract-plans';
import { equipmentFits, sparesAreas, type ExerciseModel } from '../exercise-model';
import { levelFor } from '../generator/level';
import { prescriptionFor, type Prescription } from '../generator/prescription';
import type { GeneratorProfile } from '../generator/types';
import { outgrownIds, outgrows, type OutgrownView } from '../exercise-model/outgrown';
import { isBodyweightSkill, skillFitsReps } from '../exercise-model/skills';
import { CORE, isLowIntensityPlyo, needsBarbell, type Candidate } from './catalogue';
import { kindOf, repsFor } from './dosing';
import type { ProgrammeInput } from './types';

/** Youth (Faigenbaum et al. 2009, NSCA position statement on youth resistance training): under 18. */
export const YOUTH_MAX_AGE = 17;
/**
 * From age 60 or BMI 30: no impact, no heavy spinal loading, no highly technical lift, nothing
 * above Intermedio (ACSM's Guidelines 11th ed.; the generator's long-standing limit).
 */
export const RESTRICTED_AGE = 60;
export const RESTRICTED_BMI = 30;
/** Older adults (ACSM/AHA, Nelson et al. 2007): balance work and light, fast power from 65. */
export const OLDER_AGE = 65;

export interface Person {
  level: number;
  age: number;
  bmi: number;
  goalId: number;
  p: Prescription;
  youth: boolean;
  older: boolean;
  restricted: boolean;
  circuit: boolean;
  sore: readonly SoreArea[];
  equipment: readonly Equipment[];
  avoid: ReadonlySet<number>;
}

/** The level: the wizard's answer AND the log (generator/level.ts `levelFor`). */
export function planLevel(input: {
  profile: GeneratorProfile;
  choices: Pick<ProgrammeInput['choices'], 'experiencia'>;
}) {
  return levelFor(input.profile, input.choices.experiencia);
}

export function personOf(input: ProgrammeInput): Person {
  const { profile, choices } = input;
  const p = prescriptionFor(profile.goalId, profile.methodId);
  return {
    level: planLevel(input),
    age: profile.age,
    bmi: profile.bmi,
    goalId: p.goalId,
    p,
    youth: profile.age <= YOUTH_MAX_AGE,
    older: profile.age >= OLDER_AGE,
    restricted: profile.age >= RESTRICTED_AGE || profile.bmi >= RESTRICTED_BMI,
    circuit: p.circuit,
    sore: choices.evitar_zonas,
    equipment: choices.equipamiento,
    avoid: new Set(choices.evitar_ejercicios),
  };
}

/** Highest difficulty for 60+/BMI 30+ (Intermedio). */
export const RESTRICTED_MAX_DIFFICULTY = 2;
/**
 * Body-weight exercises from this difficulty (Nordic curls, hanging leg raises, archer pull-ups,
 * L-sits) are done for few repetitions: never as isolation work, nor for goals dosed at 10+.
 */
export const HARD_BODYWEIGHT = 4;
/** Level from which a highly technical lift (tecnica 3) may be programmed: Avanzado. */
export const TECHNICAL_MIN_LEVEL = 3;

const fitCache = new WeakMap<readonly Equipment[], Map<ExerciseModel, boolean>>();
/** exercise-model `equipmentFits`, remembered per answer set (the grid asks it millions of times). */
function fits(person: Person, m: ExerciseModel): boolean {
  let byModel = fitCache.get(person.equipment);
  if (!byModel) fitCache.set(person.equipment, (byModel = new Map()));
  let ok = byModel.get(m);
  if (ok === undefined) byModel.set(m, (ok = equipmentFits(m, person.equipment)));
  return ok;
}

/**
 * Why this exercise may not go into this person's programme (empty: it may). The rules:
 * - P9 equipment: every item of the exercise's equipment set at hand (home items always are).
 * - P10 sore areas: nothing that loads a sore area at 2 (its regression goes in instead).
 * - P11 technique: at most one difficulty step above the level; tecnica 3 from Avanzado only,
 *   never for youth, 60+/BMI 30+ or in a circuit (NSCA Essentials: teach technique first).
 * - P12 spine: no heavy axial or shear load (carga_columna 2) from 60 or BMI 30 (ACSM
 *   Guidelines), with a sore lower back, or under 18 (Faigenbaum 2009: moderate loads,
 *   technique first, unsupervised at home).
 * - P13 impact: no high-impact landings from 60 or BMI 30 or with a sore knee.
 * - P14 plyometrics: youth and beginners only low-intensity drills (NSCA, Faigenbaum 2009).
 * - P15 power: beginners, youth and 60+/BMI 30+ only easy explosive work (tecnica 1).
 * - P18 circuits: no barbell lift, no power, plyometric or sprint work in a short-rest circuit.
 * - P24/P25: no exercise the user asked to avoid; no stretching or mobility as training.
 */
export function whyNot(c: Candidate, person: Person): string[] {
  const { m, e } = c;
  const out: string[] = [];
  if (m.patron === 'movilidad' || e.tipo === 'Estiramiento' || e.tipo === 'Movilidad')
    out.push('P25 stretching or mobility as training');
  if (!fits(person, m)) out.push(`P9 equipment not at hand (${m.equipo.join(', ')})`);
  if (person.avoid.has(e.id)) out.push('P24 an exercise to avoid');
  if (!sparesAreas(m, person.sore))
    out.push(`P10 loads a sore area (${person.sore.filter((a) => m.zonas[a] >= 2).join(', ')})`);
  if (e.dificultadId > person.level + 1) out.push(`P11 difficulty ${e.dificultadId} above level ${person.level} + 1`);
  if (person.restricted && e.dificultadId > RESTRICTED_MAX_DIFFICULTY)
    out.push(`P11 difficulty ${e.dificultadId} for age 60+ or BMI 30+`);
  if (m.tecnica === 3 && (person.level < TECHNICAL_MIN_LEVEL || person.restricted || person.youth || person.circuit))
    out.push('P11 highly technical lift for this person or in a circuit');
  if (m.carga_columna === 2 && (person.restricted || person.youth || person.sore.includes('zona_lumbar')))
    out.push('P12 heavy spinal load (age 60+, BMI 30+, under 18 or sore lower back)');
  if (m.impacto && (person.restricted || person.sore.includes('rodilla')))
    out.push('P13 high impact (age 60+, BMI 30+ or sore knee)');
  if (m.patron === 'pliometria' && (person.youth || person.level <= 1) && !isLowIntensityPlyo(c))
    out.push('P14 plyometric drill above low intensity for youth or a beginner');
  if (m.patron === 'potencia' && (person.youth || person.level <= 1 || person.restricted) && m.tecnica > 1)
    out.push('P15 technical power work for youth, a beginner or 60+/BMI 30+');
  // Hard body-weight work has no lighter load: it cannot be dosed for many repetitions.
  if (
    m.progresion === 'corporal' &&
    e.dificultadId >= HARD_BODYWEIGHT &&
    (m.mecanica === 'aislamiento' || person.p.repeticiones.min >= 10)
  )
    out.push('P21 hard body-weight work (difficulty 4+) for many repetitions, or an eccentric-only isolation');
  // A body-weight skill (exercise-model/skills.ts) is done for a handful of repetitions.
  if (isBodyweightSkill(m, e.dificultadId) && kindOf(c) === 'fuerza' && !skillFitsReps(repsFor(person, false).min))
    out.push('P21 a body-weight skill (difficulty 5) for a goal dosed above 6 repetitions');
  if (person.circuit) {
    if (needsBarbell(c)) out.push('P18 barbell lift in a short-rest circuit');
    if (m.patron === 'potencia' || m.patron === 'pliometria') out.push('P18 power or plyometrics in a circuit');
    if (m.patron === 'cardio' && m.dosificacion === 'distancia') out.push('P18 sprints in a circuit');
  }
  return out;
}

/** P27: the body-weight variants this person has outgrown (exercise-model/outgrown.ts), among `pool`. */
export function outgrown(pool: readonly Candidate[], person: Person): Set<number> {
  return outgrownIds(pool.map(viewOf), person);
}

/** What of `pool` the person has outgrown but keeps (each group keeps two exercises: `outgrownIds`). */
export function outgrownKept(pool: readonly Candidate[], easy: ReadonlySet<number>, person: Person): Set<number> {
  const views = pool.map(viewOf);
  return new Set(views.filter((x) => !easy.has(x.id) && outgrows(x, views, person)).map((x) => x.id));
}

const viewOf = (c: Candidate): OutgrownView => ({
  id: c.e.id,
  dificultad: c.e.dificultadId,
  m: c.m,
  strength: kindOf(c) === 'fuerza' && !CORE.includes(c.m.patron),
});
