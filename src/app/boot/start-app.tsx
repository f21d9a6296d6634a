/**
 * Boot: how the app starts in the browser (called by app/main.tsx).
 *
 * A public screen the build prerendered arrives as HTML in #root, and this code only loads once
 * the visitor interacts with it (boot-script.ts). Its route's code is loaded first, so the first
 * client render matches that HTML, then React hydrates it in a transition (time-sliced, the page
 * stays responsive). Any other path gets the empty shell and renders on the client. Once
 * hydrated, `ReplayHeldInteractions` replays the clicks and submissions the boot script held
 * meanwhile. The long steps before rendering (Chakra's system, the router, whose creation reads
 * sessionStorage) each run in a task of their own, and the first render is a transition in both
 * cases: React renders in slices of a few milliseconds instead of one long task. The built shell
 * (index.html) carries Chakra's global CSS, as prerendered HTML does, so neither computes nor
 * compiles it (`hasGlobalCss`). A dashboard shell (`DASHBOARD_SHELL_PATHS`) is prerendered too, but
 * without the visitor's session, day or window: its route's code is loaded first as well, so the
 * first client render is the whole screen (no route fallback in between), and it renders over the
 * shell rather than hydrating it; a tap on the shell's buttons meanwhile is pressed again in the app
 * (`ReplayShellTaps`). Figure: Total Blocking Time of a hydrating screen
 * (named optimisation "Hydration in slices", docs/PERFORMANCE.md register).
 */
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from '../../lib/tasks';
import { getSystem } from '../../ui/theme';
import { routes } from '../routes';
import { ShellProviders } from '../shell-providers';
import { isDashboardShellPath, resolveLazyRoutes } from './prerendered-pages';
import { createBrowserEmotionCache, hasGlobalCss } from './prerendered-styles';
import { ReplayHeldInteractions, ReplayShellTaps } from './replay-held-interactions';

export async function startApp(container: HTMLElement) {
  const painted = container.hasChildNodes();
  const shell = painted && isDashboardShellPath(window.location.pathname);
  const prerendered = painted && !shell;
  const routesReady = painted ? resolveLazyRoutes(routes, window.location.pathname) : undefined;
  await nextTask();
  getSystem();
  await routesReady;
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const app = (
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <ShellProviders globalCssInDocument={hasGlobalCss()}>
          <RouterProvider router={router} />
          {prerendered && <ReplayHeldInteractions />}
          {shell && <ReplayShellTaps root={container} />}
        </ShellProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else {
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(app));
  }
}
