import { useDeferredValue } from 'react';

/**
 * Named optimisation "First answer drawn in slices" (docs/PERFORMANCE.md register). An answer that
 * arrives through RTK Query is rendered synchronously (react-redux reads the store with
 * `useSyncExternalStore`), so a screen's first answer was drawn in one task as long as the whole
 * screen's render: up to a second at 4× CPU on progress with two years of history. With this hook
 * a screen draws its loading state one render longer: the render that has the answer still
 * returns `false`, and React renders again with `true` in the background (`useDeferredValue`: a
 * transition, which yields to the browser every few milliseconds), so the screen is built in
 * slices a tap can cut into.
 *
 * Only the first answer is deferred: once `true`, the value stays `true` while there is data, so
 * every later answer (a set saved, a routine moved) is drawn in its own render as before. Data
 * already in the store when the screen mounts (back to a screen) is drawn at once.
 *
 * The plain path is `hasData` itself: sliced-answer.test.tsx holds the hook to it (the same value
 * once React is done, and every later change in the same render).
 */
export const useSlicedFirstAnswer = (hasData: boolean): boolean => useDeferredValue(hasData);
