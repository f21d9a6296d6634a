/**
 * The service worker's run-time caches (vite.config.ts `installableApp`): the signed-in GET API
 * answers (keyed per account) and the exercise photos the account saw. Its own module: the
 * dashboard layout clears them at logout without loading workbox-window.
 */
export const RUNTIME_CACHES = ['forja-api', 'exercise-photos'] as const;

/** Logging out: nothing the account saw stays in the worker's caches. */
export async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
