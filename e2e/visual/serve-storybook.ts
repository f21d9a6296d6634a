import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The static Storybook built by `npm run test:visual` (storybook build -o dist/storybook), or the one at STORYBOOK_DIR. */
export const STORYBOOK_DIR = path.resolve(process.env.STORYBOOK_DIR ?? 'dist/storybook');

/** Content types of the files a built Storybook serves. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A static file server for dist/storybook on a free loopback port (one per worker). */
export function serveStorybook(): Promise<{ origin: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(STORYBOOK_DIR, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(STORYBOOK_DIR) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Reloading the preview for every story then costs little: the bundles come from cache.
      'cache-control': 'public, max-age=3600',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}
