import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueEmail, VERIFY_LINK } from './support/accounts';
import { waitForMail } from './support/mailbox';

/**
 * The original client (a separate Angular app written to ../shared/spec/SPEC.md) deployed both ways
 * it can be, imitated by e2e/fixtures/original-client (an Angular build's
 * index.html and an HTTP layer that behaves as Angular's): served by the real server through
 * STATIC_DIR, and from a host of its own on another port calling the API, listed in CORS_ORIGINS.
 * The server of this file is its own (the suite's serves this project's app); it needs the
 * server build of `npm run test:e2e` (dist/server/main.js).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures/original-client');

interface ClientAnswer {
  status: number;
  type: string;
  body: unknown;
  totalCount: string | null;
  disposition: string | null;
}
interface CallOptions {
  body?: unknown;
  auth?: boolean;
  withCredentials?: boolean;
}
declare global {
  interface Window {
    originalClient: {
      call(method: string, path: string, options?: CallOptions): Promise<ClientAnswer>;
      login(email: string, password: string, options?: CallOptions): Promise<ClientAnswer>;
    };
  }
}

let forja: ChildProcess;
let clientHost: http.Server;
let dataDir: string;
let api = '';
let clientOrigin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

test.beforeAll(async () => {
  // The client's own host: the fixture's files, no CSP of ours.
  clientHost = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname) || 'index.html';
    const file = path.join(FIXTURE, name);
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[path.extname(file)];
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => clientHost.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://127.0.0.1:${(clientHost.address() as net.AddressInfo).port}`;

  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-e2e-original-'));
  forja = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: api,
      STATIC_DIR: FIXTURE,
      CORS_ORIGINS: clientOrigin,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_EMAIL: '0',
      REMINDERS_INTERVAL: '0',
    },
  });
  const deadline = Date.now() + 45_000;
  for (;;) {
    const up = await fetch(`${api}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (forja.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server did not start (${forja.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  if (forja && forja.exitCode === null) {
    const exited = new Promise((resolve) => forja.once('exit', resolve));
    forja.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => clientHost?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (page: Page, method: string, url: string, options: CallOptions = {}) =>
  page.evaluate(([m, u, o]) => window.originalClient.call(m, u, o), [method, url, options] as const);

/** The client's sign-up: register (no token), the mailed link opened, login (the token stored). */
async function signUp(page: Page, options: CallOptions = {}): Promise<void> {
  const email = uniqueEmail('original');
  const registered = await call(page, 'POST', 'users/register', {
    ...options,
    auth: false,
    body: {
      nombre: 'Lucía',
      apellidos: 'Cliente Original',
      email,
      password: E2E_PASSWORD,
      fecha_nacimiento: '1990-05-17',
      sexo: 2,
      peso: 62.5,
      altura: 168,
      objetivo_id: 1,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const mail = await waitForMail(email, /confirma tu correo|verifica/i);
  const link = mail.links.find((l) => VERIFY_LINK.test(l));
  expect(link, mail.links.join(' ')).toMatch(new RegExp(`^${api}/`));
  // Opened by the mail reader, not by the client (whose browser keeps no cookie of it).
  const verified = await fetch(link!, { redirect: 'manual' });
  expect(verified.status).toBe(303);
  const login = await page.evaluate(([e, p, o]) => window.originalClient.login(e, p, o), [
    email,
    E2E_PASSWORD,
    options,
  ] as const);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
}

/** The client's flows over the API (SPEC.md's call table), each answer read by the page's code. */
async function routineFlows(page: Page, options: CallOptions = {}): Promise<void> {
  const me = await call(page, 'GET', 'users', options);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ fecha_nacimiento: '1990-05-17' });
  const updated = await call(page, 'PUT', 'users/update', {
    ...options,
    body: { ...(me.body as object), nombre: 'Lucía María', id_objetivo: 2 },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);

  const templates = await call(page, 'GET', 'routines/filter', options);
  expect(templates.status).toBe(200);
  const [template] = templates.body as { id_rutina: number }[];
  const created = await call(page, 'POST', 'user-routines', { ...options, body: { id_rutina: template!.id_rutina } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { rutina_id: number }).rutina_id;
  const patched = await call(page, 'PATCH', `user-routines/${id}`, {
    ...options,
    body: { dia: 2, rutina_compartida: true },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const mine = await call(page, 'GET', 'user-routines?page=1&limit=100', options);
  expect((mine.body as { rutinas: { rutina_id: number }[] }).rutinas.map((r) => r.rutina_id)).toContain(id);

  // Headers the page's code reads: the pagination of shared routines, the PDF's file name.
  const shared = await call(page, 'GET', 'routines/shared?page=1&limit=5', options);
  expect(shared.status).toBe(200);
  expect(shared.totalCount).toMatch(/^\d+$/);
  const pdf = await call(page, 'GET', `user-routines/generate/${id}`, options);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toContain('application/pdf');
  expect(pdf.disposition).toContain(`rutina-${id}.pdf`);

  const deleted = await call(page, 'DELETE', `user-routines/${id}`, options);
  expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
  // An error reaches the page's code too (a 401 ends its session), not as a network failure.
  const anonymous = await call(page, 'GET', 'users', { ...options, auth: false });
  expect(anonymous.status).toBe(401);
  expect(await call(page, 'POST', 'users/logout', options)).toMatchObject({ status: 200 });
  expect((await call(page, 'GET', 'users', options)).status).toBe(401);
}

test('served through STATIC_DIR: its deferred stylesheet applies, no other inline handler runs, and its flows pass the XSRF check', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) refused.push(m.text());
  });
  await page.goto(`${api}/dashboard`);
  const pager = page.getByRole('button', { name: 'Página siguiente' });
  await expect.poll(() => pager.boundingBox()).toMatchObject({ width: 40, height: 40 });
  await expect(page.locator('link[rel=stylesheet]')).toHaveAttribute('media', 'all');
  // The image's onerror (not the build's handler) was refused, and it was the only refusal.
  await expect.poll(() => refused.length).toBe(1);
  expect(refused[0]).toContain('inline event handler');
  await expect(page).toHaveTitle('Forja (cliente original)');

  // Same origin: relative URLs, and the client echoes the XSRF-TOKEN cookie as Angular does.
  await signUp(page);
  await routineFlows(page);
});

test.describe('from its own host (CORS_ORIGINS)', () => {
  test("with Angular's defaults (no credentials)", async ({ page }) => {
    await page.goto(`${clientOrigin}/?api=${encodeURIComponent(`${api}/api/`)}`);
    await signUp(page);
    await routineFlows(page);
    // Without credentials the browser kept none of the API's cookies.
    expect((await page.context().cookies(api)).map((c) => c.name)).not.toContain('XSRF-TOKEN');
  });

  test('with credentials: the API host cookie travels along, and no XSRF header is needed', async ({ page }) => {
    await page.goto(`${clientOrigin}/?api=${encodeURIComponent(`${api}/api/`)}`);
    const options = { withCredentials: true };
    expect((await call(page, 'GET', 'muscle-groups', { ...options, auth: false })).status).toBe(200);
    expect((await page.context().cookies(api)).map((c) => c.name)).toContain('XSRF-TOKEN');
    await signUp(page, options);
    await routineFlows(page, options);
  });
});
