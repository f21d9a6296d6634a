/**
 * The signed-in app, on the built server and the Vite build (dist/web), as two people see it: a
 * new user (SIGNED_IN_ROUTINES routines running now, nothing logged yet: the issue-42 measurement
 * from outside, the heavier case for the overview) and one with two years of logged training
 * (insertHistory), each with one session in progress for the session screen. For each of the five
 * main screens: the JS a first visit transfers in Chromium (the user with history), and
 * Lighthouse's mobile preset, signed in with storage kept, for both users. Part of `npm run
 * bench` (BENCH_SKIP=signedin). BENCH_SIGNEDIN_SCREENS (a comma list of the screens' keys:
 * overview, workout, calendar, routines, progress) narrows a run while working on one screen.
 */
import path from 'node:path';
import { lighthouseRun, transferredJs, type LighthouseRun, type TransferFigures } from '../../e2e/bench/browser';
import type { Database } from '../db/client';
import { createTestUser } from '../test/users';
import { insertRoutines } from './api';
import { withBenchServer } from './common';
import { insertHistory, SESSIONS } from './training';

export const SIGNED_IN_ROUTINES = 6;
export const OVERVIEW_PATH = '/dashboard/overview';
/** The JS budget of a first visit to each screen, in KB on the wire (issue 42, item 3). */
export const SCREEN_JS_BUDGET_KB = 200;
/** Lighthouse mobile budgets of every signed-in screen (issue 42, item 1); other categories have none. */
export const SIGNED_IN_LIGHTHOUSE_BUDGET = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.05, fullMarks: false };

export interface ScreenFigures {
  /** The route as the table names it (the session's id replaced by `{id}`). */
  route: string;
  budgetKb: number;
  /** The sample with the median JS transferred. */
  visit: TransferFigures;
  samples: number[];
}

export interface LighthouseFigures {
  route: string;
  /** Who is signed in, as the table says it. */
  user: string;
  runs: LighthouseRun[];
}

export interface SignedInFigures {
  screens: ScreenFigures[];
  lighthouse: LighthouseFigures[];
}

const DAY_MS = 86_400_000;

/** The screens, by key: the route as the table names it, and its path for one user. */
const SCREENS: { key: string; route: string; path: (session: number) => string }[] = [
  { key: 'overview', route: OVERVIEW_PATH, path: () => OVERVIEW_PATH },
  {
    key: 'workout',
    route: '/dashboard/workouts/{id} (a session in progress)',
    path: (session) => `/dashboard/workouts/${session}`,
  },
  { key: 'calendar', route: '/dashboard/calendar', path: () => '/dashboard/calendar' },
  { key: 'routines', route: '/dashboard/routines', path: () => '/dashboard/routines' },
  { key: 'progress', route: '/dashboard/progress', path: () => '/dashboard/progress' },
];

const chosenScreens = () => {
  const keys = (process.env.BENCH_SIGNEDIN_SCREENS ?? '').split(',').filter(Boolean);
  return keys.length ? SCREENS.filter((s) => keys.includes(s.key)) : SCREENS;
};

/**
 * A user with routines that started four weeks ago and last twelve, `sessions` finished sessions
 * (insertHistory) and, if `inProgress`, one session started now.
 */
async function seedUser(db: Database['db'], sessions: number, inProgress: boolean) {
  const user = await createTestUser(db);
  const start = new Date(Date.now() - 28 * DAY_MS).toISOString().slice(0, 10);
  const routineIds = await insertRoutines(db, user.id, {
    routines: SIGNED_IN_ROUTINES,
    exercisesPerRoutine: 6,
    dates: () => ({ start, days: 83 }),
  });
  const session = inProgress || sessions > 0 ? (await insertHistory(db, user.id, routineIds[0]!, sessions)).current : 0;
  return { token: user.token, session };
}

/**
 * The people measured. The new user's overview, calendar, routines and progress are seen before
 * any session is started (a session in progress changes the overview); the session screen is a
 * second new user's, who has just started one.
 */
async function seedSignedIn({ db }: Database) {
  const veteran = await seedUser(db, SESSIONS, true);
  const newcomer = await seedUser(db, 0, false);
  const starter = await seedUser(db, 0, true);
  return { veteran, newcomer, starter };
}

async function visits(url: string, token: string, samples: number) {
  const runs: TransferFigures[] = [];
  for (let i = 0; i < samples; i++) runs.push(await transferredJs(url, token));
  const bytes = runs.map((r) => r.jsTransferred);
  const mid = [...runs].sort((a, b) => a.jsTransferred - b.jsTransferred)[Math.floor((runs.length - 1) / 2)]!;
  return { visit: mid, samples: bytes };
}

/** `samples` Lighthouse runs that measured (up to two more). */
async function lighthouseRuns(url: string, token: string, samples: number) {
  const runs: LighthouseRun[] = [];
  while (runs.filter((r) => !r.error).length < samples && runs.length < samples + 2) {
    runs.push(await lighthouseRun(url, token));
  }
  return runs;
}

/** `samples` visits per screen, then `samples` Lighthouse runs per screen and user. */
export async function benchSignedIn(samples: number): Promise<SignedInFigures> {
  return withBenchServer(
    { where: 'child', env: { STATIC_DIR: path.resolve('dist/web') } },
    seedSignedIn,
    async ({ base }, { veteran, newcomer, starter }) => {
      const screens: ScreenFigures[] = [];
      const chosen = chosenScreens();
      // One visit not counted: the server's first answers (JIT, database caches) are not the app's.
      await transferredJs(`${base}${OVERVIEW_PATH}`, veteran.token);
      for (const screen of chosen) {
        const url = `${base}${screen.path(veteran.session)}`;
        screens.push({
          route: screen.route,
          budgetKb: SCREEN_JS_BUDGET_KB,
          ...(await visits(url, veteran.token, samples)),
        });
      }
      const lighthouse: LighthouseFigures[] = [];
      for (const screen of chosen) {
        const fresh = screen.key === 'workout' ? starter : newcomer;
        lighthouse.push({
          route: screen.route,
          user: `a new user (${SIGNED_IN_ROUTINES} routines, nothing logged)`,
          runs: await lighthouseRuns(`${base}${screen.path(fresh.session)}`, fresh.token, samples),
        });
        lighthouse.push({
          route: screen.route,
          user: `${SIGNED_IN_ROUTINES} routines, ${SESSIONS} sessions logged`,
          runs: await lighthouseRuns(`${base}${screen.path(veteran.session)}`, veteran.token, samples),
        });
      }
      return { screens, lighthouse };
    },
  );
}
