import { z } from '../../lib/zod';
import { fromKg, toKg, type WeightUnit } from '../../lib/units';
import { SET_LIMITS, type SetMeasure, type WorkoutSet, type WorkoutSetPatch } from '../../lib/contract-training';

/** The fields a set's form can show, each bounded by the contract's SET_LIMITS. */
export type SetField = keyof typeof SET_LIMITS;

/** Which fields a set of each measure shows (RIR is always there, optional). */
export const FIELDS_BY_MEASURE: Record<SetMeasure, SetField[]> = {
  repeticiones: ['repeticiones', 'kg', 'rir'],
  tiempo: ['segundos', 'rir'],
  distancia: ['metros', 'rir'],
};

/** The measure's main field: required. */
const REQUIRED: Record<SetMeasure, SetField> = {
  repeticiones: 'repeticiones',
  tiempo: 'segundos',
  distancia: 'metros',
};

const INTEGER: Record<SetField, boolean> = { repeticiones: true, kg: false, segundos: true, metros: false, rir: true };

/** An input's text: empty means no value (null), anything else must be a number within the limits. */
function bounded(field: SetField) {
  const { min, max } = SET_LIMITS[field];
  let rule = z.number({ error: 'number' });
  if (INTEGER[field]) rule = rule.int({ error: 'integer' });
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text.replace(',', '.'))))
    .pipe(rule.min(min, { error: 'range' }).max(max, { error: 'range' }).nullable());
}

/**
 * The edit-set form: the same limits as the contract (`workoutSetPatch`), texts as typed, the
 * measure's main field required. Error messages are keys of `history:setForm.errors`.
 */
export const setFormSchema = z
  .object({
    medida: z.enum(['repeticiones', 'tiempo', 'distancia']),
    repeticiones: bounded('repeticiones'),
    kg: bounded('kg'),
    segundos: bounded('segundos'),
    metros: bounded('metros'),
    rir: bounded('rir'),
  })
  .superRefine((values, ctx) => {
    const field = REQUIRED[values.medida];
    if (values[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  });

export type SetFormInput = z.input<typeof setFormSchema>;
export type SetFormOutput = z.output<typeof setFormSchema>;

const text = (value: number | null) => (value == null ? '' : String(value));

/** The form's starting texts for a logged set; the weight in the user's unit. */
export function setFormDefaults(set: WorkoutSet, unit: WeightUnit = 'kg'): SetFormInput {
  return {
    medida: set.medida,
    repeticiones: text(set.repeticiones),
    kg: text(set.kg == null ? null : fromKg(set.kg, unit)),
    segundos: text(set.segundos),
    metros: text(set.metros),
    rir: text(set.rir),
  };
}

/**
 * The PATCH body: only the fields of the set's measure (a body-weight set sends kg 0), the weight
 * typed in `unit` sent as kilograms.
 */
export function setPatchOf(values: SetFormOutput, unit: WeightUnit = 'kg'): WorkoutSetPatch {
  if (values.medida === 'repeticiones') {
    return { repeticiones: values.repeticiones, kg: toKg(values.kg ?? 0, unit), rir: values.rir };
  }
  if (values.medida === 'tiempo') return { segundos: values.segundos, rir: values.rir };
  return { metros: values.metros, rir: values.rir };
}
