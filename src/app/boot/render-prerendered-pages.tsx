/**
 * Boot: the build's server entry, which renders the public screens to HTML.
 *
 * `vite build --ssr src/app/boot/render-prerendered-pages.tsx` bundles it; scripts/prerender.ts
 * runs it and writes dist/web/prerendered/<path>.html. Figure: Lighthouse /home and /login
 * performance >= 98 and the landing's 0 KB of first-load JS (named optimisation "Prerendered
 * public screens", docs/PERFORMANCE.md register): the screen paints from HTML before, or without, any JS.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'react-redux';
import {
  DASHBOARD_SHELL_PATHS,
  dashboardShellFile,
  PRERENDERED_PATHS,
  prerenderedFile,
  resolveLazyRoutes,
  SHELL_TOKEN,
  shellRenderPath,
  STATIC_PATHS,
} from './prerendered-pages';
import { PRERENDERED_STYLES_ATTRIBUTE } from './prerendered-styles';
import { ShellProviders } from '../shell-providers';
import { routes } from '../routes';
import { makeStore } from '../../lib/store';
import { PrerenderedShellContext } from '../../lib/prerendered-shell';
import { memoryStorage, resetSetQueue } from '../../entities/workouts/set-queue';

export interface PrerenderedPage {
  path: string;
  /** Where the page goes, relative to dist/web/prerendered. */
  file: string;
  /** The page loads the app's JS and hydrates; false: static HTML, no script (`STATIC_PATHS`). */
  hydrate: boolean;
  /** A dashboard shell (`DASHBOARD_SHELL_PATHS`): `file` is relative to dist/web, the app's JS loads at once. */
  shell: boolean;
  /** The markup of #root. */
  html: string;
  /** One style element with every Emotion rule the page uses, for the document head. */
  styles: string;
}

/** The attribute index.html's link to the global CSS carries (prerendered-styles.ts). */
export { GLOBAL_CSS_ATTRIBUTE } from './prerendered-styles';

/**
 * Renders one public screen to HTML with the same providers and router tree as start-app.tsx, and
 * extracts Emotion's rules. The style element lists their ids, so the client's Emotion cache
 * (prerendered-styles.ts) counts them as inserted instead of inserting them again.
 */
async function renderPage(pattern: string, shell = false): Promise<PrerenderedPage> {
  const path = shell ? shellRenderPath(pattern) : pattern;
  await resolveLazyRoutes(routes, path);
  // Rules collected rather than written before each element, so they go to the head in one piece.
  const cache = collectingCache();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = <RouterProvider router={router} />;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ShellProviders>
        {/* A dashboard shell: a store of its own that holds a token, so the guard admits (StoreBoundary keeps it). */}
        {shell ? (
          <PrerenderedShellContext value>
            <Provider store={makeStore({ session: { token: SHELL_TOKEN } })}>{tree}</Provider>
          </PrerenderedShellContext>
        ) : (
          tree
        )}
      </ShellProviders>
    </CacheProvider>,
  );
  router.dispose();
  const { ids, css } = insertedRules(cache, path);
  return {
    path,
    file: shell ? dashboardShellFile(pattern) : prerenderedFile(path),
    hydrate: !STATIC_PATHS.includes(path),
    shell,
    html,
    styles: `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`,
  };
}

/** An Emotion cache in compat mode, which collects rules in `cache.inserted` rather than writing them inline. */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The rules a server render left in `cache`: their ids and their CSS, checked to fit in a style element. */
function insertedRules(cache: EmotionCache, what: string): { ids: string[]; css: string } {
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const css = rules.map(([, rule]) => rule).join('');
  if (/<\/style/i.test(css)) throw new Error(`Emotion rules of ${what} would close their <style> element`);
  return { ids: rules.map(([id]) => id), css };
}

/**
 * Chakra's global CSS alone (what the providers render with no screen in them), for the shell of
 * the screens rendered on the client (scripts/prerender.ts links it from index.html; named
 * optimisation "Global CSS from a file", docs/PERFORMANCE.md register).
 */
export function renderGlobalCss(): string {
  const cache = collectingCache();
  renderToString(
    <CacheProvider value={cache}>
      <ShellProviders>{null}</ShellProviders>
    </CacheProvider>,
  );
  const { css } = insertedRules(cache, 'the global CSS');
  if (!css.includes('--chakra-')) throw new Error('The global CSS holds no Chakra token');
  return css;
}

export async function prerenderAll(): Promise<PrerenderedPage[]> {
  // The dashboard's outbox, empty as it is on a client's first render: there is no browser storage
  // here.
  resetSetQueue(memoryStorage());
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PATHS) pages.push(await renderPage(path));
  for (const path of DASHBOARD_SHELL_PATHS) pages.push(await renderPage(path, true));
  return pages;
}
