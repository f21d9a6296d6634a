/**
 * Named optimisation "Toasts on demand" (docs/PERFORMANCE.md register).
 *
 * The plain path is sonner's `toast`. Most visits never show a toast, so sonner (9 KB gzip) is
 * not loaded until the first one: each call here loads it (once), then hands the same arguments
 * to sonner's function of the same name. The toast area (app/boot/deferred-toast-area.tsx) mounts
 * once a toast has been asked for; sonner shows it a toast created before it mounted. Held to
 * the plain path by toast.test.ts.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';

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

/** The id of the toast each kind has on screen (until it starts to leave), and a counter for new ids. */
const onScreen = new Map<Shown, string>();
let shownSoFar = 0;

type Closed = ExternalToast['onDismiss'];
const both =
  (theirs: Closed, ours: () => void): Closed =>
  (t) => {
    ours();
    theirs?.(t);
  };

/**
 * docs/PRODUCT.md §9: never two toasts of one kind stacked. A toast without an `id` of its own
 * takes the id of the one of its kind on screen, so sonner shows the newest message in its place,
 * for a whole 4 s. Once that one starts to leave (its time is up, or it is dismissed, closed or
 * swiped away), the kind's next toast is a new one: updated in place, a message that came in the
 * old one's last 200 ms left with it (app/boot/toast-lifetime.test.tsx).
 */
const oneOfItsKind =
  (kind: Shown) =>
  (message: Parameters<Sonner[Shown]>[0], data?: ExternalToast): void => {
    if (data?.id !== undefined) return later(kind)(message, data);
    const id = onScreen.get(kind) ?? `${kind}-${++shownSoFar}`;
    onScreen.set(kind, id);
    const leaving = () => {
      if (onScreen.get(kind) === id) onScreen.delete(kind);
    };
    later(kind)(message, {
      ...data,
      id,
      onAutoClose: both(data?.onAutoClose, leaving),
      onDismiss: both(data?.onDismiss, leaving),
    });
  };

/** sonner's `toast.success`, `.error`, `.info`, `.warning` and `.dismiss`, loaded on first use. */
export const toast = {
  success: oneOfItsKind('success'),
  error: oneOfItsKind('error'),
  info: oneOfItsKind('info'),
  warning: oneOfItsKind('warning'),
  dismiss: later('dismiss'),
};
