/**
 * The SQL of a session's feedback and readiness check (docs/coaching/feedback.md): the muscles a
 * session trained, the answers per muscle (replaced whole by a PUT), and the readiness answers
 * with the targets they adjusted.
 */
import { and, asc, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import {
  exercises,
  muscleGroups,
  workoutExercises,
  workoutFeedback,
  workoutReadiness,
  workouts,
  workoutSets,
} from '../../db/schema';
import { jointHurts, type MuscleFeedbackInput, type ReadinessInput } from '../../../src/lib/contract-feedback';
import { lifterGroupOf } from '../../domain/plans/lifter-groups';
import type { SessionTarget } from '../../domain/training/readiness';

/** Every catalogue muscle group, id → name (twenty rows). */
export async function muscleGroupNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.select().from(muscleGroups);
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

/**
 * The lifter groups a session trained, in the session's order: those of its exercises with at
 * least one work set (a warm-up is not work; an exercise not begun, or skipped, trained nothing).
 */
export async function sessionGroups(db: Queryable, workoutId: number): Promise<{ id: number; nombre: string }[]> {
  const rows = await db
    .select({
      exerciseId: workoutExercises.exerciseId,
      grupoId: exercises.gruposMuscularesId,
      grupo: muscleGroups.nombre,
    })
    .from(workoutExercises)
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(
      and(
        eq(workoutExercises.workoutId, workoutId),
        eq(workoutExercises.omitido, false),
        exists(
          db
            .select({ one: sql`1` })
            .from(workoutSets)
            .where(and(eq(workoutSets.workoutExerciseId, workoutExercises.id), ne(workoutSets.tipo, 'calentamiento'))),
        ),
      ),
    )
    .orderBy(asc(workoutExercises.orden), asc(workoutExercises.id));
  const out = new Map<number, { id: number; nombre: string }>();
  for (const r of rows) {
    const g = lifterGroupOf(r.exerciseId, { id: r.grupoId, nombre: r.grupo });
    if (!out.has(g.id)) out.set(g.id, { id: g.id, nombre: g.nombre });
  }
  return [...out.values()];
}

export type FeedbackRow = typeof workoutFeedback.$inferSelect;

/** A session's answers, by muscle group id. */
export function feedbackRows(db: Queryable, workoutId: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(workoutFeedback)
    .where(eq(workoutFeedback.workoutId, workoutId))
    .orderBy(asc(workoutFeedback.grupoMuscularId));
}

/** Replaces a session's answers with `musculos` (a muscle with every answer skipped keeps no row). */
export async function replaceFeedback(db: Db, workoutId: number, musculos: readonly MuscleFeedbackInput[]) {
  const rows = musculos
    .map((m) => ({
      workoutId,
      grupoMuscularId: m.grupo_muscular_id,
      bombeo: m.bombeo ?? null,
      agujetas: m.agujetas ?? null,
      dolor: m.dolor ?? null,
      // Which joint only goes with a joint pain answer.
      articulacion: jointHurts(m.dolor) ? (m.articulacion ?? null) : null,
      carga: m.carga ?? null,
    }))
    .filter((r) => r.bombeo !== null || r.agujetas !== null || r.dolor !== null || r.carga !== null);
  await db.transaction(async (tx) => {
    await tx.delete(workoutFeedback).where(eq(workoutFeedback.workoutId, workoutId));
    if (rows.length > 0) await tx.insert(workoutFeedback).values(rows);
  });
}

export type ReadinessRow = typeof workoutReadiness.$inferSelect;

export async function readinessRow(db: Queryable, workoutId: number): Promise<ReadinessRow | null> {
  const [row] = await db.select().from(workoutReadiness).where(eq(workoutReadiness.workoutId, workoutId)).limit(1);
  return row ?? null;
}

/** The session's targets now: planned sets and RIR of each exercise. */
export async function sessionTargets(db: Queryable, workoutId: number): Promise<SessionTarget[]> {
  return db
    .select({ id: workoutExercises.id, series: workoutExercises.seriesObjetivo, rir: workoutExercises.rirObjetivo })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(asc(workoutExercises.id));
}

/**
 * Stores the answers and writes the adjusted targets, in one transaction. `base` is the targets
 * before any adjustment (kept from the first answer); `targets` what they become now.
 */
export async function saveReadiness(
  db: Db,
  workoutId: number,
  answers: ReadinessInput,
  ajuste: string,
  base: readonly SessionTarget[],
  targets: readonly SessionTarget[],
) {
  await db.transaction(async (tx) => {
    const values = {
      sueno: answers.sueno ?? null,
      estres: answers.estres ?? null,
      cuerpo: answers.cuerpo ?? null,
      ajuste,
      base: base as unknown as object,
      actualizadoEn: new Date(),
    };
    await tx
      .insert(workoutReadiness)
      .values({ workoutId, ...values })
      .onConflictDoUpdate({ target: workoutReadiness.workoutId, set: values });
    const ids = targets.map((t) => t.id);
    if (ids.length === 0) return;
    const current = await tx
      .select({ id: workoutExercises.id, series: workoutExercises.seriesObjetivo, rir: workoutExercises.rirObjetivo })
      .from(workoutExercises)
      .where(and(eq(workoutExercises.workoutId, workoutId), inArray(workoutExercises.id, ids)));
    for (const t of targets) {
      const now = current.find((c) => c.id === t.id);
      if (!now || (now.series === t.series && now.rir === t.rir)) continue;
      await tx
        .update(workoutExercises)
        .set({ seriesObjetivo: t.series, rirObjetivo: t.rir })
        .where(and(eq(workoutExercises.id, t.id), eq(workoutExercises.workoutId, workoutId)));
    }
  });
}

/**
 * The data export's pages of a user's feedback and readiness answers (docs/PRODUCT.md §11): per
 * page of sessions (keyset on the session id), their rows under the tables' column names.
 */
async function* bySessions<T>(
  db: Queryable,
  userId: number,
  rowsOf: (ids: number[]) => Promise<T[]>,
  pageSize: number,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: workouts.id })
        .from(workouts)
        .where(and(eq(workouts.userId, userId), gt(workouts.id, after)))
        .orderBy(asc(workouts.id))
        .limit(pageSize)
    ).map((r) => r.id);
    if (ids.length > 0) yield await rowsOf(ids);
    if (ids.length < pageSize) return;
    after = ids.at(-1)!;
  }
}

export function feedbackExportPages(db: Queryable, userId: number, pageSize = 100) {
  return bySessions(
    db,
    userId,
    (ids) =>
      db
        .select({
          workout_id: workoutFeedback.workoutId,
          grupo_muscular_id: workoutFeedback.grupoMuscularId,
          bombeo: workoutFeedback.bombeo,
          agujetas: workoutFeedback.agujetas,
          dolor: workoutFeedback.dolor,
          articulacion: workoutFeedback.articulacion,
          carga: workoutFeedback.carga,
          actualizado_en: workoutFeedback.actualizadoEn,
        })
        .from(workoutFeedback)
        .where(inArray(workoutFeedback.workoutId, ids))
        .orderBy(asc(workoutFeedback.workoutId), asc(workoutFeedback.grupoMuscularId)),
    pageSize,
  );
}

export function readinessExportPages(db: Queryable, userId: number, pageSize = 100) {
  return bySessions(
    db,
    userId,
    (ids) =>
      db
        .select({
          workout_id: workoutReadiness.workoutId,
          sueno: workoutReadiness.sueno,
          estres: workoutReadiness.estres,
          cuerpo: workoutReadiness.cuerpo,
          ajuste: workoutReadiness.ajuste,
          actualizado_en: workoutReadiness.actualizadoEn,
        })
        .from(workoutReadiness)
        .where(inArray(workoutReadiness.workoutId, ids))
        .orderBy(asc(workoutReadiness.workoutId)),
    pageSize,
  );
}
