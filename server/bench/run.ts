/**
 * `npm run bench` (after `npm run build`): measures the built app against its performance
 * budgets, prints one table and rewrites the generated part of docs/BENCH-RESULTS.md.
 * Environment: DATABASE_URL (admin URL of a PostgreSQL server: a throwaway database is created
 * and dropped per run; without it only the embedded database is measured), BENCH_SAMPLES
 * (default 3), BENCH_SECONDS (seconds per autocannon sample, default 5), BENCH_SKIP (comma list
 * of api, training, flood, sweep, import, browser, calendar, signedin, settap).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseRun, transferredJs, type LighthouseRun } from '../../e2e/bench/browser';
import { measureLandingBundle } from '../../e2e/bench/bundle';
import { transferByPackage, type PackageShare } from '../../e2e/bench/by-package';
import { calendarSample, type CalendarSample, type LongTasks, type RoutineRange } from '../../e2e/bench/calendar';
import { benchFlood, describeFlood, describeNewcomer, FLOOD_BUDGET_MS, FLOOD_LOGINS } from './flood';
import {
  benchApi,
  LIST_PATH,
  LOOKUP_PATH,
  seedUser,
  startServer,
  stop,
  type ApiFigures,
  type VariantFigures,
} from './api';
import { benchImport, IMPORT_OTHER_RATE, IMPORT_SETS, IMPORT_WAIT_BUDGET_MS } from './import';
import { DOC, loadAverage as load, ms, table, writeBetweenMarkers, type Row } from './report';
import { benchSignedIn, SIGNED_IN_LIGHTHOUSE_BUDGET, type SignedInFigures } from './signed-in';
import { benchPlateCheck, benchSetTap, plateCheckRow, setTapRow } from './set-tap';
import { median, percentile } from './stats';
import { benchSweep, describeRoute, REFERENCE_RPS, type SweepFigures } from './sweep';
import {
  benchTraining,
  HISTORY_BUDGET_MS,
  HISTORY_PATH,
  OPEN_RATE,
  PROGRESS_BUDGET_MS,
  SESSIONS,
  SET_BUDGET_MS,
  type SetSample,
  type TrainingFigures,
} from './training';

const samples = Number(process.env.BENCH_SAMPLES ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const START = '<!-- bench:start (written by npm run bench; edit outside these markers) -->';
const END = '<!-- bench:end -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const notAvailable = (what: string, target: string, why: string): Row => ({
  what,
  target,
  result: `not available (${why})`,
  ok: null,
});

function machine() {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    /* reported as unknown */
  }
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
  };
}

/**
 * The list's budgets with the list cache off (every list built by the plain path): on PostgreSQL
 * list ÷ lookup >= 0.5 and list p99 <= 50 ms; on PGlite list p99 <= 300 ms (ratio null: none).
 */
export const UNCACHED_BUDGETS = {
  postgres: { ratio: 0.5, p99: 50 },
  pglite: { ratio: null, p99: 300 },
} as const;

/** A server with the list cache off, every list built by the plain path, held to `budget`. */
function uncachedRow(what: string, v: VariantFigures, budget: { ratio: number | null; p99: number }): Row {
  const errors = [...v.lookup, ...v.list].reduce((n, s) => n + s.failures, 0);
  const ratio = median(v.ratios);
  const p99 = median(v.list.map((s) => s.p99));
  return {
    what,
    target: `${budget.ratio === null ? '' : `>= ${budget.ratio}, `}list p99 <= ${budget.p99} ms`,
    result:
      `${ratio.toFixed(2)} (${median(v.list.map((s) => s.requestsPerSecond)).toFixed(0)} ÷ ` +
      `${median(v.lookup.map((s) => s.requestsPerSecond)).toFixed(0)} req/s, list p99 ` +
      `${ms(p99)}, peak RSS ${v.peakRssMb.toFixed(0)} MB)` +
      (errors ? ` (${errors} failed requests)` : ''),
    ok: errors === 0 && p99 <= budget.p99 && (budget.ratio === null || ratio >= budget.ratio),
  };
}

function apiRows(api: ApiFigures): Row[] {
  const rows: Row[] = [];
  const helloRps = median(api.hello.map((s) => s.requestsPerSecond));
  rows.push({
    what: 'Bare Fastify hello-world (ceiling)',
    target: '—',
    result: `${helloRps.toFixed(0)} req/s`,
    ok: null,
  });
  for (const db of api.databases) {
    const name = db.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const lookupRps = median(db.lookup.map((s) => s.requestsPerSecond));
    const listRps = median(db.list.map((s) => s.requestsPerSecond));
    const ratio = median(db.ratios);
    const errors = [...db.lookup, ...db.list].reduce((n, s) => n + s.failures, 0);
    rows.push({
      what: `${name}: GET ${LOOKUP_PATH} (one-row lookup)`,
      target: '—',
      result: `${lookupRps.toFixed(0)} req/s, p99 ${ms(median(db.lookup.map((s) => s.p99)))}`,
      ok: null,
    });
    const listP99 = median(db.list.map((s) => s.p99));
    rows.push({
      what: `${name}: GET ${LIST_PATH} (20 routines × 8 exercises)`,
      target: db.database === 'postgres' ? 'p99 <= 50 ms' : '—',
      result: `${listRps.toFixed(0)} req/s, p99 ${ms(listP99)}${errors ? ` (${errors} failed requests in both routes)` : ''}`,
      ok: db.database === 'postgres' ? listP99 <= 50 && errors === 0 : errors === 0 ? null : false,
    });
    rows.push({
      what: `${name}: routine list ÷ lookup throughput`,
      target: '>= 0.5',
      result: `${ratio.toFixed(2)} (samples ${db.ratios.map((r) => r.toFixed(2)).join(', ')})`,
      // A sample where a route completed nothing (an overloaded machine) makes the ratio meaningless.
      ok: db.ratios.every(Number.isFinite) && ratio >= 0.5 && errors === 0,
    });
    rows.push(
      uncachedRow(
        `${name}: the same with the list cache off (USER_ROUTINES_CACHE_MB=0, the plain path), list ÷ lookup`,
        db.uncached,
        UNCACHED_BUDGETS[db.database],
      ),
    );
    const pdf = median(db.pdfMs);
    rows.push({
      what: `${name}: PDF GET /api/user-routines/generate/{id}, median of 30`,
      target: '<= 30 ms',
      result: ms(pdf),
      ok: pdf <= 30,
    });
    if (db.autogenerateMs) {
      const p95 = percentile(db.autogenerateMs, 95);
      // Shown beside it: the p95 of the first 100 calls alone, the figure earlier runs reported.
      const first100 = percentile(db.autogenerateMs.slice(0, 100), 95);
      rows.push({
        what: `${name}: POST /api/autogenerate p95 of ${db.autogenerateMs.length}`,
        target: '<= 15 ms',
        result: `${ms(p95)} (median ${ms(percentile(db.autogenerateMs, 50))}; p95 of the first 100: ${ms(first100)})`,
        ok: p95 <= 15,
      });
    } else {
      rows.push(notAvailable(`${name}: POST /api/autogenerate p95`, '<= 15 ms', 'route not in this build'));
    }
    rows.push({
      what: `${name}: server RSS, peak under load`,
      target: '<= 200 MB',
      result: `${db.peakRssMb.toFixed(0)} MB`,
      ok: db.peakRssMb <= 200,
    });
  }
  return rows;
}

/** The training log's budgets: saving a set under load, history and progress reads. */
function trainingRows(all: TrainingFigures[]): Row[] {
  return all.flatMap((f) => {
    const name = f.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const describe = (samples: SetSample[]) => {
      const failures = samples.reduce((n, s) => n + s.failures, 0);
      const p95 = median(samples.map((s) => s.p95));
      const result =
        `${ms(p95)} (samples ${samples.map((s) => ms(s.p95)).join(', ')}; ` +
        `${median(samples.map((s) => s.rps)).toFixed(0)} req/s${failures ? `; ${failures} failed` : ''})`;
      return { result, ok: p95 <= SET_BUDGET_MS && failures === 0 };
    };
    const set = `${name}: PUT /api/workouts/{id}/sets/{new id}, 50 connections, p95 of every request`;
    const rows: Row[] = [
      {
        what: `${set}, ${OPEN_RATE} saves/s arriving at random (open loop)`,
        target: `<= ${SET_BUDGET_MS} ms`,
        ...describe(f.saveSetOpen),
      },
      // Capacity, not the budget: with each connection sending as soon as answered, p95 can't be
      // under 50 ÷ throughput (10 ms would take 5,000 saves a second), so it is shown, not judged.
      {
        what: `${set}, unpaced (each connection as fast as answered: p95 >= 50 ÷ throughput)`,
        target: '— (capacity)',
        result: describe(f.saveSet).result,
        ok: null,
      },
    ];
    for (const [route, value] of Object.entries(f.reads)) {
      const budget = route === HISTORY_PATH ? HISTORY_BUDGET_MS : PROGRESS_BUDGET_MS;
      rows.push({
        what: `${name}: GET ${route}, ${SESSIONS} sessions × 20 sets over two years, p95 of 100 in a row`,
        target: `<= ${budget} ms`,
        result: ms(value),
        ok: value <= budget,
      });
    }
    return rows;
  });
}

/** What a page's Lighthouse rows hold it to. */
interface LighthouseBudget {
  performance: number;
  lcpMs?: number;
  tbtMs?: number;
  /** Cumulative Layout Shift, strictly below. */
  cls?: number;
  /** Accessibility, best practices and SEO all 100; false: shown without a verdict. */
  fullMarks: boolean;
}

/**
 * Lighthouse rows of `page` from `samples` runs that measured it. A run that ended in a runtime
 * error (Lighthouse's own, such as a protocol timeout) is listed but left out of the medians.
 */
function lighthouseRows(page: string, all: LighthouseRun[], budget: LighthouseBudget): Row[] {
  const runs = all.filter((r) => !r.error);
  const med = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  const scores = {
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    bestPractices: med((r) => r.bestPractices),
    seo: med((r) => r.seo),
  };
  const lcp = med((r) => r.lcpMs);
  const tbt = med((r) => r.tbtMs);
  const rows: Row[] = [
    {
      what: `Lighthouse mobile ${page}: performance`,
      target: `>= ${budget.performance}`,
      result: `${scores.performance} (runs ${all.map((r) => r.error ?? r.performance).join(', ')}; FCP ${ms(med((r) => r.fcpMs))}, LCP ${ms(lcp)}, TBT ${ms(tbt)}, CLS ${med((r) => r.cls).toFixed(3)})`,
      ok: runs.length > 0 && scores.performance >= budget.performance,
    },
  ];
  const timing = (name: string, value: number, limit: number | undefined, pick: (r: LighthouseRun) => number) => {
    if (limit === undefined) return;
    rows.push({
      what: `Lighthouse mobile ${page}: ${name}`,
      target: `<= ${limit >= 1000 ? `${limit / 1000} s` : ms(limit)}`,
      result: `${ms(value)} (runs ${runs.map((r) => pick(r).toFixed(0)).join(', ')} ms)`,
      ok: runs.length > 0 && value <= limit,
    });
  };
  timing('Largest Contentful Paint', lcp, budget.lcpMs, (r) => r.lcpMs);
  timing('Total Blocking Time', tbt, budget.tbtMs, (r) => r.tbtMs);
  const cls = med((r) => r.cls);
  if (budget.cls !== undefined)
    rows.push({
      what: `Lighthouse mobile ${page}: Cumulative Layout Shift`,
      target: `< ${budget.cls}`,
      result: `${cls.toFixed(3)} (runs ${runs.map((r) => r.cls.toFixed(3)).join(', ')})`,
      ok: runs.length > 0 && cls < budget.cls,
    });
  const full = scores.accessibility === 100 && scores.bestPractices === 100 && scores.seo === 100;
  rows.push({
    what: `Lighthouse mobile ${page}: accessibility / best practices / SEO`,
    target: budget.fullMarks ? '100 / 100 / 100' : '— (measured)',
    result: `${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`,
    ok: budget.fullMarks ? runs.length > 0 && full : null,
  });
  return rows;
}

async function browserRows(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-web-'));
  try {
    const { child, base } = await startServer({ DATA_DIR: dataDir, STATIC_DIR: path.resolve('dist/web') });
    try {
      const rows: Row[] = [];
      const transfers = [];
      for (let i = 0; i < samples; i++) transfers.push(await transferredJs(`${base}/home`));
      const wire = median(transfers.map((t) => t.jsTransferred));
      rows.push({
        what: 'Real first visit to /home in Chromium: JS transferred',
        target: '<= 150 KB',
        result: `${kb(wire)} in ${transfers[0]!.scripts} scripts (brotli from the server)`,
        ok: wire <= 150 * 1024,
      });
      for (const page of ['/home', '/login']) {
        // Up to two extra runs stand in for runs that ended in a Lighthouse runtime error.
        const runs: LighthouseRun[] = [];
        while (runs.filter((r) => !r.error).length < samples && runs.length < samples + 2) {
          runs.push(await lighthouseRun(`${base}${page}`));
        }
        rows.push(...lighthouseRows(page, runs, { performance: 98, fullMarks: true }));
      }
      return rows;
    } finally {
      await stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The signed-in app: JS of a first visit to each main screen, Lighthouse on each for two users. */
function signedInRows(f: SignedInFigures): Row[] {
  const rows: Row[] = f.screens.map((s) => {
    const wire = median(s.samples);
    return {
      what: `Signed-in first visit to ${s.route} in Chromium: JS transferred`,
      target: `<= ${s.budgetKb} KB`,
      result: `${kb(wire)} in ${s.visit.scripts} files (brotli from the server)`,
      ok: wire <= s.budgetKb * 1024,
    };
  });
  const first = f.screens[0];
  const worker = first?.visit.worker;
  const bytes = (files: { bytes: number }[]) => files.reduce((n, file) => n + file.bytes, 0);
  const js = worker?.filter((file) => file.path.endsWith('.js')) ?? [];
  if (first)
    rows.push({
      what: `Signed-in first visit to ${first.route}: what the service worker downloads next (its precache, beyond what the page has)`,
      target: '— (not in the budget above)',
      result: worker
        ? `${kb(bytes(worker))} in ${worker.length} files, of which JS ${kb(bytes(js))} in ${js.length} files`
        : 'no service worker ready within 20 s',
      ok: null,
    });
  for (const l of f.lighthouse) {
    rows.push(...lighthouseRows(`${l.route}, signed in as ${l.user}`, l.runs, SIGNED_IN_LIGHTHOUSE_BUDGET));
  }
  return rows;
}

/** How many packages the by-package list names; the rest are summed on one line. */
const PACKAGES_LISTED = 14;

/** A visit's JS by package (e2e/bench/by-package.ts), largest first, the smallest summed. */
const byPackage = (shares: PackageShare[]) => {
  const rest = shares.slice(PACKAGES_LISTED);
  return [
    ...shares.slice(0, PACKAGES_LISTED).map((s) => `- ${s.pkg}: ${kb(s.bytes)}`),
    ...(rest.length ? [`- ${rest.length} more packages: ${kb(rest.reduce((n, s) => n + s.bytes, 0))}`] : []),
  ];
};

/** The largest scripts of a visit, hashes left out of their names. */
const largestFiles = (files: { name: string; bytes: number }[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((f) => `- ${f.name.replace(/-[\w-]{8}\.js$/, '.js')}: ${kb(f.bytes)}`);

/** The calendar's user: 30 routines over the current year, one starting every 12 days, 8 weeks each. */
const CALENDAR_ROUTINES = 30;
/** seedUser names routine i `Rutina de prueba ${i + 1}`. */
const CALENDAR_TITLE_PREFIX = 'Rutina de prueba ';

function calendarPlan(year: number) {
  const start = (i: number) => new Date(Date.UTC(year, 0, 1 + i * 12)).toISOString().slice(0, 10);
  const plusDays = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const ranges: RoutineRange[] = Array.from({ length: CALENDAR_ROUTINES }, (_, i) => ({
    title: `${CALENDAR_TITLE_PREFIX}${i + 1}`,
    start: start(i),
    end: plusDays(start(i), 55),
  }));
  return {
    seed: {
      routines: CALENDAR_ROUTINES,
      exercisesPerRoutine: 6,
      dates: (i: number) => ({ start: start(i), days: 55 }),
    },
    ranges,
  };
}

const longTasks = (all: LongTasks[]) => {
  const count = all.reduce((n, t) => n + t.count, 0);
  return count
    ? `${count} long tasks in ${all.length} runs, longest ${ms(Math.max(...all.map((t) => t.maxMs)))}`
    : `no long task in ${all.length} runs`;
};

function calendarFigureRows(runs: CalendarSample[]): Row[] {
  const what = 'Calendar, month view, 30 routines over a year';
  const first = runs.map((r) => r.firstEventMs);
  const rows: Row[] = [
    {
      what: `${what}: navigation to the first event painted (cold browser)`,
      target: 'measured',
      result: `${ms(median(first))} (runs ${first.map((t) => t.toFixed(0)).join(', ')} ms; ${runs[0]!.eventsShown} events in the month; ${longTasks(runs.map((r) => r.loadLongTasks))} before it)`,
      ok: null,
    },
  ];
  const drags = runs.flatMap((r) => (r.drag ? [r.drag] : []));
  if (!drags.length) {
    rows.push(notAvailable(`${what}: drag to another weekday`, 'measured', 'no event could be dragged'));
    return rows;
  }
  const move = drags.map((d) => d.moveLongTasks);
  rows.push(
    {
      what: `${what}: drag, pointer moving the event over 20 steps`,
      target: 'no long task',
      result: `${longTasks(move)}; longest frame ${ms(median(drags.map((d) => d.moveMaxFrameMs)))} (median)`,
      ok: move.every((t) => t.count === 0),
    },
    {
      what: `${what}: drop on the next day to every event on its new weekday`,
      target: 'no long task',
      result: `${ms(median(drags.map((d) => d.rebuiltMs)))} (PATCH answered at ${ms(median(drags.map((d) => d.patchMs)))}, list reloaded at ${ms(median(drags.map((d) => d.reloadMs)))}); ${longTasks(drags.map((d) => d.dropLongTasks))}`,
      ok: drags.every((d) => d.dropLongTasks.count === 0),
    },
  );
  return rows;
}

async function calendarRows(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-calendar-'));
  try {
    const plan = calendarPlan(new Date().getFullYear());
    const { token } = await seedUser(undefined, dataDir, plan.seed);
    const { child, base } = await startServer({ DATA_DIR: dataDir, STATIC_DIR: path.resolve('dist/web') });
    try {
      // One visit not counted: the server's first answers (JIT, database caches) are not the calendar's.
      const warm = await calendarSample(base, token, plan.ranges, CALENDAR_TITLE_PREFIX);
      if (!warm)
        return [notAvailable('Calendar, 30 routines over a year', 'measured', 'no calendar screen in this build')];
      const runs: CalendarSample[] = [];
      for (let i = 0; i < samples; i++) {
        const run = await calendarSample(base, token, plan.ranges, CALENDAR_TITLE_PREFIX);
        if (run) runs.push(run);
      }
      return calendarFigureRows(runs);
    } finally {
      await stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The login flood on each database: the returning user's logins and the newcomer's. */
async function floodRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { database, samples: floods } of await benchFlood(samples, process.env.DATABASE_URL)) {
    const name = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const what = `${name}: ${FLOOD_LOGINS.toLocaleString('en')} wrong logins from as many IPs at once`;
    const budget = `<= ${FLOOD_BUDGET_MS / 1000} s, every one 200`;
    rows.push(
      {
        what: `${what}: correct logins of a returning user (logged in from that IP before)`,
        target: budget,
        ...describeFlood(floods),
      },
      {
        what: `${what}: a newcomer's correct login (first from its IP), sent with the returning user's first`,
        target: budget,
        ...describeNewcomer(floods),
      },
    );
  }
  return rows;
}

/** Another user's set saves while one user imports a big history, on each database. */
async function importRows(): Promise<Row[]> {
  return (await benchImport(process.env.DATABASE_URL)).map((f) => {
    const name = f.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const o = f.others;
    return {
      what: `${name}: another user's set saves (${IMPORT_OTHER_RATE}/s, open loop) during a ${IMPORT_SETS.toLocaleString('en')}-set import, p99`,
      target: `<= ${IMPORT_WAIT_BUDGET_MS} ms`,
      result:
        `${ms(o.p99)} (median ${ms(o.p50)}, max ${ms(o.max)}, ${o.count} saves${o.failures ? `, ${o.failures} failed` : ''}; ` +
        `import ${(f.importMs / 1000).toFixed(1)} s, its preview ${(f.previewMs / 1000).toFixed(1)} s)`,
      ok: o.p99 <= IMPORT_WAIT_BUDGET_MS && o.failures === 0,
    };
  });
}

/** The endpoint sweep after the main table: a row per route, a column per database. */
function sweepTable(all: SweepFigures[]): string[] {
  if (!all.length) return [];
  const names = all.map((db) => (db.database === 'postgres' ? 'PostgreSQL' : 'PGlite'));
  const lines = [
    '',
    `Endpoint sweep: every GET a signed-in client's screens call, 50 connections. Budget >= ${REFERENCE_RPS} req/s,`,
    "beside it the multiple of that reference and of the one-row lookup's req/s in the same run; **NO**: a miss.",
    '',
    `| Route | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  ];
  for (const { path: route } of all[0]!.routes) {
    const cells = all.map((db) => {
      const figures = db.routes.find((r) => r.path === route);
      if (!figures) return '—';
      const { ok, result } = describeRoute(figures);
      return `${result}${ok ? '' : ' **NO**'}`;
    });
    lines.push(`| GET ${route} | ${cells.join(' | ')} |`);
  }
  return lines;
}

async function writeDoc(generated: string) {
  const intro = [
    '# Performance',
    '',
    "The register of Forja's speed and memory. `npm run bench` builds the app, measures it and",
    'rewrites the part of this file between the bench markers; the rest is written by hand.',
    '',
  ].join('\n');
  await writeBetweenMarkers(START, END, generated, intro);
}

async function main() {
  const startedAt = new Date();
  const loadBefore = load();
  const rows: Row[] = [];

  const bundle = measureLandingBundle(path.resolve('dist/web'));
  rows.push({
    what: 'Landing first-load JS (build: scripts of /home, with what they load), gzip -9',
    target: '<= 150 KB',
    result: `${kb(bundle.gzip)} gzip, ${kb(bundle.brotli)} brotli, ${kb(bundle.bytes)} raw, ${bundle.files.length} files`,
    ok: bundle.gzip <= 150 * 1024,
  });
  console.log(`bundle: ${kb(bundle.gzip)} gzip`);

  if (!skip.has('api')) {
    const api = await benchApi({ samples, seconds, connections: 50, databaseUrl: process.env.DATABASE_URL });
    rows.push(...apiRows(api));
    console.log('api: done');
  }
  if (!skip.has('training')) {
    rows.push(...trainingRows(await benchTraining({ samples, seconds, databaseUrl: process.env.DATABASE_URL })));
    console.log('training: done');
  }
  if (!skip.has('flood')) {
    rows.push(...(await floodRows()));
    console.log('flood: done');
  }
  const sweep = skip.has('sweep') ? [] : await benchSweep({ samples, seconds, databaseUrl: process.env.DATABASE_URL });
  if (sweep.length) console.log('sweep: done');
  if (!skip.has('import')) {
    rows.push(...(await importRows()));
    console.log('import: done');
  }
  if (!skip.has('browser')) {
    rows.push(...(await browserRows()));
    console.log('browser: done');
  }
  if (!skip.has('calendar')) {
    rows.push(...(await calendarRows()));
    console.log('calendar: done');
  }
  const signedIn = skip.has('signedin') ? null : await benchSignedIn(samples);
  if (signedIn) {
    rows.push(...signedInRows(signedIn));
    console.log('signedin: done');
  }

  if (!skip.has('settap')) {
    rows.push(setTapRow(await benchSetTap(samples)));
    rows.push(plateCheckRow(await benchPlateCheck(samples)));
    console.log('settap: done');
  }

  const generated = await report({ startedAt, loadBefore, rows, sweep, bundle, signedIn });
  await writeDoc(generated);
  console.log(`\n${[table(rows), ...sweepTable(sweep)].join('\n')}\n\nWritten to ${path.relative(process.cwd(), DOC)}`);
}

/** The text between the bench markers: the run, the tables, the largest files and packages. */
async function report(run: {
  startedAt: Date;
  loadBefore: string;
  rows: Row[];
  sweep: SweepFigures[];
  bundle: ReturnType<typeof measureLandingBundle>;
  signedIn: SignedInFigures | null;
}): Promise<string> {
  const { startedAt, loadBefore, rows, sweep, bundle, signedIn } = run;
  const m = machine();
  return [
    `Run of ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s.`,
    `Machine: ${m.cpu}, ${m.memory}, ${m.os}, Node ${m.node}, ${m.chromium}.`,
    `Load average (1/5/15 min) before: ${loadBefore}; after: ${load()} — the cores are shared,`,
    `so figures are medians of ${samples} samples (autocannon: 50 connections, ${seconds} s each, client on the same machine).`,
    '',
    table(rows),
    ...sweepTable(sweep),
    '',
    'Largest first-load files (gzip):',
    '',
    ...(bundle.files.length === 0
      ? ['- none: the prerendered /home holds no script (src/app/boot/prerendered-pages.ts `STATIC_PATHS`)']
      : largestFiles(bundle.files.map((f) => ({ name: f.file, bytes: f.gzip })))),
    ...(signedIn?.screens.length
      ? [
          '',
          `Largest files of a signed-in first visit to ${signedIn.screens[0]!.route} (brotli, as transferred):`,
          '',
          ...largestFiles(signedIn.screens[0]!.visit.files.map((f) => ({ name: f.path.slice(1), bytes: f.bytes }))),
          '',
          `The same visit's JS by package (brotli as transferred, each file shared out by its source map: estimates):`,
          '',
          ...byPackage(await transferByPackage(signedIn.screens[0]!.visit.files, path.resolve('dist/web'))),
        ]
      : []),
  ].join('\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
