import { toast, type ToasterProps } from 'sonner';

/** SPEC.md section 9: sonner's own defaults, spelled out so a change is deliberate. */
export const TOASTER_PROPS: ToasterProps = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
};

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
