import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { RouteError } from './route-error';
import { makeStore } from '../lib/store';

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw error;
        },
        element: <p>never</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('RouteError', () => {
  it('explains an unexpected error and offers a way back (and logs it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Algo ha fallado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows the not-found screen for a 404', async () => {
    renderFailingRoute(new Response('', { status: 404 }));
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' })).toBeInTheDocument();
  });
});
