import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/session';
import { renderRoutes } from '../testing/render';

/**
 * Each screen is a lazy chunk that Vite transforms on its first import: on a loaded machine that
 * takes longer than Testing Library's default second.
 */
const LAZY_SCREEN = { timeout: 10_000 };

const PUBLIC_ROUTES = [
  '/home',
  '/login',
  '/register',
  '/info',
  '/reset-password',
  '/password-reset-request',
  '/password-reset-request/abc123',
  '/terminos',
  '/privacidad',
  '/responsabilidad',
];

const DASHBOARD_ROUTES = [
  '/dashboard/overview',
  '/dashboard/calendar',
  '/dashboard/exercises',
  '/dashboard/routines',
  '/dashboard/routines/edit/7',
  '/dashboard/routines/new',
  '/dashboard/profile',
  '/dashboard/history',
  '/dashboard/history/202',
  '/dashboard/progress',
  '/dashboard/programas',
  '/dashboard/programas/nuevo',
  '/dashboard/programas/41',
];

describe('routes of docs/PRODUCT.md §2', () => {
  it('redirects the empty path to /home', async () => {
    const { router } = await renderRoutes('/');
    await screen.findByRole('heading', { level: 1 }, LAZY_SCREEN);
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each(PUBLIC_ROUTES)('%s shows a screen inside the public layout, not the 404', async (path) => {
    const { router } = await renderRoutes(path);
    await screen.findByRole('heading', { level: 1 }, LAZY_SCREEN);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText('404 - Página no encontrada')).toBeNull();
    expect(screen.getByText('© 2026 Forja. Todos los derechos reservados.')).toBeInTheDocument();
  });

  it.each(DASHBOARD_ROUTES)('%s redirects to /login without a token', async (path) => {
    const { router } = await renderRoutes(path);
    await screen.findByRole('heading', { level: 1 }, LAZY_SCREEN);
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(DASHBOARD_ROUTES)('%s opens inside the dashboard with a token', async (path) => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { router } = await renderRoutes(path);
    await screen.findByRole('heading', { level: 1 }, LAZY_SCREEN);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('navigation', { name: 'Menú del panel' }).length).toBeGreaterThan(0);
  });

  it('/dashboard goes to the overview', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { router } = await renderRoutes('/dashboard');
    await screen.findByRole('heading', { level: 1 }, LAZY_SCREEN);
    expect(router.state.location.pathname).toBe('/dashboard/overview');
  });

  it.each(['/no-existe', '/dashboardx', '/home/extra'])('%s shows the not-found screen', async (path) => {
    await renderRoutes(path);
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' }, LAZY_SCREEN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  });
});
