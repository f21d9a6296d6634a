/**
 * The exercise model (types.ts): one entry per catalogue id, and what the wizard's equipment
 * answers put at hand.
 */
import type { Equipment, SoreArea } from '../../../src/lib/contract-plans';
import { CATALOGUE_1 } from './catalogue-1';
import { CATALOGUE_2 } from './catalogue-2';
import { CATALOGUE_3 } from './catalogue-3';
import type { EquipmentItem, ExerciseModel } from './types';

export * from './types';

export const EXERCISE_MODELS: readonly ExerciseModel[] = [...CATALOGUE_1, ...CATALOGUE_2, ...CATALOGUE_3];

const byId = new Map(EXERCISE_MODELS.map((m) => [m.id, m]));

/** The model of a catalogue exercise, or undefined for an id the model does not know. */
export function modelOf(id: number): ExerciseModel | undefined {
  return byId.get(id);
}

/** Items every home has: always at hand. */
export const HOME_ITEMS: readonly EquipmentItem[] = ['hogar-toalla', 'hogar-silla', 'hogar-mesa', 'hogar-pared'];

/** What each wizard answer (contract-plans.ts `equipment`) puts at hand; `gimnasio`: everything. */
export const ITEMS_AT_HAND: Readonly<Record<Exclude<Equipment, 'gimnasio'>, readonly EquipmentItem[]>> = {
  mancuernas_banco: ['mancuernas', 'banco'],
  peso_corporal: [],
  bandas: ['banda'],
  kettlebell: ['kettlebell'],
  barra_dominadas: ['barra-dominadas'],
};

/** Whether every item the exercise needs is at hand with these answers. */
export function equipmentFits(model: Pick<ExerciseModel, 'equipo'>, answers: readonly Equipment[]): boolean {
  if (answers.includes('gimnasio')) return true;
  const atHand = new Set<EquipmentItem>([
    ...HOME_ITEMS,
    ...answers.flatMap((a) => (a === 'gimnasio' ? [] : ITEMS_AT_HAND[a])),
  ]);
  return model.equipo.every((item) => atHand.has(item));
}

/** Whether the exercise suits someone with these sore areas (no area loaded at 2). */
export function sparesAreas(model: Pick<ExerciseModel, 'zonas'>, sore: readonly SoreArea[]): boolean {
  return sore.every((area) => model.zonas[area] < 2);
}
