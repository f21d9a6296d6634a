/**
 * Named optimisation "Toasts on demand" (docs/PERFORMANCE.md register).
 *
 * The plain path is sonner's `toast`. Most visits never show a toast, so sonner (9 KB gzip) is
 * not loaded until the first one: each call here loads it (once), then hands the same arguments
 * to sonner's function of the same name. The toast area (app/boot/deferred-toast-area.tsx) mounts
 * once a toast has been asked for; sonner shows it a toast created before it mounted. Held to
 * the plain path by toast.test.ts.
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'dismiss';

let sonner: Promise<Sonner> | undefined;
let asked = false;
const listeners = new Set<() => void>();

/** Loads sonner (the first call only) and tells the toast area to mount. */
export function loadToasts(): Promise<Sonner> {
  if (!asked) {
    asked = true;
    listeners.forEach((listener) => listener());
  }
  return (sonner ??= import('sonner').then((m) => m.toast));
}

/** Whether a toast has been asked for (the toast area mounts from then on). */
export const toastsAsked = (): boolean => asked;

export function subscribeToToastsAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const later =
  <K extends Kind>(kind: K) =>
  (...args: Parameters<Sonner[K]>): void =>
    void loadToasts().then((toast) => (toast[kind] as (...a: Parameters<Sonner[K]>) => unknown)(...args));

type Shown = Exclude<Kind, 'dismiss'>;

/**
 * docs/PRODUCT.md §9: never two toasts of one kind stacked. Without an `id` of its own, a toast
 * takes its kind as id, so sonner replaces the one of that kind still on screen (the newest
 * message wins) instead of piling them up.
 */
const oneOfItsKind =
  (kind: Shown) =>
  (message: Parameters<Sonner[Shown]>[0], data?: Parameters<Sonner[Shown]>[1]): void =>
    later(kind)(message, { id: kind, ...data });

/** sonner's `toast.success`, `.error`, `.info`, `.warning` and `.dismiss`, loaded on first use. */
export const toast = {
  success: oneOfItsKind('success'),
  error: oneOfItsKind('error'),
  info: oneOfItsKind('info'),
  warning: oneOfItsKind('warning'),
  dismiss: later('dismiss'),
};
