/**
 * The rest timer's arithmetic: it counts down to an instant, so a busy tab or a throttled interval
 * never makes it drift; the display rounds up (it shows 0:00 only at the end).
 */
export interface RestTimer {
  /** Epoch milliseconds when the rest is over. */
  endsAt: number;
  /** The whole rest, seconds (for the progress bar). */
  total: number;
}

export const EXTEND_SECONDS = 15;

export const startRest = (now: number, seconds: number): RestTimer => ({
  endsAt: now + seconds * 1000,
  total: seconds,
});

/** Whole seconds left, rounded up; 0 once over. */
export const remainingSeconds = (timer: RestTimer, now: number): number =>
  Math.max(0, Math.ceil((timer.endsAt - now) / 1000));

/** 15 s more; a rest already over starts again from now. */
export function extendRest(timer: RestTimer, now: number, seconds = EXTEND_SECONDS): RestTimer {
  const base = Math.max(timer.endsAt, now);
  const left = remainingSeconds(timer, now);
  return { endsAt: base + seconds * 1000, total: Math.max(timer.total, left + seconds) };
}

/** "1:05", "0:09", "12:00". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The tab title while resting: the countdown first, so it shows in a narrow tab. */
export const restTitle = (seconds: number, title: string): string => `${formatClock(seconds)} · ${title}`;

/** The session's running time: "42:05", "1:02:09" (never negative). */
export function elapsedClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  return h > 0
    ? `${h}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
    : formatClock(s);
}
