import type { CSSProperties } from 'react';
import { toast, type ToasterProps } from 'sonner';

/** SPEC.md section 9: sonner's own defaults, spelled out so a change is deliberate. */
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
