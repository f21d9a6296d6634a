import { createOutboxHooks } from '../../lib/outbox/use-outbox-sync';
import { sendEntry } from './outbox-send';
import { setQueue, type PendingEntry } from './set-queue';

const hooks = createOutboxHooks(setQueue, sendEntry);

/**
 * Sends the outbox from anywhere in the signed-in app: at start, whenever an entry is added, with
 * backoff after a failure, and at once when the browser comes back online. The signed-in area
 * (app/require-auth.tsx) and the session screen both ask for it; one sender runs while either
 * is mounted.
 */
export const useOutboxSync: (enabled?: boolean) => void = hooks.useSync;

/** "Reintentar": sends the outbox now, without waiting out the backoff. */
export const retryOutboxNow: () => void = hooks.retryNow;

/** The outbox's entries, re-rendered on every change; `ready` once the stored ones are read. */
export function useOutbox(): { entries: readonly PendingEntry[]; ready: boolean } {
  const entries = useOutboxEntries();
  const ready = hooks.useReady();
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
 * (lib/outbox/outbox.ts keeps the same array) nor, here, anything else: `ready`, which does flip,
 * is left to the screens that need it (useOutbox).
 */
export const useOutboxEntries: () => readonly PendingEntry[] = hooks.useEntries;
