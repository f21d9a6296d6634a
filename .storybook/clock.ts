import { withGlobal, type InstalledClock } from '@sinonjs/fake-timers';
import { FIXED_INSTANT } from '../src/testing/fixed-day';
import { FROZEN_CLOCK_FLAG } from './clock-flag';

/**
 * One day for every story, wherever it renders: Storybook, `npm run test:stories` (Vitest),
 * Chromatic and the visual suite all start at FIXED_INSTANT (src/testing/fixed-day.ts), so the
 * calendar, the plan's week and every "hace 3 días" draw the same day whatever day the tests run.
 * Only `Date` is faked; timers (setTimeout, requestAnimationFrame) run as usual, and the clock runs
 * on from the story's instant in real time, so a story that waits for time to pass (a 2 s rest
 * ending) sees it pass.
 *
 * The visual suite stands the clock still at the same instant with Playwright's own clock
 * (`page.clock.setFixedTime`), so a session's clock or a countdown is drawn the same in every shot;
 * it says so with FROZEN_CLOCK_FLAG, and this module then leaves `Date` to it. (A `Date` frozen here
 * instead, with fake-timers, left WorkoutPage / Logs Sets stuck after its third step.)
 *
 * A story that needs another day says so: `parameters: { clock: '2026-12-31T23:30:00+01:00' }`
 * (any string `new Date` reads; not in the visual suite, whose clock is Playwright's). The next
 * story is back at FIXED_INSTANT.
 */
export interface ClockParameters {
  /** The instant the story renders at (default FIXED_INSTANT). */
  clock?: string;
}

const INSTALLED = Symbol.for('forja.storybook.clock');
type WithClock = typeof globalThis & { [INSTALLED]?: InstalledClock };

/**
 * Installed when the preview is first imported, before any story file: dates a story file works
 * out at its top (`subDays(new Date(), 1)`) are the fixed day's too. Once per page (Storybook's hot
 * reload imports the preview again).
 */
function installClock(): InstalledClock | undefined {
  const scope = globalThis as WithClock;
  // The visual suite's page: its runner owns `Date` (Playwright's clock), asked for, no warning.
  if ((globalThis as Record<string, unknown>)[FROZEN_CLOCK_FLAG] === true) return undefined;
  // A page whose `Date` is already someone else's fake (Playwright's `page.clock`, fake-timers of
  // its own): that clock rules, and installing over it would throw and stop the preview.
  if (!scope[INSTALLED] && (Date as { isFake?: boolean }).isFake) {
    console.warn('Storybook: Date is already faked on this page; the stories keep that clock.');
    return undefined;
  }
  scope[INSTALLED] ??= withGlobal(globalThis).install({
    now: new Date(FIXED_INSTANT),
    toFake: ['Date'],
    shouldAdvanceTime: true,
  });
  return scope[INSTALLED];
}

const clock = installClock();

/** The preview's first loader: the story's instant (its `clock` parameter, or FIXED_INSTANT). */
export function setStoryClock({ parameters }: { parameters: ClockParameters }): void {
  const instant = new Date(parameters.clock ?? FIXED_INSTANT);
  if (Number.isNaN(instant.getTime())) throw new Error(`parameters.clock is not a date: ${parameters.clock}`);
  clock?.setSystemTime(instant);
}
