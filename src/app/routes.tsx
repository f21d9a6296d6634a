import type { ParseKeys } from 'i18next';
import { Navigate, type RouteObject } from 'react-router';
import { loadAllTexts } from '../lib/i18n';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/** A screen not built yet: the honest "en construcción" page, still loaded lazily. */
function placeholder(titleKey: ParseKeys<'common'>, backTo?: string): RouteObject['lazy'] {
  return async () => {
    const { PlaceholderScreen } = await import('./placeholder-screen');
    return { element: <PlaceholderScreen titleKey={titleKey} backTo={backTo} /> };
  };
}

/**
 * Every lazy screen but the landing also waits for the texts that are not in the first load
 * (lib/i18n `loadAllTexts`), downloaded alongside its code.
 */
function withTexts(route: RouteObject): RouteObject {
  const { lazy } = route;
  const withChildren = route.children ? { ...route, children: route.children.map(withTexts) } : route;
  if (typeof lazy !== 'function' || route.path === 'home') return withChildren as RouteObject;
  return {
    ...withChildren,
    lazy: async () => {
      const [screen] = await Promise.all([lazy(), loadAllTexts()]);
      return screen;
    },
  } as RouteObject;
}

/**
 * Every route of SPEC.md section 2. Screens load lazily, one chunk each, so the landing page
 * carries no dashboard, form or calendar code.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'home',
            lazy: () => import('../features/landing/pages/landing-page').then((m) => ({ Component: m.default })),
          },
          { path: 'login', lazy: placeholder('screens.login') },
          { path: 'register', lazy: placeholder('screens.register') },
          {
            path: 'info',
            lazy: () => import('../features/status/pages/info-page').then((m) => ({ Component: m.default })),
          },
          { path: 'reset-password', lazy: placeholder('screens.forgotPassword') },
          { path: 'password-reset-request', lazy: placeholder('screens.resetPassword') },
          { path: 'password-reset-request/:token', lazy: placeholder('screens.resetPassword') },
          { path: 'verificar/:token', lazy: placeholder('screens.verifyEmail') },
          { path: 'terminos', lazy: placeholder('screens.terms') },
          { path: 'privacidad', lazy: placeholder('screens.privacy') },
          { path: 'responsabilidad', lazy: placeholder('screens.disclaimer') },
          {
            path: '*',
            lazy: () => import('../features/status/pages/not-found-page').then((m) => ({ Component: m.default })),
          },
        ],
      },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              { index: true, element: <Navigate to="overview" replace /> },
              { path: 'overview', lazy: placeholder('screens.overview', '/dashboard/overview') },
              { path: 'calendar', lazy: placeholder('screens.calendar', '/dashboard/overview') },
              {
                path: 'exercises',
                lazy: () =>
                  import('../features/exercises/pages/exercises-page').then((m) => ({ Component: m.default })),
              },
              { path: 'routines', lazy: placeholder('screens.routines', '/dashboard/overview') },
              { path: 'routines/edit/:id', lazy: placeholder('screens.routineEdit', '/dashboard/routines') },
              { path: 'routines/new', lazy: placeholder('screens.routineNew', '/dashboard/routines') },
              {
                path: 'profile',
                lazy: () => import('../features/profile/pages/profile-page').then((m) => ({ Component: m.default })),
              },
              {
                path: '*',
                lazy: () => import('../features/status/pages/not-found-page').then((m) => ({ Component: m.default })),
              },
            ],
          },
        ],
      },
    ],
  },
].map(withTexts);
