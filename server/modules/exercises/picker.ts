/**
 * The exercise picker's list (`GET exercises/picker`, src/lib/contract-picker.ts): every catalogue
 * exercise with its muscle group's name, what the exercise model says of it (pattern, equipment,
 * how load is added), its English name and its photos. Pure: the rows come from the repository.
 */
import {
  ownEquipment,
  type MovementPattern as ContractPattern,
  type PickerExercise,
} from '../../../src/lib/contract-picker';
import { setMeasure, type LoadKind } from '../../../src/lib/contract-training';
import { exerciseImages } from '../../../src/lib/exercise-photos';
import { modelOf, type LoadProgression, type MovementPattern } from '../../domain/exercise-model';
import { ENGLISH_NAMES } from './english-names';
import type { OwnRow } from './own-repository';

// The contract's enums name the model's values: a value added to one and not the other fails here.
const samePatterns: [MovementPattern, ContractPattern] extends [ContractPattern, MovementPattern] ? true : never = true;
const sameLoads: [LoadProgression, LoadKind] extends [LoadKind, LoadProgression] ? true : never = true;
void samePatterns;
void sameLoads;

/** One catalogue row as the repository reads it. */
export interface PickerRow {
  id: number;
  nombre: string;
  grupos_musculares_id: number;
  grupo_muscular: string;
}

/**
 * The picker's entry of one catalogue exercise, or null for an id the exercise model does not know
 * (a catalogue row added without its model: model.test.ts keeps that from happening).
 */
export function pickerEntry(row: PickerRow): PickerExercise | null {
  const model = modelOf(row.id);
  if (!model) return null;
  return {
    ...row,
    nombre_en: ENGLISH_NAMES[row.id] ?? '',
    patron: model.patron,
    equipo: [...model.equipo],
    carga: model.progresion,
    imagenes: exerciseImages(row.id),
  };
}

/** The picker's list of these rows, in their order. */
export const pickerList = (rows: readonly PickerRow[]): PickerExercise[] =>
  rows.flatMap((row) => pickerEntry(row) ?? []);

/** The picker's entry of a user's own exercise: no pattern, no English name, no photos. */
export function ownEntry(row: OwnRow): PickerExercise {
  const medida = setMeasure.catch('repeticiones').parse(row.medida);
  const equipment = ownEquipment.catch('corporal').parse(row.carga);
  return {
    id: row.id,
    nombre: row.nombre,
    nombre_en: '',
    grupos_musculares_id: row.grupos_musculares_id,
    grupo_muscular: row.grupo_muscular,
    patron: null,
    equipo: equipment === 'corporal' ? [] : [equipment],
    // As the catalogue's model says of a timed or distance exercise: its sets are not loaded.
    carga: medida === 'repeticiones' ? equipment : medida,
    imagenes: [],
    propio: true,
  };
}
