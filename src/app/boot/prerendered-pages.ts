/**
 * Boot: which screens the build prerenders, and which of them never load any JS.
 *
 * Figures: the landing's first-load JS (0 KB: /home is static) and Lighthouse /home and /login
 * performance >= 98 (named optimisations "The static landing" and "Prerendered public screens",
 * docs/PERFORMANCE.md register).
 */
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '../../lib/tasks';

/**
 * The public screens the build renders to static HTML (scripts/prerender.ts), so they paint
 * before any JS runs; the server sends each for its exact path. None depends on a session: a
 * signed-in visitor sees the same screen. All but the `STATIC_PATHS` load the app and hydrate.
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

/**
 * Named optimisation "The static landing" (docs/PERFORMANCE.md register): prerendered screens sent
 * as plain HTML and CSS, with no script at all: they never hydrate.
 * The landing's only interactivity is links (real `<a href>`, full page loads to the other
 * prerendered screens, which hydrate), the #features anchor and the mobile menu, a native
 * popover (app/layouts/public-layout.tsx). It does not depend on the session either (no
 * redirect, the same top bar signed in or out), so every visitor gets the static page.
 */
export const STATIC_PATHS: readonly string[] = ['/home'];

/**
 * Dashboard shell painted from HTML: signed-in screens whose layout and static texts the build
 * renders to HTML, signed-in-agnostic (the side menu, the top bar, the screen's heading and
 * subtitle, and the loading placeholders its data parts show before their first answer), so they
 * paint before the JS chain has run. Each entry is a route pattern: a path, or one with a
 * parameter (`/dashboard/workouts/:id`, every session's screen, whose shell is its loading state
 * and holds no session). The server sends `dashboardShellFile(pattern)` for a path the pattern
 * matches, and the service worker's precache answers the navigation of a plain path with the same
 * file (a path with a parameter gets index.html offline). Unlike the public screens, the app's JS
 * is requested at once (no boot script): it renders over the shell with the visitor's own store,
 * and a signed-out visitor is sent to /login by the guard (app/require-auth.tsx) as on any other
 * dashboard path. Figure: Lighthouse mobile signed in on /dashboard/overview (named optimisation
 * "Dashboard shell painted from HTML", docs/PERFORMANCE.md register).
 */
export const DASHBOARD_SHELL_PATHS: readonly string[] = [
  '/dashboard/overview',
  '/dashboard/routines',
  '/dashboard/progress',
  '/dashboard/calendar',
  '/dashboard/workouts/:id',
];

/** The path the build renders a shell's pattern at: each parameter as `0` (no session has it). */
export const shellRenderPath = (pattern: string): string => pattern.replace(/:\w+/g, '0');

/** Whether `pathname` is drawn over a dashboard shell (a pattern of `DASHBOARD_SHELL_PATHS` matches it). */
export const isDashboardShellPath = (pathname: string): boolean =>
  DASHBOARD_SHELL_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * The token the shell is rendered with: only the guard reads it (the shell makes no API call and
 * shows nothing of an account), so the render is the one a signed-in visitor's first one gives.
 */
export const SHELL_TOKEN = 'prerendered-dashboard-shell';

/**
 * File (under dist/web) of a dashboard shell: `/dashboard/overview` -> `dashboard/overview.html`,
 * which the worker's clean URLs match; a parameter is written in brackets,
 * `/dashboard/workouts/:id` -> `dashboard/workouts/[id].html`, which server/plugins/static.ts
 * reads back as the route `/dashboard/workouts/:id`.
 */
export const dashboardShellFile = (pattern: string): string => `${pattern.slice(1).replace(/:(\w+)/g, '[$1]')}.html`;

/** File name (under dist/web/prerendered) of a prerendered path: `/home` -> `home.html`. */
export const prerenderedFile = (pathname: string): string => `${pathname.slice(1)}.html`;

/**
 * Loads the lazy modules of every route matching `pathname` and writes them
 * into the route objects, so a router created afterwards renders the screen at once: the
 * server's render and the client's first render (hydration) then produce the same tree.
 *
 * Each route's import starts in a task of its own (they still download together): starting one
 * adds its chunks' module preloads to the document, which for the five routes of
 * /dashboard/overview was one task of 130 ms at 4× CPU after the shell's first paint
 * (named optimisation "Lazy routes resolved before hydration", docs/PERFORMANCE.md register).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    await nextTask();
    loads.push(lazy().then((loaded) => void Object.assign(route, loaded, { lazy: undefined })));
  }
  await Promise.all(loads);
}
