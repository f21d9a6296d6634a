import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink } from './text-link';

const meta = {
  title: 'Auth/TextLink',
  component: TextLink,
  args: { to: '/register', children: 'Regístrate' },
  parameters: { layout: 'padded', router: { route: '/login' } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/register');
  },
};
