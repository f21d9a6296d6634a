import { FIXED_INSTANT } from '../src/testing/fixed-day';

/**
 * The footer's "© <year>" (src/app/layouts/public-layout.tsx) is the year of the build, written
 * into the code as a constant (Vite `define`): the prerendered HTML and the app that hydrates it
 * print the same year whatever day the visitor comes (a year read from the clock at render time
 * would differ from the HTML's after New Year, a hydration mismatch). `npm run build:web` sets
 * FORJA_BUILD_YEAR once for its two builds (web and prerender), so they agree even at midnight.
 */
export const buildYear = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env.FORJA_BUILD_YEAR) || new Date().getFullYear();

/**
 * The year stories and tests print: that of the visual suite's fixed clock (src/testing/fixed-day.ts),
 * so no screenshot changes on the 1st of January.
 */
export const FIXTURE_YEAR = Number(FIXED_INSTANT.slice(0, 4));

/** Vite's `define` of the global the app reads (src/app/build-year.ts). */
export const buildYearDefine = (year: number) => ({ __FORJA_BUILD_YEAR__: JSON.stringify(year) });
