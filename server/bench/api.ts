import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { asc, isNull } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { exercises, routines, userRoutineExercises, userRoutines } from '../db/schema';
import { createTestUser } from '../test/users';

/** What one autocannon sample gives us. */
export interface LoadSample {
  requestsPerSecond: number;
  p99: number;
  /** Responses other than 2xx, plus connection errors and timeouts. */
  failures: number;
}

/** The lookup and the list on a server of their own, back to back, with its peak RSS. */
export interface VariantFigures {
  lookup: LoadSample[];
  list: LoadSample[];
  ratios: number[];
  peakRssMb: number;
}

export interface DatabaseFigures {
  database: 'postgres' | 'pglite';
  lookup: LoadSample[];
  list: LoadSample[];
  /** list req/s ÷ lookup req/s, one per sample pair (run back to back). */
  ratios: number[];
  /**
   * The same two routes on a server with the list cache off (USER_ROUTINES_CACHE_MB=0): every
   * list built afresh by the plain path (modules/user-routines/repository.ts through the route's
   * schema), as for a user whose routines changed since their last read. The bench reads one
   * user's list over and over, so the default configuration above measures the cache.
   */
  uncached: VariantFigures;
  pdfMs: number[];
  /** AUTOGENERATE_CALLS timings in call order; null: the build has no POST /api/autogenerate. */
  autogenerateMs: number[] | null;
  peakRssMb: number;
}

export interface ApiFigures {
  hello: LoadSample[];
  databases: DatabaseFigures[];
}

export interface ApiOptions {
  samples: number;
  seconds: number;
  connections: number;
  databaseUrl?: string;
}

const ROUTINES = 20;
/**
 * POST /api/autogenerate calls timed one after another. Its p95 is the 15th slowest of 300: with
 * 100 calls it was the 6th slowest, and a single burst of a few slow calls (the machine, or a
 * full GC right after the load phase) set it alone.
 */
export const AUTOGENERATE_CALLS = 300;
const EXERCISES_PER_ROUTINE = 8;
/** The one-row primary-key lookup the routine list is compared with. */
export const LOOKUP_PATH = '/api/goals/1';
export const LIST_PATH = `/api/user-routines?limit=${ROUTINES}`;

/** What `npm run serve` runs (package.json): the bench starts the server as production does. */
const SERVE_SCRIPT = path.resolve('scripts/serve.sh');

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/** Resident set size of a process in MB (Linux /proc), or 0 when unreadable. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

export async function load(url: string, opts: ApiOptions, headers: Record<string, string> = {}): Promise<LoadSample> {
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Starts the built server (dist/server/main.js) on its own port, as production runs it: through
 * scripts/serve.sh, which gives node its flags and `exec`s it, so the child's pid is the server's.
 */
export async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn('sh', [SERVE_SCRIPT], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      SMTP_URL: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { child, base };
}

/** The ceiling: Fastify answering `{ hello: 'world' }` with nothing else, in its own process. */
export async function helloWorld(opts: ApiOptions): Promise<LoadSample[]> {
  const port = await freePort();
  const script = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    const samples: LoadSample[] = [];
    for (let i = 0; i < opts.samples; i++) samples.push(await load(`http://127.0.0.1:${port}/`, opts));
    return samples;
  } finally {
    await stop(child);
  }
}

export interface SeedPlan {
  routines: number;
  exercisesPerRoutine: number;
  /** Start date of routine i (ISO) and its length in days. */
  dates: (i: number) => { start: string; days: number };
}

const isoPlusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The API bench's user: 20 routines of 8 exercises, all over the whole of 2026. */
export const LIST_PLAN: SeedPlan = {
  routines: ROUTINES,
  exercisesPerRoutine: EXERCISES_PER_ROUTINE,
  dates: () => ({ start: '2026-01-05', days: 357 }),
};

/**
 * `plan.routines` routines of catalogue exercises for user `userId`, written straight to the
 * database (named `Rutina de prueba 1`, 2, ...). Returns their ids in that order.
 */
export async function insertRoutines(db: Db, userId: number, plan: SeedPlan): Promise<number[]> {
  const catalogue = await db.select({ id: exercises.id }).from(exercises).orderBy(asc(exercises.id));
  const [template] = await db.select().from(routines).where(isNull(routines.ownerUserId)).limit(1);
  if (!template || catalogue.length < plan.exercisesPerRoutine) throw new Error('The seed catalogue is missing');
  const created = await db
    .insert(userRoutines)
    .values(
      Array.from({ length: plan.routines }, (_, i) => {
        const { start, days } = plan.dates(i);
        return {
          userId,
          routineId: template.id,
          nombre: `Rutina de prueba ${i + 1}`,
          observaciones: 'Rutina creada por el benchmark',
          objetivoId: template.objetivoId,
          dificultadId: template.dificultadId,
          metodoId: template.metodoId,
          fechaInicio: start,
          fechaFin: isoPlusDays(start, days),
          dia: (i % 7) + 1,
        };
      }),
    )
    .returning({ id: userRoutines.id });
  await db.insert(userRoutineExercises).values(
    created.flatMap(({ id }, r) =>
      Array.from({ length: plan.exercisesPerRoutine }, (_, i) => ({
        userRoutineId: id,
        exerciseId: catalogue[(r * plan.exercisesPerRoutine + i) % catalogue.length]!.id,
        orden: i + 1,
        series: 4,
        repeticiones: 10,
        comentario: i % 2 === 0 ? 'Controla la bajada' : '',
      })),
    ),
  );
  return created.map(({ id }) => id);
}

/**
 * A verified user with `plan.routines` routines (insertRoutines). Opens and closes the
 * database, so run it before the server starts (PGlite allows one process). Returns the session
 * token and the first routine id.
 */
export async function seedUser(databaseUrl: string | undefined, dataDir: string, plan: SeedPlan) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await prepareDatabase(database);
    const user = await createTestUser(database.db);
    const [routineId] = await insertRoutines(database.db, user.id, plan);
    return { token: user.token, routineId: routineId! };
  } finally {
    await database.close();
  }
}

async function timeRequests(count: number, request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count + 3; i++) {
    const start = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status}`);
    if (i >= 3) times.push(performance.now() - start); // the first three warm up
  }
  return times;
}

/** A throwaway PostgreSQL database for one run, dropped afterwards. */
export async function throwawayPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `forja_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Peak resident memory of `child` while `work` runs (sampled every 100 ms). */
export async function withPeakRss<T>(child: ChildProcess, work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
  try {
    const result = await work();
    return [result, peak];
  } finally {
    clearInterval(sampler);
  }
}

/** Samples of the one-row lookup and the routine list, back to back, after a warm-up. */
async function sampleRoutes(base: string, opts: ApiOptions, auth: Record<string, string>) {
  const lookup: LoadSample[] = [];
  const list: LoadSample[] = [];
  // Warm up both routes (JIT, connection pool, plan cache) before the measured samples.
  await load(`${base}${LOOKUP_PATH}`, { ...opts, seconds: 1 });
  await load(`${base}${LIST_PATH}`, { ...opts, seconds: 1 }, auth);
  for (let i = 0; i < opts.samples; i++) {
    // Back to back, so a burst of load from elsewhere on the machine hits both sides.
    lookup.push(await load(`${base}${LOOKUP_PATH}`, opts));
    list.push(await load(`${base}${LIST_PATH}`, opts, auth));
  }
  return { lookup, list, ratios: lookup.map((l, i) => list[i]!.requestsPerSecond / l.requestsPerSecond) };
}

/** `sampleRoutes` on a server of its own started with `env` (one at a time: PGlite allows one process). */
async function sampleServer(env: Record<string, string>, opts: ApiOptions, auth: Record<string, string>) {
  const { child, base } = await startServer(env);
  const [routes, peakRssMb] = await withPeakRss(child, () => sampleRoutes(base, opts, auth)).finally(() => stop(child));
  return { ...routes, peakRssMb };
}

async function benchDatabase(kind: 'postgres' | 'pglite', opts: ApiOptions): Promise<DatabaseFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-'));
  const pgDb = kind === 'postgres' ? await throwawayPostgres(opts.databaseUrl!) : null;
  const dbEnv: Record<string, string> = pgDb ? { DATABASE_URL: pgDb.url } : { DATA_DIR: dataDir };
  try {
    const { token, routineId } = await seedUser(pgDb?.url, dataDir, LIST_PLAN);
    const auth = { authorization: token };
    // One server at a time (PGlite allows one process per data directory).
    const uncached = await sampleServer({ ...dbEnv, USER_ROUTINES_CACHE_MB: '0' }, opts, auth);
    const { child, base } = await startServer(dbEnv);
    try {
      const [figures, peakRssMb] = await withPeakRss(child, async () => {
        const routes = await sampleRoutes(base, opts, auth);
        const pdfMs = await timeRequests(30, () =>
          fetch(`${base}/api/user-routines/generate/${routineId}`, { headers: auth }),
        );
        const probe = await fetch(`${base}/api/autogenerate`, { method: 'POST', headers: auth });
        // Fastify's not-found handler says "Route POST /api/autogenerate not found".
        const missing = probe.status === 404 && (await probe.text()).includes('Route POST');
        const autogenerateMs = missing
          ? null
          : await timeRequests(AUTOGENERATE_CALLS, () =>
              fetch(`${base}/api/autogenerate`, { method: 'POST', headers: auth }),
            );
        return { ...routes, pdfMs, autogenerateMs };
      });
      return {
        database: kind,
        ...figures,
        uncached,
        peakRssMb,
      };
    } finally {
      await stop(child);
    }
  } finally {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchApi(opts: ApiOptions): Promise<ApiFigures> {
  const hello = await helloWorld(opts);
  const databases: DatabaseFigures[] = [];
  if (opts.databaseUrl) databases.push(await benchDatabase('postgres', opts));
  databases.push(await benchDatabase('pglite', opts));
  return { hello, databases };
}
