import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import i18n from '../../lib/i18n';
import { NoRoutines } from './no-routines';

const meta = {
  title: 'Patrones/Rutinas/NoRoutines',
  component: NoRoutines,
  parameters: { layout: 'padded' },
  args: { text: i18n.t('empty.text', { ns: 'history' }) },
} satisfies Meta<typeof NoRoutines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's own text, then the two ways forward: generate a routine or explore others'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Empieza una sesión desde una de tus rutinas/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Genera tu primera rutina' })).toHaveAttribute(
      'href',
      '/dashboard/routines?tab=sugerencias',
    );
    await expect(canvas.getByRole('link', { name: 'Explorar rutinas' })).toHaveAttribute(
      'href',
      '/dashboard/routines?tab=descubrir',
    );
  },
};

/** The two buttons wrap on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
