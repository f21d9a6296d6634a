import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderSettings, remindersSent, userRoutines, users, workouts } from '../../db/schema';
import { hashToken } from '../../domain/tokens';

export interface ReminderSettingsRow {
  activo: boolean;
  hora: number;
  zona_horaria: string;
}

/** Before the user chooses anything: off, at 8, in Madrid. */
export const DEFAULT_REMINDERS: ReminderSettingsRow = { activo: false, hora: 8, zona_horaria: 'Europe/Madrid' };

const columns = {
  activo: reminderSettings.activo,
  hora: reminderSettings.hora,
  zona_horaria: reminderSettings.zonaHoraria,
};

export async function getReminderSettings(db: Db, userId: number): Promise<ReminderSettingsRow> {
  const [row] = await db.select(columns).from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ?? DEFAULT_REMINDERS;
}

export async function saveReminderSettings(
  db: Db,
  userId: number,
  s: ReminderSettingsRow,
): Promise<ReminderSettingsRow> {
  const values = { activo: s.activo, hora: s.hora, zonaHoraria: s.zona_horaria };
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
    .returning(columns);
  return row!;
}

/** Users who asked for reminders, with where to write. */
export async function reminderSubscribers(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      nombre: users.nombre,
      hora: reminderSettings.hora,
      zona: reminderSettings.zonaHoraria,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.activo, true))
    .orderBy(asc(users.id));
}

/** The user's routines planned on `date` (YYYY-MM-DD, weekday `weekday`): its weekday and within its dates. */
export async function plannedRoutines(db: Db, userId: number, date: string, weekday: number) {
  return db
    .select({ id: userRoutines.id, nombre: userRoutines.nombre })
    .from(userRoutines)
    .where(
      and(
        eq(userRoutines.userId, userId),
        eq(userRoutines.dia, weekday),
        lte(userRoutines.fechaInicio, date),
        gte(userRoutines.fechaFin, date),
      ),
    )
    .orderBy(asc(userRoutines.id));
}

/**
 * The finished sessions of these routines started from `since` on: their routine and start, for
 * the reminder job to tell which of a day's routines are already trained that (local) day.
 */
export async function finishedSessionsSince(db: Db, userId: number, routineIds: number[], since: Date) {
  if (routineIds.length === 0) return [];
  return db
    .select({ routineId: workouts.userRoutineId, startedAt: workouts.iniciadoEn })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        inArray(workouts.userRoutineId, routineIds),
        eq(workouts.estado, 'terminado'),
        gte(workouts.iniciadoEn, since),
      ),
    );
}

/**
 * How long a claim keeps other processes off a (user, date) reminder while its process sends the
 * mail. Longer than nodemailer's default timeouts (2 min to connect, 30 s for the greeting,
 * 10 min of silence on the socket), so a live sender keeps its claim; a process that died mid-send
 * leaves a claim that the first pass after this lease sends again.
 */
export const REMINDER_LEASE_MS = 15 * 60_000;

/** A claimed reminder: recordReminderSent and releaseReminder act only while it is still this one. */
export interface ReminderClaim {
  userId: number;
  date: string;
  unsubscribeHash: string;
}

/**
 * Claims the (user, date) reminder until `now` + REMINDER_LEASE_MS, or null when another claim
 * holds it: one INSERT ... ON CONFLICT DO UPDATE that inserts a new claim or takes over one whose
 * lease ran out unsent, so of all the processes that try at once exactly one gets it (the update's
 * condition is checked on the row as locked, after any competing claim committed). A reminder
 * recorded as sent is never claimed again.
 */
export async function claimReminder(
  db: Db,
  userId: number,
  date: string,
  unsubscribeSecret: string,
  now: Date,
): Promise<ReminderClaim | null> {
  const unsubscribeHash = hashToken(unsubscribeSecret);
  const leaseUntil = new Date(now.getTime() + REMINDER_LEASE_MS);
  const rows = await db
    .insert(remindersSent)
    .values({ userId, fecha: date, unsubscribeHash, sentAt: null, leaseUntil })
    .onConflictDoUpdate({
      target: [remindersSent.userId, remindersSent.fecha],
      set: { unsubscribeHash, leaseUntil },
      setWhere: and(isNull(remindersSent.sentAt), lte(remindersSent.leaseUntil, now)),
    })
    .returning({ userId: remindersSent.userId });
  return rows.length > 0 ? { userId, date, unsubscribeHash } : null;
}

/** Only while the claim is still `claim`, unsent (no other process took it over). */
const stillClaimed = (claim: ReminderClaim) =>
  and(
    eq(remindersSent.userId, claim.userId),
    eq(remindersSent.fecha, claim.date),
    eq(remindersSent.unsubscribeHash, claim.unsubscribeHash),
    isNull(remindersSent.sentAt),
  );

/**
 * Records the claimed reminder as sent (at the database's clock), so it is never sent again.
 * False when the claim was no longer this process's (its lease ran out mid-send and another pass
 * took it over): the mail may then have left twice.
 */
export async function recordReminderSent(db: Db, claim: ReminderClaim): Promise<boolean> {
  const rows = await db
    .update(remindersSent)
    .set({ sentAt: sql`now()`, leaseUntil: null })
    .where(stillClaimed(claim))
    .returning({ userId: remindersSent.userId });
  return rows.length > 0;
}

/** Gives a claim back (the mail could not be sent): the next pass tries again. */
export async function releaseReminder(db: Db, claim: ReminderClaim): Promise<void> {
  await db.delete(remindersSent).where(stillClaimed(claim));
}

/** Turns reminders off for whoever got the mail with this secret; false when the secret is unknown. */
export async function unsubscribe(db: Db, secret: string): Promise<boolean> {
  const [sent] = await db
    .select({ userId: remindersSent.userId })
    .from(remindersSent)
    .where(eq(remindersSent.unsubscribeHash, hashToken(secret)));
  if (!sent) return false;
  await db.update(reminderSettings).set({ activo: false }).where(eq(reminderSettings.userId, sent.userId));
  return true;
}
