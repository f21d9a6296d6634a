import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { checkPreparedStatements } from './prepared';
import * as schema from './schema';

/**
 * Both drivers expose the same Drizzle query API; the PGlite type is used for both so that
 * repositories are written once.
 */
export type Db = PgliteDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function that may run inside a caller's transaction takes. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` with no other process preparing the same database (server/db/prepare.ts): on
   * PostgreSQL on one connection under an advisory lock, so the others wait for it (a connection
   * to DATABASE_DIRECT_URL when given, which a transaction pooler requires); on PGlite directly,
   * since the lock file already makes this the only process.
   */
  exclusive(work: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Where the SQL migrations live, both from source (tsx, vitest) and from the bundle in dist/. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.resolve(here, '../../server/db/migrations'),
    path.resolve('server/db/migrations'),
  ];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

const LOCK_FILE = 'forja.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes: two processes on one data directory corrupt it.
 * Take a lock file holding our pid; a lock whose process is gone is taken over. The lock is
 * also released when the process exits without closing the database (a shutdown past its
 * deadline, a startup error), so that a new process never finds it held by a pid that has
 * since gone to another program.
 */
function takeLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const release = () => {
    process.off('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder) && holder !== process.pid) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. ` +
            'Stop that server first (only one process may open it), or use another DATA_DIR.',
        );
      }
      fs.unlinkSync(file); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${file}`);
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * DATABASE_POOLER (server/config.ts): 'transaction' when `databaseUrl` is a pooler in
   * transaction mode (PgBouncer's `pool_mode = transaction`), which gives each transaction
   * whatever server connection is free: then no statement is sent named (see
   * `unnamedStatements`) and `exclusive` runs over `directUrl`. Default 'none'.
   */
  pooler?: 'none' | 'transaction';
  /**
   * DATABASE_DIRECT_URL: PostgreSQL itself (not through a transaction pooler), for `exclusive`
   * alone (the start-up migrations and seed under a session advisory lock). Unset: the pool's.
   */
  directUrl?: string;
}

/**
 * node-postgres's Client, sending every statement unnamed. A named statement (server/db/prepared.ts,
 * and Drizzle's `.prepare(name)` it builds on) is parsed once per server connection
 * and then only bound by name; behind a transaction pooler the next transaction may run on a
 * server connection that never parsed it ("prepared statement … does not exist") or that another
 * client already parsed it on ("… already exists"). PgBouncer before 1.21 does not track them.
 * An unnamed statement is parsed, bound and executed in the one round trip that ends with Sync,
 * which the pooler keeps on one server connection: the same answers, parsed and planned on every
 * call. A query object that submits itself (a cursor) is passed on untouched.
 */
function unnamedStatements(Base: typeof pg.Client): typeof pg.Client {
  return class UnnamedStatementsClient extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through as they came
    override query(...args: any[]): any {
      const [config] = args as [unknown];
      if (config !== null && typeof config === 'object' && 'name' in config && !('submit' in config)) {
        const { name: _name, ...unnamed } = config as Record<string, unknown>;
        args[0] = unnamed;
      }
      return (super.query as (...a: unknown[]) => unknown).apply(this, args);
    }
  };
}

const MIGRATION_LOCK = 424242;

/**
 * Opens the database as it is: migrations and reference data are applied by prepareDatabase
 * (server/db/prepare.ts) at start-up. Each driver is imported only when it is the one in use: a
 * server on PostgreSQL never loads PGlite (its JavaScript and WebAssembly glue), and one on
 * PGlite never loads pg.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const behindPooler = opts.pooler === 'transaction';
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(behindPooler ? { Client: unnamedStatements(pg.Client) } : {}),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    checkPreparedStatements(db);
    // A session advisory lock held across the migrations' and seed's transactions: that needs
    // one server connection throughout, which a transaction pooler does not give (the lock would
    // stay on a server connection the pooler hands to others, and the unlock go to another one).
    const exclusive = async (work: (db: Db) => Promise<void>) => {
      if (behindPooler && !opts.directUrl) {
        throw new Error('Behind a transaction pooler the start-up migrations need DATABASE_DIRECT_URL');
      }
      let client: pg.Client;
      let done: () => Promise<void>;
      if (opts.directUrl) {
        const direct = new pg.Client({ connectionString: opts.directUrl });
        await direct.connect();
        [client, done] = [direct, () => direct.end()];
      } else {
        const pooled = await pool.connect();
        [client, done] = [pooled, async () => pooled.release()];
      }
      try {
        await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        await work(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
        await done();
      }
    };
    return { db, kind: 'postgres', exclusive, close: () => pool.end() };
  }

  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const release = takeLock(opts.dataDir);
  try {
    const client = await PGlite.create(path.join(opts.dataDir, 'pglite'), {
      // PostgreSQL in WebAssembly lives in this process's memory, and the 128 MB of
      // shared_buffers that initdb configures cost about 125 MB of resident memory from the
      // start. Forja's data directory is about 40 MB, WAL included, and
      // PostgreSQL reads what it does not cache through the file system. Given on the command
      // line, so postgresql.conf in the data directory stays as initdb wrote it. 8 MB rather
      // than 16: with 100,000 users (10,000,000 sets, `npm run bench:scale`) the pool fills, and
      // the server's peak RSS under 50 connections was 193 to 201 MB with 16 MB, 183 MB with 8
      // (docs/PERFORMANCE.md register: "small PGlite buffer pool").
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
    });
    const db = drizzlePglite(client, { schema });
    checkPreparedStatements(db);
    return {
      db,
      kind: 'pglite',
      exclusive: (work) => work(db),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
