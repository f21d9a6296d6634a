import { useEffect, useState } from 'react';

/**
 * Resolves in a new task (after the current one and its microtasks): work that follows runs in
 * a task of its own, so the browser can paint and handle input in between and neither part
 * becomes a long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The longest `afterNextPaint` waits for a frame: a hidden page paints none. */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Runs `fn` once, in a task after the next frame is painted (rAF, then a new task): what a tap's
 * first frame does not need waits for it. Where no frame comes (no rAF, or a hidden page, which
 * paints none), it runs anyway PAINT_WAIT_LIMIT_MS after the call, so work put off this way (a
 * logged set, set-row.tsx) is never left waiting for the page to be shown again.
 */
export function afterNextPaint(fn: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    fn();
  };
  setTimeout(once, PAINT_WAIT_LIMIT_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
}

/**
 * `value` as it was at the last frame painted: a change shows one frame later (afterNextPaint),
 * so what it draws (a notice, say) stays out of the frame that answers a tap. The first render
 * shows `value` at once.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let live = true;
    afterNextPaint(() => {
      if (live) setShown(value);
    });
    return () => {
      live = false;
    };
  }, [value, shown]);
  return shown;
}
