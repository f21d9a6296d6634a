import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutines } from '../db/schema';
import { redactSecretPaths } from '../log-redaction';
import { sendDueReminders } from '../modules/calendar/reminder-job';
import { createTestApp, type TestApp } from '../test/app';
import { startMailbox, tokenFromLink, type Mailbox } from '../test/mailbox';
import { copyToUser, publicTemplateIds } from '../test/routines';
import { createTestUser } from '../test/users';

/**
 * The secrets that travel in URL paths (calendar feed, unsubscribe link,
 * verification and reset links) never reach the log, at any level. The app logs at `trace`
 * (every request, response and error) into a stream this test reads whole.
 */
const APP_URL = 'http://forja.test';
let mailbox: Mailbox;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    { SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_EMAIL: '10000' },
    { level: 'trace', stream },
  );
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const call = (req: InjectOptions) => t.app.inject(req);
const guess = () => randomBytes(32).toString('base64url');

/** Every way a secret's path may be asked for: right, mistyped, with a query, with another method. */
async function askEveryWay(path: string) {
  const answers: number[] = [];
  for (const req of [
    { method: 'GET', url: path },
    { method: 'HEAD', url: path },
    { method: 'GET', url: `${path}?utm=correo` },
    { method: 'PUT', url: path }, // no such route: the not-found answer
    { method: 'GET', url: path.toUpperCase() },
    { method: 'GET', url: path.replace('/api/', '/api//') },
    { method: 'GET', url: path.replaceAll('/', '%2F').replace('%2F', '/') },
  ] as InjectOptions[]) {
    answers.push((await call(req)).statusCode);
  }
  return answers;
}

describe('secrets in URL paths and the log', () => {
  it('no feed, unsubscribe, verification or reset secret is logged, whatever the level and the answer', async () => {
    const secrets: string[] = [];

    // The calendar feed: its address, a guessed one, and the address asked for in odd ways.
    const owner = await createTestUser(t.database.db);
    const feed = await call({ method: 'POST', url: '/api/users/me/calendar-feed', headers: owner.headers });
    expect(feed.statusCode, feed.body).toBe(201);
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    const feedSecret = /\/api\/calendar\/([^/]+)\.ics$/.exec(feedPath)![1]!;
    secrets.push(feedSecret);
    expect((await askEveryWay(feedPath))[0]).toBe(200);
    const guessed = guess();
    secrets.push(guessed);
    expect((await call({ url: `/api/calendar/${guessed}.ics` })).statusCode).toBe(404);

    // A reminder's unsubscribe link, from a real reminder e-mail: the page, then the one-click POST.
    const planned = await createTestUser(t.database.db);
    const [template] = await publicTemplateIds(t.database.db);
    const routine = await copyToUser(t.app, planned, template!);
    await t.database.db
      .update(userRoutines)
      .set({ dia: 3, fechaInicio: '2026-03-01', fechaFin: '2026-03-31' })
      .where(eq(userRoutines.id, routine.rutina_id));
    const on = { activo: true, hora: 8, zona_horaria: 'Europe/Madrid' };
    expect(
      (await call({ method: 'PUT', url: '/api/users/me/reminders', headers: planned.headers, payload: on })).statusCode,
    ).toBe(200);
    const deps = { db: t.database.db, mailer: t.app.mailer, appUrl: t.config.appUrl, log: t.app.log };
    await sendDueReminders(deps, new Date('2026-03-04T07:30:00Z')); // a Wednesday, 08:30 in Madrid
    const unsubscribe = tokenFromLink((await mailbox.next(planned.email)).text, `${APP_URL}/api/reminders/unsubscribe`);
    secrets.push(unsubscribe);
    const unsubscribePath = `/api/reminders/unsubscribe/${unsubscribe}`;
    expect((await askEveryWay(unsubscribePath))[0]).toBe(200);
    const off = await call({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);

    // The verification link, followed by GET; the reset link, opened where the web app is served.
    const email = `registro.${process.pid}@forja.es`;
    const registered = await call({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        nombre: 'Marta',
        apellidos: 'Ruiz Sanz',
        email,
        password: 'Secreta#2025xyz',
        fecha_nacimiento: '1990-05-17',
        sexo: 2,
        peso: 62.5,
        altura: 168,
        objetivo_id: 3,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const verify = tokenFromLink((await mailbox.next(email)).text, `${APP_URL}/api/users/verify-email`);
    secrets.push(verify);
    expect((await askEveryWay(`/api/users/verify-email/${verify}`))[0]).toBe(303);
    expect((await call({ method: 'PUT', url: '/api/users/forgot-password', payload: { email } })).statusCode).toBe(200);
    const reset = tokenFromLink((await mailbox.next(email)).text, `${APP_URL}/password-reset-request`);
    secrets.push(reset);
    await call({ url: `/password-reset-request/${reset}` });
    await call({ url: `/verificar/${verify}` });

    // Whatever code logs a path, at whatever level, goes through the same redaction.
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
      t.app.log[level]({ url: feedPath, err: new Error(`failed on ${unsubscribePath}`) }, `${level} ${feedPath}`);
    }

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(50);
    for (const secret of secrets) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 8)}…`).toBe(false);
      expect(log.toLowerCase().includes(secret.toLowerCase()), `the log holds ${secret.slice(0, 8)}… in capitals`).toBe(
        false,
      );
    }
    // The requests are still in the log, with the secret's place named.
    expect(log).toContain('"url":"/api/calendar/:file"');
    expect(log).toContain('"url":"/api/reminders/unsubscribe/:token"');
    expect(log).toContain('"url":"/api/users/verify-email/:token"');
    expect(log).toContain('"url":"/password-reset-request/:token"');
    expect(log).toContain('"msg":"fatal /api/calendar/:file"');
  });

  it('redacts only the secret segment, and nothing else', () => {
    const s = guess();
    expect(redactSecretPaths(`GET /api/calendar/${s}.ics?x=1 and /api/users/me/calendar-feed`)).toBe(
      'GET /api/calendar/:file?x=1 and /api/users/me/calendar-feed',
    );
    expect(redactSecretPaths(`"url":"/api/reminders/unsubscribe/${s}"`)).toBe(
      '"url":"/api/reminders/unsubscribe/:token"',
    );
    expect(redactSecretPaths('/api/users/verify-email')).toBe('/api/users/verify-email');
    expect(redactSecretPaths(`/api/workouts/12/sets/${s}`)).toBe(`/api/workouts/12/sets/${s}`);
  });
});
