import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_KEY } from '../../lib/session';
import { interactionOnly, screenParameters } from '../../testing/stories';
import { restTimer, REST_TIMER_KEY } from '../../features/workouts/rest-timer-store';
import { DashboardLayout } from './dashboard-layout';

const meta = {
  title: 'Patrones/Estructura/DashboardLayout',
  component: DashboardLayout,
  parameters: screenParameters('/dashboard/overview', { path: '/dashboard/*', signedIn: true }),
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menú del panel' });
    for (const name of ['Rutinas', 'Programas', 'Ejercicios', 'Calendario', 'Historial', 'Progreso', 'Perfil']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Forja: ir al Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );
    await expect(canvas.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    // Small screens only: the menu button is hidden here.
    await expect(canvas.queryByRole('button', { name: 'Abrir menú del panel' })).toBeNull();
  },
};

/** The first Tab reaches "Saltar al contenido", which jumps to the main area. */
export const SkipLink: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#contenido');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'contenido');
  },
};

/** A nested route (routine edit) keeps "Rutinas" marked as the current section. */
export const NestedRoute: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { router: { route: '/dashboard/routines/edit/7', path: '/dashboard/*' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menú del panel' });
    await expect(within(nav).getByRole('link', { name: 'Rutinas' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

/** What the server's logout saw: the Authorization header, and the token stored at that moment. */
const logoutCalls: { authorization: string | null; stored: string | null }[] = [];

/** "Cerrar Sesión" ends the session on the server, then removes the token and goes to the root path. */
export const Logout: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['interaction'],
  parameters: {
    ...interactionOnly,
    msw: {
      handlers: {
        auth: [
          http.post('/api/users/logout', ({ request }) => {
            logoutCalls.push({
              authorization: request.headers.get('authorization'),
              stored: localStorage.getItem(TOKEN_KEY),
            });
            return HttpResponse.json({ message: 'Logout successful' });
          }),
        ],
      },
    },
  },
  beforeEach: () => {
    logoutCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localStorage.getItem(TOKEN_KEY)).toBe('story-token');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    // The token goes as the dashboard unmounts (an effect's cleanup, run just after the new screen).
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    await expect(logoutCalls).toEqual([{ authorization: 'story-token', stored: 'story-token' }]);
  },
};

/** Offline (or any failure of the call): the session ends on this side all the same. */
export const LogoutOffline: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { auth: [http.post('/api/users/logout', () => HttpResponse.error())] } },
    ...interactionOnly,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    // The token goes as the dashboard unmounts (an effect's cleanup, run just after the new screen).
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
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
    // Choosing an entry closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Calendario' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A rest running on the session screen, seen from another screen: a bar that leads back to it. */
const restElsewhere = {
  beforeEach: () => {
    const rest = { endsAt: Date.now() + 90_000, total: 120, path: '/dashboard/workouts/7' };
    localStorage.setItem(REST_TIMER_KEY, JSON.stringify(rest));
    return () => restTimer.skip();
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /Volver al entrenamiento/ });
    await expect(link).toHaveAttribute('href', '/dashboard/workouts/7');
    await expect(link).toHaveTextContent(/1:(30|29|28)/);
    await expect(canvas.getByRole('button', { name: 'Saltar descanso' })).toBeVisible();
  },
};

export const RestRunningElsewhere: Story = { globals: { viewport: { value: 'desktop' } }, ...restElsewhere };
export const RestRunningElsewhereOnAPhone: Story = { globals: { viewport: { value: 'mobile' } }, ...restElsewhere };
