import '@fontsource-variable/inter';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { resolveLazyRoutes } from './prerendered';
import { createBrowserEmotionCache, hasGlobalCss } from './prerendered-styles';
import { BootHandoff } from './boot-handoff';
import { ShellProviders } from './shell-providers';
import { routes } from './routes';
import { nextTask } from '../lib/tasks';
import { getSystem } from '../ui/theme';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * A public screen the build prerendered (scripts/prerender.ts) arrives as HTML in #root, and this
 * code only loads once the visitor interacts with it (the screen's boot script). Its route's code
 * and texts are loaded first, so the first client render matches that HTML, then
 * React hydrates it in a transition (time-sliced, the page stays responsive). Any other path
 * gets the empty shell and renders on the client. Once hydrated, `BootHandoff` replays the clicks
 * and submissions the boot script held meanwhile. The long steps before rendering (Chakra's
 * system, the router, whose creation reads sessionStorage) each run in a task of their own, and
 * the first render is a transition in both cases: React renders in slices of a few milliseconds
 * instead of one long task. The built shell (index.html) carries Chakra's global CSS, as
 * prerendered HTML does, so neither computes nor compiles it (`hasGlobalCss`).
 */
async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  const routesReady = prerendered ? resolveLazyRoutes(routes, window.location.pathname) : undefined;
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
          {prerendered && <BootHandoff />}
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

void start(root);
