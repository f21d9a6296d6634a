import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
let web: TestApp;
let staticDir: string;

beforeAll(async () => {
  t = await createTestApp();
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-web-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Forja</title><div id="root"></div>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The installable app's files (vite-plugin-pwa, vite.config.ts): the worker and the manifest.
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Forja"}');
  // An exercise photo (scripts/make-exercise-photos.ts).
  fs.mkdirSync(path.join(staticDir, 'exercise-photos', '1'), { recursive: true });
  fs.copyFileSync(
    'src/app/public/exercise-photos/1/0-160.webp',
    path.join(staticDir, 'exercise-photos', '1', '0-160.webp'),
  );
  // A public screen the build prerendered (scripts/prerender.ts), with its brotli copy.
  fs.mkdirSync(path.join(staticDir, 'prerendered'));
  const login = `<!doctype html><title>Forja</title><div id="root"><h1>Iniciar Sesión</h1>${'<p>texto</p>'.repeat(200)}</div>`;
  fs.writeFileSync(path.join(staticDir, 'prerendered', 'login.html'), login);
  fs.writeFileSync(path.join(staticDir, 'prerendered', 'login.html.br'), brotliCompressSync(login));
  web = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  await web.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('server skeleton', () => {
  it('GET /api/health answers ok with the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('unknown /api paths are a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/users/../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('malformed JSON is a 400 with a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('hands out an XSRF cookie and rejects a state-changing call that carries it without the header', async () => {
    const first = await t.app.inject({ url: '/api/health' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      cookies: { 'XSRF-TOKEN': cookie!.value },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'Invalid or missing XSRF token' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      cookies: { 'XSRF-TOKEN': cookie!.value },
      headers: { 'x-xsrf-token': 'something-else-entirely-000' },
      payload: {},
    });
    expect(wrong.statusCode).toBe(403);

    const good = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      cookies: { 'XSRF-TOKEN': cookie!.value },
      headers: { 'x-xsrf-token': cookie!.value },
      payload: {},
    });
    expect(good.statusCode).toBe(404); // passed the XSRF check, then no such route
  });

  it('CORS: no cross-origin access unless CORS_ORIGINS lists the origin', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await createTestApp({ CORS_ORIGINS: 'https://app.forja.es' });
    try {
      const ok = await allowed.app.inject({ url: '/api/health', headers: { origin: 'https://app.forja.es' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.forja.es');
    } finally {
      await allowed.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/goals', '/api/difficulties/{id}']),
    );
  });
});

describe('web app hosting', () => {
  it('serves index.html for client routes (history fallback)', async () => {
    for (const url of ['/', '/home', '/dashboard/routines/edit/3', '/una/ruta/cualquiera']) {
      const res = await web.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves a prerendered screen for its exact path, compressed, and the shell for the others', async () => {
    for (const url of ['/login', '/login?from=/dashboard']) {
      const res = await web.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"><h1>Iniciar Sesión</h1>');
    }
    const br = await web.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Iniciar Sesión</h1>');
    for (const url of ['/login/extra', '/home']) {
      const res = await web.app.inject({ url });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves a dashboard shell the build prerendered for its exact path without a query, and the shell for the other dashboard paths', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Forja</title><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'dashboard'));
    fs.writeFileSync(
      path.join(dir, 'dashboard', 'overview.html'),
      '<!doctype html><div id="root"><h1>Mis Rutinas</h1></div>',
    );
    const withShell = await createTestApp({ STATIC_DIR: dir });
    try {
      const overview = await withShell.app.inject({ url: '/dashboard/overview', headers: { accept: 'text/html' } });
      expect(overview.statusCode).toBe(200);
      expect(overview.headers['cache-control']).toBe('no-cache');
      expect(overview.body).toContain('<h1>Mis Rutinas</h1>');
      // Another path, and the shell's own path with a query (the screen may depend on it).
      for (const url of ['/dashboard', '/dashboard/history', '/dashboard/overview?tab=x']) {
        const res = await withShell.app.inject({ url });
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await withShell.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the shell of a path with a parameter (`[id]` in its file) for every path it matches, and no other', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Forja</title><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'dashboard', 'workouts'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'dashboard', 'workouts', '[id].html'),
      '<!doctype html><div id="root"><div role="status"></div></div>',
    );
    const withShell = await createTestApp({ STATIC_DIR: dir });
    try {
      for (const url of ['/dashboard/workouts/12', '/dashboard/workouts/-3']) {
        const res = await withShell.app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div role="status">');
      }
      // Not the screens beside or under it, nor with a query.
      for (const url of ['/dashboard/workouts', '/dashboard/workouts/12/resumen', '/dashboard/workouts/12?x=1']) {
        const res = await withShell.app.inject({ url });
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await withShell.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('redirects / to /home on the server once /home is prerendered', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Forja</title><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'prerendered'));
    fs.writeFileSync(path.join(dir, 'prerendered', 'home.html'), '<!doctype html><div id="root"><h1>Forja</h1></div>');
    const withHome = await createTestApp({ STATIC_DIR: dir });
    try {
      const root = await withHome.app.inject({ url: '/' });
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/home');
      const withQuery = await withHome.app.inject({ url: '/?utm=x' });
      expect(withQuery.headers.location).toBe('/home?utm=x');
      const home = await withHome.app.inject({ url: '/home' });
      expect(home.body).toContain('<h1>Forja</h1>');
    } finally {
      await withHome.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves hashed assets with a long cache and keeps /api 404s as JSON', async () => {
    const asset = await web.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves exercise photos as WebP cached for a day; a missing one is no photo', async () => {
    const photo = await web.app.inject({ url: '/exercise-photos/1/0-160.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const missing = await web.app.inject({ url: '/exercise-photos/6/0-160.webp', headers: { accept: 'image/webp' } });
    expect(missing.headers['content-type']).not.toBe('image/webp');
  });

  it('serves the service worker uncached, at the root, and the manifest with its media type', async () => {
    const sw = await web.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep a deploy from reaching the users (the browser checks it on loads).
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await web.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The CSP lets the page register its own worker and read its own manifest, and nothing else.
    const csp = String(manifest.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
