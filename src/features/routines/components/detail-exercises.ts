import type { GeneratedRoutine, PublicRoutineExercise } from '../../../lib/contract';
import { exerciseImages } from '../../../lib/exercise-photos';
import type { DetailExercise } from './routine-detail-dialog';

/** Exercises of a public or shared routine for the detail modal. */
export function toDetailExercises(exercises: PublicRoutineExercise[]): DetailExercise[] {
  return exercises.map((e, i) => ({
    key: `${e.id_ejercicio}-${i}`,
    nombre: e.nombre,
    grupo: e.grupos_musculares,
    step_1: e.step_1,
    step_2: e.step_2,
    imagenes: e.imagenes,
  }));
}

/** Exercises of a generated routine; a missing muscle group shows `unknownGroup` (docs/PRODUCT.md §3). */
export function generatedDetailExercises(routine: GeneratedRoutine, unknownGroup: string): DetailExercise[] {
  return routine.ejercicios.map((e, i) => ({
    key: `${e.id_ejercicio}-${i}`,
    nombre: e.nombre,
    grupo: e.grupo_muscular || unknownGroup,
    step_1: e.step_1,
    step_2: e.step_2,
    // The generated shape carries no photos (only the catalogue and public routines do): by the catalogue id.
    imagenes: exerciseImages(e.id_ejercicio),
  }));
}
