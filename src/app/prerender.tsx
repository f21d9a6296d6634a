import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadAllTexts } from '../lib/i18n';
import { PRERENDERED_PATHS, prerenderedFile, resolveLazyRoutes, STATIC_PATHS } from './prerendered';
import { PRERENDERED_STYLES_ATTRIBUTE } from './prerendered-styles';
import { ShellProviders } from './shell-providers';
import { routes } from './routes';

export interface PrerenderedPage {
  path: string;
  /** Where the page goes, relative to dist/web/prerendered. */
  file: string;
  /** The page loads the app's JS and hydrates; false: static HTML, no script (`STATIC_PATHS`). */
  hydrate: boolean;
  /** The markup of #root. */
  html: string;
  /** One style element with every Emotion rule the page uses, for the document head. */
  styles: string;
}

/**
 * Server entry of the build (`vite build --ssr`, run by scripts/prerender.ts): renders each
 * public screen to HTML with the same providers and router tree as src/app/main.tsx, and
 * extracts Emotion's rules. The style element lists their ids, so the client's Emotion cache
 * (prerendered-styles.ts) counts them as inserted instead of inserting them again.
 */
async function renderPage(path: string): Promise<PrerenderedPage> {
  await resolveLazyRoutes(routes, path);
  const cache = createCache({ key: 'css' });
  // Compat mode: rules are collected in `cache.inserted` rather than written inline before
  // each element, so they can go to the head in one piece.
  cache.compat = true;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(
    <CacheProvider value={cache}>
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>
    </CacheProvider>,
  );
  router.dispose();
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const css = rules.map(([, rule]) => rule).join('');
  if (/<\/style/i.test(css)) throw new Error(`Emotion rules of ${path} would close their <style> element`);
  const ids = rules.map(([id]) => id).join(' ');
  return {
    path,
    file: prerenderedFile(path),
    hydrate: !STATIC_PATHS.includes(path),
    html,
    styles: `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${ids}">${css}</style>`,
  };
}

export async function prerenderAll(): Promise<PrerenderedPage[]> {
  await loadAllTexts();
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PATHS) pages.push(await renderPage(path));
  return pages;
}
