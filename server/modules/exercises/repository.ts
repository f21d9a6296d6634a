import { and, asc, eq } from 'drizzle-orm';
import { exerciseImages } from '../../../src/lib/exercise-photos';
import type { Db } from '../../db/client';
import { exercises, muscleGroups } from '../../db/schema';
import { catalogueOnly } from './own-repository';

const exerciseCols = {
  id: exercises.id,
  nombre: exercises.nombre,
  tipo: exercises.tipo,
  dificultad_id: exercises.dificultadId,
  grupos_musculares_id: exercises.gruposMuscularesId,
  inicio: exercises.inicio,
  fin: exercises.fin,
};

export interface ExerciseFilter {
  /** grupos_musculares_id; undefined: any. */
  group?: number;
  /** dificultad_id; undefined: any. */
  level?: number;
}

/**
 * The catalogue's exercises in the public shape (never a user's own), by id, optionally of one group and/or difficulty,
 * each with its `imagenes`.
 */
export async function listExercises(db: Db, { group, level }: ExerciseFilter = {}) {
  const rows = await db
    .select(exerciseCols)
    .from(exercises)
    .where(
      and(
        catalogueOnly,
        group === undefined ? undefined : eq(exercises.gruposMuscularesId, group),
        level === undefined ? undefined : eq(exercises.dificultadId, level),
      ),
    )
    .orderBy(asc(exercises.id));
  return rows.map((e) => ({ ...e, imagenes: exerciseImages(e.id) }));
}

/** Every catalogue exercise (no user's own) with its muscle group's name, by id: the picker's rows (picker.ts). */
export function listPickerRows(db: Db) {
  return db
    .select({
      id: exercises.id,
      nombre: exercises.nombre,
      grupos_musculares_id: exercises.gruposMuscularesId,
      grupo_muscular: muscleGroups.nombre,
    })
    .from(exercises)
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(catalogueOnly)
    .orderBy(asc(exercises.id));
}
