/**
 * The catalogue as the programme generator reasons with it: each exercise joined with its
 * exercise model (server/domain/exercise-model), and the groupings of movement patterns a coach
 * uses to build a week (docs/coaching/programmes.md).
 */
import type { ExerciseModel, MovementPattern } from '../exercise-model';
import { modelOf } from '../exercise-model';
import type { GeneratorExercise } from '../generator/types';
import type { LoadArea } from './types';

/** A catalogue exercise with its model. */
export interface Candidate {
  e: GeneratorExercise;
  m: ExerciseModel;
}

const joined = new WeakMap<readonly GeneratorExercise[], readonly Candidate[]>();

/** The catalogue's exercises that have a model (an exercise without one is never chosen). */
export function candidatesOf(catalogue: readonly GeneratorExercise[]): readonly Candidate[] {
  let found = joined.get(catalogue);
  if (!found) {
    found = catalogue.flatMap((e) => {
      const m = modelOf(e.id);
      return m ? [{ e, m }] : [];
    });
    joined.set(catalogue, found);
  }
  return found;
}

/** Knee-dominant lower body: what a "squat or lunge" slot takes. */
export const KNEE: readonly MovementPattern[] = ['sentadilla', 'zancada'];
/** Hip-dominant lower body: what a "hinge or bridge" slot takes. */
export const HIP: readonly MovementPattern[] = ['bisagra', 'puente'];
export const PUSH: readonly MovementPattern[] = ['empuje-horizontal', 'empuje-vertical'];
export const PULL: readonly MovementPattern[] = ['tiron-horizontal', 'tiron-vertical'];
/** Trunk work that trains the core's job (resisting extension and rotation) before flexion. */
export const CORE: readonly MovementPattern[] = [
  'core-antiextension',
  'core-antirrotacion',
  'core-flexion',
  'core-lateral',
  'core-extension',
];
export const EXPLOSIVE: readonly MovementPattern[] = ['potencia', 'pliometria'];

/**
 * Upper-body pressing and pulling for the push:pull ratio (rule P7): presses and flyes against
 * rows, pulldowns, pull-ups, rear-delt work and straight-arm pulldowns.
 */
export const PUSH_RATIO: readonly MovementPattern[] = ['empuje-horizontal', 'empuje-vertical', 'pecho-aislado'];
export const PULL_RATIO: readonly MovementPattern[] = [
  'tiron-horizontal',
  'tiron-vertical',
  'hombro-posterior',
  'dorsal-aislado',
];

/** The patterns a week must cover (rule P5), each with what may stand in for it. */
export const WEEK_PATTERNS: readonly { key: string; nombre: string; patterns: readonly MovementPattern[] }[] = [
  { key: 'rodilla', nombre: 'sentadilla o zancada', patterns: KNEE },
  { key: 'bisagra', nombre: 'bisagra de cadera', patterns: ['bisagra'] },
  { key: 'empuje-horizontal', nombre: 'empuje horizontal', patterns: ['empuje-horizontal'] },
  { key: 'empuje-vertical', nombre: 'empuje vertical', patterns: ['empuje-vertical'] },
  { key: 'tiron-horizontal', nombre: 'tirón horizontal', patterns: ['tiron-horizontal'] },
  { key: 'tiron-vertical', nombre: 'tirón vertical', patterns: ['tiron-vertical'] },
  { key: 'core', nombre: 'core', patterns: CORE },
];

const LEGS: ReadonlySet<MovementPattern> = new Set([
  'sentadilla',
  'bisagra',
  'zancada',
  'puente',
  'extension-rodilla',
  'flexion-rodilla',
  'gemelo',
  'cadera-abduccion',
  'cadera-aduccion',
  'cadera-flexion',
]);
const PUSHING: ReadonlySet<MovementPattern> = new Set([
  'empuje-horizontal',
  'empuje-vertical',
  'pecho-aislado',
  'extension-codo',
  'hombro-elevacion',
]);
const PULLING: ReadonlySet<MovementPattern> = new Set([
  'tiron-horizontal',
  'tiron-vertical',
  'hombro-posterior',
  'flexion-codo',
  'dorsal-aislado',
  'encogimiento',
]);
/** Lower-body groups of the catalogue (docs/PRODUCT.md §3). */
const LOWER_GROUPS = new Set([6, 7, 12, 13, 14, 20]);
const UPPER_GROUPS = new Set([1, 2, 3, 4, 5, 10, 11, 16, 17, 18]);

/**
 * The muscles an exercise loads for the 48 h rule (rule P3): legs, pushing or pulling muscles,
 * or none (core, carries, conditioning). Jumps, swings and Olympic pulls load the legs; a
 * plyometric push-up or a chest pass the pushing muscles.
 */
export function loadAreaOf(c: Candidate): LoadArea | null {
  const p = c.m.patron;
  if (LEGS.has(p)) return 'pierna';
  if (PUSHING.has(p)) return 'empuje';
  if (PULLING.has(p)) return 'tiron';
  if (p === 'potencia' || p === 'pliometria') {
    if (LOWER_GROUPS.has(c.e.grupoId)) return 'pierna';
    if (UPPER_GROUPS.has(c.e.grupoId)) return c.e.fuerza === 'tiron' ? 'tiron' : 'empuje';
  }
  return null;
}

/** Catalogue ids of the muscle groups that count for each volume group (docs/PRODUCT.md §3). */
export type VolumeGroup = 'pecho' | 'espalda' | 'hombro' | 'rodilla' | 'cadera';
const DIRECT: Partial<Record<MovementPattern, VolumeGroup>> = {
  sentadilla: 'rodilla',
  zancada: 'rodilla',
  'extension-rodilla': 'rodilla',
  bisagra: 'cadera',
  puente: 'cadera',
  'flexion-rodilla': 'cadera',
  'empuje-horizontal': 'pecho',
  'pecho-aislado': 'pecho',
  'empuje-vertical': 'hombro',
  'hombro-elevacion': 'hombro',
  'hombro-posterior': 'hombro',
  'tiron-horizontal': 'espalda',
  'tiron-vertical': 'espalda',
  'dorsal-aislado': 'espalda',
};
const OF_GROUP: Readonly<Record<number, VolumeGroup>> = {
  1: 'pecho',
  16: 'pecho',
  2: 'espalda',
  17: 'espalda',
  5: 'hombro',
  18: 'hombro',
  6: 'rodilla',
  12: 'rodilla',
  7: 'cadera',
  13: 'cadera',
};

/** Single-joint and small-muscle groups that get no band but a ceiling (rule P8). */
export type SmallGroup = 'biceps' | 'triceps' | 'gemelo' | 'core';
const SMALL_DIRECT: Partial<Record<MovementPattern, SmallGroup>> = {
  'flexion-codo': 'biceps',
  'extension-codo': 'triceps',
  gemelo: 'gemelo',
  'core-antiextension': 'core',
  'core-antirrotacion': 'core',
  'core-flexion': 'core',
  'core-lateral': 'core',
  'core-extension': 'core',
};
const SMALL_OF_GROUP: Readonly<Record<number, SmallGroup>> = { 3: 'biceps', 4: 'triceps', 14: 'gemelo' };

export type Muscle = VolumeGroup | SmallGroup;

/**
 * The muscle a set of the exercise trains directly: its movement pattern's, else its catalogue
 * muscle group's; undefined for neither (cardio, forearms, mobility…). The progress screen counts
 * weekly sets with it too (server/domain/plans/lifter-groups.ts), so both count alike.
 */
export function mainMuscleOf(patron: MovementPattern | undefined, grupoId: number): Muscle | undefined {
  const byPattern = patron === undefined ? undefined : (DIRECT[patron] ?? SMALL_DIRECT[patron]);
  return byPattern ?? OF_GROUP[grupoId] ?? SMALL_OF_GROUP[grupoId];
}

/**
 * What one set of the exercise counts for each muscle: 1 for the muscle it trains directly (its
 * pattern's), 0.5 for each secondary muscle of the catalogue (`musculos_secundarios`), at most
 * once per muscle. Pelland et al. 2024 (Sports Med, the resistance-training dose-response
 * meta-regressions) count an indirect set as half a set ("fractional" counting). Power,
 * plyometric, conditioning and carry work counts for none: it trains speed, not size.
 */
export function setsCountFor(c: Candidate): ReadonlyMap<Muscle, number> {
  const out = new Map<Muscle, number>();
  const p = c.m.patron;
  if (p === 'potencia' || p === 'pliometria' || p === 'cardio' || p === 'acarreo' || p === 'movilidad') return out;
  const main = mainMuscleOf(p, c.e.grupoId);
  if (main) out.set(main, 1);
  for (const g of c.e.musculosSecundarios) {
    const muscle = OF_GROUP[g] ?? SMALL_OF_GROUP[g];
    if (muscle && !out.has(muscle)) out.set(muscle, 0.5);
  }
  return out;
}

/** Whether the exercise needs a barbell (with or without a rack). */
export const needsBarbell = (c: Candidate) => c.m.equipo.includes('barra');

/** A loadable implement: the load can be raised in small steps (not bands, not body weight). */
const LOADABLE = new Set(['barra', 'mancuernas', 'kettlebell', 'maquina', 'polea', 'lastre']);

/**
 * A strength lift (rule P17): a compound lift of a fundamental pattern, measured in repetitions,
 * whose load rises in small steps.
 */
export function isStrengthLift(c: Candidate): boolean {
  return (
    c.m.mecanica === 'compuesto' &&
    [...KNEE, ...HIP, ...PUSH, ...PULL].includes(c.m.patron) &&
    c.m.dosificacion === 'repeticiones' &&
    LOADABLE.has(c.m.progresion)
  );
}

/**
 * A low-intensity plyometric drill (NSCA Essentials, 4th ed., ch. 18: jumps in place, skips,
 * ankle hops, jumping jacks): easy to learn, not above Intermedio. Youth and beginners get
 * these only (rule P14).
 */
export function isLowIntensityPlyo(c: Candidate): boolean {
  return c.m.patron === 'pliometria' && c.m.tecnica === 1 && c.e.dificultadId <= 2;
}

const BALANCE = /una pierna|búlgara|zancada|subida|dividida|escalón/i;

/**
 * Standing single-leg work that trains balance (ACSM older adults; rule P20): lunges, split
 * squats, step-ups and single-leg hinges, without impact.
 */
export function isBalance(c: Candidate): boolean {
  return (
    (c.m.patron === 'zancada' || c.m.patron === 'bisagra' || c.m.patron === 'sentadilla') &&
    c.m.mecanica === 'compuesto' &&
    !c.m.impacto &&
    c.m.dosificacion === 'repeticiones' &&
    BALANCE.test(c.e.nombre)
  );
}

/**
 * Position class in the session (ACSM 2009, NSCA: power and plyometrics first, multiple-joint
 * before single-joint, core and carries after, conditioning last).
 */
export function orderClass(c: Candidate): number {
  const p = c.m.patron;
  if (p === 'potencia' || p === 'pliometria') return 0;
  if (p === 'cardio') return 4;
  if (CORE.includes(p) || p === 'acarreo' || p === 'antebrazo') return 3;
  return c.m.mecanica === 'compuesto' ? 1 : 2;
}

/** Heavy or technical multi-joint work: what goes first among the compound lifts (rule P16). */
export const isHeavyCompound = (c: Candidate) => orderClass(c) === 1 && (c.m.carga_columna === 2 || c.m.tecnica === 3);
