import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The public screens the build renders to static HTML (scripts/prerender.ts), so they paint
 * before any JS runs; the server sends each for its exact path. None depends on a session: a
 * signed-in visitor sees the same screen, so the client always hydrates them.
 */
export const PRERENDERED_PATHS = [
  '/home',
  '/login',
  '/register',
  '/reset-password',
  '/terminos',
  '/privacidad',
  '/responsabilidad',
] as const;

/** File name (under dist/web/prerendered) of a prerendered path: `/home` -> `home.html`. */
export const prerenderedFile = (pathname: string): string => `${pathname.slice(1)}.html`;

/**
 * Loads the lazy modules (code and texts) of every route matching `pathname` and writes them
 * into the route objects, so a router created afterwards renders the screen at once: the
 * server's render and the client's first render (hydration) then produce the same tree.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
