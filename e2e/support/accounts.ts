import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';

export interface E2EUser {
  email: string;
  password: string;
  token: string;
  nombre: string;
}

let counter = 0;

/** A fresh address the registration rules accept (word characters and dots before the @). */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${process.pid}${counter}@forja.com`;
}

/** A password that meets every rule (upper, lower, digit 1-9, special character, 8+). */
export const E2E_PASSWORD = 'Forja.2025!';

/** The XSRF header the server expects once the request context holds its cookie. */
async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  return xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf.value) } : {};
}

/** Headers of an authenticated API call: the token (no prefix) and the XSRF echo. */
export async function apiHeaders(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  return { Authorization: token, ...(await xsrfHeaders(request)) };
}

/** An authenticated API call that must succeed (the failure names it and the server's answer); its JSON. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch',
  url: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request[method](url, { data, headers: await apiHeaders(request, token) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

async function post(request: APIRequestContext, url: string, data: unknown) {
  return request.post(url, { data, headers: await xsrfHeaders(request) });
}

/** The link of the verification mail: `${APP_URL}/api/users/verify-email/<token>`. */
export const VERIFY_LINK = /\/api\/users\/verify-email\/([^/?#\s]+)$/;

/** The token of the link in the verification mail. */
export function verificationToken(links: string[]): string {
  for (const link of links) {
    const match = VERIFY_LINK.exec(link);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`No /api/users/verify-email/<token> link among: ${links.join(', ')}`);
}

/**
 * Registers a user through the API, verifies with the token of the mail (`POST verify-email`, the
 * call of the /verificar/<token> screen of older links) and logs in. `overrides` replace fields of the registration
 * payload (docs/PRODUCT.md §3).
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<E2EUser> {
  const payload: Record<string, unknown> = {
    nombre: 'Lucía',
    apellidos: 'Prueba Forja',
    email: uniqueEmail(),
    password: E2E_PASSWORD,
    fecha_nacimiento: '1990-05-17',
    sexo: 2,
    peso: 62.5,
    altura: 168,
    objetivo_id: 1,
    ...overrides,
  };
  const email = String(payload.email);
  const password = String(payload.password);

  const registered = await post(request, '/api/users/register', payload);
  expect(registered.status(), await registered.text()).toBe(201);

  const mail = await waitForMail(email, /confirma tu correo|verifica/i);
  const verified = await post(request, '/api/users/verify-email', { token: verificationToken(mail.links) });
  expect(verified.ok(), await verified.text()).toBe(true);

  const login = await post(request, '/api/users/login', { email, password });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { email, password, token, nombre: String(payload.nombre) };
}

/** Stores the user's token where the web app keeps it (localStorage `token`) and opens the dashboard. */
export async function signIn(page: Page, user: E2EUser): Promise<void> {
  // Any same-origin document gives access to the app's localStorage; robots.txt is the lightest.
  await page.goto('/robots.txt');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto('/dashboard/overview');
}
