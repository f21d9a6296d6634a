/**
 * Path, query and error schemas of the training log's routes (bodies and answers come from
 * src/lib/contract-training.ts): the shared integer and page schemas (../shared/schemas.ts) with
 * the training log's Spanish wording (docs/PRODUCT.md §16); the error handler (errors.ts) puts
 * the field's name before it.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../domain/training/weeks';
import { TRAINING_MESSAGES } from '../../domain/training/messages';
import { errorSchema, intText, pageQuery, type IntMessages } from '../shared/schemas';

export const TAGS = ['workouts'];
export const security = [{ token: [] }];
/** The error answers every training route may give. */
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** How the training log words a bad integer. */
export const SPANISH_INT: IntMessages = {
  notPositive: () => 'debe ser un número entero positivo',
  atMost: (_name, max) => `debe ser como mucho ${max}`,
};

/** A positive integer in a path or query string ("12"), as a number. */
export const idText = intText(SPANISH_INT.notPositive(''));

export const workoutParams = z.object({ id: idText });
export const exerciseParams = z.object({ id: idText, exerciseId: idText });
export const addParams = z.object({ id: idText, clienteId: z.uuid({ error: 'debe ser un UUID' }) });
export const setParams = z.object({ id: idText, setId: z.uuid({ error: 'debe ser un UUID' }) });

/** `?tz`: an IANA time zone name, Europe/Madrid when absent. */
export const tzQuery = z.preprocess(
  (v) => (v === '' || v === undefined ? DEFAULT_TIME_ZONE : v),
  z.string().refine(isTimeZone, TRAINING_MESSAGES.timeZone),
);

/** YYYY-MM-DD naming a real day, else `<name>: debe ser una fecha real (AAAA-MM-DD)`. */
export const realDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, TRAINING_MESSAGES.day(name))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, TRAINING_MESSAGES.day(name));

/** Largest page of the history. */
export const MAX_HISTORY_PAGE = 100;

/** `GET /workouts?page&limit&desde&hasta&tz`. */
export const listQuery = pageQuery({
  defaultLimit: 20,
  maxLimit: MAX_HISTORY_PAGE,
  maxPage: 1_000_000,
  messages: SPANISH_INT,
})
  .extend({ desde: realDay('desde').optional(), hasta: realDay('hasta').optional(), tz: tzQuery })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { error: TRAINING_MESSAGES.range, path: ['desde'] });
