import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroIllustration } from './hero-illustration';

const meta = {
  title: 'Patrones/Portada/HeroIllustration',
  component: HeroIllustration,
  parameters: { layout: 'padded' },
  render: () => (
    <Box maxW="md">
      <HeroIllustration />
    </Box>
  ),
} satisfies Meta<typeof HeroIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology, drawn without any image request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img, image')).toBeNull();
  },
};
