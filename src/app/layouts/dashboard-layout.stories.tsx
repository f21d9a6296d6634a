import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_KEY } from '../../lib/session';
import { DashboardLayout } from './dashboard-layout';

const meta = {
  title: 'Layouts/DashboardLayout',
  component: DashboardLayout,
  parameters: { router: { route: '/dashboard/overview', path: '/dashboard/*' }, session: 'signed-in' },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menú del panel' });
    for (const name of ['Rutinas', 'Ejercicios', 'Calendario', 'Perfil']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** "Cerrar Sesión" removes the token and goes to the root path. */
export const Logout: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localStorage.getItem(TOKEN_KEY)).toBe('story-token');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  },
};

/** On small screens the menu lives in a drawer. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú del panel' }));
    const drawer = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Calendario' })).toBeVisible());
  },
};
