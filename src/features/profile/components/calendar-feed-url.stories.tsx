import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { CalendarFeedUrl } from './calendar-feed-url';

const URL_FIXTURE = 'https://forja.example/api/calendar/feed/3f9c2a7e-5b1d-4c8e-9a6f-2d4b8e1c7a90.ics';

const meta = {
  title: 'Patrones/Perfil/CalendarFeedUrl',
  component: CalendarFeedUrl,
  parameters: { layout: 'padded' },
  args: { url: URL_FIXTURE },
} satisfies Meta<typeof CalendarFeedUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new address, read-only, with "Copiar dirección" and the warning that it is shown once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Dirección de suscripción' })).toHaveValue(URL_FIXTURE);
    await expect(canvas.getByText(/por seguridad no la volveremos a mostrar/)).toBeVisible();
  },
};

/** "Copiar dirección" puts the address on the clipboard and says so. */
export const Copies: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar dirección' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL_FIXTURE);
    await expectToast('Dirección copiada');
  },
};

/** Copying refused by the browser: the toast says to copy it by hand. */
export const CopyFails: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar dirección' }));
    await expectToast('No se pudo copiar: selecciona la dirección y cópiala a mano.');
  },
};

/** On a phone the button goes under the address. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copiar dirección' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
