import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../vitest.config';

/**
 * Visual regression of every Storybook story, offline: screenshots in Debian's Chromium compared
 * with the baselines committed in e2e/visual/__baselines__ (`npm run test:visual`); baselines
 * change only with `npm run test:visual:update`. Diff images land in test-results/visual, and
 * test-results/visual-report/index.html shows every changed story on one page.
 */
export default defineConfig({
  testDir: './visual',
  testMatch: '**/*.spec.ts',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  outputDir: '../test-results/visual',
  fullyParallel: true,
  // One worker, taking the stories in their files' order: the stories of one file follow one another
  // in one page (stories.visual.spec.ts `showStory`). A second worker only halved each worker's
  // speed on 2 cores (the same 3 min 50 s for 133 shots with one worker or two, before that change).
  workers: 1,
  // A screenshot caught mid-way by a late chunk or font gets a second and third chance; a real
  // change fails every attempt.
  retries: 2,
  timeout: 60_000,
  // The console list, plus one browsable page of the changed stories for QA
  // (test-results/visual-report/index.html: baseline, new screenshot and diff side by side).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./visual/report.ts']],
  expect: {
    toHaveScreenshot: {
      // Strict: a pixel differs when its colour moves by more than 5 % (YIQ distance), and a shot
      // fails on more than 10 such pixels. A menu item more, a banner, a changed word or a moved
      // border all fail; a second run with no change has no difference here (the clock stands
      // still, fonts are loaded and animations off before the shot).
      threshold: 0.05,
      maxDiffPixels: 10,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    ...devices['Desktop Chrome'],
    deviceScaleFactor: 1,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
