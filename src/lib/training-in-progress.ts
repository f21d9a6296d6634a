/**
 * Whether the user is in the middle of a training session, as the session screen declares it.
 *
 * The app offers to reload for a new version ("Nueva versión disponible", app/boot/update-prompt.tsx)
 * only when this is false, so a new deploy never reloads a session away. The session screen calls
 * `setTrainingInProgress(true)` when a session starts (or is resumed) and `false` when it is
 * finished or discarded. The flag lives in localStorage (`TRAINING_IN_PROGRESS_KEY`, value "1"),
 * so it holds across reloads and other tabs see it (the `storage` event); this tab's listeners
 * hear it through `TRAINING_IN_PROGRESS_EVENT`. Anything else in the key counts as not training.
 */
export const TRAINING_IN_PROGRESS_KEY = 'forja.trainingInProgress';

/** Fired on `window` when this tab changes the flag (the `storage` event covers the other tabs). */
export const TRAINING_IN_PROGRESS_EVENT = 'forja:training-in-progress';

export function isTrainingInProgress(): boolean {
  try {
    return localStorage.getItem(TRAINING_IN_PROGRESS_KEY) === '1';
  } catch {
    return false; // storage blocked: nothing can say a session is running
  }
}

export function setTrainingInProgress(inProgress: boolean): void {
  try {
    if (inProgress) localStorage.setItem(TRAINING_IN_PROGRESS_KEY, '1');
    else localStorage.removeItem(TRAINING_IN_PROGRESS_KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(TRAINING_IN_PROGRESS_EVENT));
}

/** Calls `onChange` whenever the flag may have changed, here or in another tab; returns the unsubscribe. */
export function subscribeTrainingInProgress(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TRAINING_IN_PROGRESS_KEY || event.key === null) onChange();
  };
  window.addEventListener(TRAINING_IN_PROGRESS_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TRAINING_IN_PROGRESS_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
