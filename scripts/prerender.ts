import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootScriptSource, shellBootScriptSource } from '../src/app/boot/boot-script';
import { refreshPrecacheList } from '../src/app/boot/precache-list';
import { writeCompressedCopies } from './compressed-copies';

/**
 * Build step after `vite build` and `vite build --ssr`: renders the public screens with the
 * server entry (dist/prerender/render-prerendered-pages.js, from src/app/boot/render-prerendered-pages.tsx) into copies of
 * dist/web/index.html, written to dist/web/prerendered/<path>.html with their .br and .gz (the
 * server sends those for the exact paths; server/plugins/static.ts). Then links Chakra's global
 * CSS, as a file, from index.html itself, the shell of every screen rendered on the client, and
 * brings the service worker's precache list up to date with both (src/app/boot/precache-list.ts).
 */
interface PrerenderedPage {
  path: string;
  file: string;
  hydrate: boolean;
  shell: boolean;
  html: string;
  styles: string;
}

const webDir = path.resolve(process.argv[2] ?? 'dist/web');
const entry = path.resolve(process.argv[3] ?? 'dist/prerender/render-prerendered-pages.js');
const outDir = path.join(webDir, 'prerendered');
const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error(`Unexpected ${webDir}/index.html`);

/**
 * What every prerendered head changes in index.html's so that the HTML paints on its own: the
 * app's stylesheet (the @font-face rules, 1.5 KB) inlined instead of linked, and the Latin face of
 * Inter (the one Spanish text uses) preloaded, so text does not reflow late.
 */
function paintFromHtml(html: string): string {
  let head = html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_tag, file: string) => {
      const css = fs.readFileSync(path.join(webDir, file), 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`${file} would close its <style> element`);
      return `<style>${css}</style>`;
    },
  );
  const font = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(head)?.[1];
  if (!font) throw new Error('No Latin face of Inter in the app stylesheet');
  head = head.replace(
    '</title>',
    `</title>\n    <link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
  );
  return head;
}

/**
 * The head of a public prerendered page, changed from index.html's so that nothing but the HTML
 * itself stands between the request and the first paint (`paintFromHtml`), and:
 * - the app's scripts (the module entry and its preloads) are requested by a small classic
 *   script at the visitor's first interaction (src/app/boot/boot-script.ts): the screen is already in the HTML,
 *   the JS only takes it over, and a visit that only reads the screen runs none of it.
 *   A page that does not hydrate (`hydrate: false`, src/app/boot/prerendered-pages.ts `STATIC_PATHS`) gets
 *   no script at all: neither the boot script nor any preload.
 */
function prerenderHead(html: string, hydrate: boolean, shell = false): string {
  let head = paintFromHtml(html);
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(head);
  if (!entry?.[1]) throw new Error('No module entry in index.html');
  const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
  head = head.replace(entry[0], '');
  for (const preload of preloads) head = head.replace(preload[0], '');
  if (!hydrate) {
    if (/<script|modulepreload/i.test(head)) throw new Error('A script is left in the head of a static page');
    return head;
  }
  const boot = bootScript(
    entry[1],
    preloads.map((p) => p[1]!),
    shell,
  );
  return head.replace('</title>', `</title>\n    <script defer src="${boot}"></script>`);
}

/** Writes assets/boot-<hash>.js, the boot script (src/app/boot/boot-script.ts); a classic deferred script: the CSP allows no inline one. */
function bootScript(entry: string, preloads: string[], shell: boolean): string {
  const code = shell ? shellBootScriptSource(entry, preloads) : bootScriptSource(entry, preloads);
  const file = `assets/${shell ? 'shell-boot' : 'boot'}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(webDir, file), code);
  return `/${file}`;
}

const shells = { hydrate: prerenderHead(template, true), static: prerenderHead(template, false) };

/**
 * The head of a dashboard shell (src/app/boot/prerendered-pages.ts `DASHBOARD_SHELL_PATHS`): a
 * prerendered page's, whose boot script requests the app's JS right after the first paint rather
 * than at an interaction (src/app/boot/boot-script.ts `shellBootScriptSource`); the app then renders
 * over the shell (src/app/boot/start-app.tsx).
 */
const dashboardShellHead = prerenderHead(template, true, true);
/** The shell's boot script, which the worker precaches with the shell (offline, it answers the navigation). */
const shellBoot = /<script defer src="\/(assets\/shell-boot-[\w-]+\.js)"><\/script>/.exec(dashboardShellHead)?.[1];
if (!shellBoot) throw new Error('No boot script in the dashboard shell’s head');

/** Writes a text file with its .br and .gz (the server sends those as they are). */
async function writeCompressed(file: string, text: string) {
  fs.writeFileSync(file, text);
  await writeCompressedCopies(file, text);
}

const { prerenderAll, renderGlobalCss, GLOBAL_CSS_ATTRIBUTE } = (await import(pathToFileURL(entry).href)) as {
  prerenderAll: () => Promise<PrerenderedPage[]>;
  renderGlobalCss: () => string;
  GLOBAL_CSS_ATTRIBUTE: string;
};
// Before anything is written: a shell that already links the global CSS would pass the link on.
if (template.includes(GLOBAL_CSS_ATTRIBUTE))
  throw new Error(`${webDir}/index.html already links the global CSS: run vite build first`);
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const dashboardShells: { file: string; html: string }[] = [];
for (const page of await prerenderAll()) {
  const shell = page.shell ? dashboardShellHead : page.hydrate ? shells.hydrate : shells.static;
  const html = shell.replace('</head>', `${page.styles}</head>`).replace(ROOT, `<div id="root">${page.html}</div>`);
  if (page.shell) {
    // Beside index.html rather than under prerendered/: the worker's precache answers a navigation
    // to /dashboard/overview with dashboard/overview.html (Workbox's clean URLs).
    fs.mkdirSync(path.dirname(path.join(webDir, page.file)), { recursive: true });
    await writeCompressed(path.join(webDir, page.file), html);
    dashboardShells.push({ file: page.file, html });
    console.log(`prerendered the dashboard shell of ${page.path}: ${(html.length / 1024).toFixed(1)} KB`);
    continue;
  }
  await writeCompressed(path.join(outDir, page.file), html);
  if (!page.hydrate && /<script/i.test(html)) throw new Error(`${page.path} is static but holds a script`);
  console.log(
    `prerendered ${page.path}${page.hydrate ? '' : ' (static, no JS)'}: ${(html.length / 1024).toFixed(1)} KB`,
  );
}

// index.html, the shell of the screens rendered on the client (the signed-in area, any path not
// prerendered), links Chakra's global CSS as a file of its own (hashed, cached for good), so the
// browser neither computes nor compiles it (src/app/boot/start-app.tsx). The prerendered pages above were
// made from the shell without it: their own style element holds it.
const globalCss = renderGlobalCss();
const globalFile = `assets/global-${createHash('sha256').update(globalCss).digest('base64url').slice(0, 8)}.css`;
await writeCompressed(path.join(webDir, globalFile), globalCss);
const shell = template.replace(
  '</title>',
  `</title>\n    <link rel="stylesheet" href="/${globalFile}" ${GLOBAL_CSS_ATTRIBUTE}>`,
);
await writeCompressed(path.join(webDir, 'index.html'), shell);
console.log(`index.html links ${globalFile}: ${(globalCss.length / 1024).toFixed(1)} KB`);

// The service worker (vite-plugin-pwa, vite.config.ts) listed index.html before it changed above,
// and never saw the global CSS: both are part of the shell it keeps for offline use. Workbox's
// revision is the MD5 of the content. The worker and its runtime get fresh compressed copies
// (the Vite build may have compressed them, or not, before the plugin wrote them).
const swFile = path.join(webDir, 'sw.js');
if (fs.existsSync(swFile)) {
  const revision = createHash('md5').update(shell).digest('hex');
  const sw = refreshPrecacheList(fs.readFileSync(swFile, 'utf8'), { url: 'index.html', revision }, [
    { url: globalFile, revision: null },
    // A shell of a path with a parameter (`[id]` in its file) matches no navigation's clean URL: the
    // worker answers those with index.html, so it is not kept.
    ...dashboardShells
      .filter(({ file }) => !file.includes('['))
      .map(({ file, html }) => ({ url: file, revision: createHash('md5').update(html).digest('hex') })),
    ...(dashboardShells.length > 0 ? [{ url: shellBoot, revision: null }] : []),
  ]);
  await writeCompressed(swFile, sw);
  for (const runtime of fs.readdirSync(webDir).filter((f) => /^workbox-[\w-]+\.js$/.test(f))) {
    await writeCompressedCopies(path.join(webDir, runtime), fs.readFileSync(path.join(webDir, runtime)));
  }
  console.log(`sw.js precaches index.html (revision ${revision.slice(0, 8)}) and ${globalFile}`);
}
