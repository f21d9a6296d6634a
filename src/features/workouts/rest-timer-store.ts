import { extendRest, remainingSeconds, startRest, type RestTimer } from './rest-timer';
import { notifyRestEnd } from './rest-notification';
import { readMuted, signalRestEnd } from './signal';

/**
 * The running rest, outside any screen: the session starts it, and it keeps counting (and signals
 * its end once) on every signed-in screen, which show it as a link back to the session. Its end
 * instant and the session's path are stored, so a reload resumes it.
 */

/** How long the "rest is over" message stays. */
const ENDED_MESSAGE_MS = 8_000;
const TICK_MS = 250;

/** Where the running rest is kept (its end instant and the session's path). */
export const REST_TIMER_KEY = 'forja.restTimer';

export interface RestState {
  timer: RestTimer | null;
  /** Whole seconds left (0 with no rest running). */
  left: number;
  /** The rest just ended: the bars say so for a while. */
  ended: boolean;
  /** The session screen that started it. */
  path: string | null;
}

const IDLE: RestState = { timer: null, left: 0, ended: false, path: null };

/** The stored rest if it is still running at `now`. */
export function readStoredRest(now: number): { timer: RestTimer; path: string | null } | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REST_TIMER_KEY) ?? 'null') as
      (Partial<RestTimer> & { path?: unknown }) | null;
    if (typeof stored?.endsAt !== 'number' || typeof stored.total !== 'number') return null;
    if (stored.endsAt <= now) return null;
    return {
      timer: { endsAt: stored.endsAt, total: stored.total },
      path: typeof stored.path === 'string' ? stored.path : null,
    };
  } catch {
    return null;
  }
}

function store(timer: RestTimer | null, path: string | null) {
  try {
    if (timer) localStorage.setItem(REST_TIMER_KEY, JSON.stringify({ ...timer, path }));
    else localStorage.removeItem(REST_TIMER_KEY);
  } catch {
    return; // storage blocked: the rest still runs, it only does not survive a reload
  }
}

let state: RestState = IDLE;
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
let endedTimeout: ReturnType<typeof setTimeout> | undefined;

function set(next: RestState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function stopTicking() {
  clearInterval(ticker);
  ticker = undefined;
}

function tick() {
  const { timer } = state;
  if (!timer) return stopTicking();
  const left = remainingSeconds(timer, Date.now());
  if (left > 0) {
    if (left !== state.left) set({ ...state, left });
    return;
  }
  // Over: signal once (unless muted), then the bars say so for a while.
  stopTicking();
  signalRestEnd(readMuted());
  void notifyRestEnd(readMuted()); // Screen off or tab hidden: a notification, if turned on.
  store(null, null);
  set({ ...IDLE, ended: true, path: state.path });
  clearTimeout(endedTimeout);
  endedTimeout = setTimeout(() => set({ ...state, ended: false }), ENDED_MESSAGE_MS);
}

function run(timer: RestTimer | null, path: string | null) {
  stopTicking();
  clearTimeout(endedTimeout);
  store(timer, path);
  set(timer ? { timer, left: remainingSeconds(timer, Date.now()), ended: false, path } : IDLE);
  if (timer && listeners.size > 0) ticker = setInterval(tick, TICK_MS);
}

/** The rest as stored, when nobody was watching it (first screen, or back from a screen without it). */
function load() {
  const stored = readStoredRest(Date.now());
  if (stored) run(stored.timer, stored.path);
  else if (state.timer) set(IDLE);
}

export const restTimer = {
  subscribe(listener: () => void) {
    if (listeners.size === 0) {
      listeners.add(listener);
      load();
    } else listeners.add(listener);
    if (state.timer && !ticker) ticker = setInterval(tick, TICK_MS);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stopTicking();
    };
  },
  getSnapshot: (): RestState => state,
  getServerSnapshot: (): RestState => IDLE,
  /** A rest of `seconds` from now, started on the screen at `path` (0: none). */
  start(seconds: number, path: string | null) {
    run(seconds > 0 ? startRest(Date.now(), seconds) : null, path);
  },
  skip() {
    run(null, null);
  },
  /** 15 s more. */
  extend() {
    if (state.timer) run(extendRest(state.timer, Date.now()), state.path);
  },
};
