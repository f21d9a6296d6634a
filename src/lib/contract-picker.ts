/**
 * The exercise picker's wire contract: `GET /api/exercises/picker`, the whole catalogue in one
 * compact answer (no instructions), with what the exercise model says of each exercise (pattern,
 * equipment, how load is added) and an English name for search. The server uses the schema as the
 * route's response; the web app imports the types.
 */
import { z } from './zod';
import { loadKind, setMeasure } from './contract-training';

/** Movement patterns (server/domain/exercise-model/types.ts `MovementPattern`). */
export const movementPattern = z.enum([
  'sentadilla',
  'bisagra',
  'zancada',
  'puente',
  'empuje-horizontal',
  'empuje-vertical',
  'tiron-horizontal',
  'tiron-vertical',
  'acarreo',
  'core-antiextension',
  'core-antirrotacion',
  'core-flexion',
  'core-lateral',
  'core-extension',
  'flexion-codo',
  'extension-codo',
  'hombro-elevacion',
  'hombro-posterior',
  'pecho-aislado',
  'dorsal-aislado',
  'extension-rodilla',
  'flexion-rodilla',
  'gemelo',
  'cadera-abduccion',
  'cadera-aduccion',
  'cadera-flexion',
  'encogimiento',
  'antebrazo',
  'potencia',
  'pliometria',
  'cardio',
  'movilidad',
]);
export type MovementPattern = z.infer<typeof movementPattern>;

/** One catalogue exercise (or one of the caller's own) as the picker lists it. */
export const pickerExercise = z.object({
  id: z.number(),
  nombre: z.string(),
  /** English name (searched, not shown): "Bench Press (Barbell)". */
  nombre_en: z.string(),
  grupos_musculares_id: z.number(),
  /** The muscle group's name ("Pecho"). */
  grupo_muscular: z.string(),
  /** The movement pattern; null for the user's own exercise (the model knows only the catalogue). */
  patron: movementPattern.nullable(),
  /** Every item the exercise needs (the model's `equipo`: "barra", "banco", ...); [] nothing. */
  equipo: z.array(z.string()),
  /** How load is added (the model's `progresion`): the picker's equipment filter. */
  carga: loadKind,
  /** Photos as the catalogue's `imagenes` (start, end), [] when it has none. */
  imagenes: z.array(z.string()),
  /** True for an exercise of the caller's own (ids from 1,000,000 up); absent for the catalogue. */
  propio: z.literal(true).optional(),
});
export type PickerExercise = z.infer<typeof pickerExercise>;

export const pickerExercises = z.array(pickerExercise);

/** What equipment an exercise of the user's own takes: the load kinds that are equipment. */
export const ownEquipment = loadKind.exclude(['tiempo', 'distancia']);
export type OwnEquipment = z.infer<typeof ownEquipment>;

/** Longest name of an exercise of the user's own. */
export const OWN_NAME_MAX = 80;

/**
 * `POST exercises/custom`: a user's own exercise, when the catalogue has nothing that fits. The
 * form and the route share it (each side words its own messages: locales, training/messages.ts).
 */
export const ownExerciseInput = z.object({
  nombre: z.string().trim().min(2).max(OWN_NAME_MAX),
  grupos_musculares_id: z.number().int().positive(),
  /** The equipment it takes ("corporal": none). */
  carga: ownEquipment,
  /** How its sets are measured: repetitions, seconds or metres. */
  medida: setMeasure,
});
export type OwnExerciseInput = z.infer<typeof ownExerciseInput>;
