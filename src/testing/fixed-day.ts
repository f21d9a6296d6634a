/**
 * The instant every story and visual shot is fixed to, written once: the visual suite's clock
 * (e2e/visual/stories.visual.spec.ts), the day the stories' dated data ends on (STORY_TODAY,
 * testing/stories.ts) and the footer's year in stories and tests (FIXTURE_YEAR,
 * scripts/build-year.ts). Imported by Node and by the browser alike: no imports of its own.
 */
export const FIXED_INSTANT = '2026-11-18T10:00:00+01:00';
