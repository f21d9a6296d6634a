import { Navigate, type RouteObject } from 'react-router';
import { loadAllTexts } from '../lib/i18n';
import { loadLaterRecipes } from '../ui/theme';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/**
 * Every lazy screen but the landing also waits for what is not in the first load, downloaded
 * alongside its code: the other texts (lib/i18n `loadAllTexts`) and the other Chakra recipes
 * (ui/theme `loadLaterRecipes`).
 */
function withTexts(route: RouteObject): RouteObject {
  const { lazy } = route;
  const withChildren = route.children ? { ...route, children: route.children.map(withTexts) } : route;
  if (typeof lazy !== 'function' || route.path === 'home') return withChildren as RouteObject;
  return {
    ...withChildren,
    lazy: async () => {
      const [screen] = await Promise.all([lazy(), loadAllTexts(), loadLaterRecipes()]);
      return screen;
    },
  } as RouteObject;
}

/** The layout route that provides the Redux store to the screens below it (app/store-boundary.tsx). */
const withStore = () => import('./store-boundary').then((m) => ({ Component: m.StoreBoundary }));

/**
 * Every route of docs/PRODUCT.md §2. Screens load lazily, one chunk each, so the landing page
 * carries no dashboard, form or calendar code; screens that use the session or the API sit under
 * the store's layout route, so it carries no Redux either.
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
          {
            lazy: withStore,
            children: [
              {
                path: 'login',
                lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.default })),
              },
              {
                path: 'register',
                lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.default })),
              },
              {
                path: 'reset-password',
                lazy: () =>
                  import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.default })),
              },
              {
                path: 'password-reset-request',
                lazy: () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.default })),
              },
              {
                path: 'password-reset-request/:token',
                lazy: () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.default })),
              },
              {
                path: 'verificar/:token',
                lazy: () => import('../features/auth/pages/verify-email-page').then((m) => ({ Component: m.default })),
              },
            ],
          },
          {
            path: 'info',
            lazy: () => import('../features/status/pages/info-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'terminos',
            lazy: () => import('../features/legal/pages/terms-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'privacidad',
            lazy: () => import('../features/legal/pages/privacy-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'responsabilidad',
            lazy: () => import('../features/legal/pages/disclaimer-page').then((m) => ({ Component: m.default })),
          },
          {
            path: '*',
            lazy: () => import('../features/status/pages/not-found-page').then((m) => ({ Component: m.default })),
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: withStore,
        children: [
          {
            lazy: () => import('./require-auth').then((m) => ({ Component: m.RequireAuth })),
            children: [
              {
                lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
                children: [
                  { index: true, element: <Navigate to="overview" replace /> },
                  {
                    path: 'overview',
                    lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'calendar',
                    lazy: () =>
                      import('../features/calendar/pages/calendar-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'exercises',
                    lazy: () =>
                      import('../features/exercises/pages/exercises-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'routines',
                    lazy: () =>
                      import('../features/routines/pages/routines-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'routines/edit/:id',
                    lazy: () =>
                      import('../features/routines/pages/routine-form-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'routines/new',
                    lazy: () =>
                      import('../features/routines/pages/routine-new-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'profile',
                    lazy: () =>
                      import('../features/profile/pages/profile-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: '*',
                    lazy: () =>
                      import('../features/status/pages/not-found-page').then((m) => ({ Component: m.default })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
].map(withTexts);
