import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../lib/toast';

/**
 * Waits until a toast with this text is visible. Toasts render outside the story root and fade
 * in, and sonner keeps its queue between stories: the newest matching toast is the one checked.
 */
export async function expectToast(text: string | RegExp, timeout = 4000): Promise<void> {
  await waitFor(
    async () => {
      const matches = within(document.body).getAllByText(text);
      await expect(matches.at(-1)).toBeVisible();
    },
    { timeout },
  );
}

/** Dismisses every toast (a story's `beforeEach`), so a story never sees the previous one's. */
export function dismissToasts(): void {
  toast.dismiss();
}
