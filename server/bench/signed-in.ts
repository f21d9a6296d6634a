/**
 * The signed-in app, on the built server and the Vite build (dist/web): a
 * returning user's first visit to each main screen in Chromium (the JS it transfers) and
 * Lighthouse's mobile preset on /dashboard/overview, signed in with storage kept. The user holds
 * SIGNED_IN_ROUTINES routines running now and two years of logged training (insertHistory), with
 * one session in progress: the session screen's. Part of `npm run bench` (BENCH_SKIP=signedin).
 */
import path from 'node:path';
import { lighthouseRun, transferredJs, type LighthouseRun, type TransferFigures } from '../../e2e/bench/browser';
import type { Database } from '../db/client';
import { createTestUser } from '../test/users';
import { insertRoutines } from './api';
import { withBenchServer } from './common';
import { insertHistory } from './training';

export const SIGNED_IN_ROUTINES = 6;
export const OVERVIEW_PATH = '/dashboard/overview';
/** JS budgets of a first visit, in KB on the wire. */
export const OVERVIEW_JS_BUDGET_KB = 170;
export const SCREEN_JS_BUDGET_KB = 250;
/** Lighthouse mobile budgets of the signed-in overview; its other categories have none. */
export const OVERVIEW_LIGHTHOUSE_BUDGET = { performance: 95, lcpMs: 1500, tbtMs: 100, fullMarks: false };

export interface ScreenFigures {
  /** The route as the table names it (the session's id replaced by `{id}`). */
  route: string;
  budgetKb: number;
  /** The sample with the median JS transferred. */
  visit: TransferFigures;
  samples: number[];
}

export interface SignedInFigures {
  screens: ScreenFigures[];
  lighthouse: LighthouseRun[];
}

const DAY_MS = 86_400_000;

/** The user: routines that started four weeks ago and last twelve, and insertHistory's sessions. */
async function seedSignedIn({ db }: Database) {
  const user = await createTestUser(db);
  const start = new Date(Date.now() - 28 * DAY_MS).toISOString().slice(0, 10);
  const routineIds = await insertRoutines(db, user.id, {
    routines: SIGNED_IN_ROUTINES,
    exercisesPerRoutine: 6,
    dates: () => ({ start, days: 83 }),
  });
  const { current } = await insertHistory(db, user.id, routineIds[0]!);
  return { token: user.token, session: current };
}

async function visits(url: string, token: string, samples: number) {
  const runs: TransferFigures[] = [];
  for (let i = 0; i < samples; i++) runs.push(await transferredJs(url, token));
  const bytes = runs.map((r) => r.jsTransferred);
  const mid = [...runs].sort((a, b) => a.jsTransferred - b.jsTransferred)[Math.floor((runs.length - 1) / 2)]!;
  return { visit: mid, samples: bytes };
}

/** `samples` visits per screen, then `samples` Lighthouse runs that measured (up to two more). */
export async function benchSignedIn(samples: number): Promise<SignedInFigures> {
  return withBenchServer(
    { where: 'child', env: { STATIC_DIR: path.resolve('dist/web') } },
    seedSignedIn,
    async ({ base }, { token, session }) => {
      const screens: ScreenFigures[] = [];
      const routes: [string, string, number][] = [
        [OVERVIEW_PATH, OVERVIEW_PATH, OVERVIEW_JS_BUDGET_KB],
        ['/dashboard/calendar', '/dashboard/calendar', SCREEN_JS_BUDGET_KB],
        ['/dashboard/routines', '/dashboard/routines', SCREEN_JS_BUDGET_KB],
        ['/dashboard/workouts/{id} (a session in progress)', `/dashboard/workouts/${session}`, SCREEN_JS_BUDGET_KB],
        ['/dashboard/progress', '/dashboard/progress', SCREEN_JS_BUDGET_KB],
      ];
      // One visit not counted: the server's first answers (JIT, database caches) are not the app's.
      await transferredJs(`${base}${OVERVIEW_PATH}`, token);
      for (const [route, url, budgetKb] of routes) {
        screens.push({ route, budgetKb, ...(await visits(`${base}${url}`, token, samples)) });
      }
      const lighthouse: LighthouseRun[] = [];
      while (lighthouse.filter((r) => !r.error).length < samples && lighthouse.length < samples + 2) {
        lighthouse.push(await lighthouseRun(`${base}${OVERVIEW_PATH}`, token));
      }
      return { screens, lighthouse };
    },
  );
}
