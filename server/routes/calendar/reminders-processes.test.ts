import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userRoutines } from '../../db/schema';
import { localMoment } from '../../domain/reminders/local-time';
import { createTestApp, type TestApp } from '../../test/app';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { killServer, startServer, type ServerProcess } from '../../test/server-process';
import { createTestUser } from '../../test/users';

// PostgreSQL only (vitest.config.ts POSTGRES_ONLY): two real server processes on one database.
let t: TestApp;
let mailbox: Mailbox;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp();
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

it('two API processes running the reminder job on one PostgreSQL send each user one e-mail for the day', async () => {
  const today = localMoment(new Date(), 'UTC');
  const [template] = await publicTemplateIds(t.database.db);
  const users = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await createTestUser(t.database.db);
    const routine = await copyToUser(t.app, user, template!);
    await t.database.db
      .update(userRoutines)
      .set({ dia: today.weekday, fechaInicio: '2020-01-01', fechaFin: '2099-12-31' })
      .where(eq(userRoutines.id, routine.rutina_id));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/reminders',
      headers: user.headers,
      payload: { activo: true, hora: 0, zona_horaria: 'UTC' },
    });
    expect(res.statusCode, res.body).toBe(200);
    users.push(user);
  }

  const env = { DATABASE_URL: t.databaseUrl!, SMTP_URL: mailbox.url, REMINDERS_INTERVAL: '1', LOG_LEVEL: 'debug' };
  const started = await Promise.all([startServer('/nonexistent-a', env), startServer('/nonexistent-b', env)]);
  servers.push(...started);
  // Three passes each: every process has looked at every user at least twice after the first claim.
  await Promise.all(started.map((s) => passes(s, 3)));

  for (const user of users) expect(mailbox.count(user.email), user.email).toBe(1);
  expect((await mailbox.next(users[0]!.email)).subject).toBe('Hoy te toca entrenar');
});
