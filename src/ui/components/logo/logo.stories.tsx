import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'Componentes/Logo',
  component: Logo,
  parameters: { layout: 'padded' },
  args: { size: 'md' },
  argTypes: { size: { description: 'Tamaño de la marca' } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Forja')).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
