import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { scheduleJob, type JobReport } from '../../jobs';
import { reminderMail } from '../../domain/mail/reminder';
import { localMoment, type LocalMoment } from '../../domain/reminders/local-time';
import {
  claimReminder,
  finishedSessionsSince,
  plannedRoutines,
  recordReminderSent,
  releaseReminder,
  reminderSubscribers,
} from './reminders-repository';
import { newToken } from '../../domain/tokens';
import type { Mailer } from '../../plugins/mail';

export interface ReminderRun {
  /** Reminders this process sent. */
  sent: number;
  /** Reminders whose mail failed (their claim is given back for the next run). */
  failed: number;
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Where a reminder's links lead: the web app's training route for the routine (it resumes the
 * session in progress or starts one and opens it: src/app/pages/train-routine-page.tsx) and the
 * one-click unsubscribe.
 */
export const reminderLinks = (appUrl: string, routineId: number, secret: string) => ({
  startUrl: `${appUrl}/dashboard/entrenar/${routineId}`,
  unsubscribeUrl: `${appUrl}/api/reminders/unsubscribe/${secret}`,
});

/** Longer than any local day (DST days are 23 or 25 hours): the sessions of "today" start after now minus this. */
const DAY_SPAN_MS = 26 * 3_600_000;

/**
 * The routines planned on the user's local day that are still to train: a routine with a
 * finished session started that local day is done, and gets no reminder.
 */
async function routinesToTrain(db: Db, userId: number, zona: string, local: LocalMoment, now: Date) {
  const planned = await plannedRoutines(db, userId, local.date, local.weekday);
  const since = new Date(now.getTime() - DAY_SPAN_MS);
  const finished = await finishedSessionsSince(
    db,
    userId,
    planned.map((r) => r.id),
    since,
  );
  const done = new Set(
    finished.filter((s) => localMoment(s.startedAt, zona).date === local.date).map((s) => s.routineId),
  );
  return planned.filter((r) => !done.has(r.id));
}

/**
 * One pass of the reminder job: every user with reminders on whose local hour has reached the
 * one they chose, on a day with a planned routine not yet trained that day, gets that day's mail
 * once (naming the routines still to train; its link starts the first). The (user, local
 * date) is claimed in reminders_sent with a lease before sending (claimReminder), so however many
 * API processes run this at once, one of them sends it; the send is then recorded. A claim whose
 * process died before recording is claimed again by the first pass after its lease (a mail that
 * had already left by then goes out twice: a day's reminder is better doubled than lost).
 */
export async function sendDueReminders(
  { db, mailer, appUrl, log }: ReminderDeps,
  now = new Date(),
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, failed: 0 };
  // The pass's clock: `now`, moved on by the time the pass has taken, so a claim made late in a
  // long pass still gets its whole lease.
  const started = performance.now();
  const clock = () => new Date(now.getTime() + (performance.now() - started));
  for (const user of await reminderSubscribers(db)) {
    const local = localMoment(now, user.zona);
    if (local.hour < user.hora) continue;
    const routines = await routinesToTrain(db, user.userId, user.zona, local, now);
    if (routines.length === 0) continue;
    const secret = newToken();
    const claim = await claimReminder(db, user.userId, local.date, secret, clock());
    if (!claim) continue;
    const links = reminderLinks(appUrl, routines[0]!.id, secret);
    const content = reminderMail({ nombre: user.nombre, routines: routines.map((r) => r.nombre), ...links });
    try {
      await mailer.send({
        to: user.email,
        ...content,
        headers: {
          'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (err) {
      log.error({ err, userId: user.userId }, 'Reminder e-mail could not be sent');
      await releaseReminder(db, claim);
      run.failed += 1;
      continue;
    }
    run.sent += 1;
    if (!(await recordReminderSent(db, claim)))
      log.warn({ userId: user.userId }, 'Reminder sent after its claim ran out: another process may have sent it too');
  }
  return run;
}

/** The reminder job: now and then every `intervalMs` (REMINDERS_INTERVAL). */
export function scheduleReminders(deps: ReminderDeps, report: JobReport<ReminderRun>, intervalMs: number) {
  return scheduleJob(() => sendDueReminders(deps), report, intervalMs);
}
