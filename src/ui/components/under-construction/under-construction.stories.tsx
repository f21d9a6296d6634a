import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UnderConstruction } from './under-construction';

const meta = {
  title: 'UI/UnderConstruction',
  component: UnderConstruction,
  parameters: { layout: 'padded' },
  args: { title: 'Calendario' },
} satisfies Meta<typeof UnderConstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En construcción')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Volver al inicio' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/home');
  },
};
