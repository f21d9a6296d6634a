import { z } from 'zod';
import { blankRoutineBody, routineNameRule, userRoutineExercisePatch, wireDate } from '../../../src/lib/contract';
import { parseWireDate } from '../../../src/lib/dates';
import { idText, paginationQuery } from '../shared/schemas';

/**
 * The zod schemas of `user-routines` routes: path params, query strings and bodies. The answers'
 * schemas are the contract's (`userRoutine`, `userRoutineList`, `messageResponse` in
 * src/lib/contract.ts), which also write the JSON (app.ts's serializer compiler).
 */

/** `/user-routines/{id}/exercises/{exerciseId}`: both digits, else 400 "Invalid ID". */
export const itemParams = z.object({ id: idText, exerciseId: idText });

/** `GET user-routines`: a page, and `active=true|false` to filter on `rutina_activa`. */
export const listQuery = paginationQuery.extend({
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
});

/** A positive integer id in a JSON body: a number, or digits in a string ("12"). */
const bodyId = (name: string) =>
  z.union(
    [
      z.number().int().positive().max(2_147_483_647),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { error: `${name} must be a positive integer` },
  );

/** `POST user-routines`: the public or generated routine to copy. */
export const copyBody = z.object({ id_rutina: bodyId('id_rutina') });

/** `POST user-routines/{id}/exercises`: the catalogue exercise to append. */
export const appendBody = z.object({ ejercicio_id: bodyId('ejercicio_id') });

const realWireDate = (name: string) =>
  wireDate.refine((v) => parseWireDate(v) !== null, `${name} is not a real date (DD-MM-YYYY)`);

/** `PATCH user-routines/{id}`; the route checks that the dates come together and in order. */
export const routinePatch = z.object({
  fecha_inicio_rutina: realWireDate('fecha_inicio_rutina').optional(),
  fecha_fin_rutina: realWireDate('fecha_fin_rutina').optional(),
  rutina_compartida: z.boolean().optional(),
  dia: z.number().int().min(1).max(7).nullable().optional(),
  /** Issue #40: the routine's name (SPEC's client never sends it). */
  nombre: routineNameRule.optional(),
});
export type RoutinePatch = z.infer<typeof routinePatch>;

/** Upper bounds keep values inside the database's integer columns (and sane for a workout). */
const MAX_SERIES = 100;
const MAX_REPETICIONES = 1000;

/**
 * `PATCH user-routines/{id}/exercises/{exerciseId}`. Issue #40's optional rest, range and RIR: the
 * range's two ends come together (both numbers, bottom <= top, or both null).
 */
export const exercisePatch = userRoutineExercisePatch
  .extend({
    series: z.number().int().positive().max(MAX_SERIES).optional(),
    repeticiones: z.number().int().positive().max(MAX_REPETICIONES).optional(),
    repeticiones_min: z.number().int().positive().max(MAX_REPETICIONES).nullable().optional(),
    repeticiones_max: z.number().int().positive().max(MAX_REPETICIONES).nullable().optional(),
  })
  .refine((b) => (b.repeticiones_min === undefined) === (b.repeticiones_max === undefined), {
    message: 'repeticiones_min y repeticiones_max van juntos',
    path: ['repeticiones_max'],
  })
  .refine((b) => (b.repeticiones_min === null) === (b.repeticiones_max === null), {
    message: 'repeticiones_min y repeticiones_max son ambos números o ambos null',
    path: ['repeticiones_max'],
  })
  .refine((b) => b.repeticiones_min == null || b.repeticiones_max == null || b.repeticiones_min <= b.repeticiones_max, {
    message: 'repeticiones_min no puede ser mayor que repeticiones_max',
    path: ['repeticiones_min'],
  });

/** `POST user-routines/blank`: dates real ones (the route checks they come together and in order). */
export const blankBody = blankRoutineBody.extend({
  fecha_inicio_rutina: realWireDate('fecha_inicio_rutina').optional(),
  fecha_fin_rutina: realWireDate('fecha_fin_rutina').optional(),
});
export type BlankBody = z.infer<typeof blankBody>;
