import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Issue #40: leaving the routine editor with unsaved changes asks first. In the app (a link, the
 * menu, "Cancelar", the browser's back and forward buttons) React Router's blocker holds the
 * navigation for the editor's dialog; closing or reloading the tab gets the browser's own
 * question (`beforeunload`). Nothing is asked when nothing changed or once the changes are saved.
 */
export function useUnsavedChanges(dirty: boolean) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows its question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    /** A navigation waits for the answer. */
    asking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
