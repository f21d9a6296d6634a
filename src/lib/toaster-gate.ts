import type { CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';

/** docs/PRODUCT.md §9: sonner's own defaults, spelled out so a change is deliberate. */
export const TOASTER_PROPS: ToasterProps = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
  // sonner's rich colours put 13 px text at 4.3:1 on the tinted backgrounds; darker text meets
  // AA (4.5:1). Inline on the toaster, because sonner's own sheet outranks Chakra's layered CSS.
  style: {
    '--success-text': 'hsl(140, 100%, 22%)',
    '--info-text': 'hsl(210, 92%, 36%)',
    '--warning-text': 'hsl(31, 92%, 28%)',
    '--error-text': 'hsl(360, 100%, 38%)',
  } as CSSProperties,
};

/**
 * The toast area (sonner, 9 KB gzip) is mounted only once some screen loads `lib/toast`: public
 * pages that never toast (the landing) do not download it. `lib/toast` opens the gate when it is
 * imported, before any screen using it renders.
 */
let open = false;
const listeners = new Set<() => void>();

export function openToaster(): void {
  if (open) return;
  open = true;
  for (const listener of listeners) listener();
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterOpen = (): boolean => open;
