import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { WhenNearViewport } from './when-near-viewport';

/**
 * A scroll area (not the page, so the shot's page height cannot bring the spot near) with the
 * piece far below its fold: the placeholder until the area is scrolled near it.
 */
function BelowTheFold({ settled = true }: { settled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('loading')}
      tabIndex={0}
      h="64"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      data-testid="scroller"
    >
      <Box h="200vh" bg="bg.muted" />
      <WhenNearViewport settled={settled} placeholder={<Skeleton h="24" m="4" data-testid="placeholder" />}>
        <Text p="4" h="24">
          {t('info.text')}
        </Text>
      </WhenNearViewport>
    </Box>
  );
}

const meta = {
  title: 'Componentes/WhenNearViewport',
  component: BelowTheFold,
  parameters: { layout: 'padded' },
  argTypes: { settled: { description: 'Lo de arriba ya cargó: solo entonces se vigila el hueco', control: 'boolean' } },
} satisfies Meta<typeof BelowTheFold>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollToEnd = (canvasElement: HTMLElement) => {
  const scroller = within(canvasElement).getByTestId('scroller');
  scroller.scrollTop = scroller.scrollHeight;
};

/** Far below the visible area: the placeholder holds the spot, the piece is not rendered. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('placeholder')).toBeInTheDocument();
    await expect(canvas.queryByText('¡Funciona!')).toBeNull();
  },
};

/** Scrolled near, the piece replaces the placeholder for good. */
export const ScrolledNear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    scrollToEnd(canvasElement);
    await expect(await canvas.findByText('¡Funciona!')).toBeVisible();
    await expect(canvas.queryByTestId('placeholder')).toBeNull();
  },
};

/** While what comes before is still loading (`settled` false) the spot is not watched yet. */
export const NotSettled: Story = {
  args: { settled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    scrollToEnd(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(canvas.getByTestId('placeholder')).toBeInTheDocument());
    await expect(canvas.queryByText('¡Funciona!')).toBeNull();
  },
};
