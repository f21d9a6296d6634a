import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client';
import { exercises, routineExercises, routines } from '../schema';
import { takeExcluded } from '../upsert';
import { isTechnical, measureOf } from './dose';
import exercisesData2 from './data/exercises-2.json';
import exercisesData3 from './data/exercises-3.json';
import exercisesData from './data/exercises.json';
import routinesData2 from './data/routines-2.json';
import routinesData from './data/routines.json';

/** One entry of data/exercises*.json (the reviewed Spanish catalogue). */
export const catalogueExercise = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  nombre: z.string().min(3),
  tipo: z.enum(['Fuerza', 'Cardio', 'Estiramiento', 'Pliometría', 'Potencia', 'Movilidad']),
  dificultad_id: z.number().int().min(1).max(5),
  grupos_musculares_id: z.number().int().min(1).max(20),
  inicio: z.string().min(20),
  fin: z.string().min(20),
  equipo: z.string().min(3),
  mecanica: z.enum(['compuesto', 'aislamiento']),
  fuerza: z.enum(['empuje', 'tiron', 'estatico', 'otro']),
  musculos_secundarios: z.array(z.number().int().min(1).max(20)),
  alto_impacto: z.boolean(),
});
export type CatalogueExercise = z.infer<typeof catalogueExercise>;

/** One entry of data/routines.json (public template routines). */
export const catalogueRoutine = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  nombre: z.string().min(3),
  observaciones: z.string().min(10),
  objetivo_id: z.number().int().min(1).max(5),
  dificultad_id: z.number().int().min(1).max(5),
  metodo_id: z.number().int().min(1),
  ejercicios: z
    .array(
      z.object({
        ejercicio: z.string(),
        series: z.number().int().positive(),
        repeticiones: z.number().int().positive(),
        comentario: z.string().min(5),
      }),
    )
    .min(1),
});
export type CatalogueRoutine = z.infer<typeof catalogueRoutine>;

export function loadCatalogue() {
  return {
    exercises: z.array(catalogueExercise).parse([...exercisesData, ...exercisesData2, ...exercisesData3]),
    routines: z.array(catalogueRoutine).parse([...routinesData, ...routinesData2]),
  };
}

/** The exercises row of one catalogue entry, with its dose fields (dose.ts). */
export function exerciseRow(e: CatalogueExercise) {
  return {
    id: e.id,
    slug: e.slug,
    nombre: e.nombre,
    tipo: e.tipo,
    dificultadId: e.dificultad_id,
    gruposMuscularesId: e.grupos_musculares_id,
    inicio: e.inicio,
    fin: e.fin,
    equipo: e.equipo,
    mecanica: e.mecanica,
    fuerza: e.fuerza,
    musculosSecundarios: e.musculos_secundarios,
    altoImpacto: e.alto_impacto,
    medida: measureOf(e),
    tecnico: isTechnical(e),
  };
}

/** Upserts the exercise catalogue (by id) and the public templates (by slug). Idempotent. */
export async function seedCatalogue(db: Db): Promise<void> {
  const data = loadCatalogue();
  const idBySlug = new Map(data.exercises.map((e) => [e.slug, e.id]));
  await db.transaction(async (tx) => {
    for (let i = 0; i < data.exercises.length; i += 200) {
      const chunk = data.exercises.slice(i, i + 200).map(exerciseRow);
      await tx
        .insert(exercises)
        .values(chunk)
        .onConflictDoUpdate({
          target: exercises.id,
          set: takeExcluded(exercises, [
            'slug',
            'nombre',
            'tipo',
            'dificultadId',
            'gruposMuscularesId',
            'inicio',
            'fin',
            'equipo',
            'mecanica',
            'fuerza',
            'musculosSecundarios',
            'altoImpacto',
            'medida',
            'tecnico',
          ]),
        });
    }

    const saved = await tx
      .insert(routines)
      .values(
        data.routines.map((r) => ({
          slug: r.slug,
          nombre: r.nombre,
          observaciones: r.observaciones,
          objetivoId: r.objetivo_id,
          dificultadId: r.dificultad_id,
          metodoId: r.metodo_id,
        })),
      )
      .onConflictDoUpdate({
        target: routines.slug,
        set: takeExcluded(routines, ['nombre', 'observaciones', 'objetivoId', 'dificultadId', 'metodoId']),
      })
      .returning({ id: routines.id, slug: routines.slug });
    const routineIds = saved.map((r) => r.id);
    if (routineIds.length) await tx.delete(routineExercises).where(inArray(routineExercises.routineId, routineIds));
    const idOfRoutine = new Map(saved.map((r) => [r.slug, r.id]));
    const rows = data.routines.flatMap((r) =>
      r.ejercicios.map((e, i) => {
        const exerciseId = idBySlug.get(e.ejercicio);
        if (exerciseId === undefined) throw new Error(`Routine ${r.slug}: unknown exercise ${e.ejercicio}`);
        return {
          routineId: idOfRoutine.get(r.slug)!,
          exerciseId,
          orden: i + 1,
          series: e.series,
          repeticiones: e.repeticiones,
          comentario: e.comentario,
        };
      }),
    );
    if (rows.length) await tx.insert(routineExercises).values(rows);
  });
}
