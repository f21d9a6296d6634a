/**
 * Shutdown as an operator meets it: the real server (server/main.ts through tsx) in a process of
 * its own on the embedded database, stopped with SIGTERM while clients misbehave or while nobody
 * reads its stdout. Each case passes when the process exits cleanly (code 0) within its deadline
 * (SHUTDOWN_TIMEOUT=2 here; the test gives it 20 s so that a loaded machine does not fail it:
 * whether it exits is what is checked, not how fast) and, where it says so, a new server starts
 * on the same data directory at once (the embedded database's lock was released).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './test/app';
import { exitWithin, killServer, startServer, type ServerProcess } from './test/server-process';

const ENV = { SHUTDOWN_TIMEOUT: '2' };
/** How long a test waits for the process to exit after SIGTERM: the deadline, with room to spare. */
const EXIT_WAIT_MS = 20_000;
const CLEAN_EXIT = { code: 0, signal: null };

const servers: ServerProcess[] = [];
const dirs: string[] = [];
const sockets: net.Socket[] = [];

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, { ...ENV, ...env });
  servers.push(server);
  return server;
}

function dataDir() {
  const dir = copyPgliteTemplate();
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  sockets.splice(0).forEach((s) => s.destroy());
  await Promise.all(servers.splice(0).map(killServer));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/**
 * A client that sends its request line, then one byte of a header every second, forever: it
 * never completes its headers. Resolves once the server has a few of its bytes.
 */
async function slowClient(url: string): Promise<void> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET /api/health HTTP/1.1\r\nHost: forja.test\r\nX-Slow: ');
  const timer = setInterval(() => socket.write('a'), 1000);
  socket.once('close', () => clearInterval(timer));
  await new Promise((r) => setTimeout(r, 1500));
}

/** Then a replacement starts on the same data directory and answers. */
async function expectReplacementStarts(dir: string) {
  const next = await start(dir);
  expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  next.child.kill('SIGTERM');
  expect(await exitWithin(next, EXIT_WAIT_MS)).toEqual(CLEAN_EXIT);
}

/**
 * `n` requests, `concurrency` at a time; a request that fails or takes over 3 s ends its
 * sender (a server blocked on its log answers no more).
 */
async function flood(url: string, n: number, concurrency: number) {
  let sent = 0;
  const sender = async () => {
    while (sent < n) {
      sent += 1;
      const res = await fetch(`${url}/api/health?n=${sent}`, { signal: AbortSignal.timeout(3000) }).catch(() => null);
      if (!res) return;
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
}

describe('SIGTERM', () => {
  it('ends the process within SHUTDOWN_TIMEOUT while 5 clients send their headers slowly, and a second signal does not change that', async () => {
    const dir = dataDir();
    const server = await start(dir);
    await Promise.all(Array.from({ length: 5 }, () => slowClient(server.url)));

    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGINT');

    expect(await exitWithin(server, EXIT_WAIT_MS), server.stderr()).toEqual(CLEAN_EXIT);
    await expectReplacementStarts(dir);
  }, 60_000);

  it('with stdout closed, a printed e-mail does not take the server down, and it still shuts down', async () => {
    const server = await start(dataDir());
    server.child.stdout.destroy();

    const res = await fetch(`${server.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nombre: 'Lucía',
        apellidos: 'Pérez Gómez',
        email: `stdout.closed.${process.pid}@forja.es`,
        password: 'Secreta#2025',
        fecha_nacimiento: '1990-05-17',
        sexo: 2,
        peso: 62.5,
        altura: 168,
        objetivo_id: 3,
      }),
    }).catch((err: unknown) => err);
    expect(res instanceof Response ? res.status : res).toBe(201);
    const health = await fetch(`${server.url}/api/health`).catch((err: unknown) => err);
    expect(health instanceof Response ? health.status : health, server.stderr()).toBe(200);
    expect(server.child.exitCode).toBeNull();

    server.child.kill('SIGTERM');
    expect(await exitWithin(server, EXIT_WAIT_MS), server.stderr()).toEqual(CLEAN_EXIT);
  }, 60_000);

  it('with stdout stalled (a full pipe nobody reads), the server keeps answering and still ends in time', async () => {
    const dir = dataDir();
    const server = await start(dir, { LOG_LEVEL: 'trace' });
    const { stdout } = server.child;
    stdout.pause();
    // 2 to 3 log lines (about 1 KB) per request: several times what the pipe and our side hold.
    await flood(server.url, 600, 20);
    expect(stdout.readableLength, 'this side stopped reading').toBeGreaterThanOrEqual(stdout.readableHighWaterMark);
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(
      (err: unknown) => err,
    );
    expect(health instanceof Response ? health.status : health, server.stderr()).toBe(200);

    server.child.kill('SIGTERM');
    expect(await exitWithin(server, EXIT_WAIT_MS), server.stderr()).toEqual(CLEAN_EXIT);
    await expectReplacementStarts(dir);
  }, 60_000);
});

it('a process that exits without closing the embedded database leaves no lock behind', async () => {
  const dir = dataDir();
  const { spawnSync } = await import('node:child_process');
  const script = `import { openDatabase } from './server/db/client.ts';
    await openDatabase({ dataDir: ${JSON.stringify(dir)} });
    process.exit(3);`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(3);
  expect(fs.existsSync(path.join(dir, 'forja.lock'))).toBe(false);
});
