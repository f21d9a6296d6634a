/**
 * `npm run bench:scale`: the signed-in routes on a big database.
 * PostgreSQL (DATABASE_URL: an admin URL; a throwaway database is created and dropped per scale)
 * is filled in SQL (scale-data.ts) with BENCH_SCALE_USERS users (default 100,000: 1,000,000 user
 * routines, 10,000,000 logged sets) and again with a hundredth of them; the built server is
 * measured at both for users spread over the data, and each figure's p50 at the big scale is
 * compared with the small one's (cost flat in data size). Then the embedded database (PGlite)
 * with BENCH_SCALE_PGLITE_USERS users (default: the same as PostgreSQL's; 0 skips it): its
 * server's peak RSS under the same load. Prints a table, a row per route and a column per scale,
 * and writes it into docs/BENCH-RESULTS.md between the bench-scale markers.
 * Environment: BENCH_SAMPLES (default 3), BENCH_SECONDS (per open-loop or autocannon sample,
 * default 5), BENCH_SCALE_USERS, BENCH_SCALE_SMALL_USERS (default BENCH_SCALE_USERS / 100),
 * BENCH_SCALE_PGLITE_USERS.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AUTOGENERATE_CALLS, LIST_PATH, withPeakRss } from './api';
import { TARGET_P95_MS as AUTOGENERATE_BUDGET_MS } from './autogenerate.bench';
import { BENCH_ENV, withBenchServer, type Kind } from './common';
import { BUDGET_P95_MS as PLAN_BUDGET_MS, CHOICES } from './plans.bench';
import { loadAverage, ms, writeBetweenMarkers } from './report';
import {
  firstWorkoutExercise,
  generateScaleData,
  inProgressWorkout,
  scaleToken,
  type GenerationTimes,
} from './scale-data';
import { median, percentile } from './stats';
import {
  HISTORY_BUDGET_MS,
  HISTORY_PATH,
  OPEN_RATE,
  openLoop,
  PROGRESS_BUDGET_MS,
  PROGRESS_PATHS,
  saveSetRequest,
  SET_BUDGET_MS,
  type OpenRequest,
} from './training';

const samples = Number(process.env.BENCH_SAMPLES ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const BIG = Number(process.env.BENCH_SCALE_USERS ?? 100_000);
const SMALL = Number(process.env.BENCH_SCALE_SMALL_USERS ?? Math.max(1, Math.round(BIG / 100)));
const PGLITE = Number(process.env.BENCH_SCALE_PGLITE_USERS ?? BIG);
const START = '<!-- bench-scale:start (written by npm run bench:scale; edit outside these markers) -->';
const END = '<!-- bench-scale:end -->';
/** Users the load is spread over, evenly through the id range (all of them at a small scale). */
const SPREAD = 1000;
/** Progress and history reads a second in their open-loop samples (one route at a time). */
const READ_RATE = 100;
/** Sequential calls of POST /api/plans (each stores a plan of 4 routines). */
const PLAN_CALLS = 100;
const LIST_BUDGET_MS = 30;
/** p50 at the big scale ÷ p50 at the small one. */
const FLAT_BUDGET = 1.3;

interface BenchUser {
  token: string;
  workoutId: number;
  workoutExerciseId: number;
  /** A catalogue exercise of the user's finished sessions (the progress chart's). */
  exerciseId: number;
}

/** One measured route: the percentiles its budget and the flatness check read. */
interface Figure {
  what: string;
  /** Which percentile the budget is on. */
  pct: 'p95' | 'p99';
  budget: number;
  p50: number;
  value: number;
  failures: number;
  detail: string;
}

interface ScaleRun {
  kind: Kind;
  users: number;
  generation: GenerationTimes;
  figures: Figure[];
  peakRssMb: number;
}

/** The users the bench acts as, spread over the id range, with their ids of sessions and exercises. */
export async function benchUsers(database: Database, users: number): Promise<BenchUser[]> {
  const ids = Array.from(
    { length: Math.min(SPREAD, users) },
    (_, j) => 1 + Math.floor((j * users) / Math.min(SPREAD, users)),
  );
  const { rows } = await database.db.execute<{ id: number; exercise_id: number }>(sql`
    select u.id, (select we.exercise_id from workouts w join workout_exercises we on we.workout_id = w.id
      where w.user_id = u.id and w.estado = 'terminado' order by w.iniciado_en desc, we.orden limit 1) as exercise_id
    from users u where u.id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`);
  return rows.map((r) => ({
    token: scaleToken(Number(r.id)),
    workoutId: inProgressWorkout(users, Number(r.id)),
    workoutExerciseId: firstWorkoutExercise(users, Number(r.id)),
    exerciseId: Number(r.exercise_id),
  }));
}

const pick = <T>(all: T[]) => all[Math.floor(Math.random() * all.length)]!;

/** Autocannon (as api.ts) on the routine list, 50 connections, each request as a random user. */
async function listSample(base: string, users: BenchUser[], secs: number) {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: secs,
    requests: [
      {
        method: 'GET',
        path: LIST_PATH,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: pick(users).token } }),
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** `calls` requests one after another, each as the next user; their latencies (ms). */
async function sequential(base: string, users: BenchUser[], calls: number, request: (u: BenchUser) => OpenRequest) {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < calls + 10; i++) {
    const { method, path, token, body } = request(users[i % users.length]!);
    const start = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
    });
    await res.arrayBuffer();
    if (i >= 10) {
      times.push(performance.now() - start); // the first ten warm up
      if (!res.ok) failures++;
    }
  }
  return { times, failures };
}

/** A server under measure: its address and the users the load acts as. */
export interface Target {
  base: string;
  users: BenchUser[];
}

/**
 * One figure's samples on every target in turn (first target, second, first, …), after a warm-up
 * of each: a burst of load from elsewhere on the machine falls on every target alike, so their
 * ratio is the data's, not the moment's. Returns the samples per target.
 */
async function alternate<S>(
  targets: Target[],
  warmUp: (t: Target) => Promise<unknown>,
  sample: (t: Target, i: number) => Promise<S>,
): Promise<S[][]> {
  for (const t of targets) await warmUp(t);
  const taken: S[][] = targets.map(() => []);
  for (let i = 0; i < samples; i++) for (const [k, t] of targets.entries()) taken[k]!.push(await sample(t, i));
  return taken;
}

/**
 * Every figure on each target (one Figure[] per target, in the targets' order), the targets'
 * samples alternating. Reads first, so that the writes below do not change what they read.
 */
export async function measure(targets: Target[]): Promise<Figure[][]> {
  const parts = [await listFigures(targets), await openLoopFigures(targets), await inRowFigures(targets)];
  return targets.map((_, k) => parts.flatMap((part) => part[k]!));
}

/** An open-loop route's figure from its samples on one target. */
function openFigure(what: string, budget: number, runs: Awaited<ReturnType<typeof openLoop>>[]): Figure {
  return {
    what,
    pct: 'p95',
    budget,
    p50: median(runs.map((s) => s.p50)),
    value: median(runs.map((s) => s.p95)),
    failures: runs.reduce((n, s) => n + s.failures, 0),
    detail: `samples ${runs.map((s) => ms(s.p95)).join(', ')}`,
  };
}

/** The routine list under autocannon, on each target. */
async function listFigures(targets: Target[]): Promise<Figure[][]> {
  const figures: Figure[][] = targets.map(() => []);
  const add = (per: Figure[]) => per.forEach((f, k) => figures[k]!.push(f));
  // Warm-up: JIT, pool, every user's list once.
  const lists = await alternate(
    targets,
    (t) => listSample(t.base, t.users, 2),
    (t) => listSample(t.base, t.users, seconds),
  );
  add(
    lists.map((runs) => ({
      what: `GET ${LIST_PATH}, autocannon 50 connections`,
      pct: 'p99',
      budget: LIST_BUDGET_MS,
      p50: median(runs.map((s) => s.p50)),
      value: median(runs.map((s) => s.p99)),
      failures: runs.reduce((n, s) => n + s.failures, 0),
      detail: `${median(runs.map((s) => s.rps)).toFixed(0)} req/s`,
    })),
  );
  return figures;
}

/** The progress reads, the history page and the set save, arriving at random, on each target. */
async function openLoopFigures(targets: Target[]): Promise<Figure[][]> {
  const figures: Figure[][] = targets.map(() => []);
  const add = (per: Figure[]) => per.forEach((f, k) => figures[k]!.push(f));
  const reads = PROGRESS_PATHS(0).map((_, k) => ({
    route: PROGRESS_PATHS(0)[k]!.replace('/0', '/{id}'),
    budget: PROGRESS_BUDGET_MS,
    path: (u: BenchUser) => PROGRESS_PATHS(u.exerciseId)[k]!,
  }));
  reads.push({ route: HISTORY_PATH, budget: HISTORY_BUDGET_MS, path: () => HISTORY_PATH });
  for (const read of reads) {
    const next = (t: Target) => (): OpenRequest => {
      const u = pick(t.users);
      return { method: 'GET', path: read.path(u), token: u.token };
    };
    const runs = await alternate(
      targets,
      (t) => openLoop(t.base, 1, READ_RATE, next(t)),
      (t) => openLoop(t.base, seconds, READ_RATE, next(t)),
    );
    add(
      runs.map((r) =>
        openFigure(`GET ${read.route}, ${READ_RATE}/s arriving at random over 50 connections`, read.budget, r),
      ),
    );
  }
  const save = (t: Target) => () => {
    const u = pick(t.users);
    return saveSetRequest(u.token, u.workoutId, u.workoutExerciseId);
  };
  const saves = await alternate(
    targets,
    (t) => openLoop(t.base, 1, OPEN_RATE, save(t)),
    (t) => openLoop(t.base, seconds, OPEN_RATE, save(t)),
  );
  add(
    saves.map((r) =>
      openFigure(
        `PUT /api/workouts/{id}/sets/{new id}, ${OPEN_RATE}/s arriving at random over 50 connections`,
        SET_BUDGET_MS,
        r,
      ),
    ),
  );
  return figures;
}

/** Autogenerate and plan generation, calls in a row, on each target. */
async function inRowFigures(targets: Target[]): Promise<Figure[][]> {
  const figures: Figure[][] = targets.map(() => []);
  const add = (per: Figure[]) => per.forEach((f, k) => figures[k]!.push(f));
  // Calls in a row: `samples` runs of an equal share of the calls per target, alternating.
  const inRow = async (what: string, budget: number, calls: number, request: (u: BenchUser) => OpenRequest) => {
    const share = Math.ceil(calls / samples);
    const runs = await alternate(
      targets,
      async () => undefined, // sequential() warms up by itself
      (t, i) => sequential(t.base, t.users.slice(i).concat(t.users.slice(0, i)), share, request),
    );
    add(
      runs.map((r) => {
        const times = r.flatMap((x) => x.times);
        return {
          what,
          pct: 'p95',
          budget,
          p50: percentile(times, 50),
          value: percentile(times, 95),
          failures: r.reduce((n, x) => n + x.failures, 0),
          detail: '',
        };
      }),
    );
  };
  await inRow(
    `POST /api/autogenerate, ${AUTOGENERATE_CALLS} in a row`,
    AUTOGENERATE_BUDGET_MS,
    AUTOGENERATE_CALLS,
    (u) => ({
      method: 'POST',
      path: '/api/autogenerate',
      token: u.token,
    }),
  );
  await inRow(`POST /api/plans (6 weeks × 4 sessions), ${PLAN_CALLS} in a row`, PLAN_BUDGET_MS, PLAN_CALLS, (u) => ({
    method: 'POST',
    path: '/api/plans',
    token: u.token,
    body: JSON.stringify(CHOICES),
  }));
  return figures;
}

interface Seeded {
  generation: GenerationTimes;
  users: BenchUser[];
}

/** A throwaway database of `users` generated users and the built server on it, for `run`. */
function withScale<T>(
  kind: Kind,
  users: number,
  run: (server: { base: string; child: ChildProcess }, seeded: Seeded) => Promise<T>,
) {
  console.log(`${kind}: generating ${users.toLocaleString('en')} users`);
  return withBenchServer(
    { adminUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined, where: 'child', env: BENCH_ENV },
    async (database) => {
      const generation = await generateScaleData(database, users, console.log);
      return { generation, users: await benchUsers(database, users) };
    },
    run,
  );
}

/**
 * The scales of one database kind, each on its own database and server, all up at once and
 * measured together, their samples alternating (`measure`).
 */
async function runScales(kind: Kind, sizes: number[]): Promise<ScaleRun[]> {
  const up: { server: { base: string; child: ChildProcess }; seeded: Seeded; users: number }[] = [];
  const next = async (k: number): Promise<ScaleRun[]> => {
    if (k < sizes.length) {
      return withScale(kind, sizes[k]!, async (server, seeded) => {
        up.push({ server, seeded, users: sizes[k]! });
        return next(k + 1);
      });
    }
    const scales = up.map((u) => count(u.users)).join(' and ');
    console.log(`${kind}: measuring at ${scales} users together (load ${loadAverage()})`);
    // Each server's peak RSS over the whole measure (withPeakRss, one sampler per server).
    const peaks: number[] = [];
    const sampled = async (i: number): Promise<Figure[][]> => {
      if (i === up.length) return measure(up.map((u) => ({ base: u.server.base, users: u.seeded.users })));
      const [figures, peak] = await withPeakRss(up[i]!.server.child, () => sampled(i + 1));
      peaks[i] = peak;
      return figures;
    };
    const figures = await sampled(0);
    return up.map((u, i) => ({
      kind,
      users: u.users,
      generation: u.seeded.generation,
      figures: figures[i]!,
      peakRssMb: peaks[i]!,
    }));
  };
  return next(0);
}

const name = (kind: Kind) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
const count = (n: number) => n.toLocaleString('en');

/** A line of the list above the table: how long the data took to generate, and how much there is. */
function generationLine(run: ScaleRun): string {
  const { steps, rows, totalSeconds } = run.generation;
  const slowest = Object.entries(steps)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([step, s]) => `${step} ${s.toFixed(0)} s`)
    .join(', ');
  return (
    `- ${name(run.kind)}, ${count(run.users)} users generated in SQL: ${totalSeconds.toFixed(0)} s (${slowest}); ` +
    `${count(rows.user_routines!)} routines, ${count(rows.user_routine_exercises!)} of their exercises, ` +
    `${count(rows.workouts!)} sessions, ${count(rows.workout_sets!)} sets`
  );
}

/** A run's figure; **NO** after it when the run is judged (PostgreSQL) and it is over its budget. */
function figureCell(f: Figure | undefined, judged: boolean): string {
  if (!f) return '—';
  const over = f.failures > 0 || (judged && f.value > f.budget);
  return (
    `${f.pct} ${ms(f.value)}, p50 ${ms(f.p50)}${f.detail ? ` (${f.detail})` : ''}` +
    `${f.failures ? `; ${f.failures} failed` : ''}${over ? ' **NO**' : ''}`
  );
}

/**
 * The figures side by side: a row per route and a column per run (a scale of a database), with
 * each figure's p50 at the big PostgreSQL scale ÷ at the small one (cost flat in data size).
 */
function scaleTable(pg: [ScaleRun, ScaleRun] | null, embedded: ScaleRun | null): string[] {
  const runs = [...(pg ?? []), ...(embedded ? [embedded] : [])];
  if (!runs.length) return ['Nothing measured: no DATABASE_URL, and BENCH_SCALE_PGLITE_USERS=0.'];
  const ratioAt = pg ? 2 : -1;
  const columns = runs.map((r) => `${name(r.kind)}, ${count(r.users)} users`);
  if (pg) columns.splice(ratioAt, 0, `p50 ${count(pg[1].users)} ÷ ${count(pg[0].users)} (<= ${FLAT_BUDGET})`);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const lines = [row(['Route', 'Budget', ...columns]), row(['Route', 'Budget', ...columns].map(() => '---'))];
  for (const f of runs[0]!.figures) {
    const cells = runs.map((r) =>
      figureCell(
        r.figures.find((g) => g.what === f.what),
        r.kind === 'postgres',
      ),
    );
    if (pg) {
      const small = pg[0].figures.find((g) => g.what === f.what);
      const big = pg[1].figures.find((g) => g.what === f.what);
      const ratio = small && big ? big.p50 / small.p50 : NaN;
      cells.splice(ratioAt, 0, `${ratio.toFixed(2)}${ratio <= FLAT_BUDGET ? '' : ' **NO**'}`);
    }
    lines.push(row([f.what, `${f.pct} <= ${f.budget} ms`, ...cells]));
  }
  const rss = runs.map(
    (r) => `${r.peakRssMb.toFixed(0)} MB${r.kind === 'pglite' && r.peakRssMb > 200 ? ' **NO**' : ''}`,
  );
  if (pg) rss.splice(ratioAt, 0, '');
  lines.push(row(['Server RSS, peak under this load', 'PGlite <= 200 MB', ...rss]));
  return lines;
}

async function main() {
  const startedAt = new Date();
  const loadBefore = loadAverage();
  let pg: [ScaleRun, ScaleRun] | null = null;
  if (process.env.DATABASE_URL) pg = (await runScales('postgres', [SMALL, BIG])) as [ScaleRun, ScaleRun];
  else console.log('No DATABASE_URL: PostgreSQL skipped');
  const embedded = PGLITE > 0 ? ((await runScales('pglite', [PGLITE])) as [ScaleRun])[0] : null;
  const runs = [...(pg ?? []), ...(embedded ? [embedded] : [])];
  const generated = [
    `Run of ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s in all`,
    `(generation included). Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAverage()}.`,
    `Medians of ${samples} samples of ${seconds} s; the load is spread over ${SPREAD} users (all of them at a smaller scale).`,
    'PostgreSQL is held to the budgets, PGlite to its memory only; **NO** marks a figure over its budget.',
    '',
    ...runs.map(generationLine),
    '',
    ...scaleTable(pg, embedded),
  ].join('\n');
  await writeBetweenMarkers(START, END, generated);
  console.log(`\n${generated}\n\nWritten to docs/BENCH-RESULTS.md`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
