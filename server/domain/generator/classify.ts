import type { GeneratorExercise } from './types';

/** Muscle groups (docs/PRODUCT.md §3 ids) by body region. */
const UPPER = new Set([1, 2, 3, 4, 5, 10, 11, 16, 17, 18]);
const LOWER = new Set([6, 7, 12, 13, 14, 20]);
/** Abdominales, Lumbares, Core. */
const CORE = new Set([8, 15, 19]);
/** Cardio. */
const CARDIO_GROUP = 9;

export type Region = 'upper' | 'lower' | 'core' | 'cardio';

export function regionOf(e: Pick<GeneratorExercise, 'grupoId' | 'tipo'>): Region {
  if (e.tipo === 'Cardio' || e.grupoId === CARDIO_GROUP) return 'cardio';
  if (CORE.has(e.grupoId)) return 'core';
  if (LOWER.has(e.grupoId)) return 'lower';
  if (UPPER.has(e.grupoId)) return 'upper';
  return 'core';
}

export const isCompound = (e: Pick<GeneratorExercise, 'mecanica'>) => e.mecanica === 'compuesto';
export const isPower = (e: Pick<GeneratorExercise, 'tipo'>) => e.tipo === 'Potencia' || e.tipo === 'Pliometría';
/** Isometric hold: `repeticiones` are seconds. */
export const isHold = (e: Pick<GeneratorExercise, 'fuerza'>) => e.fuerza === 'estatico';
/** Warm-up and cool-down work, not part of the main plan. */
export const isWarmupOnly = (e: Pick<GeneratorExercise, 'tipo'>) => e.tipo === 'Estiramiento' || e.tipo === 'Movilidad';

/** Explosive work counted in repetitions (Olympic lifts, throws, counted jumps): 3-5 x 3-5. */
export const isExplosive = (e: Pick<GeneratorExercise, 'tipo' | 'medida'>) => isPower(e) && e.medida === 'repeticiones';
/** Conditioning done over a distance with full recovery (sprints, sled pushes). */
export const isInterval = (e: Pick<GeneratorExercise, 'tipo' | 'grupoId' | 'medida'>) =>
  regionOf(e) === 'cardio' && e.medida === 'distancia';

/** Groups whose barbell compound lifts load the spine: legs, glutes, hamstrings, lower back. */
const SPINAL_GROUPS = new Set([6, 7, 12, 13, 15]);
const BARBELL = new Set(['barra', 'barra hexagonal']);
/** Barbell work lying down or on the hips, not on the back. */
const OFF_THE_SPINE = /puente|empuje de cadera|hip thrust|invertido/i;

/**
 * Heavy axial or shear load on the spine: barbell squats, deadlifts, good mornings, lunges and
 * step-ups with the bar on the back, and bent-over barbell rows. Left out from age 60 or BMI 30.
 */
export function isHeavySpinalLoad(e: Pick<GeneratorExercise, 'equipo' | 'grupoId' | 'mecanica' | 'nombre'>): boolean {
  if (!BARBELL.has(e.equipo) || e.mecanica !== 'compuesto' || OFF_THE_SPINE.test(e.nombre)) return false;
  return SPINAL_GROUPS.has(e.grupoId) || (e.grupoId === 2 && /^remo/i.test(e.nombre));
}

const BALANCE = /una pierna|búlgara|zancada|subida|dividida/i;

/** Standing single-leg work that trains balance (for people aged 65 and over). */
export function isBalance(e: GeneratorExercise): boolean {
  return (
    regionOf(e) === 'lower' &&
    e.tipo === 'Fuerza' &&
    e.mecanica === 'compuesto' &&
    !e.altoImpacto &&
    BALANCE.test(e.nombre) &&
    !OFF_THE_SPINE.test(e.nombre)
  );
}

/**
 * Position class of an exercise in the session (ACSM 2009: power first, multiple-joint before
 * single-joint; core work and conditioning at the end). Timed plyometric conditioning (jumping
 * jacks, burpees) is conditioning, not power: it goes last.
 */
export function orderClass(e: GeneratorExercise): number {
  if (isExplosive(e)) return 0;
  const region = regionOf(e);
  if (region === 'cardio') return 4;
  if (region === 'core') return 3;
  return isCompound(e) ? 1 : 2;
}

export function isUpperPush(e: GeneratorExercise): boolean {
  return regionOf(e) === 'upper' && e.fuerza === 'empuje';
}
export function isUpperPull(e: GeneratorExercise): boolean {
  return regionOf(e) === 'upper' && e.fuerza === 'tiron';
}
