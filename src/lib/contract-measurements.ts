/**
 * Body measurements' wire contract (docs/PRODUCT.md §20): bodyweight in kg and circumferences
 * in cm, each on a date, written under an id the app makes (`cliente_id`) so the offline outbox
 * can send a value twice and have it land once. The server uses these schemas for its routes;
 * the web app imports the types, the kinds and the limits (its form words them in the user's unit).
 */
import { z } from './zod';

/** What is measured: bodyweight (kg) or a circumference (cm). */
export const measurementKind = z.enum(['peso', 'cintura', 'cadera', 'pecho', 'brazo', 'muslo']);
export type MeasurementKind = z.infer<typeof measurementKind>;

/** Every kind, in the order the screens list them. */
export const MEASUREMENT_KINDS = measurementKind.options;

/** The plausible range of a value, in the stored unit (kg for `peso`, cm for the rest). */
export interface MeasurementRange {
  min: number;
  max: number;
  unit: 'kg' | 'cm';
}

export const MEASUREMENT_LIMITS = {
  peso: { min: 20, max: 400, unit: 'kg' },
  circunferencia: { min: 10, max: 300, unit: 'cm' },
} as const satisfies Record<string, MeasurementRange>;

export const measurementRange = (tipo: MeasurementKind): MeasurementRange =>
  tipo === 'peso' ? MEASUREMENT_LIMITS.peso : MEASUREMENT_LIMITS.circunferencia;

/** The earliest date a measurement may carry. */
export const FIRST_MEASUREMENT_DAY = '1900-01-01';

/** How many measurements one user may keep (years of daily weigh-ins and monthly tapes). */
export const MEASUREMENTS_PER_USER = 5000;

/** One measurement as the server answers it. */
export const bodyMeasurement = z.object({
  cliente_id: z.string(),
  /** YYYY-MM-DD. */
  fecha: z.string(),
  tipo: measurementKind,
  /** kg for `peso`, cm for the rest, two decimals at most. */
  valor: z.number(),
});
export type BodyMeasurement = z.infer<typeof bodyMeasurement>;

/** `GET /measurements`: the caller's, oldest first. */
export const bodyMeasurementList = z.array(bodyMeasurement);

/** `PUT /measurements/{clienteId}`: the body (the server adds the date and range checks). */
export interface BodyMeasurementInput {
  fecha: string;
  tipo: MeasurementKind;
  valor: number;
}
