import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onMobile } from '../../testing/stories';
import MenuDrawer from './menu-drawer';

const meta = {
  title: 'Patrones/Estructura/MenuDrawer',
  component: MenuDrawer,
  parameters: { router: { route: '/dashboard/history' } },
  args: { open: true, onOpenChange: fn(), onLogout: fn(), loggingOut: false },
  ...onMobile,
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(document.body).findByRole('dialog', { name: 'Menú del panel' });

/** Small screens: the side menu slides in from the start edge, the current section marked. */
export const Mobile: Story = {
  play: async () => {
    const menu = within(await drawer());
    await waitFor(() => expect(menu.getByRole('link', { name: 'Historial' })).toBeVisible());
    await expect(menu.getByRole('link', { name: 'Historial' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Dashboard', 'Rutinas', 'Programas', 'Ejercicios', 'Calendario', 'Progreso', 'Perfil']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Cerrar Sesión' })).toBeEnabled();
  },
};

/** The close button (×) and Escape ask to close it; "Cerrar Sesión" closes it and logs out. */
export const ClosesMobile: Story = {
  play: async ({ args }) => {
    const menu = within(await drawer());
    await waitFor(() => expect(menu.getByRole('button', { name: 'Cerrar menú del panel' })).toBeVisible());
    await userEvent.click(menu.getByRole('button', { name: 'Cerrar menú del panel' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(menu.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** While the server ends the session the logout button shows it is busy. */
export const LoggingOutMobile: Story = {
  args: { loggingOut: true },
  play: async () => {
    const menu = within(await drawer());
    await waitFor(() => expect(menu.getByRole('button', { name: 'Cerrar Sesión' })).toBeDisabled());
  },
};
