import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderSettings, remindersSent, userRoutines, users } from '../../db/schema';
import { hashToken } from '../tokens';

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
 * Claims the (user, date) reminder: one INSERT ... ON CONFLICT DO NOTHING, so of all the processes
 * that try, exactly one gets true (and sends).
 */
export async function claimReminder(db: Db, userId: number, date: string, unsubscribeSecret: string): Promise<boolean> {
  const rows = await db
    .insert(remindersSent)
    .values({ userId, fecha: date, unsubscribeHash: hashToken(unsubscribeSecret) })
    .onConflictDoNothing()
    .returning({ userId: remindersSent.userId });
  return rows.length > 0;
}

/** Gives a claim back (the mail could not be sent): a later run tries again. */
export async function releaseReminder(db: Db, userId: number, date: string): Promise<void> {
  await db.delete(remindersSent).where(and(eq(remindersSent.userId, userId), eq(remindersSent.fecha, date)));
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
