import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, muscleGroups } from '../../db/schema';

type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Name, type, instructions and muscle group of catalogue exercises as a JSON fragment, the
 * middle of a routine exercise in contract.ts order:
 * `"nombre":…,"tipo":…,"step_1":…,"step_2":…,"grupos_musculares":…`.
 *
 * Kept in memory per process. The catalogue is seed data: the API never writes it (only the
 * seed, at start-up, before the server listens), so a row read once stays right for the life of
 * the process. These texts are most of the 90 KB of a routine list; written as JSON by
 * PostgreSQL they cost it about 0.4 ms of CPU per list (escaping, row_to_json), here they are
 * serialized once (docs/PERFORMANCE.md). Ids not seen yet are read on demand.
 */
const cache = new Map<number, string>();

export async function catalogueTexts(db: Queryable, ids: Iterable<number>): Promise<ReadonlyMap<number, string>> {
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
    for (const { id, ...texts } of rows) cache.set(id, JSON.stringify(texts).slice(1, -1));
  }
  return cache;
}
