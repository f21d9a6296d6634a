/**
 * The routine form's rules (docs/PRODUCT.md §4 and §5): its values built from a loaded routine,
 * validation, the PATCH bodies built from it, and the merge after an exercise is added or deleted.
 */
import type { UserRoutine, UserRoutineExercise, UserRoutineExercisePatch, UserRoutinePatch } from '../../lib/contract';
import { isoToWire, wireToIso } from '../../lib/dates';
import { isValidComment } from '../../lib/text';
import { WEEKDAYS, type Weekday } from './weekdays';

export interface ExerciseFormValues {
  /** Id of the exercise inside the routine; null for a row the server has not numbered. */
  id: number | null;
  nombre: string;
  /** Text of the number inputs, validated on save. */
  series: string;
  repeticiones: string;
  orden: string;
  comentario: string;
}

export interface RoutineFormValues {
  /** `yyyy-mm-dd` for `<input type="date">`, '' when unset. */
  fecha_inicio_rutina: string;
  fecha_fin_rutina: string;
  /** '1'..'7', '' when unset. */
  dia: string;
  rutina_compartida: boolean;
  ejercicios: ExerciseFormValues[];
}

export function toExerciseFormValues(exercise: UserRoutineExercise): ExerciseFormValues {
  return {
    id: exercise.id,
    nombre: exercise.nombre,
    series: String(exercise.series),
    repeticiones: String(exercise.repeticiones),
    orden: String(exercise.orden),
    comentario: exercise.comentario,
  };
}

/** A loaded routine as form values: wire dates `dd-mm-yyyy` become `yyyy-mm-dd`. */
export function toFormValues(routine: UserRoutine): RoutineFormValues {
  return {
    fecha_inicio_rutina: wireToIso(routine.fecha_inicio_rutina),
    fecha_fin_rutina: wireToIso(routine.fecha_fin_rutina),
    dia: WEEKDAYS.includes(routine.dia as Weekday) ? String(routine.dia) : '',
    rutina_compartida: routine.rutina_compartida,
    ejercicios: [...routine.ejercicios].sort((a, b) => a.orden - b.orden).map(toExerciseFormValues),
  };
}

/**
 * After adding or deleting an exercise the routine's exercises come from the server's answer
 * (docs/PRODUCT.md §4): rows the user already edited keep their unsaved series, repetitions and
 * comment; the order is the server's, which renumbers it after every change. A row without a
 * valid order goes last (list length plus 1).
 */
export function mergeExercises(current: ExerciseFormValues[], fromServer: UserRoutineExercise[]): ExerciseFormValues[] {
  const edited = new Map(current.filter((e) => e.id !== null).map((e) => [e.id, e]));
  const merged: ExerciseFormValues[] = [];
  const rank = (e: UserRoutineExercise) => (e.orden > 0 ? e.orden : Number.POSITIVE_INFINITY);
  for (const exercise of [...fromServer].sort((a, b) => rank(a) - rank(b))) {
    const fresh = toExerciseFormValues(exercise);
    if (!(exercise.orden > 0)) fresh.orden = String(nextOrder(merged));
    const mine = edited.get(exercise.id);
    merged.push(
      mine ? { ...fresh, series: mine.series, repeticiones: mine.repeticiones, comentario: mine.comentario } : fresh,
    );
  }
  return merged;
}

/** docs/PRODUCT.md §4: a new exercise's order defaults to the list length plus 1. */
export const nextOrder = (exercises: readonly unknown[]): number => exercises.length + 1;

export type FormMessage =
  | { key: 'messages.required' }
  | { key: 'messages.series' | 'messages.repetitions' | 'messages.comment'; number: number };

/** A positive integer typed in a number input ("3", not "0", "-1", "2.5" or ""). */
export function isPositiveInteger(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) > 0;
}

/**
 * docs/PRODUCT.md §5, routine form: start, end and weekday required; each exercise's series and
 * repetitions integers greater than 0, and its comment one the server takes (no control character
 * but tab and line feed, at most 500 characters). Returns every failure (empty when the form may
 * be saved).
 */
export function validateRoutineForm(values: RoutineFormValues): FormMessage[] {
  const messages: FormMessage[] = [];
  if (!values.fecha_inicio_rutina || !values.fecha_fin_rutina || !values.dia) {
    messages.push({ key: 'messages.required' });
  }
  values.ejercicios.forEach((exercise, index) => {
    if (!isPositiveInteger(exercise.series)) messages.push({ key: 'messages.series', number: index + 1 });
    if (!isPositiveInteger(exercise.repeticiones)) messages.push({ key: 'messages.repetitions', number: index + 1 });
    if (!isValidComment(exercise.comentario)) messages.push({ key: 'messages.comment', number: index + 1 });
  });
  return messages;
}

/** `PATCH user-routines/{id}` body from valid form values (dates back to `dd-mm-yyyy`). */
export function toRoutinePatch(values: RoutineFormValues): UserRoutinePatch {
  return {
    fecha_inicio_rutina: isoToWire(values.fecha_inicio_rutina),
    fecha_fin_rutina: isoToWire(values.fecha_fin_rutina),
    dia: Number(values.dia),
    rutina_compartida: values.rutina_compartida,
  };
}

export function toExercisePatch(exercise: ExerciseFormValues): UserRoutineExercisePatch {
  const orden = Number(exercise.orden);
  return {
    series: Number(exercise.series),
    repeticiones: Number(exercise.repeticiones),
    ...(isPositiveInteger(exercise.orden) ? { orden } : {}),
    comentario: exercise.comentario,
  };
}

/**
 * The exercises to PATCH on save: those with an id whose values differ from the server's.
 * Unchanged rows are not sent, because the server renumbers the order after each change and
 * re-sending stale orders would undo a move made earlier in the same save.
 */
export function changedExercises(
  values: ExerciseFormValues[],
  saved: readonly UserRoutineExercise[],
): { id: number; patch: UserRoutineExercisePatch }[] {
  const byId = new Map(saved.map((e) => [e.id, e]));
  return values.flatMap((exercise) => {
    if (exercise.id === null) return [];
    const patch = toExercisePatch(exercise);
    const before = byId.get(exercise.id);
    const same =
      before !== undefined &&
      before.series === patch.series &&
      before.repeticiones === patch.repeticiones &&
      (patch.orden === undefined || before.orden === patch.orden) &&
      before.comentario === patch.comentario;
    return same ? [] : [{ id: exercise.id, patch }];
  });
}

/** docs/PRODUCT.md §4: the add-exercise answer is used only if it holds a routine id and an exercise list. */
export function isRoutineResponse(value: unknown): value is UserRoutine {
  if (!value || typeof value !== 'object') return false;
  const v = value as { rutina_id?: unknown; ejercicios?: unknown };
  return typeof v.rutina_id === 'number' && v.rutina_id > 0 && Array.isArray(v.ejercicios);
}
