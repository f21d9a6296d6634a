/**
 * Issue #40, "Rutina en blanco": the small form that starts a routine from nothing (its rules and
 * the `POST user-routines/blank` body built from it). Its exercises, rest and targets are set in
 * the editor that opens next.
 */
import { z } from '../../lib/zod';
import { ROUTINE_NAME_MAX, ROUTINE_NAME_MIN, type BlankRoutineBody } from '../../lib/contract';
import { isoToWire } from '../../lib/dates';
import { endsBeforeStart, routineDate } from './routine-form';

const required = z.string().min(1, 'messages.required');

/** Name, weekday and both dates required (as the editor's "Guardar" asks); end not before start. */
export const blankRoutineSchema = z
  .object({
    nombre: z
      .string()
      .refine((v) => v.trim().length >= ROUTINE_NAME_MIN && v.trim().length <= ROUTINE_NAME_MAX, 'messages.name'),
    dia: required,
    fecha_inicio_rutina: routineDate,
    fecha_fin_rutina: routineDate,
  })
  .superRefine((values, ctx) => {
    if (endsBeforeStart(values.fecha_inicio_rutina, values.fecha_fin_rutina)) {
      ctx.addIssue({ code: 'custom', path: ['fecha_fin_rutina'], message: 'messages.endBeforeStart' });
    }
  });
export type BlankRoutineValues = z.infer<typeof blankRoutineSchema>;

export const EMPTY_BLANK_ROUTINE: BlankRoutineValues = {
  nombre: '',
  dia: '',
  fecha_inicio_rutina: '',
  fecha_fin_rutina: '',
};

/** The request body from valid values (dates back to `dd-mm-yyyy`). */
export function toBlankRoutineBody(values: BlankRoutineValues): BlankRoutineBody {
  return {
    nombre: values.nombre.trim(),
    dia: Number(values.dia),
    fecha_inicio_rutina: isoToWire(values.fecha_inicio_rutina),
    fecha_fin_rutina: isoToWire(values.fecha_fin_rutina),
  };
}
