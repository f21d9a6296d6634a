import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

/** PgBouncer as a test runs it: its own ini in a temp folder, in the foreground, killed at the end. */
export interface Pgbouncer {
  /** `postgres://…@127.0.0.1:<port>/<database>`: the database through the pooler. */
  url: string;
  /** A query on PgBouncer's admin console (`SHOW …`), as rows of text. */
  admin(command: string): Promise<Record<string, string>[]>;
  /** What it logged last, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/** Debian puts it in /usr/sbin, which a user's PATH may lack. */
export function findPgbouncer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'pgbouncer');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/**
 * Starts Debian's PgBouncer in front of `databaseUrl` (PostgreSQL) in `pool_mode = transaction`
 * with at most `poolSize` server connections, so its clients share them. Root runs it as
 * `nobody` (`-u`; PgBouncer refuses to run as root). Trust between the test and PgBouncer; the
 * password of `databaseUrl`, if any, is what PgBouncer logs in to PostgreSQL with (its auth_file).
 */
export async function startPgbouncer(databaseUrl: string, poolSize: number): Promise<Pgbouncer> {
  const binary = findPgbouncer();
  if (!binary) throw new Error('pgbouncer not found (Debian: apt-get install pgbouncer; .ci/run installs it)');
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username) || os.userInfo().username;
  const password = decodeURIComponent(target.password);
  const database = target.pathname.slice(1);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-pgbouncer-'));
  const server = [`host=${target.hostname}`, `port=${target.port || 5432}`, `dbname=${database}`, `user=${user}`].join(
    ' ',
  );
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" "${password.replace(/"/g, '""')}"\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = ${server} pool_size=${poolSize}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      // A transaction that waits this long for a server connection is an error, not a hung test.
      'query_wait_timeout = 20',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString());
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) fs.chownSync(path.join(dir, file), uid, -1);
  }
  const child = spawn(binary, [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const admin = async (command: string) => {
    const client = new pg.Client({
      connectionString: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/pgbouncer`,
    });
    await client.connect();
    try {
      const { rows } = await client.query<Record<string, unknown>>(command);
      return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
    } finally {
      await client.end();
    }
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}: ${log}`);
    const ready = await admin('SHOW VERSION').then(
      () => true,
      () => false,
    );
    if (ready) return { url, admin, log: () => log, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer not ready within 10 s: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
