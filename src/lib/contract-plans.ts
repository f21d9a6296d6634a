/**
 * The wire contract of programmes (`/api/plans`, docs/PRODUCT.md §17): several sessions a week
 * over a block of 4-8 weeks that progresses week by week, with a lighter deload week. Each session
 * is an ordinary user routine (weekday and the block's dates), so SPEC.md's lists, calendar and PDF
 * show it. Like §16, new resources use ISO 8601: days as `YYYY-MM-DD`, instants in UTC.
 *
 * `targetForWeek` is the one place that turns an exercise's base dose and a week of the block into
 * the target the user sees ("Semana 3 de 6: 4 x 8, RIR 2"): the server (PDF, routine list) and the
 * web app (routine form, session screen, plan view) both call it.
 */
import { z } from './zod';
import { SORE_AREAS } from './feedback-answers';

const rowId = z.number().int().positive().max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

/** 1 Monday .. 7 Sunday (SPEC.md's `dia`). */
export const weekday = z.number().int().min(1).max(7);

/** Equipment at hand; `gimnasio` means a full gym (everything). */
export const equipment = z.enum([
  'gimnasio',
  'mancuernas_banco',
  'peso_corporal',
  'bandas',
  'kettlebell',
  'barra_dominadas',
]);
export type Equipment = z.infer<typeof equipment>;

/** Sore areas: each rules out the movement patterns that load it (server/domain/plans). */
export const soreArea = z.enum(SORE_AREAS);
export type SoreArea = z.infer<typeof soreArea>;

/** The wizard's experience question (level from evidence: it can lower, never raise past the log). */
export const experience = z.enum(['nunca', 'menos_6_meses', 'de_6_a_24_meses', 'mas_de_2_anos']);
export type Experience = z.infer<typeof experience>;

export const splitKind = z.enum(['cuerpo_completo', 'torso_pierna', 'empuje_tiron_pierna']);
export type SplitKind = z.infer<typeof splitKind>;

export const sessionMinutes = z.union([z.literal(30), z.literal(45), z.literal(60), z.literal(75)]);

export const PLAN_LIMITS = {
  semanas: { min: 4, max: 8 },
  sesiones: { min: 2, max: 6 },
  evitarEjercicios: 50,
} as const;

/** `POST /api/plans` body: the wizard's choices. */
export const planInput = z.object({
  /** Weekdays the user can train (distinct, at least two: a programme has 2-6 sessions). */
  dias: z.array(weekday).min(2).max(7),
  /** Sessions a week; omitted: the level's default (2-3 novice, 3-4 intermediate, 4-6 advanced), at most `dias.length`. */
  sesiones_semana: z.number().int().min(PLAN_LIMITS.sesiones.min).max(PLAN_LIMITS.sesiones.max).optional(),
  semanas: z.number().int().min(PLAN_LIMITS.semanas.min).max(PLAN_LIMITS.semanas.max),
  duracion_min: sessionMinutes,
  equipamiento: z.array(equipment).min(1),
  evitar_zonas: z.array(soreArea).default([]),
  /** Catalogue exercise ids to leave out. */
  evitar_ejercicios: z.array(rowId).max(PLAN_LIMITS.evitarEjercicios).default([]),
  experiencia: experience,
  /** First day of the block; omitted: next Monday (today when today is Monday). Not in the past. */
  fecha_inicio: day.optional(),
});
export type PlanInput = z.input<typeof planInput>;

/** One week of the block. */
export const planWeek = z.object({
  /** 1-based. */
  semana: z.number(),
  descarga: z.boolean(),
  /** Sets added to each exercise's base sets this week (negative on the deload week). */
  series_extra: z.number(),
  /** Target repetitions in reserve this week. */
  rir: z.number(),
  /** Spanish, one line: what this week is about. */
  nota: z.string(),
});
export type PlanWeek = z.infer<typeof planWeek>;

/** An exercise of a session, with its base dose (week 1). */
export const planExercise = z.object({
  /** The user-routine exercise row (SPEC.md's `ejercicio_id` of the routine). */
  id: z.number(),
  id_ejercicio_catalogo: z.number(),
  nombre: z.string(),
  orden: z.number(),
  /** Main lifts stay the whole block; accessories may rotate. */
  principal: z.boolean(),
  medida: z.enum(['repeticiones', 'tiempo', 'distancia']),
  series: z.number(),
  /** Bottom and top of the repetition range (double progression); equal for seconds/metres. */
  repeticiones_min: z.number(),
  repeticiones_max: z.number(),
  /** Seconds. */
  descanso: z.number(),
});
export type PlanExercise = z.infer<typeof planExercise>;

export const planSession = z.object({
  /** The user routine of this session. */
  rutina_id: z.number(),
  nombre: z.string(),
  /** Spanish label of the split day: "Cuerpo completo A", "Torso", "Pierna", "Empuje"... */
  etiqueta: z.string(),
  dia: weekday,
  /** Estimated minutes at week 1's dose. */
  duracion_estimada_min: z.number(),
  ejercicios: z.array(planExercise),
});
export type PlanSession = z.infer<typeof planSession>;

/** `GET /api/plans/{id}`, `POST /api/plans` (201). */
export const plan = z.object({
  id: z.number(),
  nombre: z.string(),
  objetivo: z.string(),
  /** Difficulty id (1 Principiante .. 5 Elite) the plan was built for. */
  nivel: z.number(),
  division: splitKind,
  semanas: z.number(),
  sesiones_semana: z.number(),
  duracion_min: z.number(),
  fecha_inicio: day,
  fecha_fin: day,
  /** The week of the block today falls in (user's time zone), null before the start or after the end. */
  semana_actual: z.number().nullable(),
  creado_en: z.string(),
  /** Spanish explanation: split, frequency, weekly sets per muscle, progression. */
  observaciones: z.string(),
  /** Weekly sets per muscle group at week 1 (the goal's and level's range is `banda`). */
  series_por_grupo: z.array(z.object({ id: z.number(), nombre: z.string(), series: z.number() })),
  banda: z.object({ min: z.number(), max: z.number() }),
  progresion: z.array(planWeek),
  sesiones: z.array(planSession),
});
export type Plan = z.infer<typeof plan>;

/** `GET /api/plans`: newest first. */
export const planListItem = plan.pick({
  id: true,
  nombre: true,
  objetivo: true,
  division: true,
  semanas: true,
  sesiones_semana: true,
  fecha_inicio: true,
  fecha_fin: true,
  semana_actual: true,
  creado_en: true,
});
export type PlanListItem = z.infer<typeof planListItem>;

/** `DELETE /api/plans/{id}?rutinas=conservar|borrar` (default `conservar`: the routines stay, detached). */
export const planDeleteQuery = z.object({ rutinas: z.enum(['conservar', 'borrar']).default('conservar') });

/**
 * How a user routine belongs to a plan: added to the routine's JSON (`GET /api/user-routines`,
 * `/{id}`) as `plan` (null for routines outside a programme) so the routine form, the session
 * screen and the PDF can say "Semana 3 de 6".
 */
export const routinePlanInfo = z.object({
  plan_id: z.number(),
  nombre: z.string(),
  semanas: z.number(),
  semana_actual: z.number().nullable(),
  progresion: z.array(planWeek),
});
export type RoutinePlanInfo = z.infer<typeof routinePlanInfo>;

// The one rule both sides use, in a module without zod: the session screen reads it before any form
// (named optimisation "A light session screen", docs/PERFORMANCE.md register).
export { targetForWeek, type WeekTarget } from './plan-target';

/**
 * Double progression's advice for the next session of an exercise, from what was logged
 * (`workoutExercise.sugerencia`): more load when every set reached the top of the range, the
 * same when sets were missed, lighter after two sessions in a row below target.
 */
export const nextTarget = z.object({
  accion: z.enum(['subir', 'mantener', 'bajar', 'primera_vez']),
  /** Suggested load in kilograms (for a lifter in pounds, the pounds advised), null for body weight or timed work. */
  kg: z.number().nullable(),
  /** Repetitions to aim at next time (seconds or metres for those measures). */
  repeticiones: z.number(),
  /** The top of the range to chase at that load, null without a range. */
  repeticiones_max: z.number().nullable(),
  /** Spanish, why, in the lifter's unit: "Sube a 62,5 kg: completaste 3 x 12", "Sube a 140 lb ...". */
  motivo: z.string(),
  /** A harder variation to move to (body-weight work past its range), or null. */
  ejercicio_siguiente: z.object({ id: z.number(), nombre: z.string() }).nullable(),
});
export type NextTarget = z.infer<typeof nextTarget>;
