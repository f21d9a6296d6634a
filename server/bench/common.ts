import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type OpenOptions } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { withDatabase } from '../test/global-setup';
import { createTestUser, type TestUser } from '../test/users';
import { startServer as startBuiltServer, stop as stopBuiltServer, throwawayPostgres } from './api';

export type Kind = 'pglite' | 'postgres';

/** Which databases to run against: BENCH_DB=pglite|postgres|both (postgres needs DATABASE_URL). */
export function kinds(): Kind[] {
  const wanted = process.env.BENCH_DB ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
  const list: Kind[] = wanted === 'both' ? ['pglite', 'postgres'] : [wanted as Kind];
  if (list.includes('postgres') && !process.env.DATABASE_URL) {
    throw new Error('BENCH_DB=postgres needs DATABASE_URL (an admin connection to create a scratch database)');
  }
  return list;
}

/** A fresh, migrated and seeded database of its own, with the env a server needs to open it. */
export interface Scratch {
  kind: Kind;
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** Opens, migrates and seeds a new database, then closes it for the bench to open at will. */
async function prepared(opts: OpenOptions): Promise<void> {
  const database = await openDatabase(opts);
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}

export async function scratchDatabase(kind: Kind): Promise<Scratch> {
  if (kind === 'postgres') {
    const admin = process.env.DATABASE_URL!;
    const name = `forja_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = withDatabase(admin, name);
    await prepared({ databaseUrl: url, dataDir: '' });
    return {
      kind,
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, dataDir: '' }),
      async dispose() {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-'));
  await prepared({ dataDir: dir });
  return {
    kind,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir }),
    async dispose() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `n` verified users with live sessions, written straight to the database. */
export async function createUsers(database: Database, n: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < n; i += 1) {
    users.push(await createTestUser(database.db, { email: `bench.${i}.${randomBytes(3).toString('hex')}@forja.es` }));
  }
  return users;
}

/** Server settings for a bench run: quiet, limits off (the users are made directly anyway). */
export const BENCH_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_EMAIL: '0',
  PLANS_PER_HOUR: '0',
  LOGIN_LOCK_AFTER: '0',
  STATIC_DIR: '/nonexistent',
};

export interface ServerProcess {
  url: string;
  child: import('node:child_process').ChildProcess;
  /** Resolves when the process has exited (after stop() or a kill). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts the real server (server/main.ts through tsx) in its own process and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const { spawn } = await import('node:child_process');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...BENCH_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server not ready within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The server a bench measures (see withBenchServer). */
export type BenchServer =
  | { where: 'in-process'; kind: Kind; database: Database; app: FastifyInstance }
  | { where: 'child'; kind: Kind; base: string; child: ChildProcess };

export interface BenchServerOptions {
  /** An admin URL of a PostgreSQL server (a throwaway database is made there); none: PGlite. */
  adminUrl?: string;
  /**
   * `in-process`: the app built in this process, called through app.inject. `child`: the built
   * server (`npm run serve`, api.ts startServer) in its own process, started once the bench has
   * closed its own connection (PGlite allows one process).
   */
  where: BenchServer['where'];
  /** Configuration of the server (environment variables). */
  env?: Record<string, string>;
}

/**
 * The lifecycle the benches share: a throwaway database (on PostgreSQL at `adminUrl`, else PGlite
 * in a temporary folder), migrated and seeded (prepareDatabase), `seed` run on it, the server
 * started, `run` with what `seed` returned; then, whatever happened, the server stopped, the
 * database closed and dropped, the folder removed.
 */
export async function withBenchServer<W extends BenchServer['where'], S, T>(
  opts: BenchServerOptions & { where: W },
  seed: (database: Database) => Promise<S>,
  run: (server: Extract<BenchServer, { where: W }>, seeded: S) => Promise<T>,
): Promise<T> {
  const start = run as (server: BenchServer, seeded: S) => Promise<T>;
  const kind: Kind = opts.adminUrl ? 'postgres' : 'pglite';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-'));
  const postgres = opts.adminUrl ? await throwawayPostgres(opts.adminUrl) : null;
  const where = { dataDir: dir, databaseUrl: postgres?.url };
  let database: Database | null = await openDatabase(where);
  try {
    await prepareDatabase(database);
    const seeded = await seed(database);
    if (opts.where === 'child') {
      await database.close();
      database = null;
      const { child, base } = await startBuiltServer({
        STATIC_DIR: '/nonexistent',
        ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dir }),
        ...opts.env,
      });
      try {
        return await start({ where: 'child', kind, base, child }, seeded);
      } finally {
        await stopBuiltServer(child);
      }
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      ...opts.env,
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return await start({ where: 'in-process', kind, database, app }, seeded);
    } finally {
      await app.close();
    }
  } finally {
    await database?.close();
    await postgres?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
