import { useEffect, useState } from 'react';

/**
 * Resolves in a new task (after the current one and its microtasks): work that follows runs in
 * a task of its own, so the browser can paint and handle input in between and neither part
 * becomes a long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `fn` in a task after the next frame is painted (rAF, then a new task): what a tap's first
 * frame does not need waits for it. Where there is no frame to wait for, in a new task.
 */
export function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(fn, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
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
