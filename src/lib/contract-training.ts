/**
 * The wire contract of the training log (docs/PRODUCT.md §16): sessions (`/api/workouts`), their
 * sets, and progress (`/api/progress`). The server uses these schemas for its routes, the web app
 * imports their types. New resources, so unlike §10-§14 they use ISO 8601: instants as
 * `2026-11-23T18:04:05.000Z` (UTC), calendar days and weeks (the Monday) as `YYYY-MM-DD`.
 */
import { z } from './zod';
import { commentRule } from './validation';
import { nextTarget } from './contract-plans';
import { SET_LIMITS } from './set-limits';

/** A row id in a body: a positive integer that fits PostgreSQL's `integer` (larger ones are a 400, not a 500). */
const rowId = z.number().int().positive().max(2_147_483_647);

/** `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
/** An instant, ISO 8601 with offset (what `Date.prototype.toISOString` writes). */
const instant = z.iso.datetime({ offset: true });

/**
 * How a set is measured: repetitions (with kg, 0 for body weight), time (seconds, planks,
 * cardio) or distance (metres).
 */
export const setMeasure = z.enum(['repeticiones', 'tiempo', 'distancia']);
export type SetMeasure = z.infer<typeof setMeasure>;

/**
 * What a set was: a warm-up (never counted as work: not in advice, records, volume or
 * progress), an ordinary work set, a drop set, or a set taken to failure.
 */
export const setType = z.enum(['calentamiento', 'trabajo', 'descendente', 'fallo']);
export type SetType = z.infer<typeof setType>;

// The limits of one set live in a module without zod: the session screen's set rows check them
// before any form code (named optimisation "A light session screen", docs/PERFORMANCE.md
// register).
export { SET_LIMITS };

/** What the client sends for one set (`PUT /workouts/{id}/sets/{setId}`). */
export const workoutSetInput = z.object({
  /** The session exercise (`workoutExercise.id`) the set belongs to. */
  ejercicio_sesion_id: rowId,
  /** 1-based position among that exercise's sets. */
  orden: z.number().int().min(1).max(100),
  medida: setMeasure,
  repeticiones: z
    .number()
    .int()
    .min(SET_LIMITS.repeticiones.min)
    .max(SET_LIMITS.repeticiones.max)
    .nullable()
    .optional(),
  /** Stored rounded to 2 decimals (1.25 kg micro plates). */
  kg: z.number().min(SET_LIMITS.kg.min).max(SET_LIMITS.kg.max).nullable().optional(),
  segundos: z.number().int().min(SET_LIMITS.segundos.min).max(SET_LIMITS.segundos.max).nullable().optional(),
  metros: z.number().min(SET_LIMITS.metros.min).max(SET_LIMITS.metros.max).nullable().optional(),
  /** Repetitions in reserve, 0-5. */
  rir: z.number().int().min(SET_LIMITS.rir.min).max(SET_LIMITS.rir.max).nullable().optional(),
  /** Defaults to `trabajo`. */
  tipo: setType.optional(),
  /** When it was marked done; defaults to the server's now; never in the future. */
  completada_en: instant.optional(),
  /**
   * When this edit was made on the device (the outbox sends it): the set keeps the newest edit, so
   * an older one arriving later is answered with the stored set, unchanged. Absent: an edit made
   * now, on arrival.
   */
  editada_en: instant.optional(),
});
export type WorkoutSetInput = z.infer<typeof workoutSetInput>;

/** `PATCH /workouts/{id}/sets/{setId}`: only the provided fields change. */
export const workoutSetPatch = workoutSetInput.omit({ ejercicio_sesion_id: true }).partial();
export type WorkoutSetPatch = z.infer<typeof workoutSetPatch>;

export const workoutSet = z.object({
  /** Client-generated UUID: saving the same id again replaces, never doubles. */
  id: z.uuid(),
  ejercicio_sesion_id: z.number(),
  orden: z.number(),
  medida: setMeasure,
  repeticiones: z.number().nullable(),
  kg: z.number().nullable(),
  segundos: z.number().nullable(),
  metros: z.number().nullable(),
  rir: z.number().nullable(),
  tipo: setType,
  completada_en: z.string(),
});
export type WorkoutSet = z.infer<typeof workoutSet>;

/**
 * How an exercise is loaded (server/domain/exercise-model `progresion`): which grid its loads
 * move on, whether a bar's plates apply (the plate calculator and the warm-up ramp are for
 * `barra`), or no external load at all (`corporal`, `tiempo`, `distancia`).
 */
export const loadKind = z.enum([
  'barra',
  'mancuernas',
  'kettlebell',
  'maquina',
  'polea',
  'banda',
  'lastre',
  'corporal',
  'tiempo',
  'distancia',
]);
export type LoadKind = z.infer<typeof loadKind>;

/** One set of the last finished session with the same catalogue exercise (to prefill inputs). */
export const previousSet = workoutSet.pick({
  orden: true,
  medida: true,
  repeticiones: true,
  kg: true,
  segundos: true,
  metros: true,
  rir: true,
  tipo: true,
});
export type PreviousSet = z.infer<typeof previousSet>;

/** An exercise of a session: a snapshot of the routine's exercise when the session started. */
export const workoutExercise = z.object({
  id: z.number(),
  id_ejercicio_catalogo: z.number(),
  nombre: z.string(),
  /** Muscle group name. */
  grupo_muscular: z.string(),
  orden: z.number(),
  series_objetivo: z.number(),
  /** The top of the prescribed range (or the single target): seconds or metres for those measures. */
  repeticiones_objetivo: z.number(),
  /** The bottom of the prescribed range (equal to `repeticiones_objetivo` without a range). */
  repeticiones_min: z.number(),
  /** Repetitions in reserve the programme prescribes this week, null outside a programme. */
  rir_objetivo: z.number().nullable(),
  /** Rest after each set, seconds. */
  descanso: z.number(),
  /** The measure new sets of this exercise take by default. */
  medida: setMeasure,
  nota: z.string(),
  omitido: z.boolean(),
  /**
   * Superset or circuit: the session's exercises with the same number are done in turns (one set
   * of each, then the rest); null when done on its own.
   */
  grupo: z.number().nullable(),
  /** The note left on this exercise in the last finished session that had one ('' when none). */
  nota_anterior: z.string(),
  /** How it is loaded; null for an exercise the model does not know. */
  carga: loadKind.nullable(),
  series: z.array(workoutSet),
  anterior: z.array(previousSet),
  /** Next target by double progression from the logged sessions of this exercise (contract-plans). */
  sugerencia: nextTarget.nullable().optional(),
  /**
   * The muscle the session's feedback asks about for this exercise (the lifter group of
   * `GET /workouts/{id}/feedback`), so the "¿Cómo lo notaste?" card can be answered on a session
   * finished with no connection. Absent in copies kept by older versions.
   */
  grupo_valorado: z.object({ id: z.number(), nombre: z.string() }).optional(),
});
export type WorkoutExercise = z.infer<typeof workoutExercise>;

export const workoutState = z.enum(['en_curso', 'terminado']);

/** `GET /workouts/{id}`, `GET /workouts/current`, `POST /workouts`. */
export const workout = z.object({
  id: z.number(),
  /** The user routine it was started from; null once that routine is deleted. */
  rutina_id: z.number().nullable(),
  /** The routine's name when the session started. */
  nombre: z.string(),
  notas: z.string(),
  estado: workoutState,
  iniciado_en: z.string(),
  terminado_en: z.string().nullable(),
  /** A deload week of its programme (lighter on purpose: never read as a miss). */
  descarga: z.boolean(),
  ejercicios: z.array(workoutExercise),
});
export type Workout = z.infer<typeof workout>;

/** A session's or routine's name typed by the user. */
const nameRule = z.string().trim().min(1).max(100);

/** Rest after a set, seconds (0: none). */
const restRule = z.number().int().min(0).max(900);

/** `POST /workouts` body. */
export const workoutStart = z.object({
  /** The user routine to train; absent or null: an empty session the user fills as they go. */
  rutina_id: rowId.nullable().optional(),
  /** An empty session's name (default "Entrenamiento libre"); a routine's session takes the routine's. */
  nombre: nameRule.optional(),
  /** Client-generated UUID: a retried start answers the session it already created. */
  cliente_id: z.uuid(),
  /**
   * When the session began on the device (a start sent later from the offline outbox); defaults
   * to the server's now; never in the future. A retried start keeps the first one's.
   */
  iniciado_en: instant.optional(),
});
export type WorkoutStart = z.infer<typeof workoutStart>;

/** `PATCH /workouts/{id}` body. */
export const workoutPatch = z.object({
  notas: commentRule.optional(),
  nombre: nameRule.optional(),
  /** Every exercise id of the session, in the new order (`orden` becomes 1..n). */
  orden_ejercicios: z.array(rowId).min(1).max(60).optional(),
});
export type WorkoutPatch = z.infer<typeof workoutPatch>;

/** `PATCH /workouts/{id}/exercises/{exerciseId}` body. */
export const workoutExercisePatch = z.object({
  nota: commentRule.optional(),
  omitido: z.boolean().optional(),
  /** Rest after each set; remembered for this exercise in the user's next sessions. */
  descanso: restRule.optional(),
  /** Superset or circuit group (exercises with the same number alternate); null: on its own. */
  grupo: z.number().int().min(1).max(99).nullable().optional(),
  /** Sets planned today (adding or removing a set to do). */
  series_objetivo: z.number().int().min(1).max(20).optional(),
  /** Replaces the exercise with another catalogue exercise (its sets stay with the new one). */
  id_ejercicio: rowId.optional(),
});
export type WorkoutExercisePatch = z.infer<typeof workoutExercisePatch>;

/**
 * `PUT /workouts/{id}/exercises/{clienteId}` body: adds a catalogue exercise to the session under
 * the client's UUID (201; the same request again answers the same exercise, 200).
 */
export const workoutExerciseAdd = z.object({
  id_ejercicio: rowId,
  /** Where it goes (1..n+1; the others move down); default last. */
  orden: z.number().int().min(1).max(60).optional(),
  /** Default 3. */
  series_objetivo: z.number().int().min(1).max(20).optional(),
  /** Default: the exercise's usual dose (repetitions, seconds or metres). */
  repeticiones_objetivo: z.number().int().min(1).max(SET_LIMITS.segundos.max).optional(),
  repeticiones_min: z.number().int().min(1).max(SET_LIMITS.segundos.max).optional(),
  /** Default: what the user last set for it, else the session's usual rest. */
  descanso: restRule.optional(),
  grupo: z.number().int().min(1).max(99).nullable().optional(),
});
export type WorkoutExerciseAdd = z.infer<typeof workoutExerciseAdd>;

/** `GET /workouts/{id}/exercises/{exerciseId}/alternatives`: same pattern, best fit first. */
export const exerciseAlternative = z.object({
  id: z.number(),
  nombre: z.string(),
  grupo_muscular: z.string(),
  carga: loadKind.nullable(),
  /** Why it fits, in Spanish ("Mismo patrón, con mancuernas"). */
  motivo: z.string(),
});
export const exerciseAlternatives = z.array(exerciseAlternative);
export type ExerciseAlternative = z.infer<typeof exerciseAlternative>;

/** `POST /workouts/{id}/routine` body: the session as a new routine of the user's. */
export const workoutToRoutine = z.object({
  nombre: nameRule,
});
export type WorkoutToRoutine = z.infer<typeof workoutToRoutine>;

/** `POST /workouts/{id}/routine` answer (201): the new user routine's id. */
export const workoutRoutineCreated = z.object({ rutina_id: z.number(), message: z.string() });
export type WorkoutRoutineCreated = z.infer<typeof workoutRoutineCreated>;

/** `POST /workouts/{id}/finish` body. */
export const workoutFinishInput = z.object({
  notas: commentRule.optional(),
  /** Defaults to the server's now; not before the start, never in the future. */
  terminado_en: instant.optional(),
});
export type WorkoutFinishInput = z.infer<typeof workoutFinishInput>;

export const recordKind = z.enum(['e1rm', 'repeticiones', 'volumen']);
export type RecordKind = z.infer<typeof recordKind>;

/**
 * A personal record: best estimated 1RM (Epley, sets of 10 repetitions or fewer), most
 * repetitions at a weight (`kg` says which), best session volume (kg x repetitions) for the exercise.
 */
export const personalRecord = z.object({
  id_ejercicio_catalogo: z.number(),
  nombre: z.string(),
  tipo: recordKind,
  valor: z.number(),
  kg: z.number().nullable(),
  /** The best before this one, null when it is the first. */
  anterior: z.number().nullable(),
  workout_id: z.number(),
  fecha: z.string(),
});
export type PersonalRecord = z.infer<typeof personalRecord>;

export const workoutSummaryStats = z.object({
  duracion_s: z.number(),
  series_hechas: z.number(),
  series_planeadas: z.number(),
  volumen_kg: z.number(),
  /** Records this session beat. */
  records: z.array(personalRecord),
});
export type WorkoutSummaryStats = z.infer<typeof workoutSummaryStats>;

/** `POST /workouts/{id}/finish` (idempotent) and `GET /workouts/{id}/summary`. */
export const workoutFinished = z.object({ workout, resumen: workoutSummaryStats });
export type WorkoutFinished = z.infer<typeof workoutFinished>;

/** A row of the history (`GET /workouts`). */
export const workoutListItem = z.object({
  id: z.number(),
  rutina_id: z.number().nullable(),
  nombre: z.string(),
  estado: workoutState,
  iniciado_en: z.string(),
  terminado_en: z.string().nullable(),
  duracion_s: z.number().nullable(),
  series_hechas: z.number(),
  volumen_kg: z.number(),
});
export type WorkoutListItem = z.infer<typeof workoutListItem>;

/**
 * `GET /workouts?page&limit&desde&hasta`: newest first; `desde`/`hasta` (YYYY-MM-DD, in `tz`)
 * bound the day the session started (the calendar asks for the weeks it shows).
 */
export const workoutPage = z.object({
  items: z.array(workoutListItem),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
});
export type WorkoutPage = z.infer<typeof workoutPage>;

/** `GET /workouts/current`. */
export const currentWorkout = z.object({ workout: workout.nullable() });
export type CurrentWorkout = z.infer<typeof currentWorkout>;

// ---------------------------------------------------------------- progress

/** `GET /progress/exercises`: the exercises the user has logged, most recent first. */
export const progressExercise = z.object({
  id_ejercicio_catalogo: z.number(),
  nombre: z.string(),
  grupo_muscular: z.string(),
  sesiones: z.number(),
  ultima_vez: z.string(),
});
export type ProgressExercise = z.infer<typeof progressExercise>;

/** One finished session of an exercise. */
export const progressPoint = z.object({
  workout_id: z.number(),
  fecha: z.string(),
  /** Best Epley estimate of the session (sets of 1-10 repetitions with kg > 0), or null. */
  e1rm: z.number().nullable(),
  mejor_kg: z.number().nullable(),
  mejor_repeticiones: z.number().nullable(),
  volumen_kg: z.number(),
});
export type ProgressPoint = z.infer<typeof progressPoint>;

/** `GET /progress/exercises/{exerciseId}`: oldest first. */
export const exerciseProgress = z.object({
  id_ejercicio_catalogo: z.number(),
  nombre: z.string(),
  formula: z.literal('epley'),
  puntos: z.array(progressPoint),
});
export type ExerciseProgress = z.infer<typeof exerciseProgress>;

/** `GET /progress/records`: the current best of each kind per exercise. */
export const personalRecords = z.array(personalRecord);

const setsBand = z.object({ min: z.number(), max: z.number() });

/**
 * `GET /progress/muscles?semanas=8&tz`: completed sets per muscle group and week, the groups as
 * lifters count them (server/domain/plans/lifter-groups.ts): the programme's nine muscles always,
 * then any other group trained in the window. `banda` is the programme's band of the
 * big movers; `grupos` (in body order) gives each group's own: the same band, `min` 0 for a ceiling
 * only (arms, calves, core), null for none. Each week lists every group of `grupos`, by `id`.
 */
export const muscleVolume = z.object({
  banda: setsBand,
  grupos: z.array(
    z.object({
      id: z.number(),
      clave: z.string(),
      nombre: z.string(),
      banda: setsBand.nullable(),
    }),
  ),
  semanas: z.array(
    z.object({
      /** The week's Monday. */
      semana: day,
      grupos: z.array(z.object({ id: z.number(), nombre: z.string(), series: z.number() })),
    }),
  ),
});
export type MuscleVolume = z.infer<typeof muscleVolume>;

/**
 * `GET /progress/adherence?semanas=8&tz`: sessions planned (the weekly recurrence of the user's
 * routines: weekday, within their start and end dates) against sessions finished, per week, oldest
 * first, the last being the current week; `racha` is the number of weeks in a row, up to the
 * current one (or the last one, while the current one is not yet met), in which every planned
 * session was done (weeks with nothing planned and nothing done do not break it nor count).
 */
export const adherence = z.object({
  semanas: z.array(z.object({ semana: day, planificadas: z.number(), hechas: z.number(), volumen_kg: z.number() })),
  racha: z.number(),
});
export type Adherence = z.infer<typeof adherence>;
