/**
 * The wire contract of docs/PRODUCT.md §10-§14 as zod schemas: the server uses them as route
 * response schemas, the web app imports their types (type-only, nothing reaches the bundle).
 * Field names are a public contract: never rename them.
 */
import { z } from './zod';
import { routinePlanInfo } from './contract-plans';
import { commentRule, oneLineText } from './validation';
import { setMeasure } from './contract-training';

/** `DD-MM-YYYY`, the date format on the wire. */
export const wireDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Date must be DD-MM-YYYY');
/** `YYYY-MM-DD`: only a user's birth date travels so (what `<input type="date">` holds). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const apiError = z.object({ message: z.string(), code: z.string().optional() });

export const messageResponse = z.object({ message: z.string() });

// ---------------------------------------------------------------- reference data

export const difficulty = z.object({ id: z.number(), nivel: z.string() });
export const muscleGroup = z.object({ id: z.number(), nombre: z.string() });
export const goal = z.object({ id: z.number(), nombre: z.string(), id_metodos: z.number() });
export const method = z.object({
  id: z.number(),
  nombre: z.string(),
  dificultad_id: z.number(),
  tiempo_aerobicos: z.number(),
  tiempo_anaerobicos: z.number(),
  descanso: z.number(),
  observaciones: z.string(),
});
export type Difficulty = z.infer<typeof difficulty>;
export type MuscleGroup = z.infer<typeof muscleGroup>;
export type Goal = z.infer<typeof goal>;
export type Method = z.infer<typeof method>;

// ---------------------------------------------------------------- users

export const loginResponse = z.object({ message: z.string(), token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** `GET users` and `PUT users/update`. */
/** The weight unit a user reads and types (src/lib/units.ts); the server stores kilograms only. */
export const weightUnit = z.enum(['kg', 'lb'], { error: 'La unidad de peso debe ser kg o lb' });

export const userProfile = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  sexo: z.number(),
  /** YYYY-MM-DD, unlike the other dates: the original client binds it to a date input. */
  fecha_nacimiento: isoDate,
  peso: z.number(),
  altura: z.number(),
  /** Weight / height in metres squared, 2 decimals. */
  imc: z.number(),
  /** Goal name, or null when the user has none. */
  objetivo: z.string().nullable(),
  objetivo_id: z.number().nullable(),
  /** DD-MM-YYYY HH:mm:ss. */
  fecha_alta: z.string(),
  /** The unit the user reads weights in ('kg' until they choose); `peso` above is kg whatever it says. */
  unidad: weightUnit,
});
export type UserProfile = z.infer<typeof userProfile>;

/** `PUT users/preferences` body: the user's display preferences. */
export const userPreferences = z.object({ unidad: weightUnit });
export type UserPreferences = z.infer<typeof userPreferences>;

/** Its answer. */
export const userPreferencesSaved = z.object({ message: z.string(), unidad: weightUnit });

// ---------------------------------------------------------------- catalogue

export const exercise = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo: z.string(),
  dificultad_id: z.number(),
  grupos_musculares_id: z.number(),
  /** "Posición inicial". */
  inicio: z.string(),
  /** "Movimiento". */
  fin: z.string(),
  /** Photos (start, then end position; detail size), [] when it has none: src/lib/exercise-photos.ts. */
  imagenes: z.array(z.string()),
});
export type Exercise = z.infer<typeof exercise>;

// ---------------------------------------------------------------- routines

/** An exercise inside a public (template) routine. */
export const publicRoutineExercise = z.object({
  id_ejercicio: z.number(),
  orden: z.number(),
  series: z.number(),
  repeticiones: z.number(),
  dia: z.number().nullable(),
  comentario: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  step_1: z.string(),
  step_2: z.string(),
  /** Muscle group name. */
  grupos_musculares: z.string(),
  /** The exercise's photos, as the catalogue's `imagenes`. */
  imagenes: z.array(z.string()),
});

/** `routines/filter`, `routines/{id}`, `routines/shared` items. */
export const publicRoutine = z.object({
  id_rutina: z.number(),
  nombre: z.string(),
  observaciones: z.string(),
  /** Whether the caller already has this routine among their own. */
  realizada: z.boolean(),
  /** Goal name. */
  objetivo: z.string(),
  /** Difficulty label. */
  dificultad: z.string(),
  /** Method name. */
  metodo: z.string(),
  ejercicios: z.array(publicRoutineExercise),
});
export type PublicRoutine = z.infer<typeof publicRoutine>;
export type PublicRoutineExercise = z.infer<typeof publicRoutineExercise>;

/**
 * `GET routines/shared?page&limit`: a plain array of public-shape routines (what a client written
 * to docs/PRODUCT.md §7 expects of a list); the pagination travels in the headers `X-Total-Count`,
 * `X-Total-Pages` and `X-Page`.
 */
export const sharedRoutines = z.array(publicRoutine);

/** `POST autogenerate`. */
export const generatedRoutine = z.object({
  rutina_id: z.number(),
  nombre: z.string(),
  rutina_observaciones: z.string(),
  realizada: z.boolean(),
  objetivo: z.string(),
  dificultad: z.string(),
  metodo: z.string(),
  tiempo_aerobicos: z.number(),
  tiempo_anaerobicos: z.number(),
  descanso: z.number(),
  metodo_observaciones: z.string(),
  objetivos_id: z.number(),
  dificultad_id: z.number(),
  metodos_id: z.number(),
  dia: z.number().nullable(),
  ejercicios: z.array(
    z.object({
      id_ejercicio: z.number(),
      nombre: z.string(),
      series: z.number(),
      /** Repetitions, or seconds when `medida` is 'tiempo', or metres when it is 'distancia'. */
      repeticiones: z.number(),
      /** How `repeticiones` is counted (added field: older clients ignore it). */
      medida: setMeasure,
      /** Seconds of rest after each set (added field: older clients ignore it). */
      descanso: z.number(),
      comentario: z.string(),
      orden: z.number(),
      tipo: z.string(),
      step_1: z.string(),
      step_2: z.string(),
      /** Muscle group name. */
      grupo_muscular: z.string(),
    }),
  ),
});
export type GeneratedRoutine = z.infer<typeof generatedRoutine>;

/**
 * An exercise inside one of the user's own routines. `id` and `ejercicio_id` are both this
 * exercise's id inside the routine (its row), the `{exerciseId}` of PATCH/DELETE
 * .../exercises/{exerciseId}: the original backend answers `ejercicio_id` so and the original
 * client puts it in those paths. The catalogue exercise is `id_ejercicio_catalogo`.
 */
export const userRoutineExercise = z.object({
  /** Id of this exercise inside the routine. */
  id: z.number(),
  /** The same id as `id` (not the catalogue's: see above). */
  ejercicio_id: z.number(),
  /**
   * The catalogue exercise's id (`GET exercises`), what `POST .../exercises` takes as
   * `ejercicio_id`; `id_ejercicio` in the public and generated shapes.
   */
  id_ejercicio_catalogo: z.number(),
  orden: z.number(),
  nombre: z.string(),
  tipo: z.string(),
  step_1: z.string(),
  step_2: z.string(),
  /** Muscle group name. */
  grupos_musculares: z.string(),
  series: z.number(),
  repeticiones: z.number(),
  comentario: z.string(),
  /**
   * Issue #40: the exercise's own rest (seconds), repetition range and RIR target, null when not
   * set (the session then takes the method's rest and the plain `repeticiones`). The server always
   * sends them; optional so that clients and fixtures written before them still fit.
   */
  descanso: z.number().nullable().optional(),
  repeticiones_min: z.number().nullable().optional(),
  repeticiones_max: z.number().nullable().optional(),
  rir: z.number().nullable().optional(),
});

/** A routine exercise's rest the editor and the server accept: 0 to 15 minutes, in seconds. */
export const REST_MAX_S = 900;
/** A RIR target: 0 (to failure) to 5. */
export const RIR_MAX = 5;
/** A routine's name: one line, 3 to 80 characters once trimmed. */
export const ROUTINE_NAME_MIN = 3;
export const ROUTINE_NAME_MAX = 80;
export const routineNameRule = oneLineText
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(ROUTINE_NAME_MIN, `El nombre debe tener al menos ${ROUTINE_NAME_MIN} caracteres`)
      .max(ROUTINE_NAME_MAX, `El nombre debe tener como máximo ${ROUTINE_NAME_MAX} caracteres`),
  );

export const userRoutine = z.object({
  /** The user routine's id. */
  rutina_id: z.number(),
  nombre: z.string(),
  rutina_observaciones: z.string(),
  /** Difficulty label. */
  nivel: z.string(),
  metodo_nombre: z.string(),
  tiempo_aerobicos: z.number(),
  tiempo_anaerobicos: z.number(),
  descanso: z.number(),
  metodo_observaciones: z.string(),
  /** DD-MM-YYYY or null. */
  fecha_inicio_rutina: wireDate.nullable(),
  fecha_fin_rutina: wireDate.nullable(),
  /** 1 Monday .. 7 Sunday, or null. */
  dia: z.number().nullable(),
  /** True when today lies between the start and end dates. */
  rutina_activa: z.boolean(),
  rutina_compartida: z.boolean(),
  /**
   * The programme this routine is a session of (docs/PRODUCT.md §17), null outside one. The
   * server always sends it; optional so that clients and fixtures written before §17 still fit.
   */
  plan: routinePlanInfo.nullable().optional(),
  ejercicios: z.array(userRoutineExercise),
});
export type UserRoutine = z.infer<typeof userRoutine>;
export type UserRoutineExercise = z.infer<typeof userRoutineExercise>;

/** `GET user-routines`. */
export const userRoutineList = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  fecha_alta: z.string(),
  peso: z.number(),
  altura: z.number(),
  imc: z.number(),
  rutinas: z.array(userRoutine),
  total_routines: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
});
export type UserRoutineList = z.infer<typeof userRoutineList>;

/** `PATCH user-routines/{id}` body: only the provided fields change. */
export const userRoutinePatch = z.object({
  fecha_inicio_rutina: wireDate.optional(),
  fecha_fin_rutina: wireDate.optional(),
  rutina_compartida: z.boolean().optional(),
  dia: z.number().int().min(1).max(7).nullable().optional(),
  /** Issue #40: the routine's name (optional: SPEC's client never sends it). */
  nombre: routineNameRule.optional(),
});
export type UserRoutinePatch = z.infer<typeof userRoutinePatch>;

/** `PATCH user-routines/{id}/exercises/{exerciseId}` body. */
export const userRoutineExercisePatch = z.object({
  series: z.number().int().positive().optional(),
  repeticiones: z.number().int().positive().optional(),
  orden: z.number().int().positive().optional(),
  comentario: commentRule.optional(),
  /** Issue #40, all optional (SPEC's client never sends them); null clears. */
  descanso: z.number().int().min(0).max(REST_MAX_S).nullable().optional(),
  repeticiones_min: z.number().int().positive().nullable().optional(),
  repeticiones_max: z.number().int().positive().nullable().optional(),
  rir: z.number().int().min(0).max(RIR_MAX).nullable().optional(),
});
export type UserRoutineExercisePatch = z.infer<typeof userRoutineExercisePatch>;

/**
 * `POST user-routines/blank` body (issue #40): a routine of the caller's own from nothing, with
 * its name and, optionally, its weekday and dates (DD-MM-YYYY, both together); exercises are added
 * afterwards with `POST user-routines/{id}/exercises`.
 */
export const blankRoutineBody = z.object({
  nombre: routineNameRule,
  dia: z.number().int().min(1).max(7).nullable().optional(),
  fecha_inicio_rutina: wireDate.optional(),
  fecha_fin_rutina: wireDate.optional(),
});
export type BlankRoutineBody = z.infer<typeof blankRoutineBody>;
