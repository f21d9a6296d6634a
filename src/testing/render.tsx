import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { makeStore, type RootState } from '../app/store';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  /** Route pattern the element is mounted on (default: the route). */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** Extra routes (e.g. the targets of redirects). */
  routes?: RouteObject[];
}

/** Renders an element with the app's providers, a fresh store and a memory router. */
export function renderWithApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { route = '/', path, preloadedState, routes = [], ...rest } = options;
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path: path ?? route.split('?')[0], element: ui }, ...routes], {
    initialEntries: [route],
  });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    rest,
  );
  return { ...result, store, router };
}

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
