import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, exercises, userRoutineExercises, userRoutines, workouts } from '../../db/schema';
import { hashToken, newToken } from '../../domain/tokens';
import type { FeedRoutine, FeedWorkout } from '../../domain/calendar/ics';

/** Finished sessions the feed lists: the newest ones (a calendar only needs the recent past). */
export const FEED_WORKOUTS = 500;

export interface FeedRow {
  createdAt: Date;
}

/** The user's feed, or null when off. */
export async function findFeed(db: Db, userId: number): Promise<FeedRow | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A new secret for the user's feed (the old address stops working); returns it once. */
export async function createFeed(db: Db, userId: number): Promise<{ secret: string; createdAt: Date }> {
  const secret = newToken();
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(secret), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(secret), createdAt } });
  return { secret, createdAt };
}

/** Turns the feed off; false when it was already off. */
export async function revokeFeed(db: Db, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return deleted.length > 0;
}

/** Whose feed this secret opens, or null. */
export async function feedOwner(db: Db, secret: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(secret)));
  return row?.userId ?? null;
}

/** What the feed shows of a user: dated routines with a weekday, and finished sessions. */
export async function feedContent(
  db: Db,
  userId: number,
): Promise<{ routines: FeedRoutine[]; workouts: FeedWorkout[] }> {
  const routineRows = await db
    .select({
      id: userRoutines.id,
      nombre: userRoutines.nombre,
      dia: userRoutines.dia,
      inicio: userRoutines.fechaInicio,
      fin: userRoutines.fechaFin,
    })
    .from(userRoutines)
    .where(
      and(
        eq(userRoutines.userId, userId),
        isNotNull(userRoutines.dia),
        isNotNull(userRoutines.fechaInicio),
        isNotNull(userRoutines.fechaFin),
      ),
    )
    .orderBy(asc(userRoutines.id));
  const ids = routineRows.map((r) => r.id);
  const exerciseRows =
    ids.length === 0
      ? []
      : await db
          .select({
            routineId: userRoutineExercises.userRoutineId,
            nombre: exercises.nombre,
            series: userRoutineExercises.series,
            repeticiones: userRoutineExercises.repeticiones,
          })
          .from(userRoutineExercises)
          .innerJoin(exercises, eq(exercises.id, userRoutineExercises.exerciseId))
          .where(inArray(userRoutineExercises.userRoutineId, ids))
          .orderBy(asc(userRoutineExercises.userRoutineId), asc(userRoutineExercises.orden));
  const lines = new Map<number, string[]>();
  for (const e of exerciseRows) {
    const list = lines.get(e.routineId) ?? [];
    list.push(`${list.length + 1}. ${e.nombre}: ${e.series} × ${e.repeticiones}`);
    lines.set(e.routineId, list);
  }
  const workoutRows = await db
    .select({ id: workouts.id, nombre: workouts.nombre, inicio: workouts.iniciadoEn, fin: workouts.terminadoEn })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.estado, 'terminado')))
    .orderBy(desc(workouts.iniciadoEn))
    .limit(FEED_WORKOUTS);
  return {
    routines: routineRows.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      dia: r.dia!,
      inicio: r.inicio!,
      fin: r.fin!,
      ejercicios: lines.get(r.id) ?? [],
    })),
    workouts: workoutRows.map((w) => ({ id: w.id, nombre: w.nombre, inicio: w.inicio, fin: w.fin! })),
  };
}
