import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, interactionOnly, screenParameters } from '../../../testing/stories';
import { NotFoundPage } from './not-found-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Estado/NotFoundPage',
  component: NotFoundPage,
  parameters: screenParameters('/no-existe', { shell: publicShell }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404 - Página no encontrada' })).toBeVisible();
    await expect(canvas.getByText('No más excusas ¡Sea donde sea creamos tu plan personalizado!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  },
};

/** "Volver al inicio" leads home. */
export const BackHome: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Volver al inicio' }));
    await expectNavigatedTo(canvas, '/home');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
