/**
 * What the single-routine generator reads from the exercise model (server/domain/exercise-model):
 * how each exercise is worked (`workKind`, dosed in dose.ts `WORK_DOSE`), where it
 * goes in the session, and what keeps it out of a plan (`coachBreaks`). The generator and its
 * rule book share these functions, so what one builds the other checks.
 *
 * The model is looked up by catalogue id (`modelOf`). Catalogues whose ids are not the real ones
 * (the fixture catalogue of the tests and the benchmark) use `derivedModel`, which reads the
 * same facts from the catalogue fields; so does a real exercise the model does not know yet.
 */
import type { Equipment, Experience, SoreArea } from '../../../src/lib/contract-plans';
import {
  equipmentFits,
  modelOf,
  sparesAreas,
  type EquipmentItem,
  type LoadProgression,
  type ExerciseModel,
  type MovementPattern,
} from '../exercise-model';
import { defaultMeasure } from '../training/measure';
import { isCompound, isHeavySpinalLoad, isHold, regionOf } from './classify';
import type { GeneratorExercise } from './types';

/** The model of a catalogue id, or undefined (then `derivedModel` stands in). */
export type ModelLookup = (id: number) => ExerciseModel | undefined;

/** The real exercise model. */
export const REAL_MODELS: ModelLookup = modelOf;
/** No model: every exercise's facts come from its catalogue fields (fixture catalogues). */
export const NO_MODELS: ModelLookup = () => undefined;

/** Catalogue `equipo` -> the model's items (anything unknown: a gym machine). */
const ITEMS_OF: Readonly<Record<string, readonly EquipmentItem[]>> = {
  barra: ['barra'],
  'peso corporal': [],
  ninguno: [],
  mancuerna: ['mancuernas'],
  polea: ['polea'],
  máquina: ['maquina'],
  'barra de dominadas': ['barra-dominadas'],
  kettlebell: ['kettlebell'],
  'banda elástica': ['banda'],
  banco: ['banco'],
  'pelota suiza': ['pelota-suiza'],
  'barra Z': ['barra-z'],
  'balón medicinal': ['balon-medicinal'],
  paralelas: ['paralelas'],
  cajón: ['cajon'],
  disco: ['disco'],
  'cintas de suspensión': ['cintas-suspension'],
  trineo: ['trineo'],
  toalla: ['hogar-toalla'],
  'rueda abdominal': ['rueda-abdominal'],
  rueda: ['rueda-abdominal'],
  comba: ['comba'],
  'piedra Atlas': ['piedra'],
  multipower: ['multipower'],
  mazo: ['mazo'],
  'enrollador de muñeca': ['enrollador'],
  'cuerdas de combate': ['cuerdas-batalla'],
  cuerda: ['cuerda-trepa'],
  'barra hexagonal': ['barra-hexagonal'],
  anillas: ['anillas'],
  bicicleta: ['cardio-maquina'],
  'bicicleta estática': ['cardio-maquina'],
  'cinta de correr': ['cardio-maquina'],
  elíptica: ['cardio-maquina'],
  remoergómetro: ['cardio-maquina'],
};
/** How a catalogue implement is loaded (the rest: the body's weight). */
const LOAD_OF: Readonly<Record<string, LoadProgression>> = {
  barra: 'barra',
  'barra Z': 'barra',
  multipower: 'barra',
  mancuerna: 'mancuernas',
  kettlebell: 'kettlebell',
  polea: 'polea',
  máquina: 'maquina',
  'banda elástica': 'banda',
};

function derivedPattern(e: GeneratorExercise): MovementPattern {
  if (e.tipo === 'Potencia') return 'potencia';
  if (e.tipo === 'Pliometría') return 'pliometria';
  const region = regionOf(e);
  if (region === 'cardio') return 'cardio';
  if (isHold(e)) return 'core-antiextension';
  if (region === 'core') return 'core-flexion';
  if (region === 'lower') return e.fuerza === 'tiron' ? 'bisagra' : 'sentadilla';
  return e.fuerza === 'tiron' ? 'tiron-horizontal' : 'empuje-horizontal';
}

/** The model's facts read from the catalogue fields (no sore-area loads: they are unknown). */
export function derivedModel(e: GeneratorExercise): ExerciseModel {
  const patron = derivedPattern(e);
  return {
    id: e.id,
    patron,
    equipo: ITEMS_OF[e.equipo] ?? ['maquina'],
    mecanica: isCompound(e) ? 'compuesto' : 'aislamiento',
    tecnica: e.tecnico ? 3 : e.dificultadId >= 3 ? 2 : 1,
    carga_columna: isHeavySpinalLoad(e) ? 2 : 0,
    zonas: { hombro: 0, rodilla: 0, zona_lumbar: 0, muneca: 0 },
    regresion: {},
    dosificacion:
      patron === 'pliometria'
        ? 'contactos'
        : e.medida === 'distancia'
          ? 'distancia'
          : e.medida === 'tiempo'
            ? 'tiempo'
            : 'repeticiones',
    progresion: LOAD_OF[e.equipo] ?? 'corporal',
    mas_dificil: null,
    mas_facil: null,
    impacto: e.altoImpacto,
  };
}

/** The exercise's model: the real one when the lookup knows the id, else derived. */
export function modelFor(e: GeneratorExercise, lookup: ModelLookup): ExerciseModel {
  return lookup(e.id) ?? derivedModel(e);
}

/**
 * How an exercise is worked, which decides its dose (dose.ts `WORK_DOSE`) and its place:
 * - `potencia`: loaded explosive work (Olympic lifts and pulls, swings, throws, slams);
 * - `pliometria`: jumps, bounds and plyometric push-ups, counted in contacts (repetitions);
 * - `intervalo`: conditioning over a distance with full recovery (sprints, sled pushes);
 * - `cardio-continuo`: conditioning a person can keep up for minutes (machines, shadow boxing,
 *   marching in place);
 * - `cardio-intervalos`: vigorous conditioning drills (burpees, jacks, mountain climbers, rope,
 *   battle ropes, plyometric drills the session logs in seconds), only in short bouts;
 * - `distancia`: loaded carries; `sostener`: isometric holds; `fuerza`: the rest.
 * A jump the session logs in seconds (training/measure.ts `defaultMeasure`) is a timed drill, not
 * counted contacts; conditioning the session would log in repetitions (double-unders, fast high
 * knees) cannot be dosed as timed work and `coachBreaks` keeps it out.
 */
export type WorkKind =
  | 'potencia'
  | 'pliometria'
  | 'intervalo'
  | 'cardio-continuo'
  | 'cardio-intervalos'
  | 'distancia'
  | 'sostener'
  | 'fuerza';

/** Bodyweight conditioning a person can keep up for minutes at a steady pace. */
const STEADY_BODYWEIGHT = /boxeo de sombra|marcha|caminar|caminata/i;

function steady(e: GeneratorExercise, m: ExerciseModel): boolean {
  if (m.equipo.includes('cardio-maquina')) return true;
  return !m.impacto && STEADY_BODYWEIGHT.test(e.nombre);
}

export function workKind(e: GeneratorExercise, m: ExerciseModel): WorkKind {
  const session = defaultMeasure(e);
  if (m.patron === 'potencia') return 'potencia';
  if (m.patron === 'pliometria' || m.dosificacion === 'contactos')
    return session === 'repeticiones' ? 'pliometria' : 'cardio-intervalos';
  if (m.patron === 'cardio' || regionOf(e) === 'cardio') {
    if (m.dosificacion === 'distancia' || e.medida === 'distancia') return 'intervalo';
    return steady(e, m) ? 'cardio-continuo' : 'cardio-intervalos';
  }
  if (m.dosificacion === 'distancia' || e.medida === 'distancia') return 'distancia';
  if (session === 'tiempo') return 'sostener';
  return 'fuerza';
}

/** What a set of this kind counts (dose.ts `workMeasure` says the same). */
export function kindMeasure(kind: WorkKind): 'repeticiones' | 'tiempo' | 'distancia' {
  if (kind === 'intervalo' || kind === 'distancia') return 'distancia';
  if (kind === 'cardio-continuo' || kind === 'cardio-intervalos' || kind === 'sostener') return 'tiempo';
  return 'repeticiones';
}

/** Explosive work: first in the session, far from failure, never in a circuit. */
export const isExplosiveKind = (k: WorkKind) => k === 'potencia' || k === 'pliometria';
/** Conditioning: at the end of the session. */
export const isConditioningKind = (k: WorkKind) =>
  k === 'intervalo' || k === 'cardio-continuo' || k === 'cardio-intervalos';

const CORE_PATTERNS: ReadonlySet<MovementPattern> = new Set([
  'core-antiextension',
  'core-antirrotacion',
  'core-flexion',
  'core-lateral',
  'core-extension',
]);

/**
 * Place in the session (NSCA Essentials, ch. 17 "exercise order"; ACSM 2009): power and
 * plyometrics first while fresh, then multi-joint before single-joint, core, conditioning last.
 */
export function sessionClass(e: GeneratorExercise, kind: WorkKind): number {
  if (isExplosiveKind(kind)) return 0;
  if (isConditioningKind(kind) || regionOf(e) === 'cardio') return 4;
  if (regionOf(e) === 'core') return 3;
  return isCompound(e) ? 1 : 2;
}

/** Whether the model counts the exercise as core work. */
export const isCorePattern = (m: ExerciseModel) => CORE_PATTERNS.has(m.patron);

/** A barbell lift a tired lifter should not grind through with 20-40 s of rest. */
export function isTechnicalBarbell(m: ExerciseModel): boolean {
  const barbell = m.equipo.some((i) => i === 'barra' || i === 'barra-hexagonal' || i === 'multipower');
  return barbell && (m.tecnica >= 2 || m.carga_columna === 2);
}

/** Under this age the youth rules apply (Faigenbaum et al. 2009, NSCA position statement). */
export const YOUTH_AGE = 18;

/** What the person told the programme wizard last (none: a full gym, no sore area). */
export interface WizardAnswers {
  experiencia?: Experience | undefined;
  equipamiento?: readonly Equipment[] | undefined;
  evitarZonas?: readonly SoreArea[] | undefined;
}

/**
 * Why the model keeps an exercise out of this plan (empty: it may go in). Added to safety.ts's
 * catalogue rules:
 * - equipment: every item of its SET at hand (`equipmentFits`);
 * - the session logs it in the measure its dose is written in;
 * - sore areas: none loaded at 2 (`sparesAreas`); the generator prefers the model's regression;
 * - 60+ or BMI 30+ (`restricted`): no high impact, no heavy spinal load, no highly technical
 *   lift (ACSM Guidelines 11th ed., older adults; the existing safety rules read from the model);
 * - under 18: no highly technical lift (tecnica 3: Olympic lifts, depth jumps), which needs a
 *   qualified coach watching (Faigenbaum et al. 2009);
 * - circuits (20-40 s of rest): no power, plyometrics or sprints (they need full recovery,
 *   NSCA Essentials);
 * - rests of 60 s or less (circuits, muscular endurance): no technical or spine-loading barbell
 *   lift (back squat, good morning, sumo deadlift, overhead squat), and sets of 10 or more
 *   repetitions: no highly technical lift (the model's tecnica 3 or the catalogue's `tecnico`:
 *   overhead squat, Nordic curl, rope climb, Turkish get-up). Technique breaks down under fatigue; complex lifts are trained in low repetitions
 *   with full rest (NSCA Essentials, ch. 17, exercise technique and order).
 */
export function coachBreaks(
  e: GeneratorExercise,
  m: ExerciseModel,
  kind: WorkKind,
  ctx: {
    restricted: boolean;
    age: number;
    circuit: boolean;
    /** The goal's longest rest is 60 s or less (circuits, muscular endurance). */
    shortRest: boolean;
    /** The goal's repetitions start at 10 or more. */
    highReps: boolean;
    wizard: WizardAnswers;
  },
): string[] {
  const out: string[] = [];
  const measure = kindMeasure(kind);
  if (measure !== 'distancia' && measure !== defaultMeasure(e))
    out.push(`dosed in ${measure} but a session logs it in ${defaultMeasure(e)}`);
  const equipment = ctx.wizard.equipamiento;
  if (equipment && equipment.length > 0 && !equipmentFits(m, equipment))
    out.push(`needs ${m.equipo.join(' + ')}, not at hand with ${equipment.join(', ')}`);
  const sore = ctx.wizard.evitarZonas ?? [];
  if (!sparesAreas(m, sore)) out.push(`loads a sore area (${sore.filter((a) => m.zonas[a] === 2).join(', ')})`);
  if (ctx.restricted) {
    if (m.impacto) out.push('high impact (model) for BMI >= 30 or age >= 60');
    if (m.carga_columna === 2) out.push('heavy spinal load (model) for BMI >= 30 or age >= 60');
    if (m.tecnica === 3) out.push('highly technical (model) for BMI >= 30 or age >= 60');
  }
  if (ctx.age < YOUTH_AGE && m.tecnica === 3) out.push('highly technical lift under 18');
  if (ctx.circuit && (isExplosiveKind(kind) || kind === 'intervalo'))
    out.push('power, plyometrics or sprints in a short-rest circuit');
  if (ctx.shortRest && isTechnicalBarbell(m)) out.push('technical barbell lift with short rests');
  if (ctx.highReps && (m.tecnica === 3 || e.tecnico)) out.push('highly technical lift in high-repetition sets');
  return out;
}

/** Catalogue ids the model gives as regressions for these sore areas (preferred in the draw). */
export function regressionsFor(models: Iterable<ExerciseModel>, sore: readonly SoreArea[]): Set<number> {
  const out = new Set<number>();
  for (const m of models)
    for (const area of sore) {
      const id = m.regresion[area];
      if (m.zonas[area] === 2 && id !== undefined) out.add(id);
    }
  return out;
}
