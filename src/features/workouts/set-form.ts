/**
 * A set row's inputs (strings while typed) and their rules: the limits of the wire contract
 * (SET_LIMITS), so what the row lets through the server accepts. Messages are keys of the
 * `workouts` namespace. A plain check rather than a zod schema: the session screen then loads no
 * zod (named optimisation "A light session screen", docs/PERFORMANCE.md register);
 * set-form.test.ts holds it to the server's schema (`workoutSetInput`).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SetMeasure, SetType, WorkoutSetInput } from '../../lib/contract-training';
import { SET_LIMITS } from '../../lib/set-limits';
import { fromKg, toKg, type WeightUnit } from '../../lib/units';
import type { WarmupSet } from './plates';
import type { SetValues } from './session-model';

/**
 * A set's inputs as typed. `kg` holds the weight in the unit the row shows (kilos or pounds) while
 * typed; what a row hands on (`inKilos`) holds kilos.
 */
export interface SetFields {
  repeticiones: string;
  kg: string;
  rir: string;
  segundos: string;
  metros: string;
  /** The type chosen on the row (absent: the row's own). */
  tipo?: SetType;
}

export type SetFieldError =
  'errors.reps' | 'errors.kg' | 'errors.rir' | 'errors.seconds' | 'errors.metres' | 'setRow.lbError';

/** "62,5" and "62.5" are the same. */
export const toNumber = (text: string): number => Number(text.trim().replace(',', '.'));

interface NumberRule {
  limits: { min: number; max: number };
  integer: boolean;
  required: boolean;
  message: SetFieldError;
}

const passes = (text: string, { limits, integer, required }: NumberRule) => {
  if (text.trim() === '') return !required;
  const n = toNumber(text);
  return Number.isFinite(n) && (!integer || Number.isInteger(n)) && n >= limits.min && n <= limits.max;
};

/** The weight's rule in pounds: the kilo limits converted (what passes stays within them once in kilos). */
const POUNDS = { min: SET_LIMITS.kg.min, max: fromKg(SET_LIMITS.kg.max, 'lb') };

/** The fields typed in an input. */
export type SetInputField = Exclude<keyof SetFields, 'tipo'>;

/** The rules for the fields a measure uses; the others are not checked. */
function setRules(medida: SetMeasure, unit: WeightUnit): Partial<Record<SetInputField, NumberRule>> {
  const rule = (field: keyof typeof SET_LIMITS, integer: boolean, required: boolean, message: SetFieldError) => ({
    [field]: { limits: SET_LIMITS[field], integer, required, message },
  });
  if (medida === 'tiempo') return rule('segundos', true, true, 'errors.seconds');
  if (medida === 'distancia') return rule('metros', false, true, 'errors.metres');
  const weight =
    unit === 'kg'
      ? rule('kg', false, false, 'errors.kg')
      : { kg: { limits: POUNDS, integer: false, required: false, message: 'setRow.lbError' as const } };
  return {
    ...rule('repeticiones', true, true, 'errors.reps'),
    ...weight,
    ...rule('rir', true, false, 'errors.rir'),
  };
}

/** Each field of `medida` that breaks its rule, with its message (the weight as typed, in `unit`). */
export function setFieldErrors(
  fields: SetFields,
  medida: SetMeasure,
  unit: WeightUnit = 'kg',
): Partial<Record<SetInputField, SetFieldError>> {
  const errors: Partial<Record<SetInputField, SetFieldError>> = {};
  for (const [field, rule] of Object.entries(setRules(medida, unit)) as [SetInputField, NumberRule][]) {
    if (!passes(fields[field], rule)) errors[field] = rule.message;
  }
  return errors;
}

/** The set row's form resolver (react-hook-form): `setFieldErrors`. */
export const setFieldsResolver =
  (medida: SetMeasure, unit: WeightUnit = 'kg'): Resolver<SetFields> =>
  (values) => {
    const found = Object.entries(setFieldErrors(values, medida, unit));
    if (found.length === 0) return { values, errors: {} };
    const errors: FieldErrors<SetFields> = {};
    for (const [field, message] of found) errors[field as keyof SetFields] = { type: 'validate', message };
    return { values: {}, errors };
  };

const text = (n: number | null): string => (n == null ? '' : String(n).replace('.', ','));

/** A set's values as its inputs show them, the weight in `unit`. */
export const toFields = (v: SetValues, unit: WeightUnit = 'kg'): SetFields => ({
  repeticiones: text(v.repeticiones),
  kg: text(v.kg == null ? null : fromKg(v.kg, unit)),
  rir: text(v.rir),
  segundos: text(v.segundos),
  metros: text(v.metros),
});

const optional = (t: string): number | null => (t.trim() === '' ? null : toNumber(t));

/** The inputs with the weight typed in `unit` as kilos (what is sent; the server stores kilos). */
export function inKilos(fields: SetFields, unit: WeightUnit): SetFields {
  const weight = optional(fields.kg);
  return unit === 'kg' || weight === null ? fields : { ...fields, kg: text(toKg(weight, unit)) };
}

/**
 * The set to send: only the measure's fields; kg rounded to 2 decimals like the server; always its
 * type (a work set unless told), so what the server stores never rests on its default.
 */
export function toSetInput(
  fields: SetFields,
  at: { exerciseId: number; orden: number; medida: SetMeasure; now: Date; tipo?: SetType },
): WorkoutSetInput {
  const reps = at.medida === 'repeticiones';
  const kg = reps ? optional(fields.kg) : null;
  return {
    ejercicio_sesion_id: at.exerciseId,
    orden: at.orden,
    medida: at.medida,
    repeticiones: reps ? optional(fields.repeticiones) : null,
    kg: kg == null ? null : Math.round(kg * 100) / 100,
    rir: reps ? optional(fields.rir) : null,
    segundos: at.medida === 'tiempo' ? optional(fields.segundos) : null,
    metros: at.medida === 'distancia' ? optional(fields.metros) : null,
    tipo: fields.tipo ?? at.tipo ?? 'trabajo',
    completada_en: at.now.toISOString(),
  };
}

/**
 * The warm-up ramp's sets as sets to send: repetitions at the loaded weight, typed `calentamiento`,
 * at the positions given (after every set the exercise has), done now.
 */
export function warmupInputs(
  ramp: readonly WarmupSet[],
  at: { exerciseId: number; positions: readonly number[]; now: Date },
): WorkoutSetInput[] {
  return at.positions.map((orden, i) => ({
    ejercicio_sesion_id: at.exerciseId,
    orden,
    medida: 'repeticiones',
    repeticiones: ramp[i]!.reps,
    kg: ramp[i]!.load.total,
    rir: null,
    segundos: null,
    metros: null,
    tipo: 'calentamiento',
    completada_en: at.now.toISOString(),
  }));
}
