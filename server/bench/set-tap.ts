/**
 * Logging a set on a mid-range phone: the session screen of the built app in Chromium at
 * 390 × 844 with the CPU slowed 4×, tapping ✓ on a set; each tap's event-to-next-paint time
 * (Event Timing, e2e/bench/set-tap.ts). Part of `npm run bench` (BENCH_SKIP=settap); alone,
 * after `npm run build`: `npx tsx server/bench/set-tap.ts`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CPU_SLOWDOWN, plateCheckSample, setTapSample } from '../../e2e/bench/set-tap';
import type { Database } from '../db/client';
import { createTestUser } from '../test/users';
import { insertRoutines } from './api';
import { withBenchServer } from './common';
import { ms, type Row } from './report';
import { median } from './stats';
import { insertHistory } from './training';

/** The budget of one tap, ms. */
export const SET_TAP_BUDGET_MS = 100;
/** Taps per sample (one sample per fresh browser). */
const TAPS = 3;

async function seed({ db }: Database) {
  const user = await createTestUser(db);
  const start = new Date(Date.now() - 28 * 86_400_000).toISOString().slice(0, 10);
  const [routine] = await insertRoutines(db, user.id, {
    routines: 1,
    exercisesPerRoutine: 5,
    dates: () => ({ start, days: 83 }),
  });
  const { current } = await insertHistory(db, user.id, routine!);
  return { token: user.token, session: current };
}

type TapSampler = (url: string, token: string, taps: number) => Promise<{ tapsMs: number[] }>;

/** `samples` fresh browsers on the seeded session, TAPS taps of `sampler` each: every tap's figure. */
async function benchTaps(sampler: TapSampler, samples: number): Promise<number[]> {
  return withBenchServer(
    { where: 'child', env: { STATIC_DIR: path.resolve('dist/web') } },
    seed,
    async ({ base }, { token, session }) => {
      const url = `${base}/dashboard/workouts/${session}`;
      await sampler(url, token, 1); // Not counted: the server's and the browser's first answers.
      const taps: number[] = [];
      for (let i = 0; i < samples; i++) taps.push(...(await sampler(url, token, TAPS)).tapsMs);
      return taps;
    },
  );
}

/** Tapping ✓ on a set: every tap's figure. */
export const benchSetTap = (samples: number) => benchTaps(setTapSample, samples);
/** Ticking a plate in the plate calculator: every tap's figure. */
export const benchPlateCheck = (samples: number) => benchTaps(plateCheckSample, samples);

function tapRow(what: string, taps: number[]): Row {
  return {
    what: `${what} (Event Timing), median of ${taps.length} taps`,
    target: `<= ${SET_TAP_BUDGET_MS} ms`,
    result: `${ms(median(taps))} (worst ${ms(Math.max(...taps))}; taps ${taps.map((t) => t.toFixed(0)).join(', ')} ms; under 16 ms counts as 16)`,
    ok: median(taps) <= SET_TAP_BUDGET_MS,
  };
}

export const setTapRow = (taps: number[]) =>
  tapRow(`Session screen at 390 px, CPU ${CPU_SLOWDOWN}× slower: tap ✓ on a set to the next paint`, taps);
export const plateCheckRow = (taps: number[]) =>
  tapRow(`Plate calculator at 390 px, CPU ${CPU_SLOWDOWN}× slower: tick a plate you have to the next paint`, taps);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const samples = Number(process.env.BENCH_SAMPLES ?? 3);
  benchSetTap(samples)
    .then(async (taps) => [setTapRow(taps), plateCheckRow(await benchPlateCheck(samples))])
    .then((rows) => {
      for (const row of rows)
        console.log(`${row.what}: ${row.result} (budget ${row.target}) ${row.ok ? 'ok' : 'OVER'}`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
