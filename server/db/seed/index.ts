import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { difficulties, goals, methods, muscleGroups } from '../schema';
import { DIFFICULTIES, GOALS, METHODS, MUSCLE_GROUPS } from './reference';

/** Idempotent: inserts or refreshes every seeded row; safe on every start. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(difficulties)
      .values([...DIFFICULTIES])
      .onConflictDoUpdate({ target: difficulties.id, set: { nivel: sql`excluded.nivel` } });
    await tx
      .insert(muscleGroups)
      .values(MUSCLE_GROUPS)
      .onConflictDoUpdate({ target: muscleGroups.id, set: { nombre: sql`excluded.nombre` } });
    await tx
      .insert(methods)
      .values([...METHODS])
      .onConflictDoUpdate({
        target: methods.id,
        set: {
          nombre: sql`excluded.nombre`,
          dificultadId: sql`excluded.dificultad_id`,
          tiempoAerobicos: sql`excluded.tiempo_aerobicos`,
          tiempoAnaerobicos: sql`excluded.tiempo_anaerobicos`,
          descanso: sql`excluded.descanso`,
          observaciones: sql`excluded.observaciones`,
        },
      });
    await tx
      .insert(goals)
      .values([...GOALS])
      .onConflictDoUpdate({
        target: goals.id,
        set: { nombre: sql`excluded.nombre`, metodoId: sql`excluded.metodo_id` },
      });
  });
}
