import type { Equipment, Experience, PlanWeek, SoreArea, SplitKind } from '../../../src/lib/contract-plans';
import type { GeneratorExercise, GeneratorProfile, Role } from '../generator/types';
import type { Band, VolumeGroup } from './tables';

/** The wizard's choices (contract-plans.ts `planInput`, validated and with defaults). */
export interface PlanChoices {
  dias: readonly number[];
  sesiones_semana?: number | undefined;
  semanas: number;
  duracion_min: number;
  equipamiento: readonly Equipment[];
  evitar_zonas: readonly SoreArea[];
  evitar_ejercicios: readonly number[];
  experiencia: Experience;
}

export interface ProgrammeInput {
  profile: GeneratorProfile;
  choices: PlanChoices;
  catalogue: readonly GeneratorExercise[];
  /** Exercises the user removed from their routines (left out unless nothing else is left). */
  removedExerciseIds?: readonly number[];
  /** 32-bit integer; the same input and seed give the same programme. */
  seed: number;
}

/** Which muscles a session loads, for the 48 h rule. */
export type LoadArea = 'empuje' | 'tiron' | 'pierna';

export interface ProgrammeExercise {
  exerciseId: number;
  role: Role;
  orden: number;
  principal: boolean;
  medida: 'repeticiones' | 'tiempo' | 'distancia';
  /** Week 1 (targetForWeek adds the week's sets). */
  series: number;
  repeticiones_min: number;
  repeticiones_max: number;
  descanso: number;
  comentario: string;
}

export interface ProgrammeSession {
  /** Spanish label: "Cuerpo completo A", "Torso A", "Pierna B", "Empuje", "Tirón". */
  etiqueta: string;
  dia: number;
  /** Estimated minutes at week 1's dose (the heaviest week: later weeks add no sets). */
  duracion_estimada_min: number;
  ejercicios: ProgrammeExercise[];
}

/** A fundamental pattern the week could not hold, and why (rule P5). */
export interface MissingPattern {
  key: string;
  nombre: string;
}

export interface Programme {
  nombre: string;
  nivel: number;
  division: SplitKind;
  /** The sessions asked for (sesiones_semana, or the days chosen) and those scheduled. */
  sesiones_pedidas: number;
  sesiones_semana: number;
  /** Labels of scheduled sessions left out because no exercise fits the choices. */
  sin_ejercicios: string[];
  semanas: number;
  duracion_min: number;
  banda: Band;
  /** Week 1, per VOLUME_GROUPS entry: direct sets plus half of the indirect ones. */
  series_por_grupo: { id: number; nombre: string; series: number }[];
  /** Groups below the band at week 1 (the session length or the catalogue left no room). */
  por_debajo: VolumeGroup[];
  /** Fundamental patterns no exercise could give with these choices (said in the observations). */
  patrones_ausentes: MissingPattern[];
  /** Weekly sets of upper-body pushing and pulling (rule P7: pulling at least as many). */
  empuje_tiron: { empuje: number; tiron: number };
  progresion: PlanWeek[];
  sesiones: ProgrammeSession[];
  observaciones: string;
}
