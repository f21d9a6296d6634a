import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { buildYearDefine, FIXTURE_YEAR } from './scripts/build-year';

/** Debian's Chromium (no browser downloads here); flags that keep it off the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Test files run at once in the unit and server suites: one per core. Vitest's own default
 * (cores - 1) runs them one at a time on CI's 2 cores, leaving the second core idle. On a machine
 * busy with other work, `VITEST_MAX_WORKERS=1` goes back to one at a time.
 */
const NODE_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism();

/** Packages the stories (and the app code they render) import. */
const STORY_DEPENDENCIES = [
  '@chakra-ui/charts',
  '@chakra-ui/react',
  '@chakra-ui/react/theme',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@emotion/react',
  '@fullcalendar/react',
  '@fullcalendar/react/daygrid',
  '@fullcalendar/react/interaction',
  '@fullcalendar/react/locales/es',
  '@fullcalendar/react/themes/classic',
  '@fullcalendar/react/timegrid',
  '@hookform/resolvers/zod',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  // The stories' fixed clock (.storybook/clock.ts).
  '@sinonjs/fake-timers',
  'date-fns',
  'i18next',
  'idb-keyval',
  'lucide-react',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'react',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react-i18next',
  'react-redux',
  'react-router',
  'react-router/dom',
  'recharts',
  // recharts' tick rules, which the light e1RM line imports by file (features/progress).
  'recharts/es6/cartesian/getTicks',
  'recharts/es6/util/scale/getNiceTickValues',
  'sonner',
  'workbox-window',
  'zod',
];

/**
 * Server tests that always run the embedded database whatever the project (a child server with
 * DATABASE_URL cleared, its DATA_DIR lock): they run once, in the PGlite project.
 */
const EMBEDDED_ONLY = ['server/shutdown.test.ts'];
/**
 * Server tests of several API processes on one database: only PostgreSQL allows that (PGlite
 * is one process's), so they run in the PostgreSQL project alone (DATABASE_URL set).
 */
const POSTGRES_ONLY = ['server/modules/calendar/reminders-processes.test.ts', 'server/db/pgbouncer.test.ts'];
/**
 * The pure rules (server/domain: plans, generator, loads, texts, PDF) reach no database: they run
 * once, in the PGlite project, which runs on every machine. Run a second time on PostgreSQL they
 * cost about a minute of CI and tested nothing more.
 */
const NO_DATABASE = ['server/domain/**'];

/**
 * Server test files that replace a module with `vi.mock` (a counted CSV parser, fixed random ids):
 * a mock only takes hold in a file that imports the module first, so these keep a fresh module
 * graph of their own (the "-mocks" projects). Found by reading the files, so a new one is never
 * forgotten.
 */
const MOCKING = fs
  .readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('server', file.split(path.sep).join('/')))
  .filter((file) => fs.readFileSync(file, 'utf8').includes('vi.mock('))
  .sort();

/**
 * One database's server tests, as two projects. **Files share a worker's modules** (`isolate:
 * false`): importing the server (Fastify, Drizzle, the routes and their schemas) cost about 3 s
 * per file, and it is now paid once per worker: the suite on both databases went from 621 s to
 * 362-437 s. Each file still gets its own copy of the database (server/test/app.ts) and builds its
 * own app; the files that mock a module run isolated, in `<name>-mocks`.
 */
const serverProjects = (
  name: string,
  env: Record<string, string>,
  exclude: string[] = [],
): TestProjectInlineConfiguration[] => {
  const test = (projectName: string, include: string[], isolate: boolean, leftOut: string[]) => ({
    test: {
      name: projectName,
      environment: 'node',
      include,
      exclude: leftOut,
      globalSetup: ['server/test/global-setup.ts'],
      env,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      isolate,
      maxWorkers: NODE_WORKERS,
    },
  });
  return [
    test(name, ['server/**/*.test.ts'], false, [...exclude, ...MOCKING]),
    test(`${name}-mocks`, MOCKING, true, exclude),
  ];
};

const projects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    define: buildYearDefine(FIXTURE_YEAR),
    // One copy of react-router: Node would otherwise mix its CommonJS and ESM builds, and the
    // /dom entry's RouterProvider would not share the router context with the hooks.
    resolve: {
      alias: [
        {
          find: /^react-router\/dom$/,
          replacement: path.resolve('node_modules/react-router/dist/development/dom-export.mjs'),
        },
        { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/development/index.mjs') },
      ],
    },
    test: {
      name: 'unit',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
      setupFiles: ['src/testing/setup-unit.ts'],
      maxWorkers: NODE_WORKERS,
    },
  },
  ...serverProjects('server', { TEST_DATABASE: 'pglite' }, POSTGRES_ONLY),
  {
    plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
    // Pre-bundle everything the stories import, so Vite never discovers a dependency mid-run and
    // reloads the page under a running test (Vitest's "unexpectedly reloaded" flake on a fresh clone).
    optimizeDeps: { include: STORY_DEPENDENCIES },
    test: {
      name: 'storybook',
      testTimeout: 30_000,
      // One page at a time, as before NODE_WORKERS: set here so that a run of several projects
      // does not stop on their different worker counts.
      maxWorkers: 1,
      // **Every story file in one page** (`isolate: false`): a file of its own reloaded the preview
      // in a fresh iframe (its modules, MSW, fonts), and that setup was a quarter of the step: all
      // the stories took 1,733 s on a clean clone, and 919 s in one page. Nothing of a story reaches
      // the next: each starts from the app's fresh state (.storybook/preview.tsx `beforeEach`,
      // src/testing/fresh-app-state.ts), with a store and router of its own (decorators.tsx), as
      // the stories of one file always did.
      isolate: false,
      // A story that fails once is run again (up to twice): "WorkoutPage / Logs Sets" sometimes
      // finds its whole canvas re-created mid-play under load (noted 2026-11-24, cause not yet
      // found). A story that is really broken fails all three times.
      retry: 2,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  },
];

// With DATABASE_URL the server suite runs a second time against a real PostgreSQL server.
if (process.env.DATABASE_URL) {
  projects.push(...serverProjects('server-pg', { TEST_DATABASE: 'postgres' }, [...EMBEDDED_ONLY, ...NO_DATABASE]));
}

export default defineConfig({ test: { projects } });
