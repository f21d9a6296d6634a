import { expect, waitFor, within } from 'storybook/test';

/**
 * Toasts render outside the story root and fade in; a newer toast folds older ones behind it
 * (their text then has opacity 0), so a toast counts as shown when sonner marks it visible.
 */
export async function expectToast(text: string): Promise<void> {
  await waitFor(
    () => {
      const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
      expect(toaster).not.toBeNull();
      const toast = within(toaster!).getByText(text).closest('[data-sonner-toast]');
      expect(toast).toHaveAttribute('data-visible', 'true');
      expect(toast).toHaveAttribute('data-mounted', 'true');
    },
    { timeout: 4000 },
  );
}
