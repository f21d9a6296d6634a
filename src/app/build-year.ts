declare const __FORJA_BUILD_YEAR__: number;

/** The year of the build, for the footer's "©": set by Vite's `define` (scripts/build-year.ts). */
export const BUILD_YEAR: number = __FORJA_BUILD_YEAR__;
