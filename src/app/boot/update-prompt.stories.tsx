import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePromptView } from './update-prompt';

const meta = {
  title: 'Patrones/Estructura/UpdatePrompt',
  component: UpdatePromptView,
  args: { shown: false, onUpdate: fn() },
} satisfies Meta<typeof UpdatePromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No new version waits (or a session is in progress): an empty live region, nothing on screen. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Actualización de Forja' })).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Actualizar' })).toBeNull();
  },
};

/** A new version waits: the panel offers the reload, which happens only on the click. */
export const Shown: Story = {
  args: { shown: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: 'Actualización de Forja' });
    await expect(within(status).getByText('Nueva versión disponible')).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the panel spans the width, above the bottom edge. */
export const ShownMobile: Story = {
  args: { shown: true },
  globals: { viewport: { value: 'mobile' } },
};
