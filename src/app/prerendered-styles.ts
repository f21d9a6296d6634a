import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the prerendered page's one style element (src/app/prerender.tsx): the ids of
 * the Emotion rules it holds, separated by spaces.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-css';

/**
 * The attribute of the stylesheet link that index.html, the shell of every screen rendered on
 * the client, carries since the build (scripts/prerender.ts): Chakra's global CSS (reset, base
 * styles, every token's CSS variable) as a file, so the browser never computes nor compiles it.
 */
export const GLOBAL_CSS_ATTRIBUTE = 'data-global-css';

/** The document already holds the page's global CSS: prerendered HTML, or the built shell's link. */
export function hasGlobalCss(doc: Document = document): boolean {
  return doc.querySelector(`style[${PRERENDERED_STYLES_ATTRIBUTE}], link[${GLOBAL_CSS_ATTRIBUTE}]`) !== null;
}

/**
 * The browser's Emotion cache. On a prerendered page it counts the rules already in the
 * document as inserted, so hydration adds none of them again. Emotion's own adoption of
 * server styles (a `data-emotion` element) would move that element within the head, which makes
 * the browser parse the stylesheet again and restyle the whole page in one long task.
 */
export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const ids = doc.querySelector(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)?.getAttribute(PRERENDERED_STYLES_ATTRIBUTE);
  for (const id of ids?.split(' ') ?? []) if (id) cache.inserted[id] = true;
  return cache;
}
