import type { ToasterProps } from 'sonner';

/** SPEC.md section 9: sonner's own defaults, spelled out so a change is deliberate. */
export const TOASTER_PROPS: ToasterProps = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
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
