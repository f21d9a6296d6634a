/**
 * The measurement form's rules (docs/PRODUCT.md §20), in the unit the user reads: the server's
 * ranges (contract-measurements.ts, kg and cm) converted to pounds and inches for a pound user,
 * and the typed value converted back to what the server stores.
 */
import { z } from '../../lib/zod';
import {
  FIRST_MEASUREMENT_DAY,
  measurementKind,
  measurementRange,
  type BodyMeasurementInput,
  type MeasurementKind,
} from '../../lib/contract-measurements';
import { toIsoDate } from '../../lib/dates';
import { parseDecimal } from '../../lib/decimal';
import { CM_PER_IN, fromCm, fromKg, KG_PER_LB, lengthUnitOf, toCm, toKg, type WeightUnit } from '../../lib/units';

/** The unit a kind is typed and shown in for this user: kg/lb for bodyweight, cm/in for the rest. */
export const unitFor = (tipo: MeasurementKind, unit: WeightUnit): string =>
  tipo === 'peso' ? unit : lengthUnitOf(unit);

/** A stored value (kg or cm) in the user's unit. */
export const shownValue = (tipo: MeasurementKind, stored: number, unit: WeightUnit): number =>
  tipo === 'peso' ? fromKg(stored, unit) : fromCm(stored, unit);

/** A value typed in the user's unit, as the server stores it. */
export const storedValue = (tipo: MeasurementKind, typed: number, unit: WeightUnit): number =>
  tipo === 'peso' ? toKg(typed, unit) : toCm(typed, unit);

/** The range a kind may take in the user's unit (rounded inwards to one decimal, so both ends are accepted). */
export function rangeIn(tipo: MeasurementKind, unit: WeightUnit): { min: number; max: number } {
  const { min, max } = measurementRange(tipo);
  const per = unit === 'kg' ? 1 : tipo === 'peso' ? KG_PER_LB : CM_PER_IN;
  const up = (n: number) => Math.ceil(Math.round((n / per) * 1e6) / 1e5) / 10;
  const down = (n: number) => Math.floor(Math.round((n / per) * 1e6) / 1e5) / 10;
  return { min: up(min), max: down(max) };
}

/** Tomorrow on this device (a measurement may be dated up to then, as the server allows). */
export function latestDay(now = new Date()): string {
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return toIsoDate(tomorrow);
}

export interface MeasurementFormValues {
  tipo: MeasurementKind;
  valor: string;
  fecha: string;
}

/** Message keys of the `measurements` namespace, with what they interpolate. */
export type FormProblem =
  | { key: 'form.required' | 'form.number' | 'form.decimals' | 'form.future' | 'form.tooEarly' }
  | { key: 'form.range'; min: number; max: number; unit: string }
  | { key: 'validation:invalidDate' };

/** The form's schema for a user reading `unit`; each message is a FormProblem as JSON. */
export function measurementFormSchema(unit: WeightUnit, now = new Date()) {
  const problem = (p: FormProblem) => JSON.stringify(p);
  return z
    .object({
      tipo: measurementKind,
      valor: z.string(),
      fecha: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, problem({ key: 'validation:invalidDate' }))
        .refine((v) => v >= FIRST_MEASUREMENT_DAY, problem({ key: 'form.tooEarly' }))
        .refine((v) => v <= latestDay(now), problem({ key: 'form.future' })),
    })
    .superRefine(({ tipo, valor }, ctx) => {
      const add = (p: FormProblem) => ctx.addIssue({ code: 'custom', path: ['valor'], message: problem(p) });
      if (valor.trim() === '') return add({ key: 'form.required' });
      const typed = parseDecimal(valor);
      if (typed === null) return add({ key: 'form.number' });
      if (!/^\d+([.,]\d{1,2})?$/.test(valor.trim())) return add({ key: 'form.decimals' });
      const { min, max } = rangeIn(tipo, unit);
      if (typed < min || typed > max) add({ key: 'form.range', min, max, unit: unitFor(tipo, unit) });
    });
}

/** The body to send for what the form holds (already valid). */
export function toInput(values: MeasurementFormValues, unit: WeightUnit): BodyMeasurementInput {
  return {
    fecha: values.fecha,
    tipo: values.tipo,
    valor: storedValue(values.tipo, parseDecimal(values.valor)!, unit),
  };
}

const spanish = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** A number of the user's unit as Spanish writes it: "72,5". */
export const spanishNumber = (n: number): string => spanish.format(n);
