/**
 * RECORDS_SUMMARY: personal records read from workout_weight_bests (server/db/schema.ts), the
 * per-session, per-exercise, per-weight summary that migration 0009's triggers keep in the
 * statement that writes a set or finishes a session, instead of aggregating every set of the
 * user's history on each read. It buys docs/PERFORMANCE.md's "Progress reads" figure:
 * `GET /api/progress/records` p95 <= 30 ms with 300 sessions × 20 sets (it was 40 ms on
 * PostgreSQL, 154 ms on PGlite). record-summary.test.ts holds it to the plain path (stats.ts,
 * from the sets) after random writes, edits and deletes; RECORDS_SUMMARY=0 reads the sets.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The `sess` rows of `records` (one per finished session, catalogue exercise and kg: finish
 * time, most repetitions, best Epley estimate, volume) from the summary: the same columns as
 * the plain path's aggregate over the sets.
 */
export function summarySessions(userId: number, onlyExercisesOf: number | undefined): SQL {
  const exercisesOf =
    onlyExercisesOf === undefined
      ? sql``
      : sql`and b.exercise_id in (select exercise_id from workout_exercises where workout_id = ${onlyExercisesOf})`;
  return sql`
    select w.id as wid, w.terminado_en as t, b.exercise_id as ex, b.kg, b.repeticiones as reps, b.e1rm,
      b.volumen as vol
    from workouts w
    join workout_weight_bests b on b.workout_id = w.id
    where w.user_id = ${userId} and w.estado = 'terminado' ${exercisesOf}`;
}
