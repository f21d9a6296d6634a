import type { Db } from '../client';
import { difficulties, goals, methods, muscleGroups } from '../schema';
import { takeExcluded } from '../upsert';
import { seedCatalogue } from './catalogue';
import { DIFFICULTIES, GOALS, METHODS, MUSCLE_GROUPS } from './reference';

/** Idempotent: inserts or refreshes every seeded row; safe on every start. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(difficulties)
      .values([...DIFFICULTIES])
      .onConflictDoUpdate({ target: difficulties.id, set: takeExcluded(difficulties, ['nivel']) });
    await tx
      .insert(muscleGroups)
      .values(MUSCLE_GROUPS)
      .onConflictDoUpdate({ target: muscleGroups.id, set: takeExcluded(muscleGroups, ['nombre']) });
    await tx
      .insert(methods)
      .values([...METHODS])
      .onConflictDoUpdate({
        target: methods.id,
        set: takeExcluded(methods, [
          'nombre',
          'dificultadId',
          'tiempoAerobicos',
          'tiempoAnaerobicos',
          'descanso',
          'observaciones',
        ]),
      });
    await tx
      .insert(goals)
      .values([...GOALS])
      .onConflictDoUpdate({ target: goals.id, set: takeExcluded(goals, ['nombre', 'metodoId']) });
  });
  await seedCatalogue(db);
}
