/** Path and query schemas of the training log (bodies come from src/lib/contract-training.ts). */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../domain/training/weeks';
import { TRAINING_MESSAGES } from '../../domain/training/messages';

/** A positive integer in a path or query string ("12"), as a number. */
export const idText = z
  .string()
  .regex(/^\d{1,9}$/, 'debe ser un número entero positivo')
  .transform(Number)
  .refine((n) => n > 0, 'debe ser un número entero positivo');

export const workoutParams = z.object({ id: idText });
export const exerciseParams = z.object({ id: idText, exerciseId: idText });
export const setParams = z.object({ id: idText, setId: z.uuid({ error: 'debe ser un UUID' }) });

/** `?tz`: an IANA time zone name, Europe/Madrid when absent. */
export const tzQuery = z.preprocess(
  (v) => (v === '' || v === undefined ? DEFAULT_TIME_ZONE : v),
  z.string().refine(isTimeZone, TRAINING_MESSAGES.timeZone),
);

const realDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, TRAINING_MESSAGES.day(name))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, TRAINING_MESSAGES.day(name));

const optionalInt = (max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    idText
      .refine((n) => n <= max, `debe ser como mucho ${max}`)
      .optional()
      .transform((v) => v ?? fallback),
  );

/** Largest page of the history. */
export const MAX_HISTORY_PAGE = 100;

/** `GET /workouts?page&limit&desde&hasta&tz`. */
export const listQuery = z
  .object({
    page: optionalInt(1_000_000, 1),
    limit: optionalInt(MAX_HISTORY_PAGE, 20),
    desde: realDay('desde').optional(),
    hasta: realDay('hasta').optional(),
    tz: tzQuery,
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { error: TRAINING_MESSAGES.range, path: ['desde'] });

/** `?semanas&tz` of the weekly progress: 1-52 weeks (default 8). */
export const weeksQuery = z.object({ semanas: optionalInt(52, 8), tz: tzQuery });
