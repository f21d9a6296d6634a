/**
 * Another user's wait while one user imports a 50,000-set history (the largest
 * file the import takes), on the built server. The other user saves sets into a session in
 * progress at IMPORT_OTHER_RATE a second, arriving at random (open loop), from the moment the
 * import is sent until it is answered; budget: their p99 <= IMPORT_WAIT_BUDGET_MS.
 * `npx tsx server/bench/import.ts` runs it alone (DATABASE_URL: also on PostgreSQL).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/client';
import { GENERATED_EXERCISES, strongFile } from '../test/import-files';
import { createTestUser } from '../test/users';
import { withBenchServer } from './common';
import { percentile } from './stats';
import { saveSetRequest, seedHistory } from './training';

export const IMPORT_SETS = 50_000;
export const IMPORT_WAIT_BUDGET_MS = 500;
/** Saves a second of the other user: a few people training while one imports. */
export const IMPORT_OTHER_RATE = 20;

export interface ImportFigures {
  database: 'postgres' | 'pglite';
  previewMs: number;
  importMs: number;
  importStatus: number;
  /** The other user's saves sent while the import ran. */
  others: { count: number; failures: number; p50: number; p99: number; max: number };
}

async function seed(database: Database) {
  const importer = await createTestUser(database.db);
  return { importer: importer.token, other: await seedHistory(database) };
}

async function post(base: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The other user's saves: each one's time from when it was due, and how many failed. */
interface SaveLog {
  times: number[];
  failures: number;
}

/** One of the other user's set saves, sent at once and timed from `due` into `log`. */
function saveSet(
  base: string,
  agent: http.Agent,
  other: Awaited<ReturnType<typeof seedHistory>>,
  due: number,
  log: SaveLog,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const { method, path, token, body } = saveSetRequest(other.token, other.current, other.firstExercise);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: token,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body!),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300) log.failures++;
          log.times.push(performance.now() - due);
          resolve();
        });
      },
    );
    req.on('error', () => {
      log.failures++;
      resolve();
    });
    req.end(body);
  });
}

async function benchOne(kind: 'postgres' | 'pglite', adminUrl?: string): Promise<ImportFigures> {
  return withBenchServer(
    { adminUrl: kind === 'postgres' ? adminUrl : undefined, where: 'child' },
    seed,
    async ({ base }, seeded) => {
      const archivo = strongFile(IMPORT_SETS, 'Bench');
      let started = performance.now();
      const preview = await post(base, seeded.importer, '/api/imports/preview', { archivo });
      const previewMs = performance.now() - started;
      const proposals = (preview.json.ejercicios ?? []) as { nombre: string; propuesta: number | null }[];
      if (preview.status !== 200 || proposals.length !== GENERATED_EXERCISES.length) {
        throw new Error(`preview: HTTP ${preview.status} ${JSON.stringify(preview.json).slice(0, 200)}`);
      }
      const correspondencias = proposals.map((e) => ({ nombre: e.nombre, ejercicio_id: e.propuesta }));
      // One small import not counted: a new process's first statements of each kind are slow.
      const warm = await post(base, seeded.importer, '/api/imports', {
        archivo: strongFile(200, 'Warm-up'),
        correspondencias,
      });
      if (warm.status !== 200) throw new Error(`warm-up import: HTTP ${warm.status}`);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
      const log: SaveLog = { times: [], failures: 0 };
      const save = (due: number) => saveSet(base, agent, seeded.other, due, log);
      started = performance.now();
      let answered = false;
      const importing = post(base, seeded.importer, '/api/imports', { archivo, correspondencias }).finally(() => {
        answered = true;
      });
      const pending: Promise<void>[] = [];
      let due = performance.now();
      while (!answered) {
        due += -Math.log(1 - Math.random()) * (1000 / IMPORT_OTHER_RATE); // Poisson arrivals
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!answered) pending.push(save(due));
      }
      const result = await importing;
      const importMs = performance.now() - started;
      await Promise.all(pending);
      agent.destroy();
      if (result.status !== 200) throw new Error(`import: HTTP ${result.status} ${JSON.stringify(result.json)}`);
      return {
        database: kind,
        previewMs,
        importMs,
        importStatus: result.status,
        others: {
          count: log.times.length,
          failures: log.failures,
          p50: percentile(log.times, 50),
          p99: percentile(log.times, 99),
          max: Math.max(0, ...log.times),
        },
      };
    },
  );
}

export async function benchImport(databaseUrl?: string): Promise<ImportFigures[]> {
  const figures: ImportFigures[] = [];
  if (databaseUrl) figures.push(await benchOne('postgres', databaseUrl));
  figures.push(await benchOne('pglite'));
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchImport(process.env.DATABASE_URL), null, 2));
}
