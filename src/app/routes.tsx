import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/** The layout route that provides the Redux store to the screens below it (app/boot/lazy-store-route.tsx). */
const withStore = () => import('./boot/lazy-store-route').then((m) => ({ Component: m.StoreBoundary }));

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
                    path: 'importar',
                    lazy: () => import('../features/import/pages/import-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'programas',
                    lazy: () => import('../features/plans/pages/plans-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'programas/nuevo',
                    lazy: () => import('../features/plans/pages/plan-new-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'programas/:id',
                    lazy: () => import('../features/plans/pages/plan-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'workouts/:id',
                    lazy: () =>
                      import('../features/workouts/pages/workout-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'workouts/:id/resumen',
                    lazy: () =>
                      import('../features/workouts/pages/workout-summary-page').then((m) => ({
                        Component: m.default,
                      })),
                  },
                  {
                    path: 'history',
                    lazy: () =>
                      import('../features/history/pages/history-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'history/:id',
                    lazy: () =>
                      import('../features/history/pages/session-detail-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    // The only route that loads the charts (recharts): docs/PERFORMANCE.md.
                    path: 'progress',
                    lazy: () =>
                      import('../features/progress/pages/progress-page').then((m) => ({ Component: m.default })),
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
];
