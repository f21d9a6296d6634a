import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../vitest.config';

// The config is evaluated again in every worker: decide once, in the main process, and pass
// the choice on through the environment the workers inherit.
process.env.E2E_PORT ??= String(3100 + (process.pid % 500));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'forja-e2e-'));
// The SMTP capture of global-setup.ts (mails land as JSON files in E2E_MAIL_DIR, read by
// e2e/support/mailbox.ts in the workers).
process.env.E2E_SMTP_PORT ??= String(20_000 + Number(process.env.E2E_PORT));
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'forja-e2e-mail-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);

/** Journeys in Debian's Chromium against the real built server on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Visual regression has its own config (e2e/visual.config.ts).
  testIgnore: ['visual/**', 'bench/**'],
  fullyParallel: false,
  workers: 1,
  // One retry for a journey that meets a busy machine; traces are kept for the failed attempt.
  retries: 1,
  timeout: 60_000,
  // A screen that waits for a lazy chunk and a request on a machine running the whole suite can
  // take more than the default 5 s to show (seen at load average 20-25).
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      // Always the embedded database on a fresh directory, even when DATABASE_URL is set for
      // the server suite.
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Every journey registers and logs in from 127.0.0.1: no per-IP or per-address limits
      // (their own server tests cover them).
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_EMAIL: '0',
      // The training reminders' job every 2 s, so a journey gets the day's reminder (reminder-link.spec.ts).
      REMINDERS_INTERVAL: '2',
    },
  },
});
