import { useCallback, useEffect, useRef, useState } from 'react';
import { extendRest, remainingSeconds, restTitle, startRest, type RestTimer } from './rest-timer';
import { notifyRestEnd } from './rest-notification';
import { readMuted, signalRestEnd, writeMuted } from './signal';

/** How long the "rest is over" message stays. */
const ENDED_MESSAGE_MS = 8_000;

/** Where the running rest is kept (its end instant), so a reload or a return to the screen resumes it. */
export const REST_TIMER_KEY = 'forja.restTimer';

/** The stored rest if it is still running at `now`. */
export function readStoredRest(now: number): RestTimer | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REST_TIMER_KEY) ?? 'null') as Partial<RestTimer> | null;
    if (typeof stored?.endsAt !== 'number' || typeof stored.total !== 'number') return null;
    return stored.endsAt > now ? { endsAt: stored.endsAt, total: stored.total } : null;
  } catch {
    return null;
  }
}

function storeRest(timer: RestTimer | null) {
  try {
    if (timer) localStorage.setItem(REST_TIMER_KEY, JSON.stringify(timer));
    else localStorage.removeItem(REST_TIMER_KEY);
  } catch {
    return; // storage blocked: the timer still runs, it only does not survive a reload
  }
}

/**
 * The rest timer of the session screen: counts down (also in the tab title), can be skipped or
 * extended, and signals the end once (sound and vibration unless muted, and a message for the live
 * region). The running rest is stored, so it survives a reload.
 */
export function useRestTimer(initial?: RestTimer | null) {
  const [timer, setTimer] = useState<RestTimer | null>(() => initial ?? readStoredRest(Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  const [muted, setMutedState] = useState(readMuted);
  // The page's own title ("<routine> · Forja", set by the page with useDocumentTitle, whose effect
  // may run after this hook's), and the countdown title this hook last wrote.
  const baseTitle = useRef(typeof document === 'undefined' ? '' : document.title);
  const written = useRef<string | null>(null);
  const left = timer ? remainingSeconds(timer, now) : 0;

  useEffect(() => {
    if (!timer) return;
    const id = setInterval(() => {
      const at = Date.now();
      if (remainingSeconds(timer, at) > 0) return setNow(at);
      // Over: signal once (unless muted: the stored choice), then the bar says so for a while.
      signalRestEnd(readMuted());
      void notifyRestEnd(readMuted()); // Screen off or tab hidden: a notification, if turned on.
      setTimer(null);
      setEnded(true);
    }, 250);
    return () => clearInterval(id);
  }, [timer]);

  useEffect(() => storeRest(timer), [timer]);

  useEffect(() => {
    if (!ended) return;
    const id = setTimeout(() => setEnded(false), ENDED_MESSAGE_MS);
    return () => clearTimeout(id);
  }, [ended]);

  useEffect(() => {
    // A title this hook did not write is the page's: the countdown goes in front of it.
    if (document.title !== written.current) baseTitle.current = document.title;
    const title = timer ? restTitle(left, baseTitle.current) : baseTitle.current;
    document.title = title;
    written.current = title;
  }, [timer, left]);
  useEffect(
    () => () => {
      // Leaving: the page's title back, unless someone else has set one since.
      if (document.title === written.current) document.title = baseTitle.current;
    },
    [],
  );

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEnded(false);
    setTimer(seconds > 0 ? startRest(at, seconds) : null);
  }, []);
  const skip = useCallback(() => setTimer(null), []);
  const extend = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setTimer((t) => (t ? extendRest(t, at) : t));
  }, []);
  const setMuted = useCallback((value: boolean) => {
    writeMuted(value);
    setMutedState(value);
  }, []);

  return { timer, left, ended, muted, start, skip, extend, setMuted };
}

export type RestTimerState = ReturnType<typeof useRestTimer>;
