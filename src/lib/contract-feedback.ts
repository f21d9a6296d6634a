/**
 * The wire contract of training feedback (docs/coaching/feedback.md): how each muscle felt after
 * a session (`/api/workouts/{id}/feedback`), the light readiness check before one
 * (`/api/workouts/{id}/readiness`), and the changes to a programme's next week that the feedback
 * proposes (`/api/plans/{id}/adjustments`). The server uses these schemas for its routes, the web
 * app imports their types. Like §16 and §17, instants are ISO 8601 in UTC.
 *
 * Every answer is optional (skippable) and every write is a PUT that replaces what was there, so
 * the offline outbox can send the same request again and nothing doubles.
 */
import { z } from './zod';
import {
  BODY_ANSWERS,
  JOINT_AREAS,
  JOINT_PAINS,
  SLEEP_ANSWERS,
  STRESS_ANSWERS,
  WORKLOADS,
  jointHurts,
  type JointPain,
} from './feedback-answers';

/** A row id in a body: a positive integer that fits PostgreSQL's `integer` (larger ones are a 400, not a 500). */
const rowId = z.number().int().positive().max(2_147_483_647);

// ---------------------------------------------------------------- feedback per muscle

/** 0 none .. 3 a lot (pump during the session; soreness since the last session of that muscle). */
export const feedbackScale = z.number().int().min(0).max(3);

/** Joint pain during the exercises of that muscle: none, some, or enough to stop. */
export const jointPain = z.enum(JOINT_PAINS);
export { jointHurts, type JointPain };

/**
 * Which joint hurt, asked after a joint pain answer (some, or enough to stop): the four areas the
 * exercise model rates (contract-plans `soreArea`), or another (elbow, hip, ankle…, which the
 * model does not rate). Optional: older clients never send it.
 */
export const jointArea = z.enum(JOINT_AREAS);
export type JointArea = z.infer<typeof jointArea>;

/** How the workload felt for that muscle. */
export const workload = z.enum(WORKLOADS);
export type Workload = z.infer<typeof workload>;

/** The most muscle groups one feedback holds (the catalogue has fewer). */
export const FEEDBACK_MAX_MUSCLES = 30;

/** One muscle's answers; each one null (or absent) when skipped. */
export const muscleFeedbackInput = z.object({
  /**
   * A lifter group as `GET /progress/muscles` names them (12 Cuádriceps, 7 Glúteos e
   * isquiotibiales, 3 Bíceps, 8 Abdominales…), or for an exercise no programme counts (forearms,
   * traps…) its catalogue group.
   */
  grupo_muscular_id: rowId,
  /** Pump during the session, 0-3. */
  bombeo: feedbackScale.nullable().optional(),
  /** Soreness since the last session that trained this muscle, 0-3. */
  agujetas: feedbackScale.nullable().optional(),
  dolor: jointPain.nullable().optional(),
  /** Which joint hurt; kept only with a joint pain answer (some, or enough to stop), else stored as null. */
  articulacion: jointArea.nullable().optional(),
  carga: workload.nullable().optional(),
});
export type MuscleFeedbackInput = z.infer<typeof muscleFeedbackInput>;

/**
 * `PUT /workouts/{id}/feedback` body: replaces the session's feedback (a muscle left out has none).
 * Each muscle group at most once; a group that is not in the catalogue is a 400.
 */
export const workoutFeedbackInput = z.object({
  musculos: z
    .array(muscleFeedbackInput)
    .max(FEEDBACK_MAX_MUSCLES)
    .refine((m) => new Set(m.map((x) => x.grupo_muscular_id)).size === m.length, {
      message: 'Cada grupo muscular solo puede aparecer una vez',
    }),
});
export type WorkoutFeedbackInput = z.infer<typeof workoutFeedbackInput>;

/** One muscle as the server answers it: its name, and null for what was not answered. */
export const muscleFeedback = z.object({
  grupo_muscular_id: z.number(),
  grupo_muscular: z.string(),
  /** Whether a (not skipped) exercise of the session has this group as its primary muscle. */
  entrenado: z.boolean(),
  bombeo: z.number().nullable(),
  agujetas: z.number().nullable(),
  dolor: jointPain.nullable(),
  /** Which joint hurt, null when not said (or no joint pain). */
  articulacion: jointArea.nullable(),
  carga: workload.nullable(),
});
export type MuscleFeedback = z.infer<typeof muscleFeedback>;

/**
 * `GET` and `PUT /workouts/{id}/feedback`: every muscle group the session trained (to ask about,
 * in the session's exercise order, answers null until given), then any other group answered.
 */
export const workoutFeedback = z.object({
  workout_id: z.number(),
  musculos: z.array(muscleFeedback),
  /** When the feedback was last saved; null when none is stored. */
  actualizado_en: z.string().nullable(),
});
export type WorkoutFeedback = z.infer<typeof workoutFeedback>;

// ---------------------------------------------------------------- readiness

export const sleepAnswer = z.enum(SLEEP_ANSWERS);
export const stressAnswer = z.enum(STRESS_ANSWERS);
export const bodyAnswer = z.enum(BODY_ANSWERS);

/** `PUT /workouts/{id}/readiness` body: each answer optional (skipped). Only while the session is in progress. */
export const readinessInput = z.object({
  sueno: sleepAnswer.nullable().optional(),
  estres: stressAnswer.nullable().optional(),
  cuerpo: bodyAnswer.nullable().optional(),
});
export type ReadinessInput = z.infer<typeof readinessInput>;

/**
 * What the answers do to today's targets: nothing, RIR +1 on every exercise (at most 5), or one
 * set fewer on every exercise (at least 1). Answering again replaces the previous adjustment.
 */
export const readinessAdjustment = z.enum(['ninguno', 'rir', 'serie']);
export type ReadinessAdjustment = z.infer<typeof readinessAdjustment>;

/** `GET` and `PUT /workouts/{id}/readiness`; the targets themselves are in `GET /workouts/{id}`. */
export const readiness = z.object({
  workout_id: z.number(),
  sueno: sleepAnswer.nullable(),
  estres: stressAnswer.nullable(),
  cuerpo: bodyAnswer.nullable(),
  ajuste: readinessAdjustment,
  /** Spanish, one line: "Hoy RIR +1 en cada ejercicio: dormiste mal". */
  motivo: z.string(),
});
export type Readiness = z.infer<typeof readiness>;

// ---------------------------------------------------------------- programme adjustments

/**
 * `series`: sets per week of one muscle move by `delta` (±1), inside the programme's band;
 * `cambio_ejercicio`: an exercise that hurt a joint is swapped for a tolerated one of the same
 * pattern; `descarga`: next week becomes a deload week.
 */
export const adjustmentKind = z.enum(['series', 'cambio_ejercicio', 'descarga']);
export type AdjustmentKind = z.infer<typeof adjustmentKind>;

export const adjustmentState = z.enum(['propuesta', 'aceptada', 'rechazada']);
export type AdjustmentState = z.infer<typeof adjustmentState>;

export const planAdjustment = z.object({
  id: z.number(),
  tipo: adjustmentKind,
  /** `series` and `cambio_ejercicio`: the muscle group; null for `descarga`. */
  grupo_muscular_id: z.number().nullable(),
  grupo_muscular: z.string().nullable(),
  /** `series`: +1 or -1 set a week; null otherwise. */
  delta: z.number().nullable(),
  /** `cambio_ejercicio`: the exercise to leave (catalogue id) and the one to do instead. */
  ejercicio_id: z.number().nullable(),
  ejercicio: z.string().nullable(),
  alternativa_id: z.number().nullable(),
  alternativa: z.string().nullable(),
  /** Spanish, why: "Añadimos 1 serie de espalda: recuperaste bien y el bombeo fue bajo". */
  motivo: z.string(),
  estado: adjustmentState,
});
export type PlanAdjustment = z.infer<typeof planAdjustment>;

/**
 * `GET /plans/{id}/adjustments`: the proposals for the programme's next week, from the feedback of
 * this week's sessions (none without feedback, before the start, or in the last week).
 */
export const planAdjustments = z.object({
  plan_id: z.number(),
  /** The week the proposals change (this week + 1); null when there is no next week. */
  semana: z.number().nullable(),
  propuestas: z.array(planAdjustment),
  /**
   * The muscles answered this week that no proposal changes, each with why in Spanish ("Sin
   * cambios en espalda: el estímulo ya fue suficiente."); empty without feedback or when an
   * early deload is proposed.
   */
  sin_cambios: z.array(
    z.object({
      grupo_muscular_id: z.number(),
      grupo_muscular: z.string(),
      motivo: z.string(),
    }),
  ),
});
export type PlanAdjustments = z.infer<typeof planAdjustments>;

/**
 * `PUT /plans/{id}/adjustments/{propuestaId}` body. `aceptada` applies the change to the
 * programme's routines (from next week on); `rechazada` leaves them. A refused proposal can still
 * be accepted; an accepted one cannot be refused (409: the change is applied). The same answer
 * again changes nothing (the outbox may replay it).
 */
export const planAdjustmentDecision = z.object({ estado: z.enum(['aceptada', 'rechazada']) });
export type PlanAdjustmentDecision = z.infer<typeof planAdjustmentDecision>;

// ---------------------------------------------------------------- recovery at a glance

/**
 * A muscle's state from its latest feedback in the last 14 days: none given, recovered, loaded
 * (soreness 2-3 or workload too much), or joint pain (some, or enough to stop).
 */
export const recoveryState = z.enum(['sin_datos', 'recuperado', 'cargado', 'dolor']);
export type RecoveryState = z.infer<typeof recoveryState>;

/**
 * `GET /progress/recovery?tz`: every lifter group of `GET /progress/muscles` (same `id`, `clave`,
 * `nombre`, same order) with its state.
 */
export const muscleRecovery = z.object({
  grupos: z.array(
    z.object({
      id: z.number(),
      clave: z.string(),
      nombre: z.string(),
      estado: recoveryState,
      /** Spanish, one line ("Agujetas fuertes el 24-11"); '' for `sin_datos`. */
      motivo: z.string(),
      /** The day (in tz) of that feedback's session, null for `sin_datos`. */
      fecha: z.string().nullable(),
    }),
  ),
});
export type MuscleRecovery = z.infer<typeof muscleRecovery>;
