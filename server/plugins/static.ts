import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** `prerendered/home.html` -> `/home`: the public screens the build rendered to HTML (scripts/prerender.ts). */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.html')) : [];
  return new Map(files.map((f) => [`/${f.slice(0, -'.html'.length)}`, `prerendered/${f}`]));
}

/**
 * `dashboard/overview.html` -> `/dashboard/overview`, `dashboard/workouts/[id].html` ->
 * `/dashboard/workouts/:id` (a route with a parameter): the dashboard shells the build rendered to
 * HTML (src/app/boot/prerendered-pages.ts `DASHBOARD_SHELL_PATHS`, `dashboardShellFile`), beside
 * index.html so the service worker's precache matches the plain ones too.
 */
function dashboardShells(root: string): Map<string, string> {
  const dir = path.join(root, 'dashboard');
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((f) => f.split(path.sep).join('/'))
        .filter((f) => f.endsWith('.html'))
    : [];
  return new Map(
    files.map((f) => [`/dashboard/${f.slice(0, -'.html'.length).replace(/\[(\w+)\]/g, ':$1')}`, `dashboard/${f}`]),
  );
}

/**
 * Inline event handlers a front-end build may put in its HTML that its pages may run, each by its
 * hash (CSP 3 `'unsafe-hashes'`, which only such exact texts match): Angular CLI's deferred
 * stylesheet, `<link rel="stylesheet" media="print" onload="this.media='all'">`, which its
 * `inlineCritical` optimisation (on by default) writes. Blocked, the stylesheet stays a print one
 * and the app renders unstyled. The handler only switches that link's media; any other handler
 * text, and every handler of a build without it (this project's own app), stays blocked.
 */
const BUILD_HANDLERS = ["this.media='all'"];

/** The CSP sources of the BUILD_HANDLERS that `html` carries, e.g. `'sha256-…'`. */
function buildHandlerHashes(html: string): string[] {
  const handlers = new Set<string>();
  for (const m of html.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) handlers.add(m[1] ?? m[2] ?? '');
  return BUILD_HANDLERS.filter((h) => handlers.has(h)).map(
    (h) => `'sha256-${createHash('sha256').update(h).digest('base64')}'`,
  );
}

/** `policy` (a CSP header) with `script-src-attr` allowing exactly `hashes`. */
function withHandlerHashes(policy: string, hashes: string[]): string {
  const attr = `script-src-attr 'unsafe-hashes' ${hashes.join(' ')}`;
  const directives = policy.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === 'script-src-attr');
  if (at === -1) directives.push(attr);
  else directives[at] = attr;
  return directives.filter(Boolean).join(';');
}

/**
 * Serves the built web app from `root` (a route per file, registered at start), with long-lived
 * caching for hashed assets and a history fallback: any other GET outside /api gets index.html,
 * so the client router shows the screen (or its own 404 screen). The public screens the build
 * prerendered get their own HTML instead (the same shell with the screen already in #root), and
 * so do the signed-in paths whose dashboard shell it prerendered.
 */
export default fp<{ root: string | null }>(
  async (app, { root }) => {
    const index = root ? path.join(root, 'index.html') : null;
    const hasApp = index !== null && fs.existsSync(index);
    // Read once at start, as the rest of the build: a deploy restarts the server.
    const handlerHashes = hasApp && index ? buildHandlerHashes(fs.readFileSync(index, 'utf8')) : [];
    if (hasApp && root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Named optimisation "precompressed assets" (docs/PERFORMANCE.md register): the build's
        // .br and .gz copies are sent as they are; the plain path compresses per request.
        preCompressed: true,
        setHeaders(res, filePath) {
          // The app's pages (index.html, the history fallback, prerendered screens) may run the
          // build's stylesheet handler; no other response needs it (helmet set the policy).
          // (`filePath` is the file sent: `index.html.br` when a pre-compressed copy is.)
          const policy = res.getHeader('content-security-policy');
          if (handlerHashes.length > 0 && /\.html(\.br|\.gz)?$/.test(filePath) && typeof policy === 'string') {
            res.header('content-security-policy', withHandlerHashes(policy, handlerHashes));
          }
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (filePath.includes(`${path.sep}exercise-photos${path.sep}`)) {
            // Exercise photos (scripts/make-exercise-photos.ts): unhashed names, rarely changed; a
            // corrected match reaches everyone within a day. The worker caches those seen at run time.
            res.header('Cache-Control', 'public, max-age=86400');
          } else {
            // index.html, and the service worker (sw.js and its workbox-<hash>.js runtime) with the
            // web app manifest: revalidated on every request, so a deploy reaches the users at their
            // next visit (the browser also caps a worker's HTTP cache at 24 hours).
            res.header('Cache-Control', 'no-cache');
          }
        },
      });
    }

    const shells = hasApp && root ? dashboardShells(root) : new Map<string, string>();
    const pages = hasApp && root ? new Map([...prerenderedPages(root), ...shells]) : new Map<string, string>();
    for (const [url, file] of pages) {
      app.get(url, async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        // A shell is the screen of its bare path: with a query (`/dashboard/routines?tab=descubrir`)
        // the screen may differ from it, so the app draws it from index.html, as the service
        // worker does (its precache matches the shell's URL without a query only).
        const sent = shells.has(url) && request.url.includes('?') ? 'index.html' : file;
        return reply.type('text/html; charset=utf-8').sendFile(sent);
      });
    }

    // docs/PRODUCT.md §2: the empty path redirects to /home. With /home prerendered, the server answers it,
    // so a first visit to `/` gets the static landing instead of the app's shell and its JS.
    if (pages.has('/home')) {
      app.get('/', async (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(query === -1 ? '/home' : `/home${request.url.slice(query)}`, 302);
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.code(404).send({ message: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' });
      }
      if (hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
        reply.header('Cache-Control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    });
  },
  { name: 'static' },
);
