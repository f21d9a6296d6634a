import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteFallback } from './route-fallback';

const meta = {
  title: 'Patrones/Estructura/RouteFallback',
  component: RouteFallback,
} satisfies Meta<typeof RouteFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a lazy screen's code loads: a spinner, and "Cargando…" for screen readers only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Cargando…');
    const text = within(status).getByText('Cargando…');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
