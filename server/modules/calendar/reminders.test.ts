import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutines, workouts } from '../../db/schema';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { startMailbox, tokenFromLink, type Mailbox } from '../../test/mailbox';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { startWorkout } from '../../test/workouts';
import type { Mailer } from '../../plugins/mail';
import { REMINDER_LEASE_MS } from './reminders-repository';
import { sendDueReminders } from './reminder-job';

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const settings = (who: TestUser | null, method: 'GET' | 'PUT', payload?: unknown) =>
  call(t.app, who, method, 'users/me/reminders', payload);
const run = (app: TestApp, now: Date, mailer: Mailer = app.app.mailer) =>
  sendDueReminders({ db: app.database.db, mailer, appUrl: app.config.appUrl, log: app.app.log }, now);

/** 2026-03-04 is a Wednesday (dia 3); 07:30 UTC is 08:30 in Madrid (CET). */
const WEDNESDAY_0830_MADRID = new Date('2026-03-04T07:30:00Z');

/** A user with reminders on (08:00 Madrid) and a routine on Wednesdays in March 2026. */
async function plannedUser(name = 'Pierna <b>fuerte</b> & core'): Promise<{ user: TestUser; routineId: number }> {
  const user = await createTestUser(t.database.db);
  const [template] = await publicTemplateIds(t.database.db);
  const routine = await copyToUser(t.app, user, template!);
  await t.database.db
    .update(userRoutines)
    .set({ dia: 3, fechaInicio: '2026-03-01', fechaFin: '2026-03-31', nombre: name })
    .where(eq(userRoutines.id, routine.rutina_id));
  const res = await settings(user, 'PUT', { activo: true, hora: 8, zona_horaria: 'Europe/Madrid' });
  expect(res.statusCode, res.body).toBe(200);
  return { user, routineId: routine.rutina_id };
}

describe('GET/PUT /api/users/me/reminders', () => {
  it('needs a signed-in user', async () => {
    expect((await settings(null, 'GET')).statusCode).toBe(401);
    expect((await settings(null, 'PUT', { activo: true, hora: 8, zona_horaria: 'UTC' })).statusCode).toBe(401);
  });

  it('starts off at 8 in Madrid and keeps what the user saves, for that user only', async () => {
    const user = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    expect((await settings(user, 'GET')).json()).toEqual({ activo: false, hora: 8, zona_horaria: 'Europe/Madrid' });
    const saved = { activo: true, hora: 19, zona_horaria: 'America/Mexico_City' };
    expect((await settings(user, 'PUT', saved)).json()).toEqual(saved);
    expect((await settings(user, 'GET')).json()).toEqual(saved);
    expect((await settings(other, 'GET')).json()).toEqual({ activo: false, hora: 8, zona_horaria: 'Europe/Madrid' });
  });

  it.each([
    [{ activo: true, hora: 24, zona_horaria: 'UTC' }, 'La hora debe ser un número entero de 0 a 23'],
    [{ activo: true, hora: 7.5, zona_horaria: 'UTC' }, 'La hora debe ser un número entero de 0 a 23'],
    [{ activo: true, hora: '8', zona_horaria: 'UTC' }, 'La hora debe ser un número entero de 0 a 23'],
    [{ activo: true, hora: 8, zona_horaria: 'Marte/Olympus' }, 'Zona horaria desconocida'],
    [{ activo: 'sí', hora: 8, zona_horaria: 'UTC' }, 'Indica si quieres recibir recordatorios (true o false)'],
  ])('answers 400 in Spanish for %j', async (payload, message) => {
    const user = await createTestUser(t.database.db);
    const res = await settings(user, 'PUT', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await settings(user, 'GET')).json().activo).toBe(false);
  });
});

describe('the reminder job', () => {
  it('sends one e-mail on a planned day from the chosen hour, with a start link and one-click unsubscribe', async () => {
    const { user, routineId } = await plannedUser();
    await run(t, new Date('2026-03-04T06:30:00Z')); // 07:30 in Madrid: before the hour
    await run(t, new Date('2026-03-05T07:30:00Z')); // Thursday: nothing planned
    expect(mailbox.count(user.email)).toBe(0);

    await run(t, WEDNESDAY_0830_MADRID);
    await run(t, new Date('2026-03-04T20:00:00Z')); // later the same day: already sent
    const mail = await mailbox.next(user.email);
    expect(mailbox.count(user.email)).toBe(1);
    expect(mail.subject).toBe('Hoy te toca entrenar');
    expect(mail.text).toContain('«Pierna <b>fuerte</b> & core»');
    expect(mail.html).toContain('Pierna &lt;b&gt;fuerte&lt;/b&gt; &amp; core');
    expect(mail.html).not.toContain('<b>fuerte');
    // The link opens the session to start (the web app's training route), not the routine editor.
    expect(mail.text).toContain(`http://forja.test/dashboard/entrenar/${routineId}`);
    expect(mail.html).toContain(`href="http://forja.test/dashboard/entrenar/${routineId}"`);
    expect(mail.text).not.toContain('/dashboard/routines/edit/');
    const secret = tokenFromLink(mail.text, 'http://forja.test/api/reminders/unsubscribe');
    expect(mail.headers['list-unsubscribe']).toBe(`<http://forja.test/api/reminders/unsubscribe/${secret}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Opening the link changes nothing; the one-click POST (as a mail client sends it) turns reminders off.
    const page = await call(t.app, null, 'GET', `reminders/unsubscribe/${secret}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Desactivar recordatorios');
    expect((await settings(user, 'GET')).json().activo).toBe(true);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe/${secret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.body).toContain('Recordatorios desactivados');
    expect((await settings(user, 'GET')).json().activo).toBe(false);

    await run(t, new Date('2026-03-11T07:30:00Z')); // next Wednesday: reminders are off
    expect(mailbox.count(user.email)).toBe(1);
  });

  it('reads the hour and the day in the user time zone', async () => {
    const { user } = await plannedUser('Torso');
    await settings(user, 'PUT', { activo: true, hora: 20, zona_horaria: 'America/Mexico_City' });
    // 2026-03-05 01:30 UTC is Wednesday 19:30 in Mexico City (UTC-6): not yet; 02:30 UTC is 20:30.
    await run(t, new Date('2026-03-05T01:30:00Z'));
    expect(mailbox.count(user.email)).toBe(0);
    await run(t, new Date('2026-03-05T02:30:00Z'));
    expect((await mailbox.next(user.email)).text).toContain('«Torso»');
  });

  it('answers 404 to an unknown unsubscribe secret', async () => {
    const res = await call(t.app, null, 'POST', 'reminders/unsubscribe/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Enlace de baja no válido');
  });

  /** A user planned on Wednesdays in `month` (2026-MM) only, so no other test's user is due then. */
  async function plannedIn(month: string): Promise<TestUser> {
    const { user, routineId } = await plannedUser('Empuje');
    await t.database.db
      .update(userRoutines)
      .set({ fechaInicio: `2026-${month}-01`, fechaFin: `2026-${month}-28` })
      .where(eq(userRoutines.id, routineId));
    return user;
  }
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

  it('sends once, after its lease, a reminder whose process died while sending it', async () => {
    const user = await plannedIn('04');
    const wednesday = new Date('2026-04-08T07:30:00Z'); // 09:30 in Madrid (CEST)
    // The first process claims the day's reminder and never comes back from sending it (killed
    // mid-send, as a process is when its host goes down): its mail never leaves.
    let sending!: () => void;
    let claimed!: () => void;
    const claimTaken = new Promise<void>((resolve) => (claimed = resolve));
    const dying: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          sending = resolve;
          claimed();
        }),
    };
    const lost = run(t, wednesday, dying);
    await claimTaken;

    // While the claim's lease lasts nobody else sends it (its process may still be sending).
    await run(t, later(wednesday, 60_000));
    await run(t, later(wednesday, REMINDER_LEASE_MS - 60_000));
    expect(mailbox.count(user.email)).toBe(0);

    // The first pass after the lease sends it, once.
    const retry = await run(t, later(wednesday, REMINDER_LEASE_MS + 1000));
    expect(retry).toEqual({ sent: 1, failed: 0 });
    const mail = await mailbox.next(user.email);
    expect(mail.subject).toBe('Hoy te toca entrenar');
    await run(t, later(wednesday, 2 * REMINDER_LEASE_MS + 2000));
    await run(t, new Date('2026-04-08T21:00:00Z'));
    expect(mailbox.count(user.email)).toBe(1);

    // Should the first process come back after all, it cannot mark the reminder as its own: the
    // retried mail's unsubscribe link is the one that works.
    sending();
    expect(await lost).toEqual({ sent: 1, failed: 0 });
    const secret = tokenFromLink(mail.text, 'http://forja.test/api/reminders/unsubscribe');
    const off = await call(t.app, null, 'POST', `reminders/unsubscribe/${secret}`);
    expect(off.statusCode, off.body).toBe(200);
    expect((await settings(user, 'GET')).json().activo).toBe(false);
  });

  it('gives the claim back when the mail server refuses the reminder, and the next pass sends it', async () => {
    const user = await plannedIn('05');
    const wednesday = new Date('2026-05-06T07:30:00Z');
    const refusing: Mailer = {
      send: () => Promise.reject(new Error('421 service not available')),
    };
    expect(await run(t, wednesday, refusing)).toEqual({ sent: 0, failed: 1 });
    expect(await run(t, later(wednesday, 300_000))).toEqual({ sent: 1, failed: 0 });
    await mailbox.next(user.email);
    expect(await run(t, later(wednesday, 600_000))).toEqual({ sent: 0, failed: 0 });
    expect(mailbox.count(user.email)).toBe(1);
  });

  it('sends each user one e-mail a day when two API processes run the job at once', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => plannedUser('Pierna').then((p) => p.user)));
    const sibling = await createSiblingApp(t, { SMTP_URL: mailbox.url });
    try {
      const runs = await Promise.all([run(t, WEDNESDAY_0830_MADRID), run(sibling, WEDNESDAY_0830_MADRID)]);
      await Promise.all([run(t, WEDNESDAY_0830_MADRID), run(sibling, WEDNESDAY_0830_MADRID)]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(users.length);
      for (const user of users) {
        await mailbox.next(user.email);
        expect(mailbox.count(user.email)).toBe(1);
      }
    } finally {
      await sibling.close();
    }
  });

  /** A finished session of `routineId` started at `at` (as the session screen's finish leaves it). */
  async function trained(user: TestUser, routineId: number, at: Date): Promise<void> {
    await t.database.db.insert(workouts).values({
      userId: user.id,
      userRoutineId: routineId,
      clienteId: randomUUID(),
      nombre: 'Sesión',
      estado: 'terminado',
      iniciadoEn: at,
      terminadoEn: new Date(at.getTime() + 3_600_000),
    });
  }

  it('sends no reminder for a day whose session of that routine is already done', async () => {
    const { user, routineId } = await plannedUser('Pierna');
    await t.database.db
      .update(userRoutines)
      .set({ fechaInicio: '2026-06-01', fechaFin: '2026-06-30' })
      .where(eq(userRoutines.id, routineId));
    // Wednesday 2026-06-10: trained at 07:00 in Madrid (05:00 UTC, CEST), before the 08:00 reminder.
    await trained(user, routineId, new Date('2026-06-10T05:00:00Z'));
    expect(await run(t, new Date('2026-06-10T06:30:00Z'))).toMatchObject({ failed: 0 });
    await run(t, new Date('2026-06-10T20:00:00Z'));
    expect(mailbox.count(user.email)).toBe(0);

    // Trained late the evening before (Tuesday 23:30 in Madrid) or still in progress: not done today.
    await trained(user, routineId, new Date('2026-06-16T21:30:00Z'));
    await startWorkout(t.app, user, routineId);
    await run(t, new Date('2026-06-17T06:30:00Z'));
    const mail = await mailbox.next(user.email);
    expect(mail.text).toContain('«Pierna»');
    expect(mailbox.count(user.email)).toBe(1);
  });

  it('names only the routines of the day still to train, and links to the first of them', async () => {
    const { user, routineId: done } = await plannedUser('Empuje');
    const [template] = await publicTemplateIds(t.database.db);
    const second = (await copyToUser(t.app, user, template!)).rutina_id;
    for (const [id, nombre] of [
      [done, 'Empuje'],
      [second, 'Tirón'],
    ] as const)
      await t.database.db
        .update(userRoutines)
        .set({ dia: 3, fechaInicio: '2026-07-01', fechaFin: '2026-07-31', nombre })
        .where(eq(userRoutines.id, id));
    await trained(user, done, new Date('2026-07-08T05:00:00Z'));
    await run(t, new Date('2026-07-08T06:30:00Z'));
    const mail = await mailbox.next(user.email);
    expect(mail.text).toContain('Hoy tienes planificada tu rutina «Tirón».');
    expect(mail.text).not.toContain('Empuje');
    expect(mail.text).toContain(`http://forja.test/dashboard/entrenar/${second}`);
  });
});
