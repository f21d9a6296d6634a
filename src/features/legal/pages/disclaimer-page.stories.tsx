import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisclaimerPage } from './disclaimer-page';

const meta = {
  title: 'Pages/Legal/Disclaimer',
  component: DisclaimerPage,
  parameters: { router: { route: '/responsabilidad' } },
} satisfies Meta<typeof DisclaimerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aviso médico' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No es consejo médico' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
