import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { remindersSent, userRoutines } from '../../db/schema';
import { localMoment } from '../../domain/reminders/local-time';
import { REMINDER_LEASE_MS } from './reminders-repository';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { killServer, startServer, type ServerProcess } from '../../test/server-process';
import { createTestUser, type TestUser } from '../../test/users';
import { sendDueReminders } from './reminder-job';

// PostgreSQL only (vitest.config.ts POSTGRES_ONLY): two real server processes on one database.
let t: TestApp;
let mailbox: Mailbox;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await Promise.all(servers.map(killServer));
  await t.close();
  await mailbox.close();
});

/** Resolves once the process has logged `count` finished passes of the reminder job. */
function passes(server: ServerProcess, count: number): Promise<void> {
  let seen = 0;
  let buffered = '';
  return new Promise((resolve) => {
    server.child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      seen += lines.filter((l) => l.includes('"Training reminders: pass done"')).length;
      if (seen >= count) resolve();
    });
  });
}

/** A user with reminders on from 00:00 in `zone` and a routine planned today there. */
async function dueUser(zone: string): Promise<TestUser> {
  const today = localMoment(new Date(), zone);
  const [template] = await publicTemplateIds(t.database.db);
  const user = await createTestUser(t.database.db);
  const routine = await copyToUser(t.app, user, template!);
  await t.database.db
    .update(userRoutines)
    .set({ dia: today.weekday, fechaInicio: '2020-01-01', fechaFin: '2099-12-31' })
    .where(eq(userRoutines.id, routine.rutina_id));
  const res = await call(t.app, user, 'PUT', 'users/me/reminders', { activo: true, hora: 0, zona_horaria: zone });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

it('two API processes running the reminder job on one PostgreSQL send each user one e-mail for the day', async () => {
  const users = [];
  for (let i = 0; i < 3; i += 1) users.push(await dueUser('UTC'));

  const env = { DATABASE_URL: t.databaseUrl!, SMTP_URL: mailbox.url, REMINDERS_INTERVAL: '1', LOG_LEVEL: 'debug' };
  const started = await Promise.all([startServer('/nonexistent-a', env), startServer('/nonexistent-b', env)]);
  servers.push(...started);
  // Three passes each: every process has looked at every user at least twice after the first claim.
  await Promise.all(started.map((s) => passes(s, 3)));

  for (const user of users) expect(mailbox.count(user.email), user.email).toBe(1);
  expect((await mailbox.next(users[0]!.email)).subject).toBe('Hoy te toca entrenar');
});

it('a process killed while sending a reminder leaves a claim that a later pass sends once its lease has run out', async () => {
  // The processes of the test above would send this user's reminder themselves.
  await Promise.all(servers.splice(0).map(killServer));
  // A zone where it is about noon, so the day does not change before the lease runs out.
  const offset = 12 - new Date().getUTCHours();
  const user = await dueUser(offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`);

  // A mail server that takes the connection and never answers: the process sending through it
  // stays inside mailer.send until it is killed.
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  try {
    const env = { DATABASE_URL: t.databaseUrl!, SMTP_URL: smtpUrl, REMINDERS_INTERVAL: '3600' };
    const dying = await startServer('/nonexistent-c', env);
    servers.push(dying);
    const claimOf = () =>
      t.database.db
        .select({ sentAt: remindersSent.sentAt, leaseUntil: remindersSent.leaseUntil })
        .from(remindersSent)
        .where(eq(remindersSent.userId, user.id));
    const deadline = Date.now() + 20_000;
    while ((await claimOf()).length === 0 || sockets.length === 0) {
      expect(Date.now(), 'the process claims the reminder and connects to send it').toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
    dying.child.kill('SIGKILL');
    expect(await dying.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const [claim] = await claimOf();
    expect(claim!.sentAt).toBeNull();
    expect(claim!.leaseUntil!.getTime()).toBeGreaterThan(Date.now());

    const run = (now: Date) =>
      sendDueReminders({ db: t.database.db, mailer: t.app.mailer, appUrl: t.config.appUrl, log: t.app.log }, now);
    // Within the lease nobody sends it; the first pass after it does, once.
    expect(await run(new Date())).toEqual({ sent: 0, failed: 0 });
    expect(mailbox.count(user.email)).toBe(0);
    const afterLease = new Date(Date.now() + REMINDER_LEASE_MS + 1000);
    const passes = await Promise.all([run(afterLease), run(afterLease)]);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(1);
    expect((await mailbox.next(user.email)).subject).toBe('Hoy te toca entrenar');
    expect(await run(new Date(afterLease.getTime() + REMINDER_LEASE_MS))).toEqual({ sent: 0, failed: 0 });
    expect(mailbox.count(user.email)).toBe(1);
    expect((await claimOf())[0]).toEqual({ sentAt: expect.any(Date), leaseUntil: null });
  } finally {
    sockets.forEach((s) => s.destroy());
    await new Promise((resolve) => silent.close(resolve));
  }
});
