import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userProfile } from '../../../src/lib/contract';
import { authTokens, loginFailures, userMeasurements, users } from '../../db/schema';
import { hashToken } from '../../domain/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { startMailbox, tokenFromLink, type Mailbox } from '../../test/mailbox';

const APP_URL = 'http://forja.test';
/** The link of the verification e-mail: `${VERIFY_LINK}/<token>`, followed with a plain GET. */
const VERIFY_LINK = `${APP_URL}/api/users/verify-email`;
const PASSWORD = 'Secreta#2025';

let t: TestApp;
let mailbox: Mailbox;
let n = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Generous limits here; the limits themselves have their own apps below.
  t = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_EMAIL: '10000' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

/** A valid registration payload (docs/PRODUCT.md §3) with a fresh e-mail. */
function payload(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    nombre: 'Lucía',
    apellidos: 'Pérez Gómez',
    email: `lucia.${n}.${process.pid}@forja.es`,
    password: PASSWORD,
    fecha_nacimiento: '1990-05-17',
    sexo: 2,
    peso: 62.5,
    altura: 168,
    objetivo_id: 3,
    ...overrides,
  };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers });
const put = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: body as object, headers });

function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<{ message: unknown }>();
  expect(body.message).toEqual(expect.any(String));
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

async function register(body = payload()) {
  const res = await post('/api/users/register', body);
  expect(res.statusCode, res.body).toBe(201);
  const mail = await mailbox.next(body.email);
  return { body, res, mail, token: tokenFromLink(mail.text, VERIFY_LINK) };
}

const login = (email: string, password = PASSWORD) => post('/api/users/login', { email, password });

/** Register, follow the link, log in: a ready user with a session token. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const { body, token } = await register(payload(overrides));
  expect((await post('/api/users/verify-email', { token })).statusCode).toBe(200);
  const res = await login(body.email, body.password);
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json<{ token: string }>().token;
  return { ...body, session, headers: { authorization: session } };
}

/** Moves a token's expiry into the past. */
const expireToken = (token: string) =>
  t.database.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.tokenHash, hashToken(token)));

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row!;
}

describe('POST /api/users/register', () => {
  it('creates an unverified account: 201 with the userProfile shape, no password', async () => {
    const body = payload({ email: `Mixed.Case.${process.pid}@Forja.es` });
    const res = await post('/api/users/register', body);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<Record<string, unknown>>();
    expect(userProfile.strict().safeParse(user).success).toBe(true);
    expect(user).toMatchObject({
      nombre: 'Lucía',
      apellidos: 'Pérez Gómez',
      email: body.email.toLowerCase(),
      sexo: 2,
      fecha_nacimiento: '1990-05-17',
      peso: 62.5,
      altura: 168,
      imc: 22.14, // 62.5 / 1.68²
      objetivo: 'Hipertrofia',
      objetivo_id: 3,
    });
    expect(user.fecha_alta).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);

    const row = await userRow(body.email);
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    const history = await t.database.db.select().from(userMeasurements).where(eq(userMeasurements.userId, row.id));
    expect(history).toEqual([expect.objectContaining({ peso: 62.5, altura: 168 })]);
  });

  it('sends a Spanish verification e-mail (HTML + text, brand colour) with a single-use link stored hashed', async () => {
    const { body, mail, token } = await register();
    expect(mail.to).toEqual([body.email]);
    expect(mail.from).toContain('no-reply@forja.local');
    expect(mail.subject).toMatch(/Confirma tu correo/);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`${VERIFY_LINK}/${token}`);
    expect(mail.html).toContain('#F05A19');
    expect(mail.html).toContain(`href="${VERIFY_LINK}/${token}"`);
    expect(mail.html).toContain('lang="es"');
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits, base64url

    const row = await userRow(body.email);
    const tokens = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, row.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ kind: 'verify', tokenHash: hashToken(token), revokedAt: null });
    expect(JSON.stringify(tokens)).not.toContain(token);
    const hours = (tokens[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('accepts the birth date as DD-MM-YYYY too, and answers it as YYYY-MM-DD', async () => {
    const res = await post('/api/users/register', payload({ fecha_nacimiento: '03-11-1985' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().fecha_nacimiento).toBe('1985-11-03');
  });

  it('escapes the name in the HTML of the e-mail', async () => {
    const body = payload({ nombre: '<b>Ana</b>' });
    await post('/api/users/register', body);
    const mail = await mailbox.next(body.email);
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ana</b>');
  });

  it('a hostile name (a link, a bare domain, new lines) puts no line or link of its own in the mails', async () => {
    // One line, as the registration form takes it (whether names may hold new lines is the
    // validation's business) ...
    const body = payload({ nombre: 'Lucía. Entra en https://evil.example/x o en evil.example' });
    expect((await post('/api/users/register', body)).statusCode).toBe(201);
    const verification = await mailbox.next(body.email);
    // ... and with new lines, as an account stored before any such rule could hold it.
    await t.database.db
      .update(users)
      .set({ nombre: 'Lucía\n\nEntra en https://evil.example/x\r\nevil.example' })
      .where(eq(users.email, body.email));
    expect((await put('/api/users/forgot-password', { email: body.email })).statusCode).toBe(200);
    const reset = await mailbox.next(body.email);
    for (const mail of [verification, reset]) {
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toMatch(/evil/i);
        expect(part).not.toContain('Entra en');
      }
      expect(mail.text.split('\n')[0]).toBe('Hola:');
      // The only links are ours.
      const links = [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g), ...mail.html.matchAll(/href="([^"]+)"/g)];
      expect(links.length).toBeGreaterThan(0);
      for (const [link, href] of links) expect(href ?? link).toMatch(new RegExp(`^${APP_URL}/`));
    }
  });

  it.each([
    ['nombre', { nombre: 'Al' }, /nombre.*3 characters/],
    ['nombre', { nombre: '' }, /nombre.*required/],
    ['apellidos', { apellidos: 'P' }, /apellidos.*2 characters/],
    ['email', { email: 'no-es-un-correo' }, /email.*valid e-mail/],
    ['fecha_nacimiento', { fecha_nacimiento: '31-02-1990' }, /fecha_nacimiento/],
    ['fecha_nacimiento', { fecha_nacimiento: '1990/05/17' }, /fecha_nacimiento/],
    ['fecha_nacimiento', { fecha_nacimiento: '2999-01-01' }, /fecha_nacimiento/],
    ['sexo', { sexo: 4 }, /sexo/],
    ['sexo', { sexo: '2' }, /sexo/],
    ['peso', { peso: 62.1234 }, /peso.*3 decimals/],
    ['peso', { peso: -5 }, /peso/],
    ['altura', { altura: 168.123 }, /altura.*2 decimals/],
    ['objetivo_id', { objetivo_id: 1.5 }, /objetivo_id/],
    ['objetivo_id', { objetivo_id: 999 }, /objetivo_id/],
    ['nombre', { nombre: 'x'.repeat(101) }, /nombre.*too long/],
  ])('400 naming %s for %j', async (_field, override, message) => {
    const body = payload(override);
    const res = await post('/api/users/register', body);
    expectError(res, 400, message);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toBeUndefined();
  });

  it('400 naming the field when one is missing', async () => {
    for (const field of ['nombre', 'apellidos', 'email', 'password', 'fecha_nacimiento', 'sexo', 'peso', 'altura']) {
      const { [field as 'nombre']: _gone, ...rest } = payload();
      const res = await post('/api/users/register', rest);
      expectError(res, 400, new RegExp(field));
    }
  });

  it.each(['Corta#1', 'sinmayuscula#1', 'SINMINUSCULA#1', 'SinNumero#', 'SinEspecial1', 'Solo0cero#'])(
    'password %s breaks the rule: 400 mentioning Password',
    async (password) => {
      const res = await post('/api/users/register', payload({ password }));
      expectError(res, 400, /Password/);
    },
  );

  it('malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombre":',
    });
    expectError(res, 400);
  });

  it('a verified e-mail (any case): 403 "Email already exists"', async () => {
    const user = await signUp();
    for (const email of [user.email, user.email.toUpperCase().replace('@FORJA.ES', '@forja.es')]) {
      const res = await post('/api/users/register', payload({ email }));
      expectError(res, 403, 'Email already exists');
    }
    expect(mailbox.count(user.email)).toBe(1); // no mail for the refused attempts
  });

  it('an unverified e-mail again: 200, data replaced, a new link; only the newest link works', async () => {
    const first = await register(payload({ nombre: 'Primera', password: 'Primera#2025' }));
    const again = payload({ email: first.body.email, nombre: 'Segunda', peso: 70, password: 'Segunda#2025' });
    const res = await post('/api/users/register', again);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: first.res.json().id, nombre: 'Segunda', peso: 70 });
    const mail = await mailbox.next(again.email);
    expect(mail.text).toContain('Hola, Segunda:');
    const second = tokenFromLink(mail.text, VERIFY_LINK);
    expect(second).not.toBe(first.token);

    expectError(
      await post('/api/users/verify-email', { token: first.token }),
      400,
      'Invalid or expired verification link',
    );
    expect((await post('/api/users/verify-email', { token: second })).statusCode).toBe(200);
    expectError(await login(again.email, 'Primera#2025'), 401, 'Error in email and/or password');
    expect((await login(again.email, 'Segunda#2025')).statusCode).toBe(200);
  });

  it('503 with a message (not a 500) when the mail server is down', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const body = payload();
      const res = await call(broken.app, null, 'POST', 'users/register', body);
      expectError(res, 503, /e-mail could not be sent/);
    } finally {
      await broken.close();
    }
  });
});

describe('POST /api/users/verify-email', () => {
  it('confirms the account once: 200 { message }, then 400 for the used link', async () => {
    const { body, token } = await register();
    const res = await post('/api/users/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await userRow(body.email)).emailVerifiedAt).toBeInstanceOf(Date);
    expectError(await post('/api/users/verify-email', { token }), 400, 'Invalid or expired verification link');
  });

  it('400 for an unknown, an expired or a missing token', async () => {
    expectError(
      await post('/api/users/verify-email', { token: 'x'.repeat(43) }),
      400,
      'Invalid or expired verification link',
    );
    const { body, token } = await register();
    const row = await userRow(body.email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, row.id));
    expectError(await post('/api/users/verify-email', { token }), 400, 'Invalid or expired verification link');
    expect((await userRow(body.email)).emailVerifiedAt).toBeNull();
    expectError(await post('/api/users/verify-email', {}), 400);
  });

  it('a session token is not a verification token', async () => {
    const user = await signUp();
    expectError(await post('/api/users/verify-email', { token: user.session }), 400);
  });
});

describe('GET /api/users/verify-email/{token}: the link of the e-mail, followed by any browser', () => {
  const follow = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/users/verify-email/${encodeURIComponent(token)}`, headers });
  const OK = `${APP_URL}/login?verificacion=ok`;
  const INVALID = `${APP_URL}/login?verificacion=invalida`;

  it('verifies on the first GET and sends the browser to the login screen (303); login works after', async () => {
    const { body, token } = await register();
    const res = await follow(token);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(OK);
    expect((await userRow(body.email)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(body.email)).statusCode).toBe(200);
  });

  it('single use: the second GET lands on the invalid-link notice; verification is not undone', async () => {
    const { body, token } = await register();
    expect((await follow(token)).headers.location).toBe(OK);
    const again = await follow(token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(INVALID);
    expect((await login(body.email)).statusCode).toBe(200);
    // The POST of older links agrees: the token is spent.
    expectError(await post('/api/users/verify-email', { token }), 400, 'Invalid or expired verification link');
  });

  it('an unknown, expired, replaced or session token: the same invalid answer, nothing else told', async () => {
    const expired = await register();
    await expireToken(expired.token);
    const first = await register();
    await post('/api/users/register', { ...first.body, nombre: 'Otra vez' });
    await mailbox.next(first.body.email);
    const user = await signUp();
    const answers = await Promise.all(
      ['x'.repeat(43), 'nope', expired.token, first.token, user.session].map((token) => follow(token)),
    );
    const unknown = answers[0]!;
    for (const res of answers) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(INVALID);
      expect(res.body).toBe(unknown.body);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    }
    expect((await userRow(expired.body.email)).emailVerifiedAt).toBeNull();
    expect((await userRow(first.body.email)).emailVerifiedAt).toBeNull();
  });

  it('redirects only to APP_URL, whatever Host or X-Forwarded-Host the request claims', async () => {
    const { token } = await register();
    const res = await follow(token, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.headers.location).toBe(OK);
    const bad = await follow('//evil.example/x', { host: 'evil.example' });
    expect(bad.headers.location).toBe(INVALID);
  });

  it('is counted per IP with POST verify-email: 429 past the limit', async () => {
    const limited = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '2', TRUST_PROXY: 'true' });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const get = (ip: string) =>
        limited.app.inject({ url: `/api/users/verify-email/${'x'.repeat(43)}`, headers: from(ip) });
      expect((await get('10.2.2.1')).statusCode).toBe(303);
      const viaPost = await limited.app.inject({
        method: 'POST',
        url: '/api/users/verify-email',
        payload: { token: 'x'.repeat(43) },
        headers: from('10.2.2.1'),
      });
      expect(viaPost.statusCode).toBe(400);
      const blocked = await get('10.2.2.1');
      expectError(blocked, 429, /Too many attempts/);
      expect(blocked.headers.location).toBeUndefined();
      expect((await get('10.2.2.2')).statusCode).toBe(303);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/users/login', () => {
  it('an unverified account cannot log in: 401 "Email not verified" (only with the right password)', async () => {
    const { body } = await register();
    expectError(await login(body.email), 401, 'Email not verified');
    expectError(await login(body.email, 'Otra#2025x'), 401, 'Error in email and/or password');
  });

  it('200 { message: "Login successful", token } and the token opens GET /api/users', async () => {
    const { body, token } = await register();
    await post('/api/users/verify-email', { token });
    const res = await login(body.email.toUpperCase().replace('@FORJA.ES', '@forja.es'));
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ message: string; token: string }>();
    expect(answer).toEqual({ message: 'Login successful', token: expect.stringMatching(/^[\w-]{43}$/) });
    const me = await t.app.inject({ url: '/api/users', headers: { authorization: answer.token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);

    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(answer.token)));
    expect(stored).toMatchObject({ kind: 'session', revokedAt: null });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('401 "Error in email and/or password" for a wrong password and for an unknown e-mail alike', async () => {
    const user = await signUp();
    const wrong = await login(user.email, 'Otra#2025x');
    const unknown = await login(`nadie.${process.pid}@forja.es`, PASSWORD);
    expectError(wrong, 401, 'Error in email and/or password');
    expectError(unknown, 401, 'Error in email and/or password');
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('400 when a field is missing', async () => {
    expectError(await post('/api/users/login', { email: 'a@forja.es' }), 400, /password/);
    expectError(await post('/api/users/login', { password: PASSWORD }), 400, /email/);
  });
});

describe('GET /api/users', () => {
  it('401 without header, 401 for a bad token; Bearer prefix accepted', async () => {
    expectError(await call(t.app, null, 'GET', 'users'), 401, 'Authorization header is required');
    expectError(await t.app.inject({ url: '/api/users', headers: { authorization: 'nope' } }), 401, 'Invalid token');
    const user = await signUp();
    const res = await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${user.session}` } });
    expect(res.statusCode).toBe(200);
  });

  it('answers the profile: birth date YYYY-MM-DD (for a date input), BMI with 2 decimals, goal name', async () => {
    const user = await signUp({ peso: 80.255, altura: 181.5, objetivo_id: 4, sexo: 1, fecha_nacimiento: '2001-12-09' });
    const res = await call(t.app, user, 'GET', 'users');
    const me = res.json<Record<string, unknown>>();
    expect(userProfile.strict().safeParse(me).success).toBe(true);
    expect(me).toMatchObject({
      email: user.email,
      sexo: 1,
      fecha_nacimiento: '2001-12-09',
      peso: 80.255,
      altura: 181.5,
      imc: 24.36, // 80.255 / 1.815² = 24.362...
      objetivo: 'Pérdida de grasa',
      objetivo_id: 4,
    });
    const row = await userRow(user.email);
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .format(row.createdAt)
      .replace(/\//g, '-')
      .replace(', ', ' ');
    expect(me.fecha_alta).toBe(madrid);
  });

  it('two users only ever read their own data', async () => {
    const ana = await signUp({ nombre: 'Ana' });
    const bea = await signUp({ nombre: 'Bea' });
    const a = (await call(t.app, ana, 'GET', 'users')).json();
    const b = (await call(t.app, bea, 'GET', 'users')).json();
    expect(a).toMatchObject({ nombre: 'Ana', email: ana.email });
    expect(b).toMatchObject({ nombre: 'Bea', email: bea.email });
    expect(a.id).not.toBe(b.id);
    // Bea's update changes Bea only.
    await put('/api/users/update', { ...payload(), email: bea.email, nombre: 'Beatriz', id_objetivo: 1 }, bea.headers);
    expect((await call(t.app, ana, 'GET', 'users')).json()).toEqual(a);
  });

  it('the token of a deleted user: 403 "User not found" on every authenticated route', async () => {
    const user = await signUp();
    await t.database.db.delete(users).where(eq(users.email, user.email));
    expectError(await call(t.app, user, 'GET', 'users'), 403, 'User not found');
    expectError(
      await put('/api/users/update-password', { oldPassword: PASSWORD, password: 'Nueva#2026x' }, user.headers),
      403,
      'User not found',
    );
    expectError(await put('/api/users/update', { ...payload(), id_objetivo: 1 }, user.headers), 403, 'User not found');
  });

  it('a revoked or expired session: 401 "Invalid token"', async () => {
    const user = await signUp();
    await expireToken(user.session);
    expectError(await call(t.app, user, 'GET', 'users'), 401, 'Invalid token');
  });
});

describe('POST /api/users/logout', () => {
  const me = (authorization: string) => t.app.inject({ url: '/api/users', headers: { authorization } });

  it('ends the session presented on the server: that token gets 401, another session of the user goes on', async () => {
    const user = await signUp();
    const other = (await login(user.email)).json<{ token: string }>().token;
    const res = await post('/api/users/logout', undefined, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout successful' });

    expectError(await me(user.session), 401, 'Invalid token');
    expectError(await post('/api/users/logout', undefined, user.headers), 401, 'Invalid token');
    expect((await me(other)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(user.session)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('401 without a token; with the Bearer prefix too', async () => {
    expectError(await post('/api/users/logout', undefined), 401, 'Authorization header is required');
    const user = await signUp();
    const res = await post('/api/users/logout', undefined, { authorization: `Bearer ${user.session}` });
    expect(res.statusCode).toBe(200);
    expectError(await me(user.session), 401, 'Invalid token');
  });

  it('a request carrying the XSRF cookie without the matching header is refused (403) and ends nothing', async () => {
    const user = await signUp();
    const cookies = { 'XSRF-TOKEN': 'the-cookie-value-000000000000' };
    const forged = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: user.headers, cookies });
    expectError(forged, 403, 'Invalid or missing XSRF token');
    expect((await me(user.session)).statusCode).toBe(200);
    const echoed = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...user.headers, 'x-xsrf-token': cookies['XSRF-TOKEN'], 'content-type': 'application/json' },
      cookies,
    });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expectError(await me(user.session), 401, 'Invalid token');
  });
});

describe('PUT /api/users/update', () => {
  const update = (user: { email: string }, overrides: Record<string, unknown> = {}) => ({
    nombre: 'Lucía María',
    apellidos: 'Pérez',
    email: user.email,
    fecha_nacimiento: '1991-06-18',
    sexo: 3,
    peso: 64.25,
    altura: 169.5,
    id_objetivo: 5,
    ...overrides,
  });

  it('updates every field and answers the updated user (goal as id_objetivo)', async () => {
    const user = await signUp();
    const res = await put('/api/users/update', update(user), user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      nombre: 'Lucía María',
      apellidos: 'Pérez',
      email: user.email,
      fecha_nacimiento: '1991-06-18',
      sexo: 3,
      peso: 64.25,
      altura: 169.5,
      imc: 22.36,
      objetivo: 'Rendimiento funcional',
      objetivo_id: 5,
    };
    expect(res.json()).toMatchObject(expected);
    expect((await call(t.app, user, 'GET', 'users')).json()).toMatchObject(expected);
  });

  it('accepts objetivo_id and DD-MM-YYYY dates; a new e-mail is stored lower-cased', async () => {
    const user = await signUp();
    const email = `Nuevo.${process.pid}.${n}@Forja.es`;
    const { id_objetivo: _, ...rest } = update(user, { email, fecha_nacimiento: '18-06-1991' });
    const res = await put('/api/users/update', { ...rest, objetivo_id: 2 }, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      objetivo_id: 2,
      objetivo: 'Tonificación',
      email: email.toLowerCase(),
      fecha_nacimiento: '1991-06-18',
    });
    expect((await login(email.toLowerCase())).statusCode).toBe(200);
  });

  it("403 'Email already exists' for another account's e-mail", async () => {
    const ana = await signUp();
    const bea = await signUp();
    expectError(
      await put('/api/users/update', update(bea, { email: ana.email }), bea.headers),
      403,
      'Email already exists',
    );
    expect((await userRow(bea.email)).email).toBe(bea.email);
  });

  it.each([
    [{ id_objetivo: 999 }, /objetivo_id/],
    [{ id_objetivo: undefined }, /id_objetivo/],
    [{ email: 'sin-arroba' }, /email/],
    [{ nombre: '' }, /nombre/],
    [{ peso: 'mucho' }, /peso/],
    [{ altura: 170.555 }, /altura/],
    [{ sexo: 0 }, /sexo/],
    [{ fecha_nacimiento: '2025-13-01' }, /fecha_nacimiento/],
  ])('400 for %j', async (override, message) => {
    const user = await signUp();
    expectError(await put('/api/users/update', update(user, override), user.headers), 400, message);
  });

  it('401 without a token', async () => {
    expectError(
      await put('/api/users/update', update({ email: 'a@forja.es' })),
      401,
      'Authorization header is required',
    );
  });

  it('keeps one weight/height row per date (upsert), so BMI can be charted', async () => {
    const user = await signUp({ peso: 70, altura: 175 });
    const { id } = await userRow(user.email);
    await t.database.db.update(userMeasurements).set({ fecha: '2024-01-15' }).where(eq(userMeasurements.userId, id));
    await put('/api/users/update', update(user, { peso: 71 }), user.headers);
    await put('/api/users/update', update(user, { peso: 72.5, altura: 176 }), user.headers);
    const history = await t.database.db
      .select({ fecha: userMeasurements.fecha, peso: userMeasurements.peso, altura: userMeasurements.altura })
      .from(userMeasurements)
      .where(eq(userMeasurements.userId, id))
      .orderBy(userMeasurements.fecha);
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({ fecha: '2024-01-15', peso: 70, altura: 175 });
    expect(history[1]).toMatchObject({ peso: 72.5, altura: 176 });
  });
});

describe('PUT /api/users/update-password', () => {
  it('changes the password; every OTHER session stops working, the current one keeps working', async () => {
    const user = await signUp();
    const other = (await login(user.email)).json<{ token: string }>().token;
    const res = await put(
      '/api/users/update-password',
      { oldPassword: PASSWORD, password: 'Nueva#2026x' },
      user.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });

    expect((await call(t.app, user, 'GET', 'users')).statusCode).toBe(200);
    expectError(await t.app.inject({ url: '/api/users', headers: { authorization: other } }), 401, 'Invalid token');
    expectError(await login(user.email, PASSWORD), 401, 'Error in email and/or password');
    expect((await login(user.email, 'Nueva#2026x')).statusCode).toBe(200);
  });

  it('401 for a wrong old password (nothing changes); 400 mentioning Password for a weak new one', async () => {
    const user = await signUp();
    const other = (await login(user.email)).json<{ token: string }>().token;
    expectError(
      await put('/api/users/update-password', { oldPassword: 'Mala#2025x', password: 'Nueva#2026x' }, user.headers),
      401,
    );
    expectError(
      await put('/api/users/update-password', { oldPassword: PASSWORD, password: 'debil' }, user.headers),
      400,
      /Password/,
    );
    expectError(await put('/api/users/update-password', { password: 'Nueva#2026x' }, user.headers), 400, /oldPassword/);
    expect((await login(user.email)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users', headers: { authorization: other } })).statusCode).toBe(200);
  });

  it('401 without a token', async () => {
    expectError(await put('/api/users/update-password', { oldPassword: PASSWORD, password: 'Nueva#2026x' }), 401);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) => put('/api/users/forgot-password', { email });
  const reset = (token: string | undefined, body: Record<string, unknown>) =>
    put('/api/users/reset-password', body, token === undefined ? {} : { 'reset-token': token });

  async function resetLink(email: string) {
    const res = await forgot(email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const mail = await mailbox.next(email);
    return { mail, token: tokenFromLink(mail.text, `${APP_URL}/password-reset-request`) };
  }

  it('403 "User not found" for an unknown e-mail; 400 for an invalid one', async () => {
    expectError(await forgot(`nadie.${process.pid}@forja.es`), 403, 'User not found');
    expectError(await forgot('no-es-correo'), 400, /email/);
    expectError(await put('/api/users/forgot-password', {}), 400, /email/);
  });

  it('mails a Spanish link; the reset sets the password and ends EVERY session; the link is single-use', async () => {
    const user = await signUp();
    const second = (await login(user.email)).json<{ token: string }>().token;
    const { mail, token } = await resetLink(user.email);
    expect(mail.subject).toMatch(/contraseña/);
    expect(mail.html).toContain('#F05A19');
    expect(mail.html).toContain(`${APP_URL}/password-reset-request/${token}`);
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored?.kind).toBe('reset');
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const res = await reset(token, { password: 'Rescate#2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    for (const session of [user.session, second]) {
      expectError(await t.app.inject({ url: '/api/users', headers: { authorization: session } }), 401, 'Invalid token');
    }
    expectError(await login(user.email), 401);
    expect((await login(user.email, 'Rescate#2026')).statusCode).toBe(200);
    expectError(await reset(token, { password: 'Otra#2026xx' }), 403);
  });

  it('accepts newPassword; a weak password is 400 mentioning Password and does not use up the link', async () => {
    const user = await signUp();
    const { token } = await resetLink(user.email);
    expectError(await reset(token, { newPassword: 'debil' }), 400, /Password/);
    expectError(await reset(token, {}), 400, /Password/);
    expect((await reset(token, { newPassword: 'Rescate#2026' })).statusCode).toBe(200);
    expect((await login(user.email, 'Rescate#2026')).statusCode).toBe(200);
  });

  it('403 for a missing, unknown or expired token; asking again invalidates the older link', async () => {
    const user = await signUp();
    expectError(await reset(undefined, { password: 'Rescate#2026' }), 403);
    expectError(await reset('x'.repeat(43), { password: 'Rescate#2026' }), 403);
    expectError(await reset(user.session, { password: 'Rescate#2026' }), 403); // a session is not a reset token

    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expectError(await reset(first.token, { password: 'Rescate#2026' }), 403);
    await expireToken(second.token);
    expectError(await reset(second.token, { password: 'Rescate#2026' }), 403);
    expect((await login(user.email)).statusCode).toBe(200); // password unchanged
  });

  it('a reset proves the mailbox: an unverified account becomes verified', async () => {
    const { body } = await register();
    const { token } = await resetLink(body.email);
    expect((await reset(token, { password: 'Rescate#2026' })).statusCode).toBe(200);
    expect((await login(body.email, 'Rescate#2026')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('a session expiry slides forward when it is used', async () => {
    const user = await signUp();
    const where = eq(authTokens.tokenHash, hashToken(user.session));
    const soon = new Date(Date.now() + 60_000);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(where);
    expect((await call(t.app, user, 'GET', 'users')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(authTokens).where(where);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('is documented in /api/docs', async () => {
    const doc = (await call(t.app, null, 'GET', '/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/register',
        '/api/users/verify-email',
        '/api/users/verify-email/{token}',
        '/api/users/login',
        '/api/users/logout',
        '/api/users/update',
        '/api/users/update-password',
        '/api/users/forgot-password',
        '/api/users/reset-password',
      ]),
    );
  });
});

describe('rate limits (counted in the database)', () => {
  it('per e-mail: the 3rd login for one address within the window is 429, whatever the IP', async () => {
    const limited = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '100', RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const email = `objetivo.${process.pid}@forja.es`;
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: 'Mala#2025x' },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.3');
      expectError(blocked, 429, /Too many attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `otra.${process.pid}@forja.es`, password: 'Mala#2025x' },
      });
      expect(other.statusCode).toBe(401);

      // The counters live in rate_limit_hits (e-mails hashed); an ended window starts again.
      const rows = await limited.database.db.execute<{ key: string }>(sql`select key from rate_limit_hits`);
      expect(rows.rows.map((r) => r.key).join(' ')).not.toContain('@');
      // Its end for the database (the row) and for the process that remembers the limit (Date).
      await limited.database.db.execute(sql`update rate_limit_hits set reset_at = now() - interval '1 second'`);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 901_000 });
      try {
        expect((await attempt('10.0.0.4')).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await limited.close();
    }
  });

  it('per IP: register, forgot, reset and login answer 429 past the limit', async () => {
    const limited = await createTestApp({
      SMTP_URL: mailbox.url,
      RATE_LIMIT_PER_IP: '2',
      RATE_LIMIT_PER_EMAIL: '100',
      TRUST_PROXY: 'true',
    });
    try {
      const routes: [string, string, () => object][] = [
        ['POST', '/api/users/register', () => payload()],
        ['PUT', '/api/users/forgot-password', () => ({ email: payload().email })],
        ['PUT', '/api/users/reset-password', () => ({ password: 'Rescate#2026' })],
        ['POST', '/api/users/login', () => ({ email: payload().email, password: PASSWORD })],
      ];
      for (const [method, url, body] of routes) {
        const send = (ip: string) =>
          limited.app.inject({ method: method as 'POST', url, payload: body(), headers: { 'x-forwarded-for': ip } });
        expect((await send('10.1.1.1')).statusCode, url).not.toBe(429);
        expect((await send('10.1.1.1')).statusCode, url).not.toBe(429);
        expectError(await send('10.1.1.1'), 429, /Too many attempts/);
        expect((await send('10.1.1.2')).statusCode, url).not.toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it('per e-mail on register and forgot-password (no mail bombing)', async () => {
    const limited = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '100', RATE_LIMIT_PER_EMAIL: '1' });
    try {
      const body = payload();
      const reg = () => call(limited.app, null, 'POST', 'users/register', body);
      expect((await reg()).statusCode).toBe(201);
      expectError(await reg(), 429);
      const fp = () => call(limited.app, null, 'PUT', 'users/forgot-password', { email: body.email });
      expect((await fp()).statusCode).toBe(200);
      expectError(await fp(), 429);
      expect(mailbox.count(body.email)).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('two API processes on one database share the counters', async () => {
    const { buildApp } = await import('../../app');
    const limited = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '100', RATE_LIMIT_PER_EMAIL: '2' });
    const twin = await buildApp({ config: limited.config, database: limited.database, logger: false });
    try {
      const body = { email: `compartido.${process.pid}@forja.es`, password: 'Mala#2025x' };
      expect((await call(limited.app, null, 'POST', 'users/login', body)).statusCode).toBe(401);
      expect((await call(twin, null, 'POST', 'users/login', body)).statusCode).toBe(401);
      expect((await call(limited.app, null, 'POST', 'users/login', body)).statusCode).toBe(429);
    } finally {
      await twin.close();
      await limited.close();
    }
  });

  it('failed-login backoff per account: 429 after N failures for a doubling delay, reset on success', async () => {
    const locking = await createTestApp({
      SMTP_URL: mailbox.url,
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_EMAIL: '0',
      LOGIN_LOCK_AFTER: '3',
      LOGIN_LOCK_SECONDS: '60',
    });
    const send = (o: InjectOptions) => locking.app.inject(o);
    try {
      const body = payload();
      await send({ method: 'POST', url: '/api/users/register', payload: body });
      const token = tokenFromLink((await mailbox.next(body.email)).text, VERIFY_LINK);
      await send({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
      const attempt = (password: string) =>
        send({ method: 'POST', url: '/api/users/login', payload: { email: body.email, password } });
      const failures = () =>
        locking.database.db
          .select()
          .from(loginFailures)
          .where(eq(loginFailures.emailHash, hashToken(body.email)));

      for (let i = 0; i < 3; i++) expectError(await attempt('Mala#2025x'), 401, 'Error in email and/or password');
      const locked = await attempt(PASSWORD); // even the right password waits
      expectError(locked, 429, /try again in \d+ seconds/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);

      // The wait is over; one more failure locks again for twice as long.
      await locking.database.db
        .update(loginFailures)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(loginFailures.emailHash, hashToken(body.email)));
      expectError(await attempt('Mala#2025x'), 401);
      const longer = await attempt('Mala#2025x');
      expectError(longer, 429);
      expect(Number(longer.headers['retry-after'])).toBeGreaterThan(115);

      await locking.database.db
        .update(loginFailures)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(loginFailures.emailHash, hashToken(body.email)));
      expect((await attempt(PASSWORD)).statusCode).toBe(200);
      expect(await failures()).toEqual([]);
    } finally {
      await locking.close();
    }
  });

  it('password change attempts are limited per user', async () => {
    const limited = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '100', RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const body = payload();
      await call(limited.app, null, 'POST', 'users/register', body);
      const token = tokenFromLink((await mailbox.next(body.email)).text, VERIFY_LINK);
      await call(limited.app, null, 'POST', 'users/verify-email', { token });
      const session = (await call(limited.app, null, 'POST', 'users/login', body)).json().token;
      const change = () =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/users/update-password',
          headers: { authorization: session },
          payload: { oldPassword: 'Mala#2025x', password: 'Nueva#2026x' },
        });
      expect((await change()).statusCode).toBe(401);
      expect((await change()).statusCode).toBe(401);
      expectError(await change(), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('verification state in the database', () => {
  it('verifying revokes every verification token of the user', async () => {
    const { body, token } = await register();
    await post('/api/users/verify-email', { token });
    const { id } = await userRow(body.email);
    const live = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, id), eq(authTokens.kind, 'verify'), sql`${authTokens.revokedAt} is null`));
    expect(live).toEqual([]);
  });
});
