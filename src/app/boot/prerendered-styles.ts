/**
 * Boot: styles a page already carries are not computed nor inserted again.
 *
 * A prerendered page holds every Emotion rule it uses in one style element of its head, and the
 * built shell (index.html) links Chakra's global CSS as a file (scripts/prerender.ts). Here the
 * browser's Emotion cache counts those rules as inserted, and Chakra's provider gets a system
 * without its global CSS, so hydration neither compiles nor moves any stylesheet. Figure: the
 * main-thread work of a hydrating screen (named optimisation "Prerendered styles", docs/PERFORMANCE.md
 * register: on /login a restyle of the whole page, about 45 ms at 4x CPU throttling, is gone); `e2e/prerender.spec.ts` checks that no
 * rule is inserted twice.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import type { getSystem } from '../../ui/theme';

/**
 * The attribute of the prerendered page's one style element (render-prerendered-pages.tsx): the
 * ids of the Emotion rules it holds, separated by spaces.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-css';

/**
 * The attribute of the stylesheet link that index.html, the shell of every screen rendered on
 * the client, carries since the build (scripts/prerender.ts): Chakra's global CSS (reset, base
 * styles, every token's CSS variable) as a file, so the browser never computes nor compiles it
 * (named optimisation "Global CSS from a file", docs/PERFORMANCE.md register).
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

type System = ReturnType<typeof getSystem>;

/**
 * The system for a page whose global CSS (reset, base styles, every token's CSS variable) is
 * already in the document. Chakra's provider renders that CSS through Emotion's <Global>, which
 * would compile it again (a long piece of work nobody sees) and insert a copy; with `_global`
 * empty it has nothing to do. The same functions and config otherwise.
 */
export function withoutGlobalCss(system: System): System {
  // Property descriptors, not a spread: the build makes `_global` a lazy getter (vite.config.ts)
  // that a spread would call.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as System;
  Object.defineProperty(copy, '_global', { value: [] });
  return copy;
}
