import { expect, userEvent, within } from 'storybook/test';

/**
 * A failed load shows its message and "Reintentar" in place of the data, never the empty text, and
 * no toast (docs/PRODUCT.md §8 keeps the failure on the console).
 */
export async function expectLoadError(canvasElement: HTMLElement, message: string | RegExp): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(canvas.getAllByRole('button', { name: 'Reintentar' })[0]).toBeVisible();
  // No toast says it (a toast left over from an earlier story may still be fading out).
  const toasts = [...document.body.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent ?? '');
  await expect(
    toasts.filter((text) => (typeof message === 'string' ? text.includes(message) : message.test(text))),
  ).toEqual([]);
}

/** Clicks the first "Reintentar" of the canvas. */
export async function retry(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Reintentar' })[0]!);
}
