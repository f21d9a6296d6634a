/**
 * The server's shutdown (server/shutdown.ts `closeAll`, what server/main.ts runs on SIGTERM) on a
 * listening app, in this process, on both databases: a request whose client went away is still
 * being handled when the shutdown starts, and the database must not close under it. Closing the
 * HTTP server waits for connections, not for handlers: without waiting for the handlers, the
 * request's next query met a closed database ("Cannot use a pool after calling end on the pool"
 * on PostgreSQL) and answered 500.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { closeAll } from './shutdown';
import { createTestApp, type TestApp } from './test/app';
import { createTestUser } from './test/users';

let t: TestApp | null = null;
afterEach(async () => {
  // closeAll closed the app and the database; dispose of the rest (a second close is harmless).
  await t?.close().catch(() => undefined);
  t = null;
});

it('a request whose client left is handled to the end before the database closes', async () => {
  const logged: { level: number; msg?: string; err?: { message?: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, next) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      next();
    },
  });
  t = await createTestApp({}, { level: 'info', stream });
  const { app, database } = t;
  const user = await createTestUser(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  // Every session lookup waits behind this transaction (PostgreSQL: the table lock; PGlite: one
  // transaction at a time) until the HTTP server has closed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table auth_tokens in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;
  app.server.once('close', () => release());

  // GET /api/workouts: the session lookup (blocked), then the history query.
  const serverSocketClosed = new Promise<void>((resolve) =>
    app.server.once('connection', (socket) => socket.once('close', () => resolve())),
  );
  const arrived = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
  const req = http.request({ port, host: '127.0.0.1', path: '/api/workouts', headers: user.headers });
  req.on('error', () => undefined);
  req.end();
  await arrived;
  req.destroy(); // the client leaves
  await serverSocketClosed;

  await closeAll({ app, dropAfterMs: 10_000, stopJobs: async () => undefined, closeDatabase: () => database.close() });
  await transaction;

  const errors = logged.filter((line) => line.level >= 50);
  expect(errors.map((line) => line.err?.message ?? line.msg)).toEqual([]);
  expect(logged.filter((line) => line.msg === 'incoming request')).toHaveLength(1);
}, 30_000);
