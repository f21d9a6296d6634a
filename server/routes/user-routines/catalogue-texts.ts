import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, muscleGroups } from '../../db/schema';

type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CatalogueTexts {
  nombre: string;
  tipo: string;
  step_1: string;
  step_2: string;
  grupos_musculares: string;
}

/**
 * Name, type, instructions and muscle group of catalogue exercises, kept in memory per process.
 * The catalogue is seed data: the API never writes it (only the seed, at start-up, before the
 * server listens), so a row read once stays right for the life of the process. A routine list
 * then reads only the user's own rows from the database instead of joining these texts (most
 * of its 90 KB) on every request (docs/PERFORMANCE.md). Ids not seen yet are read on demand.
 */
const cache = new Map<number, CatalogueTexts>();

export async function catalogueTexts(db: Queryable, ids: number[]): Promise<ReadonlyMap<number, CatalogueTexts>> {
  const missing = [...new Set(ids)].filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({
        id: exercises.id,
        nombre: exercises.nombre,
        tipo: exercises.tipo,
        step_1: exercises.inicio,
        step_2: exercises.fin,
        grupos_musculares: muscleGroups.nombre,
      })
      .from(exercises)
      .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .where(inArray(exercises.id, missing));
    for (const { id, ...texts } of rows) cache.set(id, texts);
  }
  return cache;
}
