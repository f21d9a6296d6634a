import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface BundleFigures {
  /** Every JS file a first visit to /home downloads, relative to the build folder. */
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
  brotli: number;
}

/** `import ... from "./x.js"` and `import "./x.js"` (static imports only, not `import("./x.js")`). */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g;

function staticClosure(assetsDir: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assetsDir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(path.posix.normalize(match[1]!));
  }
  return seen;
}

/**
 * The scripts a first visit to /home starts from, read from what the server sends for /home.
 * The build prerenders /home (scripts/prerender.ts). A page that hydrates has no module script
 * but a small classic one, assets/boot-<hash>.js, which adds the module entry and its preloads
 * after the first paint: the boot script counts, and so do the entries it names. A static page
 * (src/app/boot/prerendered-pages.ts `STATIC_PATHS`) holds no script: nothing is counted, and the checks
 * below fail if any script, module preload or prefetch appears in it. Without a prerendered
 * page, the entry of index.html.
 */
function landingEntries(webDir: string, assetsDir: string): { boot: string[]; entries: string[] } {
  const prerendered = path.join(webDir, 'prerendered', 'home.html');
  const file = fs.existsSync(prerendered) ? prerendered : path.join(webDir, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const modules = scripts.flatMap((tag) => /type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(tag)?.[1] ?? []);
  const boot = scripts.flatMap((tag) =>
    /type="module"/.test(tag) ? [] : (/src="\/assets\/([^"]+\.js)"/.exec(tag)?.[1] ?? []),
  );
  const preloads = [
    ...html.matchAll(/<link rel="(?:modulepreload|preload|prefetch)"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  if (scripts.length !== modules.length + boot.length)
    throw new Error(`A script of ${file} is neither a module nor an asset`);
  const fromBoot = boot.flatMap((b) =>
    [...fs.readFileSync(path.join(assetsDir, b), 'utf8').matchAll(/"\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  if (boot.length > 0 && fromBoot.length === 0) throw new Error(`No module entry in ${boot.join(', ')}`);
  return { boot, entries: [...modules, ...preloads, ...fromBoot] };
}

/**
 * The landing page's first-load JS, read from the Vite build: what /home starts with (the boot
 * script of the prerendered page and the module entry it requests, or index.html's entry),
 * every chunk the entry imports statically, and, when the app's entry loads at all, the /home
 * route's lazy chunk with its own static imports. The static landing loads none of these: its
 * figures are zero. Sizes are gzip level 9 and brotli quality 11 of each file, summed.
 */
export function measureLandingBundle(webDir: string): BundleFigures {
  const assetsDir = path.join(webDir, 'assets');
  const { boot, entries } = landingEntries(webDir, assetsDir);
  const landing = fs.readdirSync(assetsDir).filter((f) => /^landing-page-[\w-]+\.js$/.test(f));
  if (landing.length !== 1) throw new Error(`Expected one landing-page chunk, found ${landing.length}`);
  const starts = entries.length > 0 ? [...entries, ...landing] : [];
  const files = [...new Set([...boot, ...staticClosure(assetsDir, starts)])].sort().map((file) => {
    const content = fs.readFileSync(path.join(assetsDir, file));
    return { file: `assets/${file}`, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length, content };
  });
  return {
    files: files.map(({ content: _c, ...f }) => f),
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    brotli: files.reduce(
      (n, f) => n + brotliCompressSync(f.content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    ),
  };
}
