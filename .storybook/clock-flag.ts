/**
 * Set to `true` on the window before the preview loads by a runner that fixes the clock itself (the
 * visual suite, with Playwright's clock): the stories' clock (clock.ts) is then not installed. Its
 * own module, so the Playwright spec can read it without installing the clock in Node.
 */
export const FROZEN_CLOCK_FLAG = '__FORJA_FROZEN_CLOCK__';
