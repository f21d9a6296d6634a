/**
 * The wire contract of the history import: a Strong or Hevy CSV export is previewed
 * (`POST /api/imports/preview`) and then imported (`POST /api/imports`) with the exercise matches
 * the user confirmed. The file travels as text in a JSON body.
 */
import { z } from './zod';
import { movementPattern } from './contract-picker';

/** The largest file accepted, and its rows (the server answers 400 past them). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

const rowId = z.number().int().positive().max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const importFormat = z.enum(['strong', 'hevy']);
export type ImportFormat = z.infer<typeof importFormat>;

export const importPreviewInput = z.object({
  /** The CSV file's text (UTF-8). */
  archivo: z.string().min(1),
});
export type ImportPreviewInput = z.infer<typeof importPreviewInput>;

export const importExercise = z.object({
  /** The name in the file. */
  nombre: z.string(),
  sesiones: z.number().int(),
  series: z.number().int(),
  /** The catalogue exercise proposed for it, or null when none is close enough. */
  propuesta: z.number().int().nullable(),
  /**
   * Why it was proposed: `recordada`, the user chose it for this name in an earlier import;
   * `parecido`, its names are alike, with the implement (`equipo`: "mancuernas", "barra",
   * "polea", "maquina", "multipower", "barra-z", "corporal"...) and the movement pattern the
   * name states when the exercise shares them (else null). Absent when nothing is proposed.
   */
  motivo: z
    .object({
      origen: z.enum(['recordada', 'parecido']),
      equipo: z.string().nullable(),
      patron: movementPattern.nullable(),
    })
    .optional(),
});
export type ImportExercise = z.infer<typeof importExercise>;

export const importPreview = z.object({
  formato: importFormat,
  sesiones: z.number().int(),
  series: z.number().int(),
  /** Sessions of this file already in the user's history (they would be skipped). */
  ya_importadas: z.number().int(),
  /** First and last day with a session (Europe/Madrid). */
  desde: day,
  hasta: day,
  ejercicios: z.array(importExercise),
  /** The catalogue to choose from, by Spanish name. */
  catalogo: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importMatch = z.object({
  nombre: z.string().max(300),
  /** The catalogue exercise, or null: "No importar". */
  ejercicio_id: rowId.nullable(),
});
export type ImportMatch = z.infer<typeof importMatch>;

export const importInput = importPreviewInput.extend({
  correspondencias: z.array(importMatch).max(5000),
});
export type ImportInput = z.infer<typeof importInput>;

export const importResult = z.object({
  formato: importFormat,
  sesiones_nuevas: z.number().int(),
  series_nuevas: z.number().int(),
  /** Sessions already imported before: left as they were. */
  sesiones_omitidas: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;
