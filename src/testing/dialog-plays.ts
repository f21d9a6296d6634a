import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The whole page: dialogs, drawers and toasts render outside the story's canvas. */
export const body = () => within(document.body);

/** Presses the button `button` and gives the alert dialog named `name`, once it shows. */
export async function openQuestion(canvasElement: HTMLElement, button: string, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const dialog = await body().findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
