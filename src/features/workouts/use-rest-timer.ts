import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { restTitle } from './rest-timer';
import { restTimer, type RestState } from './rest-timer-store';
import { readMuted, writeMuted } from './signal';

export { REST_TIMER_KEY, readStoredRest } from './rest-timer-store';

/** The running rest (rest-timer-store.ts), for any screen. */
export const useRestState = (): RestState =>
  useSyncExternalStore(restTimer.subscribe, restTimer.getSnapshot, restTimer.getServerSnapshot);

/**
 * The rest timer of the session screen: counts down (also in the tab title), can be skipped or
 * extended, and signals the end once (sound and vibration unless muted, and a message for the live
 * region). The rest itself lives in rest-timer-store.ts, so it keeps running on other screens and
 * across a reload.
 */
export function useRestTimer() {
  const { timer, left, ended } = useRestState();
  const [muted, setMutedState] = useState(readMuted);
  // The page's own title ("<routine> · Forja", set by the page with useDocumentTitle, whose effect
  // may run after this hook's), and the countdown title this hook last wrote.
  const baseTitle = useRef(typeof document === 'undefined' ? '' : document.title);
  const written = useRef<string | null>(null);

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

  // The session's screen, for the link back from the others.
  const start = useCallback((seconds: number) => restTimer.start(seconds, window.location.pathname), []);
  const setMuted = useCallback((value: boolean) => {
    writeMuted(value);
    setMutedState(value);
  }, []);

  return { timer, left, ended, muted, start, skip: restTimer.skip, extend: restTimer.extend, setMuted };
}

export type RestTimerState = ReturnType<typeof useRestTimer>;
