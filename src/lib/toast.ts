import { toast } from 'sonner';
import { openToaster } from './toaster-gate';

export { TOASTER_PROPS } from './toaster-gate';

// Whoever can show a toast needs the toast area on screen (see toaster-gate.ts).
openToaster();

export interface PromiseToastTexts<T> {
  loading: string;
  success: string | ((value: T) => string);
  error: string | ((error: unknown) => string);
}

/**
 * A loading toast tied to a pending action that becomes success or error when it settles
 * (SPEC.md section 2). Resolves or rejects like the promise itself.
 */
export function toastPromise<T>(promise: Promise<T>, texts: PromiseToastTexts<T>): Promise<T> {
  toast.promise(promise, texts);
  return promise;
}

export { toast };
