import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../src/lib/contract';
import { parseTrustProxy } from '../config';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { startMailbox, tokenFromLink, type Mailbox } from '../test/mailbox';
import { catalogueExercises, publicTemplateIds } from '../test/routines';
import { createTestUser } from '../test/users';

const APP_URL = 'http://forja.test';
let web: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-web-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Forja</title><div id="root"></div><script type="module" src="/assets/app-1.js"></script>',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-1.js'), 'console.log(1)');
  web = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await web?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** Directives parsed from a Content-Security-Policy header. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers on every kind of response', () => {
  const pages: [string, InjectOptions][] = [
    ['the SPA (history fallback)', { url: '/dashboard/routines', headers: { accept: 'text/html' } }],
    ['the SPA root', { url: '/' }],
    ['a built asset', { url: '/assets/app-1.js' }],
    ['an API answer', { url: '/api/health' }],
    ['an API error', { url: '/api/users' }],
    ['an unknown API route', { url: '/api/nope' }],
    ['the API docs page', { url: '/api/docs/' }],
    ['the OpenAPI document', { url: '/api/docs/json' }],
  ];

  it.each(pages)('%s', async (_, request) => {
    const res = await web.app.inject(request);
    expect(res.statusCode).toBeLessThan(500);
    const policy = csp(res);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // No inline or eval'd script anywhere: an injected <script> does not run.
    const scripts = policy.get('script-src') ?? policy.get('default-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS allow-list (CORS_ORIGINS)', () => {
  let cors: TestApp;
  beforeAll(async () => {
    cors = await createTestApp({ CORS_ORIGINS: 'https://app.forja.es, https://admin.forja.es' });
  });
  afterAll(() => cors?.close());

  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/user-routines',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });

  it('listed origins get the CORS headers, with credentials', async () => {
    for (const origin of ['https://app.forja.es', 'https://admin.forja.es']) {
      const res = await preflight(cors, origin);
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('any other origin (look-alikes, null, other schemes) gets none', async () => {
    for (const origin of ['https://evil.example', 'https://app.forja.es.evil.example', 'null', 'http://app.forja.es']) {
      const res = await preflight(cors, origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const get = await cors.app.inject({ url: '/api/health', headers: { origin } });
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('without CORS_ORIGINS no origin is allowed', async () => {
    const res = await preflight(web, 'https://app.forja.es');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('XSRF double submit on real state-changing calls', () => {
  it('a signed-in call carrying the cookie but not the matching header is a 403 and changes nothing', async () => {
    const user = await createTestUser(web.database.db);
    const [template] = await publicTemplateIds(web.database.db);
    const cookies = { 'XSRF-TOKEN': 'the-cookie-value-000000000000' };
    const forged = await web.app.inject({
      method: 'POST',
      url: '/api/user-routines',
      headers: user.headers,
      cookies,
      payload: { id_rutina: template },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'Invalid or missing XSRF token' });
    const list = await web.app.inject({ url: '/api/user-routines', headers: user.headers, cookies });
    expect(list.json<{ total_routines: number }>().total_routines).toBe(0);

    const echoed = await web.app.inject({
      method: 'POST',
      url: '/api/user-routines',
      headers: { ...user.headers, 'x-xsrf-token': cookies['XSRF-TOKEN'] },
      cookies,
      payload: { id_rutina: template },
    });
    expect(echoed.statusCode).toBe(201);
  });

  it('a client without the cookie gets a new random one on any answer, errors included; one with it gets none', async () => {
    const minted = await Promise.all(
      ['/', '/api/health', '/api/nope', '/api/users'].map((url) => web.app.inject({ url })),
    );
    const values = minted.map((res) => {
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Strict$/);
      return header.split(';')[0];
    });
    expect(new Set(values).size).toBe(values.length);
    const again = await web.app.inject({
      url: '/api/health',
      cookies: { 'XSRF-TOKEN': 'the-cookie-value-000000000000' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});

describe('TRUST_PROXY (client IP for the per-IP limits)', () => {
  it('parses the setting', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  const attempts = async (env: Record<string, string>) => {
    const app = await createTestApp({ RATE_LIMIT_PER_IP: '2', RATE_LIMIT_PER_EMAIL: '0', ...env });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i += 1) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/users/login',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: 'nadie@forja.es', password: 'Mala#2025x' },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  };

  it('by default a forged X-Forwarded-For does not dodge the per-IP limit', async () => {
    expect(await attempts({})).toEqual([401, 401, 429, 429]);
  });

  it('behind a trusted proxy (here: loopback) the forwarded address counts', async () => {
    expect(await attempts({ TRUST_PROXY: 'loopback' })).toEqual([401, 401, 401, 401]);
  });
});

describe('no secrets in responses or logs, across a whole journey', () => {
  let mailbox: Mailbox;
  let app: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await createTestApp(
      { SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_EMAIL: '0' },
      // The most talkative level: every request, response and error is logged.
      { level: 'trace', stream },
    );
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it('no password hash, password, verification, reset or session token leaks', async () => {
    const responses: LightMyRequestResponse[] = [];
    const secrets: string[] = [];
    const call = async (req: InjectOptions) => {
      const res = await app.app.inject(req);
      responses.push(res);
      return res;
    };
    const email = `secreto.${process.pid}@forja.es`;
    const password = 'Secreta#2025xyz';
    const newPassword = 'Nueva#2026xyzw';
    const resetPassword = 'Rescate#2027xyz';
    secrets.push(password, newPassword, resetPassword);

    const reg = await call({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        nombre: 'Secreta',
        apellidos: 'Prueba Segura',
        email,
        password,
        fecha_nacimiento: '1990-05-17',
        sexo: 2,
        peso: 62.5,
        altura: 168,
        objetivo_id: 3,
      },
    });
    expect(reg.statusCode).toBe(201);
    const verify = tokenFromLink((await mailbox.next(email)).text, `${APP_URL}/api/users/verify-email`);
    secrets.push(verify);
    await call({ method: 'POST', url: '/api/users/login', payload: { email, password } }); // unverified
    // The link of the mail, as a browser follows it: the token travels in the URL.
    const followed = await call({ url: `/api/users/verify-email/${verify}` });
    expect(followed.statusCode).toBe(303);
    await call({ method: 'POST', url: '/api/users/login', payload: { email, password: 'Mala#2025xx' } });
    const login = await call({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    const session = login.json<{ token: string }>().token;
    const auth = { authorization: session };

    await call({ url: '/api/users', headers: auth });
    await call({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth,
      payload: {
        nombre: 'Secreta',
        apellidos: 'Prueba Segura',
        email,
        fecha_nacimiento: '1990-05-17',
        sexo: 2,
        peso: 63,
        altura: 168,
        id_objetivo: 2,
      },
    });
    const [template] = await publicTemplateIds(app.database.db);
    const [exercise] = await catalogueExercises(app.database.db);
    const created = await call({
      method: 'POST',
      url: '/api/user-routines',
      headers: auth,
      payload: { id_rutina: template },
    });
    const routine = created.json<UserRoutine>();
    await call({ method: 'PATCH', url: `/api/user-routines/${routine.rutina_id}`, headers: auth, payload: { dia: 2 } });
    await call({
      method: 'POST',
      url: `/api/user-routines/${routine.rutina_id}/exercises`,
      headers: auth,
      payload: { ejercicio_id: exercise!.id },
    });
    await call({ url: '/api/user-routines', headers: auth });
    await call({ url: '/api/routines/shared', headers: auth });
    await call({ url: `/api/routines/${template}`, headers: auth });
    await call({ url: '/api/exercises', headers: auth });
    await call({ url: '/api/user-routines/999999', headers: auth });
    await call({ url: '/api/users', headers: { authorization: 'not-a-token' } });
    await call({
      method: 'POST',
      url: '/api/users/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });

    const changed = await call({
      method: 'PUT',
      url: '/api/users/update-password',
      headers: auth,
      payload: { oldPassword: password, password: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    await call({ method: 'PUT', url: '/api/users/forgot-password', payload: { email } });
    const reset = tokenFromLink((await mailbox.next(email)).text, `${APP_URL}/password-reset-request`);
    secrets.push(reset);
    const done = await call({
      method: 'PUT',
      url: '/api/users/reset-password',
      headers: { 'reset-token': reset },
      payload: { password: resetPassword },
    });
    expect(done.statusCode).toBe(200);
    // The reset ended the session: the old token is refused from now on.
    expect((await call({ url: '/api/users', headers: auth })).statusCode).toBe(401);
    const again = await call({ method: 'POST', url: '/api/users/login', payload: { email, password: resetPassword } });
    expect(again.statusCode).toBe(200);
    secrets.push(again.json<{ token: string }>().token);

    const [stored] = await app.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(stored!.hash).toMatch(/^scrypt\$/);
    const forbidden: (string | RegExp)[] = [
      ...secrets,
      stored!.hash,
      stored!.hash.split('$').pop()!,
      /password_?hash/i,
      /scrypt\$\d+\$\d+\$\d+\$/,
    ];

    // Session tokens may only appear in the login answer that hands them out.
    const isLogin = (res: LightMyRequestResponse) => res === login || res === again;
    for (const res of responses) {
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const secret of forbidden) {
        if (isLogin(res) && typeof secret === 'string' && (secret === session || secret === secrets.at(-1))) continue;
        if (typeof secret === 'string')
          expect(text.includes(secret), `${res.raw.req.url}: ${text.slice(0, 200)}`).toBe(false);
        else expect(text, String(res.raw.req.url)).not.toMatch(secret);
      }
    }
    // The log saw every request of the journey, and none of the secrets.
    expect(logLines.length).toBeGreaterThan(responses.length);
    const log = logLines.join('');
    for (const secret of [...forbidden, session]) {
      if (typeof secret === 'string') expect(log.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
      else expect(log).not.toMatch(secret);
    }
  });
});
