/**
 * The "Crear programa" wizard's rules: its zod schema (the contract's `planInput`, with Spanish
 * messages and the checks a person needs before the server sees the choices), its steps and the
 * fields each one checks, its starting values and the body it sends.
 */
import { z } from '../../lib/zod';
import {
  equipment,
  experience,
  PLAN_LIMITS,
  planInput,
  sessionMinutes,
  soreArea,
  weekday,
  type Experience,
  type PlanInput,
} from '../../lib/contract-plans';
import { parseIsoDate, toIsoDate } from '../../lib/dates';

export const WEEK_OPTIONS = [4, 5, 6, 7, 8] as const;
export const MINUTE_OPTIONS = [30, 45, 60, 75] as const;
export const SESSION_OPTIONS = [2, 3, 4, 5, 6] as const;

/**
 * The wizard's values: `planInput` with Spanish message keys. Two days at least (one session a
 * week is not a programme) and no more sessions than days; a start date left empty means the
 * server's default (next Monday).
 */
export const planWizardSchema = planInput
  .extend({
    experiencia: z.enum(experience.options, { error: 'validation:planExperience' }),
    dias: z.array(weekday).min(2, 'validation:planDays').max(7),
    semanas: z
      .number({ error: 'validation:planWeeks' })
      .int()
      .min(PLAN_LIMITS.semanas.min, 'validation:planWeeks')
      .max(PLAN_LIMITS.semanas.max, 'validation:planWeeks'),
    duracion_min: z.union(sessionMinutes.options, { error: 'validation:planMinutes' }),
    equipamiento: z.array(equipment).min(1, 'validation:planEquipment'),
    evitar_zonas: z.array(soreArea),
    evitar_ejercicios: z
      .array(z.number().int().positive())
      .max(PLAN_LIMITS.evitarEjercicios, 'validation:planAvoidTooMany'),
    /**
     * `yyyy-mm-dd` from the date field, '' for the default; a typed text that is no day (the
     * field passes it on as typed) is refused, not taken for the default.
     */
    fecha_inicio: z
      .string()
      .refine((v) => v === '' || parseIsoDate(v) !== null, 'validation:dateFormat')
      .refine((v) => parseIsoDate(v) === null || v >= toIsoDate(new Date()), 'validation:planStartPast'),
  })
  .refine((v) => v.sesiones_semana === undefined || v.sesiones_semana <= v.dias.length, {
    path: ['sesiones_semana'],
    error: 'validation:planSessions',
  });

export type PlanWizardValues = z.input<typeof planWizardSchema>;
type Field = keyof PlanWizardValues;

/** The steps in order, each with the fields its "Siguiente" checks. */
export const WIZARD_STEPS = [
  { key: 'experience', fields: ['experiencia'] },
  { key: 'days', fields: ['dias', 'sesiones_semana'] },
  { key: 'block', fields: ['semanas', 'duracion_min'] },
  { key: 'equipment', fields: ['equipamiento'] },
  { key: 'avoid', fields: ['evitar_zonas', 'evitar_ejercicios'] },
  { key: 'start', fields: ['fecha_inicio'] },
] as const satisfies readonly { key: string; fields: readonly Field[] }[];
export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

/** Nothing chosen yet but the usual block: six weeks of 45-minute sessions in a full gym. */
export const WIZARD_DEFAULTS: Omit<PlanWizardValues, 'experiencia'> = {
  dias: [],
  sesiones_semana: undefined,
  semanas: 6,
  duracion_min: 45,
  equipamiento: ['gimnasio'],
  evitar_zonas: [],
  evitar_ejercicios: [],
  fecha_inicio: '',
};

/** Sessions a week by experience (novices 2-3, intermediates 3-4). */
const SESSIONS_BY_EXPERIENCE: Record<Experience, number> = {
  nunca: 3,
  menos_6_meses: 3,
  de_6_a_24_meses: 4,
  mas_de_2_anos: 4,
};

/** The default the "sesiones a la semana" field shows: the level's, at most the days chosen. */
export function recommendedSessions(experiencia: Experience | undefined, days: number): number {
  const byLevel = experiencia ? SESSIONS_BY_EXPERIENCE[experiencia] : 3;
  // No day ticked yet: the level's number alone.
  return Math.max(PLAN_LIMITS.sesiones.min, days > 0 ? Math.min(byLevel, days) : byLevel);
}

/** The POST body: days in week order, the empty date and the level's default left out. */
export function toPlanInput(values: z.output<typeof planWizardSchema>): PlanInput {
  const { fecha_inicio, sesiones_semana, dias, ...rest } = values;
  return {
    ...rest,
    dias: [...dias].sort((a, b) => a - b),
    ...(sesiones_semana === undefined ? {} : { sesiones_semana }),
    ...(fecha_inicio ? { fecha_inicio } : {}),
  };
}
