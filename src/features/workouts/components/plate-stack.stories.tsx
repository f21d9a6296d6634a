import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { PlateStack } from './plate-stack';

const meta = {
  title: 'Patrones/Entrenamiento/PlateStack',
  component: PlateStack,
  parameters: { layout: 'padded' },
  args: { load: { total: 142.5, perSide: [25, 25, 10, 1.25] } },
} satisfies Meta<typeof PlateStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plates of one side, heaviest first: a picture screen readers skip, and the list in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('25 + 25 + 10 + 1,25 kg')).toBeVisible();
    const picture = canvasElement.querySelector('[aria-hidden="true"]')!;
    // The bar's two ends and a block per plate.
    await expect(picture.children).toHaveLength(6);
  },
};

/** The bar alone. */
export const BarOnly: Story = {
  args: { load: { total: 20, perSide: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Solo la barra')).toBeVisible();
  },
};

/** Every size on one side: the words go under the picture at 375 px. */
export const Mobile: Story = {
  ...onMobile,
  args: { load: { total: 177.5, perSide: [25, 20, 15, 10, 5, 2.5, 1.25] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('25 + 20 + 15 + 10 + 5 + 2,5 + 1,25 kg')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
