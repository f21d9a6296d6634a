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
 * The module entries a first visit to /home starts from. The build prerenders /home
 * (scripts/prerender.ts): its HTML has no module script but a small classic one,
 * assets/boot-<hash>.js, which adds the entry and its module preloads after the first paint;
 * that script counts too. Without a prerendered page, the entry of index.html.
 */
function landingEntries(webDir: string, assetsDir: string): { boot: string[]; entries: string[] } {
  const prerendered = path.join(webDir, 'prerendered', 'home.html');
  if (fs.existsSync(prerendered)) {
    const html = fs.readFileSync(prerendered, 'utf8');
    const boot = [...html.matchAll(/<script defer src="\/assets\/(boot-[\w-]+\.js)"><\/script>/g)].map((m) => m[1]!);
    if (boot.length !== 1) throw new Error(`Expected one boot script in ${prerendered}, found ${boot.length}`);
    const code = fs.readFileSync(path.join(assetsDir, boot[0]!), 'utf8');
    const entries = [...code.matchAll(/"\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    if (entries.length === 0) throw new Error(`No module entry in ${boot[0]}`);
    return { boot, entries };
  }
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  if (entries.length === 0) throw new Error(`No module entry in ${webDir}/index.html`);
  return { boot: [], entries };
}

/**
 * The landing page's first-load JS, read from the Vite build: what /home starts with (the boot
 * script of the prerendered page and the module entry it requests, or index.html's entry),
 * every chunk the entry imports statically, and the /home route's lazy chunk with its own
 * static imports. Sizes are gzip level 9 and brotli quality 11 of each file, summed.
 */
export function measureLandingBundle(webDir: string): BundleFigures {
  const assetsDir = path.join(webDir, 'assets');
  const { boot, entries } = landingEntries(webDir, assetsDir);
  const landing = fs.readdirSync(assetsDir).filter((f) => /^landing-page-[\w-]+\.js$/.test(f));
  if (landing.length !== 1) throw new Error(`Expected one landing-page chunk, found ${landing.length}`);
  const files = [...new Set([...boot, ...staticClosure(assetsDir, [...entries, ...landing])])].sort().map((file) => {
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
