import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { makeStore, type RootState } from '../lib/store';

/** Renders the whole route table (layouts, guards, lazy screens) at a URL. */
export async function renderRoutes(route: string, preloadedState?: Partial<RootState>) {
  const { routes } = await import('../app/routes');
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}

/** Renders one component with the app's providers (theme, i18n, a fresh store); `rerender` keeps them. */
export function renderWithProviders(ui: ReactElement, store = makeStore()) {
  const wrap = (node: ReactElement) => <AppProviders store={store}>{node}</AppProviders>;
  const result = render(wrap(ui));
  return { ...result, store, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}
