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
 * `dashboard/overview.html` -> `/dashboard/overview`: the dashboard shells the build rendered to
 * HTML (src/app/boot/prerendered-pages.ts `DASHBOARD_SHELL_PATHS`), beside index.html so the
 * service worker's precache matches them too.
 */
function dashboardShells(root: string): Map<string, string> {
  const dir = path.join(root, 'dashboard');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.html')) : [];
  return new Map(files.map((f) => [`/dashboard/${f.slice(0, -'.html'.length)}`, `dashboard/${f}`]));
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
    if (hasApp && root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
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

    const pages =
      hasApp && root ? new Map([...prerenderedPages(root), ...dashboardShells(root)]) : new Map<string, string>();
    for (const [url, file] of pages) {
      app.get(url, async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile(file);
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
