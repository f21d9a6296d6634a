import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingPage } from './landing-page';

const meta = {
  title: 'Pages/Landing',
  component: LandingPage,
  parameters: { router: { route: '/home' } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Descubre cómo funciona' })).toHaveAttribute('href', '#features');
    await userEvent.click(canvas.getByRole('link', { name: 'Empezar ahora' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/register');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
