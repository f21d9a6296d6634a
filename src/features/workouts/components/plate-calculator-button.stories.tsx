import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectTouchTarget, onMobile, withPagePadding } from '../../../testing/stories';
import { PLATES_KEY } from '../use-plate-settings';
import { PlateCalculatorButton } from './plate-calculator-button';

const meta = {
  title: 'Patrones/Entrenamiento/PlateCalculatorButton',
  component: PlateCalculatorButton,
  parameters: { layout: 'padded' },
  args: { n: 2, value: '80', onUse: fn() },
  // The default bar and plates, whatever a story before stored.
  beforeEach: () => localStorage.removeItem(PLATES_KEY),
} satisfies Meta<typeof PlateCalculatorButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Calculadora de discos, serie 2';

/** A small icon button named for its set; the calculator is not loaded until pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: NAME });
    await expect(button).toHaveAttribute('title', 'Calculadora de discos');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Pressed: the calculator opens on the set's weight, and "Usar" hands the weight back. */
export const Opens: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: NAME }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Calculadora de discos' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Peso total (kg, con la barra)' })).toHaveValue('80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar 80 kg' }));
    await expect(args.onUse).toHaveBeenCalledWith(80);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** On a phone: a 44 px touch target around the small icon. */
export const Mobile: Story = {
  ...onMobile,
  // The session screen's padding around it, so the whole touch target is on screen.
  decorators: [withPagePadding],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: NAME });
    await expect(button).toBeVisible();
    await expectTouchTarget(button);
  },
};
