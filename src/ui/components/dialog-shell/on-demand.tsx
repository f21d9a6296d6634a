/**
 * Named optimisation "Dialogs on demand" (docs/PERFORMANCE.md register).
 *
 * A closed dialog renders nothing (its frame mounts lazily and unmounts on exit), yet its code,
 * Chakra's and Zag's dialog machinery (focus trap, dismissal, scroll lock: some 13 KB on the wire)
 * came with every dashboard screen. `DialogShell` loads that code the first time it opens and keeps
 * it mounted from then on (so it animates out as before); until then it renders what the frame
 * renders closed: nothing. Held to the plain path (`DialogShellFrame`) by on-demand.test.tsx.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogShellProps } from './dialog-shell';

/** True from the first render where `open` is true, for good. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const isOpen = (props: object) => 'open' in props && props.open === true;

/**
 * `load`'s component, rendered with the given props once `open(props)` has been true; nothing
 * before. For a dialog that mounts nothing while closed (`DialogShell`, `ConfirmDialog`,
 * `FormDialog`, the dashboard's menu drawer, the "session in progress" question).
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  open: (props: P) => boolean = isOpen,
) {
  const Loaded = lazy(load);
  function OnDemand(props: P) {
    const opened = useOpenedOnce(open(props));
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

export const DialogShell = onDemand<DialogShellProps>(() =>
  import('./dialog-shell').then((m) => ({ default: m.DialogShellFrame })),
);
