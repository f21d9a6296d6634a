import { expect, waitFor, within } from 'storybook/test';

/** Toasts render outside the story root and fade in: wait until one with this text is visible. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(within(document.body).getByText(text)).toBeVisible(), { timeout: 4000 });
}
