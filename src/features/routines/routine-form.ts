/**
 * The routine form's rules (docs/PRODUCT.md §4 and §5): its zod schema and the messages built
 * from its errors, its values built from a loaded routine, the PATCH bodies built from it, and the
 * merge after an exercise is added or deleted.
 */
import type { RefObject } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { UserRoutine, UserRoutineExercise, UserRoutineExercisePatch, UserRoutinePatch } from '../../lib/contract';
import { isoToWire, wireToIso } from '../../lib/dates';
import { moveTo } from '../../lib/order';
import { commentRule } from '../../lib/validation';
import { WEEKDAYS, type Weekday } from './weekdays';

/** A positive integer typed in a number input ("3", not "0", "-1", "2.5" or ""). */
export function isPositiveInteger(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) > 0;
}

/** The keys of src/locales/es/routines.json the form reports (each exercise's by its number). */
export type FormMessage =
  | { key: 'messages.required' | 'messages.endBeforeStart' }
  | { key: 'messages.series' | 'messages.repetitions' | 'messages.comment'; number: number };

const required = z.string().min(1, 'messages.required');

/** One exercise row: its number inputs are text, validated on save. */
export const exerciseFormSchema = z.object({
  /** Id of the exercise inside the routine; null for a row the server has not numbered. */
  id: z.number().nullable(),
  /** The catalogue exercise's id (its photos: src/lib/exercise-photos.ts). */
  catalogoId: z.number(),
  nombre: z.string(),
  series: z.string().refine(isPositiveInteger, 'messages.series'),
  repeticiones: z.string().refine(isPositiveInteger, 'messages.repetitions'),
  orden: z.string(),
  /** One the server takes: no control character but tab and line feed, at most 500 characters. */
  comentario: commentRule,
});

/**
 * docs/PRODUCT.md §5, routine form: start, end and weekday required; each exercise's series and
 * repetitions integers greater than 0, and its comment one the server takes.
 */
export const routineFormSchema = z
  .object({
    /** `yyyy-mm-dd` for `<input type="date">`, '' when unset. */
    fecha_inicio_rutina: required,
    fecha_fin_rutina: required,
    /** '1'..'7', '' when unset. */
    dia: required,
    rutina_compartida: z.boolean(),
    ejercicios: z.array(exerciseFormSchema),
  })
  .superRefine((values, ctx) => {
    if (endsBeforeStart(values.fecha_inicio_rutina, values.fecha_fin_rutina)) {
      ctx.addIssue({ code: 'custom', path: ['fecha_fin_rutina'], message: 'messages.endBeforeStart' });
    }
  });

/** Both dates set (`yyyy-mm-dd`, which sort as text) and the end before the start. */
export function endsBeforeStart(start: string, end: string): boolean {
  return start !== '' && end !== '' && end < start;
}

export type ExerciseFormValues = z.infer<typeof exerciseFormSchema>;
export type RoutineFormValues = z.infer<typeof routineFormSchema>;

/** What the routine editor's hooks share. */
export interface RoutineEditorParts {
  routineId: number;
  form: UseFormReturn<RoutineFormValues>;
  /** The exercises as the server last answered: a save sends only the rows that differ from them. */
  savedRef: RefObject<UserRoutineExercise[]>;
}

/** A message of the whole form (no exercise number to interpolate). */
export const isFormWide = (m: FormMessage): m is Exclude<FormMessage, { number: number }> => !('number' in m);

/**
 * What a failed save reports, in order: one "complete every required field" for the dates and
 * the weekday, the end date before the start date, then each failing exercise's series, repetitions and comment, numbered from 1.
 */
export function formMessages(errors: FieldErrors<RoutineFormValues>): FormMessage[] {
  const messages: FormMessage[] = [];
  const endBeforeStart = errors.fecha_fin_rutina?.message === 'messages.endBeforeStart';
  if (errors.fecha_inicio_rutina || (errors.fecha_fin_rutina && !endBeforeStart) || errors.dia) {
    messages.push({ key: 'messages.required' });
  }
  if (endBeforeStart) messages.push({ key: 'messages.endBeforeStart' });
  const rows = Array.isArray(errors.ejercicios)
    ? (errors.ejercicios as (FieldErrors<ExerciseFormValues> | undefined)[])
    : [];
  rows.forEach((row, index) => {
    const number = index + 1;
    if (row?.series) messages.push({ key: 'messages.series', number });
    if (row?.repeticiones) messages.push({ key: 'messages.repetitions', number });
    if (row?.comentario) messages.push({ key: 'messages.comment', number });
  });
  return messages;
}

export function toExerciseFormValues(exercise: UserRoutineExercise): ExerciseFormValues {
  return {
    id: exercise.id,
    catalogoId: exercise.id_ejercicio_catalogo,
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
 * After adding an exercise the routine's exercises come from the server's answer (docs/PRODUCT.md
 * §4). The rows on screen keep their place (an order dragged and not saved yet stays for "Guardar"
 * to send) and their unsaved series, repetitions and comment; rows removed on screen stay removed
 * until "Guardar"; the exercises new to the routine go last, in the server's order (a row without
 * a valid order after the others).
 */
export function mergeExercises(
  current: ExerciseFormValues[],
  fromServer: UserRoutineExercise[],
  savedBefore: readonly UserRoutineExercise[],
): ExerciseFormValues[] {
  const known = new Set(savedBefore.map((e) => e.id));
  const byId = new Map(fromServer.map((e) => [e.id, e]));
  const kept = current.flatMap((row) => {
    const exercise = row.id === null ? undefined : byId.get(row.id);
    return exercise ? [{ ...toExerciseFormValues(exercise), ...pick(row) }] : [];
  });
  const onScreen = new Set(kept.map((e) => e.id));
  const rank = (e: UserRoutineExercise) => (e.orden > 0 ? e.orden : Number.POSITIVE_INFINITY);
  const added = [...fromServer]
    .sort((a, b) => rank(a) - rank(b))
    .filter((e) => !known.has(e.id) && !onScreen.has(e.id))
    .map(toExerciseFormValues);
  return inScreenOrder([...kept, ...added]);
}

const pick = ({ series, repeticiones, comentario }: ExerciseFormValues) => ({ series, repeticiones, comentario });

/**
 * The rows numbered as they stand on screen: the list's order (dragged with the pointer or the
 * keyboard) is the order "Guardar" stores.
 */
export function inScreenOrder(rows: readonly ExerciseFormValues[]): ExerciseFormValues[] {
  return rows.map((row, index) => ({ ...row, orden: String(index + 1) }));
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

/** What "Guardar" sends for the exercises, in this order: the deletes, then the PATCHes. */
export interface ExerciseSavePlan {
  deletes: number[];
  patches: { id: number; patch: UserRoutineExercisePatch }[];
}

/**
 * The exercise calls of one save (docs/PRODUCT.md §4): every exercise removed on screen is
 * deleted, then each row whose values or place differ from the server's is PATCHed. The wanted
 * order is the list on screen with each typed order applied as a move, in screen order (what the
 * server does with an `orden`). As the server renumbers after every call, the PATCHes go in the
 * wanted order, each naming its final place: the first k places are right after k calls.
 */
export function planExerciseSave(
  values: ExerciseFormValues[],
  saved: readonly UserRoutineExercise[],
): ExerciseSavePlan {
  const kept = values.filter((e): e is ExerciseFormValues & { id: number } => e.id !== null);
  const keptIds = new Set(kept.map((e) => e.id));
  const byId = new Map(saved.map((e) => [e.id, e]));
  const serverOrder = [...saved].sort((a, b) => a.orden - b.orden).map((e) => e.id);
  const deletes = serverOrder.filter((id) => !keptIds.has(id));
  let onServer = serverOrder.filter((id) => keptIds.has(id));

  let wanted = kept.map((e) => e.id);
  for (const row of kept) {
    const patch = toExercisePatch(row);
    if (patch.orden !== undefined && patch.orden !== byId.get(row.id)?.orden) {
      wanted = moveTo(wanted, row.id, patch.orden);
    }
  }

  const rows = new Map(kept.map((e) => [e.id, e]));
  const patches = wanted.flatMap((id, index) => {
    const { orden: _typed, ...fields } = toExercisePatch(rows.get(id)!);
    const before = byId.get(id);
    const moves = onServer.indexOf(id) !== index;
    const same =
      before !== undefined &&
      before.series === fields.series &&
      before.repeticiones === fields.repeticiones &&
      before.comentario === fields.comentario;
    if (same && !moves) return [];
    if (moves) onServer = moveTo(onServer, id, index + 1);
    return [{ id, patch: moves ? { ...fields, orden: index + 1 } : fields }];
  });
  return { deletes, patches };
}

/** docs/PRODUCT.md §4: the add-exercise answer is used only if it holds a routine id and an exercise list. */
export function isRoutineResponse(value: unknown): value is UserRoutine {
  if (!value || typeof value !== 'object') return false;
  const v = value as { rutina_id?: unknown; ejercicios?: unknown };
  return typeof v.rutina_id === 'number' && v.rutina_id > 0 && Array.isArray(v.ejercicios);
}
