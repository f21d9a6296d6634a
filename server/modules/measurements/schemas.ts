/**
 * Path, query and body schemas of the body measurements' routes (docs/PRODUCT.md §20), worded in
 * Spanish like the training log's: the error handler (../workouts/errors.ts) puts the field's
 * name before a bare text, and leaves a `campo: texto` message as it is.
 */
import { z } from 'zod';
import {
  FIRST_MEASUREMENT_DAY,
  measurementKind,
  measurementRange,
  MEASUREMENTS_PER_USER,
} from '../../../src/lib/contract-measurements';
import { todayIso } from '../../domain/profile';
import { realDay } from '../workouts/schemas';

export const TAGS = ['measurements'];

/** A measurement may be dated up to this many days after today (a device a time zone ahead). */
export const FUTURE_DAYS_ALLOWED = 1;

export const MEASUREMENT_MESSAGES = {
  notFound: 'Medida no encontrada',
  deleted: 'Medida eliminada',
  userGone: 'Usuario no encontrado',
  tooMany: `No puedes guardar más de ${MEASUREMENTS_PER_USER} medidas: borra alguna antigua antes de añadir otra`,
  future: 'fecha: no puede ser posterior a mañana',
  tooEarly: `fecha: no puede ser anterior a ${FIRST_MEASUREMENT_DAY}`,
  range: 'desde: no puede ser posterior a hasta',
  outOfRange: (tipo: string, min: number, max: number, unit: string) =>
    `valor: ${tipo === 'peso' ? 'el peso' : 'la medida'} debe estar entre ${min} y ${max} ${unit}`,
  decimals: 'valor: admite como mucho dos decimales',
} as const;
const M = MEASUREMENT_MESSAGES;

/** The last day a measurement may carry: tomorrow in Madrid. */
export function latestDay(now = new Date()): string {
  const today = new Date(`${todayIso(now)}T00:00:00Z`);
  return new Date(today.getTime() + FUTURE_DAYS_ALLOWED * 86_400_000).toISOString().slice(0, 10);
}

export const measurementParams = z.object({ clienteId: z.uuid({ error: 'debe ser un UUID' }) });

/** `?tipo&desde&hasta`: all optional; an empty value counts as absent. */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);
export const measurementQuery = z
  .object({
    tipo: z.preprocess(blankIsAbsent, measurementKind.optional()),
    desde: z.preprocess(blankIsAbsent, realDay('desde').optional()),
    hasta: z.preprocess(blankIsAbsent, realDay('hasta').optional()),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { error: M.range, path: ['desde'] });

/** Two decimals at most, as the column keeps (a float's noise below that is forgiven). */
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** `PUT /measurements/{clienteId}`: a real date from 1900 to tomorrow, a kind, a plausible value. */
export const measurementInput = z
  .object({
    fecha: realDay('fecha')
      .refine((v) => v >= FIRST_MEASUREMENT_DAY, M.tooEarly)
      .refine((v) => v <= latestDay(), M.future),
    tipo: measurementKind,
    valor: z.number().refine(Number.isFinite, 'debe ser un número'),
  })
  .superRefine((body, ctx) => {
    const { min, max, unit } = measurementRange(body.tipo);
    if (body.valor < min || body.valor > max) {
      ctx.addIssue({ code: 'custom', path: ['valor'], message: M.outOfRange(body.tipo, min, max, unit) });
    } else if (!twoDecimals(body.valor)) {
      ctx.addIssue({ code: 'custom', path: ['valor'], message: M.decimals });
    }
  });
