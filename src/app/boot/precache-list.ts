/**
 * Boot: the service worker's precache list, brought up to date after the prerender step.
 *
 * vite-plugin-pwa writes dist/web/sw.js during `vite build`, with the list of files the worker
 * precaches (Workbox's `precacheAndRoute([{ url, revision }, ...])`). The prerender step then
 * rewrites index.html (it links Chakra's global CSS) and adds that CSS file (scripts/prerender.ts):
 * without this, the worker would keep the shell's old revision and miss the CSS offline.
 */

/** Revision of a precached file: Workbox's own, the MD5 hex of its content; `null` for a hashed name. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const LIST = /precacheAndRoute\(\[(\{url:"[^"]+",revision:(?:"[0-9a-f]+"|null)\},?)+\]/;

/**
 * `sw` with the revision of `changed.url` replaced and `added` appended to its precache list.
 * Throws when the worker no longer has the expected shape (review this, and the build fails).
 */
export function refreshPrecacheList(sw: string, changed: PrecacheEntry, added: PrecacheEntry[]): string {
  const list = LIST.exec(sw)?.[0];
  if (!list) throw new Error('sw.js has no precacheAndRoute([...]) list: review src/app/boot/precache-list.ts');
  const entry = new RegExp(
    `\\{url:"${changed.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}",revision:(?:"[0-9a-f]+"|null)\\}`,
  );
  if (!entry.test(list)) throw new Error(`sw.js does not precache ${changed.url}`);
  const literal = ({ url, revision }: PrecacheEntry) =>
    `{url:${JSON.stringify(url)},revision:${revision === null ? 'null' : JSON.stringify(revision)}}`;
  const refreshed = list
    .replace(entry, literal(changed))
    .replace(/\]$/, added.map((e) => `,${literal(e)}`).join('') + ']');
  return sw.replace(list, refreshed);
}
