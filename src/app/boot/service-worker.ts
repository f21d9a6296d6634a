/**
 * Boot: the service worker (vite-plugin-pwa's, vite.config.ts `installableApp`), registered by the
 * signed-in app only: the public screens never load this module, and the landing runs no JS.
 *
 * A new deploy installs its worker beside the running one, where it waits (`registerType:
 * 'prompt'`): `waitingUpdate()` then holds the function that activates it and reloads the page,
 * which the update prompt (update-prompt.tsx) calls on the user's click. The app checks for a new
 * version when it is registered and whenever it comes back to the foreground (a phone unlocked
 * between sets), besides the browser's own checks on page loads.
 */
import { Workbox } from 'workbox-window';

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();
let registered = false;

/** Activates the waiting worker and reloads once it controls the page; `null` while none waits. */
export const waitingUpdate = (): (() => void) | null => apply;

export function subscribeWaitingUpdate(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Registers /sw.js once per page. Only the built app registers it: its pages link the web app
 * manifest, which the development server, Storybook and the unit tests' DOM do not.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  if (!document.querySelector('link[rel="manifest"]')) return;
  registered = true;
  // After the screen's own loading: the worker's install downloads the whole precache list
  // (named optimisation "Service worker when idle", docs/PERFORMANCE.md register).
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register), { once: true });
}

/** Runs `task` once the main thread is idle (at the latest after 3 s), or soon where the browser cannot tell. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

function register() {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    apply = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    listeners.forEach((listener) => listener());
  });
  // Offline at the first visit, or refused: the next page load tries again.
  workbox.register().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  });
}
