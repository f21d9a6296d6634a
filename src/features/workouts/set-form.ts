/**
 * A set row's inputs (strings while typed) and their rules: the limits of the wire contract
 * (SET_LIMITS), so what the row lets through the server accepts. Messages are keys of the
 * `workouts` namespace.
 */
import { z } from 'zod';
import { SET_LIMITS, type SetMeasure, type WorkoutSetInput } from '../../lib/contract-training';
import type { SetValues } from './session-model';

export interface SetFields {
  repeticiones: string;
  kg: string;
  rir: string;
  segundos: string;
  metros: string;
}

/** "62,5" and "62.5" are the same. */
export const toNumber = (text: string): number => Number(text.trim().replace(',', '.'));

function numberRule(limits: { min: number; max: number }, integer: boolean, required: boolean, message: string) {
  return z.string().refine((text) => {
    if (text.trim() === '') return !required;
    const n = toNumber(text);
    return Number.isFinite(n) && (!integer || Number.isInteger(n)) && n >= limits.min && n <= limits.max;
  }, message);
}

/** The rules for the fields a measure uses; the others are ignored. */
export function setFieldsSchema(medida: SetMeasure) {
  const reps = medida === 'repeticiones';
  return z.object({
    repeticiones: reps ? numberRule(SET_LIMITS.repeticiones, true, true, 'errors.reps') : z.string(),
    kg: reps ? numberRule(SET_LIMITS.kg, false, false, 'errors.kg') : z.string(),
    rir: reps ? numberRule(SET_LIMITS.rir, true, false, 'errors.rir') : z.string(),
    segundos: medida === 'tiempo' ? numberRule(SET_LIMITS.segundos, true, true, 'errors.seconds') : z.string(),
    metros: medida === 'distancia' ? numberRule(SET_LIMITS.metros, false, true, 'errors.metres') : z.string(),
  });
}

const text = (n: number | null): string => (n == null ? '' : String(n).replace('.', ','));

export const toFields = (v: SetValues): SetFields => ({
  repeticiones: text(v.repeticiones),
  kg: text(v.kg),
  rir: text(v.rir),
  segundos: text(v.segundos),
  metros: text(v.metros),
});

const optional = (t: string): number | null => (t.trim() === '' ? null : toNumber(t));

/** The set to send: only the measure's fields; kg rounded to 2 decimals like the server. */
export function toSetInput(
  fields: SetFields,
  at: { exerciseId: number; orden: number; medida: SetMeasure; now: Date },
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
    completada_en: at.now.toISOString(),
  };
}
