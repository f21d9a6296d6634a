/**
 * Boot: the toast area, mounted once React owns the page.
 *
 * sonner's toast area (9 KB gzip) is not needed to paint or hydrate a screen: it is a lazy chunk
 * mounted after the first render (hydration included), and only once a toast is asked for
 * (lib/toast.ts), so prerendered HTML never holds it (the static landing, which runs no JS, has no
 * empty toast region either), a hydrating screen does not wait for it, and a visit that shows no
 * toast never downloads it. Figures: the prerendered screens' Lighthouse 100 and the signed-in
 * screens' JS (named optimisation "Toasts on demand", docs/PERFORMANCE.md register).
 */
import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';
import { subscribeToToastsAsked, toastsAsked } from '../../lib/toast';

/** docs/PRODUCT.md §9: sonner's own defaults, spelled out so a change is deliberate. */
export const TOASTER_PROPS: ToasterProps = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
  // The app's font (sonner's sheet sets the system one on the toaster), and sonner's rich colours
  // put 13 px text at 4.3:1 on the tinted backgrounds; darker text meets
  // AA (4.5:1). Inline on the toaster, because sonner's own sheet outranks Chakra's layered CSS.
  style: {
    fontFamily: 'var(--chakra-fonts-body)',
    '--success-text': 'hsl(140, 100%, 22%)',
    '--info-text': 'hsl(210, 92%, 36%)',
    '--warning-text': 'hsl(31, 92%, 28%)',
    '--error-text': 'hsl(360, 100%, 38%)',
  } as CSSProperties,
};

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast area: nothing on the server and while hydrating, nor before the first toast is asked
 * for (lib/toast.ts, "Toasts on demand"); sonner's Toaster from then on. `duration`: how long a
 * toast stays (the product's 4 s; Storybook keeps them until dismissed, see .storybook/decorators).
 */
export function DeferredToastArea({ duration = TOASTER_PROPS.duration }: { duration?: number }) {
  const asked = useSyncExternalStore(subscribeToToastsAsked, toastsAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_PROPS} duration={duration} richColors closeButton />
    </Suspense>
  );
}
