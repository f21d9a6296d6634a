import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Presses the button `button` and gives the alert dialog named `name`, once it shows. */
export async function openQuestion(canvasElement: HTMLElement, button: string, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const dialog = await within(document.body).findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
