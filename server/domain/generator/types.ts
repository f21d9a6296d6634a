import type { Equipment, Experience, SoreArea } from '../../../src/lib/contract-plans';
import type { ExerciseModel } from '../exercise-model/types';

/** One catalogue exercise as the generator sees it (fields of `catalogueExercise`). */
export interface GeneratorExercise {
  id: number;
  nombre: string;
  tipo: string;
  dificultadId: number;
  grupoId: number;
  equipo: string;
  mecanica: 'compuesto' | 'aislamiento' | string;
  fuerza: 'empuje' | 'tiron' | 'estatico' | 'otro' | string;
  musculosSecundarios: readonly number[];
  altoImpacto: boolean;
  /** How a set is measured: 'repeticiones', 'tiempo' (seconds) or 'distancia' (metres). */
  medida: 'repeticiones' | 'tiempo' | 'distancia' | string;
  /** Highly technical lift (Olympic lifts, pistols, handstand push-ups ...). */
  tecnico: boolean;
}

export interface GeneratorProfile {
  /** users.objetivo_id and goals.metodo_id. */
  goalId: number;
  methodId: number;
  /** Goal name, for the texts. */
  goalName: string;
  /** Whole years. */
  age: number;
  /** 1 Hombre, 2 Mujer, 3 Otro (does not change the prescription: see README of the generator). */
  sexo: number;
  bmi: number;
  /** Weeks of routine time (level.ts `trainedWeeks`): a ceiling on the level, never a raise. */
  trainedWeeks: number;
  /**
   * Training sessions the user finished and logged: the evidence that raises the level
   * (level.ts `levelFromEvidence`). 0 until the training log feeds it.
   */
  finishedSessions?: number;
  /**
   * The programme wizard's answers, when the user has given them (the single-routine route reads
   * those of their latest programme): the experience answer sets the level with the log
   * (level.ts `levelFor`); equipment and sore areas filter exercises through the exercise model.
   * Absent: the log alone, a full gym, no sore area.
   */
  experiencia?: Experience | undefined;
  equipamiento?: readonly Equipment[] | undefined;
  evitarZonas?: readonly SoreArea[] | undefined;
}

export interface GeneratorHistory {
  /** Exercises the user removed from their routines. */
  removedExerciseIds: readonly number[];
  /** Exercise ids of routines generated before for this user, most recent first. */
  previousPlans: readonly (readonly number[])[];
  /** Weekdays (1 Monday .. 7 Sunday) already taken by the user's routines. */
  occupiedDays: readonly number[];
}

export interface GenerateInput {
  profile: GeneratorProfile;
  history: GeneratorHistory;
  catalogue: readonly GeneratorExercise[];
  /** 32-bit integer; the same input and seed give the same plan. */
  seed: number;
  /**
   * The exercise model of a catalogue id (coach.ts `REAL_MODELS` for the real catalogue).
   * Absent, or undefined for an id: the model's facts are read from the catalogue fields
   * (coach.ts `derivedModel`), as for the fixture catalogue, whose ids are not the real ones.
   */
  models?: (id: number) => ExerciseModel | undefined;
}

/** Why an exercise is in the plan (drives order, sets and its comment). */
export type Role =
  | 'potencia'
  | 'pierna-rodilla'
  | 'empuje'
  | 'tiron'
  | 'pierna-cadera'
  | 'empuje-2'
  | 'tiron-2'
  | 'pierna-extra'
  | 'aislamiento-brazo-tiron'
  | 'aislamiento-brazo-empuje'
  | 'aislamiento-hombro'
  | 'aislamiento-pierna'
  | 'equilibrio'
  | 'core'
  | 'cardio'
  | 'relleno';

export interface PlannedExercise {
  exerciseId: number;
  role: Role;
  /** 1..n. */
  orden: number;
  series: number;
  /** How `repeticiones` is counted (the exercise's `medida`). */
  medida: 'repeticiones' | 'tiempo' | 'distancia';
  /** Repetitions, or seconds (medida 'tiempo'), or metres (medida 'distancia'). */
  repeticiones: number;
  /** Seconds of rest after each set. */
  descanso: number;
  /** Spanish: why it is there and how to do it well. */
  comentario: string;
}

export interface GeneratedPlan {
  seed: number;
  /** Spanish name of the routine. */
  nombre: string;
  /** Spanish explanation of the plan. */
  observaciones: string;
  /** Spanish text of the training method, built from the goal's prescription. */
  metodoObservaciones: string;
  /** Difficulty id of the routine = the user's level. */
  level: number;
  /** Suggested weekday (1..7) or null when all are taken. */
  dia: number | null;
  avoidsHighImpact: boolean;
  ejercicios: PlannedExercise[];
}
