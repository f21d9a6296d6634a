import { Navigate, type LazyRouteFunction, type RouteObject } from 'react-router';
import { loadScreenTexts } from '../lib/i18n';
import type { ScreenNamespace } from '../lib/screen-texts';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/** The layout route that provides the Redux store to the screens below it (app/boot/lazy-store-route.tsx). */
const withStore = () => import('./boot/lazy-store-route').then((m) => ({ Component: m.StoreBoundary }));

/**
 * A screen whose texts are not in the entry (lib/screen-texts.ts): its code and its texts load
 * together, so it renders at once with both.
 */
const withTexts =
  (namespaces: ScreenNamespace[], screen: LazyRouteFunction<RouteObject>): LazyRouteFunction<RouteObject> =>
  () =>
    Promise.all([screen(), loadScreenTexts(namespaces)]).then(([route]) => route);

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
            lazy: withTexts(['landing'], () =>
              import('../features/landing/pages/landing-page').then((m) => ({ Component: m.default })),
            ),
          },
          {
            lazy: withStore,
            children: [
              {
                path: 'login',
                lazy: withTexts(['auth'], () =>
                  import('../features/auth/pages/login-page').then((m) => ({ Component: m.default })),
                ),
              },
              {
                path: 'register',
                lazy: withTexts(['auth'], () =>
                  import('../features/auth/pages/register-page').then((m) => ({ Component: m.default })),
                ),
              },
              {
                path: 'reset-password',
                lazy: withTexts(['auth'], () =>
                  import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.default })),
                ),
              },
              {
                path: 'password-reset-request',
                lazy: withTexts(['auth'], () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.default })),
                ),
              },
              {
                path: 'password-reset-request/:token',
                lazy: withTexts(['auth'], () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.default })),
                ),
              },
              {
                path: 'verificar/:token',
                lazy: withTexts(['auth'], () =>
                  import('../features/auth/pages/verify-email-page').then((m) => ({ Component: m.default })),
                ),
              },
            ],
          },
          {
            path: 'info',
            lazy: () => import('../features/status/pages/info-page').then((m) => ({ Component: m.default })),
          },
          {
            path: 'terminos',
            lazy: withTexts(['legal'], () =>
              import('../features/legal/pages/terms-page').then((m) => ({ Component: m.default })),
            ),
          },
          {
            path: 'privacidad',
            lazy: withTexts(['legal'], () =>
              import('../features/legal/pages/privacy-page').then((m) => ({ Component: m.default })),
            ),
          },
          {
            path: 'responsabilidad',
            lazy: withTexts(['legal'], () =>
              import('../features/legal/pages/disclaimer-page').then((m) => ({ Component: m.default })),
            ),
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
                    lazy: withTexts(['import'], () =>
                      import('../features/import/pages/import-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    path: 'programas',
                    lazy: withTexts(['plans'], () =>
                      import('../features/plans/pages/plans-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    path: 'programas/nuevo',
                    lazy: withTexts(['plans'], () =>
                      import('../features/plans/pages/plan-new-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    path: 'programas/:id',
                    lazy: withTexts(['plans'], () =>
                      import('../features/plans/pages/plan-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    // The training reminder's link: opens (or starts) the routine's session.
                    path: 'entrenar/:routineId',
                    lazy: () => import('./pages/train-routine-page').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'workouts/:id',
                    lazy: withTexts(['gym'], () =>
                      import('../features/workouts/pages/workout-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    path: 'workouts/:id/resumen',
                    lazy: withTexts(['gym'], () =>
                      import('../features/workouts/pages/workout-summary-page').then((m) => ({
                        Component: m.default,
                      })),
                    ),
                  },
                  {
                    path: 'history',
                    lazy: withTexts(['history'], () =>
                      import('../features/history/pages/history-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    path: 'history/:id',
                    lazy: withTexts(['history'], () =>
                      import('../features/history/pages/session-detail-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    // The only route that loads the charts (recharts): named optimisation "The weekly bars near
                    // the viewport" (docs/PERFORMANCE.md register).
                    path: 'progress',
                    lazy: withTexts(['progress', 'measurements'], () =>
                      import('../features/progress/pages/progress-page').then((m) => ({ Component: m.default })),
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: withTexts(['profile'], () =>
                      import('../features/profile/pages/profile-page').then((m) => ({ Component: m.default })),
                    ),
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
