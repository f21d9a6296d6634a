import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, interactionOnly } from '../../../testing/stories';
import { TextLink } from './text-link';

const meta = {
  title: 'Patrones/Cuenta/TextLink',
  component: TextLink,
  args: { to: '/register', children: 'Regístrate' },
  parameters: { layout: 'padded', router: { route: '/login' } },
  argTypes: {
    to: { description: 'Ruta de la app a la que lleva' },
    children: { description: 'Texto del enlace', control: 'text' },
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link, reached with the keyboard: its focus ring shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  },
};

/** Enter on the focused link follows it. */
export const EnterFollowsIt: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(canvas, '/register');
  },
};
