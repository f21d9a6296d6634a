import { expect, waitFor, within } from 'storybook/test';
import { toast, toastsAsked } from '../lib/toast';

/**
 * Waits until a toast with this text has been shown. Toasts render outside the story root and
 * fade in, and a newer toast folds older ones behind it (their text then has opacity 0), so a
 * toast counts as shown when sonner marks it mounted and visible. sonner keeps its queue between
 * stories: the newest matching toast is the one checked.
 */
export async function expectToast(text: string | RegExp, timeout = 4000): Promise<void> {
  await waitFor(
    () => {
      const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
      expect(toaster).not.toBeNull();
      const shown = within(toaster!).getAllByText(text).at(-1)!.closest('[data-sonner-toast]');
      expect(shown).toHaveAttribute('data-visible', 'true');
      expect(shown).toHaveAttribute('data-mounted', 'true');
    },
    { timeout },
  );
}

/**
 * Dismisses every toast (before every story, .storybook/preview.tsx), so a story never sees the
 * previous one's. Before any toast was asked for there is none, and sonner is not loaded for it.
 */
export function dismissToasts(): void {
  if (toastsAsked()) toast.dismiss();
}
