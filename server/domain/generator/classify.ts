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

/**
 * Position class of an exercise in the session (ACSM 2009: power first, multiple-joint before
 * single-joint; core work and conditioning at the end).
 */
export function orderClass(e: GeneratorExercise): number {
  if (isPower(e)) return 0;
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
