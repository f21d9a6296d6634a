import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { publicTemplateIds } from '../test/routines';
import { createTestUser } from '../test/users';

// The original client (a separate Angular app written to ../shared/spec/SPEC.md), deployed as it
// was: on its own origin calling this API (CORS_ORIGINS), or served by this server (STATIC_DIR).
// The browser side of both is e2e/original-client.spec.ts.

const CLIENT = 'https://cliente.forja.es';

/** Directives parsed from a Content-Security-Policy header. */
function csp(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

/** A comma-separated header as a lower-case list. */
const list = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('CORS_ORIGINS is a list of origins', () => {
  it('written as an operator would (case, trailing slash, default port), it matches what browsers send', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://Cliente.Forja.es/ , http://localhost:4200,https://a.es:443' });
    expect(config.corsOrigins).toEqual(['https://cliente.forja.es', 'http://localhost:4200', 'https://a.es']);
  });

  it.each(['cliente.forja.es', 'https://cliente.forja.es/app', 'https://x.es?a=1', '*', 'ftp://x.es', 'null'])(
    'refuses %s at start',
    (origin) => {
      expect(() => loadConfig({ CORS_ORIGINS: origin })).toThrow(/CORS_ORIGINS/);
    },
  );
});

describe('the original client on another origin (CORS_ORIGINS)', () => {
  let api: TestApp;
  beforeAll(async () => {
    // As an operator may write it: the browser's Origin has no trailing slash.
    api = await createTestApp({ CORS_ORIGINS: `${CLIENT}/` });
  });
  afterAll(() => api?.close());

  it.each([
    ['GET', 'authorization'],
    ['POST', 'authorization,content-type'],
    ['PUT', 'content-type,reset-token'],
    ['PATCH', 'authorization,content-type'],
    ['DELETE', 'authorization'],
  ])('a %s preflight with %s is allowed, with credentials, and cached', async (method, requested) => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/user-routines/1',
      headers: { origin: CLIENT, 'access-control-request-method': method, 'access-control-request-headers': requested },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(list(res.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
    expect(list(res.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(requested.split(',')));
    // Every authenticated call is preflighted (Authorization is not a simple header): without a
    // max age, Chromium asks again after 5 s.
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThanOrEqual(600);
    expect(list(res.headers.vary)).toContain('origin');
  });

  it('answers and errors are readable by the page, with the headers the client reads exposed', async () => {
    const user = await createTestUser(api.database.db);
    const origin = { origin: CLIENT };
    const responses = [
      await api.app.inject({ url: '/api/users', headers: { ...origin, ...user.headers } }),
      // A 401 must reach the client's code, which ends the session on it.
      await api.app.inject({ url: '/api/users', headers: origin }),
      await api.app.inject({ url: '/api/routines/shared?page=1&limit=5', headers: { ...origin, ...user.headers } }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 200]);
    for (const res of responses) {
      expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(list(res.headers['access-control-expose-headers'])).toEqual(
        // Pagination of routines/shared, the wait of a 429, and the file name of a download.
        expect.arrayContaining(['x-total-count', 'x-total-pages', 'x-page', 'retry-after', 'content-disposition']),
      );
    }
    expect(responses[2]!.headers['x-total-count']).toBeDefined();
  });

  it('a change from the listed origin needs no XSRF header, with or without the cookie (that page cannot read it)', async () => {
    const user = await createTestUser(api.database.db);
    const [template] = await publicTemplateIds(api.database.db);
    const headers = { ...user.headers, origin: CLIENT };
    // As Angular sends it by default (no credentials): no cookie.
    const plain = await api.app.inject({
      method: 'POST',
      url: '/api/user-routines',
      headers,
      payload: { id_rutina: template },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    // With credentials (`withCredentials`), the browser adds this server's cookie, which a page of
    // another origin can neither read nor echo.
    const credentialed = await api.app.inject({
      method: 'POST',
      url: '/api/user-routines',
      headers,
      cookies: { 'XSRF-TOKEN': 'the-cookie-value-000000000000' },
      payload: { id_rutina: template },
    });
    expect(credentialed.statusCode, credentialed.body).toBe(201);
    const mine = await api.app.inject({ url: '/api/user-routines', headers: user.headers });
    expect(mine.json<{ total_routines: number }>().total_routines).toBe(2);
  });

  it('for any other origin, and without an Origin, the XSRF check holds and nothing changes', async () => {
    const user = await createTestUser(api.database.db);
    const [template] = await publicTemplateIds(api.database.db);
    for (const origin of [
      undefined,
      'null',
      'https://evil.example',
      'https://cliente.forja.es.evil.example',
      'http://cliente.forja.es',
    ]) {
      const forged = await api.app.inject({
        method: 'POST',
        url: '/api/user-routines',
        headers: { ...user.headers, ...(origin ? { origin } : {}) },
        cookies: { 'XSRF-TOKEN': 'the-cookie-value-000000000000' },
        payload: { id_rutina: template },
      });
      expect(forged.statusCode, String(origin)).toBe(403);
      expect(forged.json()).toMatchObject({ message: 'Invalid or missing XSRF token' });
      expect(forged.headers['access-control-allow-origin'], String(origin)).toBeUndefined();
    }
    const mine = await api.app.inject({ url: '/api/user-routines', headers: user.headers });
    expect(mine.json<{ total_routines: number }>().total_routines).toBe(0);
  });
});

describe('the original client served from STATIC_DIR: its deferred stylesheet', () => {
  /** The handler Angular CLI puts on the stylesheet link of a build with `inlineCritical` (its default). */
  const HANDLER = "this.media='all'";
  const HASH = `'sha256-${createHash('sha256').update(HANDLER).digest('base64')}'`;
  const dirs: string[] = [];
  const apps: TestApp[] = [];

  async function serve(indexHtml: string): Promise<TestApp> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-static-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
    // Served instead when the browser accepts gzip (@fastify/static `preCompressed`).
    fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(indexHtml));
    fs.writeFileSync(path.join(dir, 'styles-5INURTSO.css'), '.pager{width:40px;height:40px}');
    fs.writeFileSync(path.join(dir, 'main-ABCD1234.js'), 'console.log(1)');
    const app = await createTestApp({ STATIC_DIR: dir });
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const angularIndex =
    '<!doctype html><html lang="es"><head><base href="/"><style>button{all:unset}</style>' +
    `<link rel="stylesheet" href="styles-5INURTSO.css" media="print" onload="${HANDLER}">` +
    '<noscript><link rel="stylesheet" href="styles-5INURTSO.css"></noscript></head>' +
    // A handler of any other text is not the build's: it stays blocked.
    '<body><app-root></app-root><img src="x.png" onerror="document.title=1">' +
    '<script src="main-ABCD1234.js" type="module"></script></body></html>';

  it("its pages may run exactly that handler (its hash, with 'unsafe-hashes'); nothing else of the CSP changes", async () => {
    const web = await serve(angularIndex);
    const api = csp(await web.app.inject({ url: '/api/health' }));
    expect(api.get('script-src-attr')).toBe("'none'");
    for (const url of ['/', '/index.html', '/dashboard/rutinas', '/login?next=%2F', 'gzip:/dashboard']) {
      const gzip = url.startsWith('gzip:');
      const res = await web.app.inject({
        url: url.replace('gzip:', ''),
        headers: { accept: 'text/html', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(gzip ? 'gzip' : undefined);
      expect(gzip ? zlib.gunzipSync(res.rawPayload).toString() : res.body, url).toContain(HANDLER);
      const page = csp(res);
      expect(page.get('script-src-attr'), url).toBe(`'unsafe-hashes' ${HASH}`);
      expect(new Map([...page].filter(([name]) => name !== 'script-src-attr')), url).toEqual(
        new Map([...api].filter(([name]) => name !== 'script-src-attr')),
      );
    }
    // Files that are not documents keep the policy as it was.
    for (const url of ['/styles-5INURTSO.css', '/main-ABCD1234.js']) {
      expect(csp(await web.app.inject({ url })).get('script-src-attr'), url).toBe("'none'");
    }
  });

  it("a build without that handler (this project's own app) keeps script-src-attr 'none' on its pages", async () => {
    const web = await serve(
      '<!doctype html><title>Forja</title><div id="root"></div><script type="module" src="/main-ABCD1234.js"></script>',
    );
    for (const url of ['/', '/index.html', '/dashboard/rutinas']) {
      const res = await web.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(csp(res).get('script-src-attr'), url).toBe("'none'");
    }
  });
});
