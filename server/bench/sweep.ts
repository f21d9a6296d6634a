/**
 * Endpoint sweep ("every endpoint at least as fast as the original backend"):
 * every GET a signed-in client calls, on the built server, 50 connections, one route at a time,
 * req/s and p99 per route, with the one-row lookup (`GET /api/goals/1`) sampled between them.
 *
 * The reference (docs/PERFORMANCE.md, "Budgets"): the original backend (Express + MariaDB) is
 * not available here, so each route's budget is the best figure the original was measured at on
 * the same kind of machine for `GET /api/users`, REFERENCE_RPS; beside it, each route's req/s ÷
 * the lookup's in the same run, which a faster or slower machine does not change.
 *
 * The user: two years of training history (training.ts `seedHistory`: 300 sessions, 3 weekly
 * routines) and 6 routines × 8 exercises. Part of `npm run bench`; alone, after
 * `npm run build:server`: `npx tsx server/bench/sweep.ts` (DATABASE_URL, BENCH_SAMPLES,
 * BENCH_SECONDS; SWEEP_SECONDS per route sample, default 2, at most BENCH_SECONDS; SWEEP_ROUTES,
 * comma-separated parts of paths, sweeps only the routes whose path holds one of them, e.g.
 * `SWEEP_ROUTES=/api/exercises,/api/routines/filter`).
 */
import { asc, isNull } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { routines } from '../db/schema';
import { insertRoutines, load, LOOKUP_PATH, type LoadSample } from './api';
import { withBenchServer } from './common';
import { median } from './stats';
import { PROGRESS_PATHS, seedHistory } from './training';

/** `GET /api/users` on the original backend, best of the measurements (749-1,192 req/s). */
export const REFERENCE_RPS = 1192;

export interface RouteFigures {
  path: string;
  samples: LoadSample[];
  /** The lookup's samples, each taken right before the route's. */
  lookup: LoadSample[];
}

export interface SweepFigures {
  database: 'postgres' | 'pglite';
  routes: RouteFigures[];
}

/** The GETs of a signed-in client's screens (shared/spec/API.md), for the sweep's user. */
function sweepPaths(seed: { routineId: number; publicRoutineId: number; exerciseId: number }): string[] {
  return [
    '/api/users',
    '/api/goals',
    '/api/difficulties',
    '/api/methods',
    '/api/muscle-groups',
    '/api/exercises',
    '/api/routines/filter',
    `/api/routines/${seed.publicRoutineId}`,
    '/api/routines/shared?page=1&limit=20',
    '/api/user-routines?limit=20',
    `/api/user-routines/${seed.routineId}`,
    '/api/plans',
    '/api/workouts/current',
    '/api/workouts?page=1&limit=20',
    ...PROGRESS_PATHS(seed.exerciseId),
    '/api/users/me/reminders',
  ];
}

/** The paths SWEEP_ROUTES names (all of them when it is unset). */
export function chosen(paths: string[], only = process.env.SWEEP_ROUTES): string[] {
  const parts =
    only
      ?.split(',')
      .map((p) => p.trim())
      .filter(Boolean) ?? [];
  return parts.length === 0 ? paths : paths.filter((path) => parts.some((part) => path.includes(part)));
}

async function sweepOne(kind: 'postgres' | 'pglite', samples: number, seconds: number, adminUrl?: string) {
  return withBenchServer(
    { adminUrl: kind === 'postgres' ? adminUrl : undefined, where: 'child' },
    async (database) => {
      const history = await seedHistory(database);
      const [routineId] = await insertRoutines(database.db, history.userId, {
        routines: 6,
        exercisesPerRoutine: 8,
        dates: () => ({ start: '2026-01-05', days: 357 }),
      });
      const [template] = await database.db
        .select({ id: routines.id })
        .from(routines)
        .where(isNull(routines.ownerUserId))
        .orderBy(asc(routines.id))
        .limit(1);
      return { ...history, routineId: routineId!, publicRoutineId: template!.id };
    },
    async ({ base }, seed) => {
      const opts = { samples, seconds, connections: 50 };
      const auth = { authorization: seed.token };
      const routes: RouteFigures[] = [];
      for (const path of chosen(sweepPaths(seed))) {
        const probe = await fetch(`${base}${path}`, { headers: auth });
        await probe.arrayBuffer();
        if (!probe.ok) throw new Error(`sweep: GET ${path} answered ${probe.status}`);
        await load(`${base}${path}`, { ...opts, seconds: 1 }, auth); // warm-up
        const figures: RouteFigures = { path, samples: [], lookup: [] };
        // autocannon stops at the end of a sample with up to 50 requests still in the server; on
        // PGlite the next sample's first requests would queue behind them. One request through the
        // database after each sample waits for them.
        const drained = async (sample: LoadSample) => {
          await (await fetch(`${base}${LOOKUP_PATH}`)).arrayBuffer();
          return sample;
        };
        for (let i = 0; i < samples; i++) {
          // Back to back, so a burst of load from elsewhere on the machine hits both.
          figures.lookup.push(await drained(await load(`${base}${LOOKUP_PATH}`, opts)));
          figures.samples.push(await drained(await load(`${base}${path}`, opts, auth)));
        }
        routes.push(figures);
      }
      return { database: kind, routes } satisfies SweepFigures;
    },
  );
}

export async function benchSweep(opts: { samples: number; seconds: number; databaseUrl?: string }) {
  const seconds = Math.min(opts.seconds, Number(process.env.SWEEP_SECONDS ?? 2));
  const all: SweepFigures[] = [];
  if (opts.databaseUrl) all.push(await sweepOne('postgres', opts.samples, seconds, opts.databaseUrl));
  all.push(await sweepOne('pglite', opts.samples, seconds));
  return all;
}

/** One route's figures as the table shows them, and whether it meets REFERENCE_RPS. */
export function describeRoute(route: RouteFigures) {
  const rps = median(route.samples.map((s) => s.requestsPerSecond));
  const lookup = median(route.lookup.map((s) => s.requestsPerSecond));
  const failures = route.samples.reduce((n, s) => n + s.failures, 0);
  if (rps === 0 || lookup === 0) {
    // Every request of a sample took longer than the sample (an overloaded machine): no figure.
    return { ok: false, result: `no request answered within a ${route.path} or lookup sample; lengthen SWEEP_SECONDS` };
  }
  return {
    ok: rps >= REFERENCE_RPS && failures === 0,
    result:
      `${rps.toFixed(0)} req/s (${(rps / REFERENCE_RPS).toFixed(2)}× the reference; ` +
      `${(rps / lookup).toFixed(2)}× the lookup's ${lookup.toFixed(0)}), ` +
      `p99 ${median(route.samples.map((s) => s.p99)).toFixed(0)} ms` +
      (failures ? `; ${failures} failed` : ''),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchSweep({
    samples: Number(process.env.BENCH_SAMPLES ?? 3),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    databaseUrl: process.env.DATABASE_URL,
  })
    .then((all) => {
      for (const db of all)
        for (const r of db.routes) console.log(`${db.database} GET ${r.path}: ${describeRoute(r).result}`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
