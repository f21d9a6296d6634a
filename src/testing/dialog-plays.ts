import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The whole page: dialogs, drawers and toasts render outside the story's canvas. */
export const body = () => within(document.body);

/**
 * The dialog named `name` (an alert dialog with `role`), once it shows: its content to query.
 * `timeout` waits longer than Testing Library's default for one that loads on demand.
 */
export async function shownDialog(
  name: string,
  { role = 'dialog', timeout }: { role?: 'dialog' | 'alertdialog'; timeout?: number } = {},
) {
  const dialog = await body().findByRole(role, { name }, timeout === undefined ? undefined : { timeout });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Presses the button `button` and gives the alert dialog named `name`, once it shows. */
export async function openQuestion(canvasElement: HTMLElement, button: string, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return shownDialog(name, { role: 'alertdialog' });
}
