/**
 * The routine form's rules (docs/PRODUCT.md §4 and §5): its zod schema and the messages built
 * from its errors, its values built from a loaded routine, the PATCH bodies built from it, and the
 * merge after an exercise is added or deleted.
 */
import type { RefObject } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from '../../lib/zod';
import {
  REST_MAX_S,
  RIR_MAX,
  ROUTINE_NAME_MAX,
  ROUTINE_NAME_MIN,
  type UserRoutine,
  type UserRoutineExercise,
  type UserRoutineExercisePatch,
  type UserRoutinePatch,
} from '../../lib/contract';
import { isoToWire, parseIsoDate, wireToIso } from '../../lib/dates';
import { moveTo } from '../../lib/order';
import { commentRule } from '../../lib/validation';
import { WEEKDAYS, type Weekday } from './weekdays';

/** A positive integer typed in a number input ("3", not "0", "-1", "2.5" or ""). */
export function isPositiveInteger(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) > 0;
}

/** The keys of src/locales/es/routines.json the form reports (each exercise's by its number). */
export type FormMessage =
  | { key: 'messages.required' | 'messages.dateFormat' | 'messages.endBeforeStart' | 'messages.name' }
  | {
      key:
        | 'messages.series'
        | 'messages.repetitions'
        | 'messages.comment'
        | 'messages.rest'
        | 'messages.range'
        | 'messages.rir';
      number: number;
    };

const required = z.string().min(1, 'messages.required');

/**
 * A required date: '' is a blank field; any other text must be a real `yyyy-mm-dd` (what the date
 * field gives for a day; a typed non-date reaches the form as typed, see DateInput).
 */
export const routineDate = required.refine((v) => parseIsoDate(v) !== null, 'messages.dateFormat');

/** An optional whole number typed in a number input: '' (none) or an integer from `min` to `max`. */
export function isOptionalWhole(value: string, min: number, max: number): boolean {
  const text = value.trim();
  return text === '' || (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max);
}
const optionalWhole = (min: number, max: number, message: string) =>
  z.string().refine((v) => isOptionalWhole(v, min, max), message);

/** The optional repetition range of a row: both ends or neither, bottom <= top, 1 to 1000. */
export function isValidRange(min: string, max: string): boolean {
  const [a, b] = [min.trim(), max.trim()];
  if (a === '' && b === '') return true;
  return isOptionalWhole(a, 1, 1000) && isOptionalWhole(b, 1, 1000) && a !== '' && b !== '' && Number(a) <= Number(b);
}

/** One exercise row: its number inputs are text, validated on save. */
export const exerciseFormSchema = z
  .object({
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
    /** Issue #40, each '' when unset: rest (s), repetition range and RIR target. */
    descanso: optionalWhole(0, REST_MAX_S, 'messages.rest'),
    repeticiones_min: z.string(),
    repeticiones_max: z.string(),
    rir: optionalWhole(0, RIR_MAX, 'messages.rir'),
  })
  .superRefine((row, ctx) => {
    if (!isValidRange(row.repeticiones_min, row.repeticiones_max)) {
      ctx.addIssue({ code: 'custom', path: ['repeticiones_min'], message: 'messages.range' });
    }
  });

/**
 * docs/PRODUCT.md §5, routine form: start, end and weekday required; each exercise's series and
 * repetitions integers greater than 0, and its comment one the server takes.
 */
export const routineFormSchema = z
  .object({
    /** Issue #40: the routine's name, 3 to 80 characters once trimmed. */
    nombre: z
      .string()
      .refine((v) => v.trim().length >= ROUTINE_NAME_MIN && v.trim().length <= ROUTINE_NAME_MAX, 'messages.name'),
    /** `yyyy-mm-dd` from the date field, '' when unset. */
    fecha_inicio_rutina: routineDate,
    fecha_fin_rutina: routineDate,
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

/** Both dates real days (`yyyy-mm-dd`, which sort as text) and the end before the start. */
export function endsBeforeStart(start: string, end: string): boolean {
  return parseIsoDate(start) !== null && parseIsoDate(end) !== null && end < start;
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
  const dateMessages = [errors.fecha_inicio_rutina?.message, errors.fecha_fin_rutina?.message];
  const endBeforeStart = errors.fecha_fin_rutina?.message === 'messages.endBeforeStart';
  if (dateMessages.includes('messages.required') || errors.dia) messages.push({ key: 'messages.required' });
  if (dateMessages.includes('messages.dateFormat')) messages.push({ key: 'messages.dateFormat' });
  if (endBeforeStart) messages.push({ key: 'messages.endBeforeStart' });
  if (errors.nombre) messages.push({ key: 'messages.name' });
  const rows = Array.isArray(errors.ejercicios)
    ? (errors.ejercicios as (FieldErrors<ExerciseFormValues> | undefined)[])
    : [];
  rows.forEach((row, index) => {
    const number = index + 1;
    if (row?.series) messages.push({ key: 'messages.series', number });
    if (row?.repeticiones) messages.push({ key: 'messages.repetitions', number });
    if (row?.comentario) messages.push({ key: 'messages.comment', number });
    if (row?.descanso) messages.push({ key: 'messages.rest', number });
    if (row?.repeticiones_min) messages.push({ key: 'messages.range', number });
    if (row?.rir) messages.push({ key: 'messages.rir', number });
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
    descanso: optionalText(exercise.descanso),
    repeticiones_min: optionalText(exercise.repeticiones_min),
    repeticiones_max: optionalText(exercise.repeticiones_max),
    rir: optionalText(exercise.rir),
  };
}

const optionalText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** A loaded routine as form values: wire dates `dd-mm-yyyy` become `yyyy-mm-dd`. */
export function toFormValues(routine: UserRoutine): RoutineFormValues {
  return {
    nombre: routine.nombre,
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

/** A row's values typed on screen (everything but its identity and place). */
const pick = ({ id: _id, catalogoId: _catalogue, nombre: _name, orden: _orden, ...typed }: ExerciseFormValues) => typed;

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
    nombre: values.nombre.trim(),
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
 * Issue #40: the rest, range and RIR of a row that differ from the server's (unset is null, which
 * clears); the range's two ends go together, as the server asks. Nothing for a row that kept them.
 */
export function targetPatch(
  row: ExerciseFormValues,
  before: UserRoutineExercise | undefined,
): UserRoutineExercisePatch {
  const now = {
    descanso: optionalNumber(row.descanso),
    repeticiones_min: optionalNumber(row.repeticiones_min),
    repeticiones_max: optionalNumber(row.repeticiones_max),
    rir: optionalNumber(row.rir),
  };
  const was = (key: keyof typeof now) => before?.[key] ?? null;
  const rangeChanged =
    now.repeticiones_min !== was('repeticiones_min') || now.repeticiones_max !== was('repeticiones_max');
  return {
    ...(now.descanso !== was('descanso') ? { descanso: now.descanso } : {}),
    ...(rangeChanged ? { repeticiones_min: now.repeticiones_min, repeticiones_max: now.repeticiones_max } : {}),
    ...(now.rir !== was('rir') ? { rir: now.rir } : {}),
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
    const before = byId.get(id);
    const { orden: _typed, ...spec } = toExercisePatch(rows.get(id)!);
    const targets = targetPatch(rows.get(id)!, before);
    const fields = { ...spec, ...targets };
    const moves = onServer.indexOf(id) !== index;
    const same =
      before !== undefined &&
      before.series === fields.series &&
      before.repeticiones === fields.repeticiones &&
      before.comentario === fields.comentario &&
      Object.keys(targets).length === 0;
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
