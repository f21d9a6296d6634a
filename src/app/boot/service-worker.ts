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
import type { Workbox } from 'workbox-window';

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();
let registered = false;

/** Activates the waiting worker and reloads once it controls the page; `null` while none waits. */
export const waitingUpdate = (): (() => void) | null => apply;

export function subscribeWaitingUpdate(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** How long the page must go without the visitor's input before the worker is registered. */
export const QUIET_MS = 2000;
/** What counts as the visitor's input: a tap, a key, a scroll. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Registers /sw.js once per page. Only the built app registers it: its pages link the web app
 * manifest, which the development server, Storybook and the unit tests' DOM do not.
 *
 * Its install downloads the whole precache list (about 570 KB on a first visit), and workbox-window
 * is loaded for it: both wait until the page has loaded, has gone QUIET_MS without input, and its
 * main thread is idle; any input meanwhile starts the wait again, so they never compete with the
 * screen's own loading nor with the visitor's first taps (named optimisation "Service worker when
 * idle", docs/PERFORMANCE.md register; the plain path registers at mount).
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  if (!document.querySelector('link[rel="manifest"]')) return;
  registered = true;
  const start = () => whenQuiet(() => void register());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Runs `task` once, after QUIET_MS without input and then an idle moment of the main thread. */
function whenQuiet(task: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancelIdle = () => {
    if (idle !== undefined && 'cancelIdleCallback' in window) cancelIdleCallback(idle);
    idle = undefined;
  };
  const run = () => {
    INPUT_EVENTS.forEach((type) => window.removeEventListener(type, restart, true));
    task();
  };
  function restart() {
    clearTimeout(timer);
    cancelIdle();
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = requestIdleCallback(run);
      else run();
    }, QUIET_MS);
  }
  INPUT_EVENTS.forEach((type) => window.addEventListener(type, restart, { capture: true, passive: true }));
  restart();
}

async function register() {
  const { Workbox } = await import('workbox-window');
  const workbox: Workbox = new Workbox('/sw.js', { scope: '/' });
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
