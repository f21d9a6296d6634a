import { useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { sendEntry, type ApiDispatch } from './outbox-send';
import { createOutboxSync, type OutboxSync } from './outbox-sync';
import { setQueue, type PendingEntry } from './set-queue';

let running: { engine: OutboxSync; users: number; stop(): void } | null = null;

function start(dispatch: ApiDispatch) {
  const queue = setQueue();
  const engine = createOutboxSync({ queue, send: (entry) => sendEntry(dispatch, entry) });
  void queue.settled().then(() => engine.flush());
  const online = () => engine.retryNow();
  window.addEventListener('online', online);
  const stop = () => {
    window.removeEventListener('online', online);
    engine.stop();
  };
  return { engine, users: 0, stop };
}

/**
 * Sends the outbox from anywhere in the signed-in app: at start, whenever an entry is added, with
 * backoff after a failure, and at once when the browser comes back online. The signed-in area
 * (app/require-auth.tsx) and the session screen both ask for it; one sender runs while either
 * is mounted.
 */
export function useOutboxSync(enabled = true): void {
  const dispatch = useDispatch() as ApiDispatch;
  useEffect(() => {
    if (!enabled) return;
    const mine = (running ??= start(dispatch));
    mine.users += 1;
    return () => {
      mine.users -= 1;
      if (mine.users > 0) return;
      mine.stop();
      if (running === mine) running = null;
    };
  }, [dispatch, enabled]);
}

/** "Reintentar": sends the outbox now, without waiting out the backoff. */
export const retryOutboxNow = (): void => running?.engine.retryNow();

/** The outbox's entries, re-rendered on every change; `ready` once the stored ones are read. */
export function useOutbox(): { entries: readonly PendingEntry[]; ready: boolean } {
  const queue = setQueue();
  const entries = useOutboxEntries();
  const ready = useSyncExternalStore(queue.subscribe, queue.isReady, queue.isReady);
  return { entries, ready };
}

/**
 * The outbox's entries only, for a screen that does not wait for the stored ones to be read (the
 * dashboard layout's logout question and banner, on every signed-in screen).
 *
 * Named optimisation "No store change under the first render" (docs/PERFORMANCE.md register): the
 * first `setQueue()` starts reading IndexedDB during the app's first render, which React runs in
 * slices (a transition). A store read with useSyncExternalStore that changes before that render
 * commits makes React throw the render away and do it again in one synchronous task (274 ms of the
 * overview's first visit at 4× CPU). With an empty outbox the read changes neither `all()`
 * (set-queue.ts keeps the same array) nor, here, anything else: `ready`, which does flip, is left
 * to the screens that need it (useOutbox).
 */
export function useOutboxEntries(): readonly PendingEntry[] {
  const queue = setQueue();
  return useSyncExternalStore(queue.subscribe, queue.all, queue.all);
}
