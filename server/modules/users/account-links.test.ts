import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { hashToken } from '../../domain/tokens';
import type { TestApp } from '../../test/app';
import { createMailApp } from '../../test/mail-app';
import { tokenFromLink, type Mailbox } from '../../test/mailbox';

const APP_URL = 'http://forja.test';
const VERIFY_LINK = `${APP_URL}/api/users/verify-email`;
const RESET_LINK = `${APP_URL}/password-reset-request`;
const PASSWORD = 'Secreta#2025';
const RESENT =
  'Si este correo tiene una cuenta pendiente de verificar, te hemos enviado un enlace nuevo. Revisa tu bandeja de entrada.';

let t: TestApp;
let mailbox: Mailbox;
let close: () => Promise<void>;
let n = 0;

beforeAll(async () => ({ t, mailbox, close } = await createMailApp()));
afterAll(() => close());

const email = (prefix: string) => `${prefix}.${++n}.${process.pid}@forja.es`;
const post = (url: string, body: unknown, app = t.app) => app.inject({ method: 'POST', url, payload: body as object });
const resend = (address: unknown, app = t.app) => post('/api/users/resend-verification', { email: address }, app);
const checkReset = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/reset-password', headers: token ? { 'reset-token': token } : {} });

/** Registers `address` (unverified) and returns the token of its first link. */
async function register(address: string, nombre = 'Lucía') {
  const res = await post('/api/users/register', {
    nombre,
    apellidos: 'Pérez Gómez',
    email: address,
    password: PASSWORD,
    fecha_nacimiento: '1990-05-17',
    sexo: 2,
    peso: 82.5,
    altura: 168,
    objetivo_id: 3,
  });
  expect(res.statusCode, res.body).toBe(201);
  return tokenFromLink((await mailbox.next(address)).text, VERIFY_LINK);
}

const verify = (token: string) => post('/api/users/verify-email', { token });

function expectSameAnswer(a: LightMyRequestResponse, b: LightMyRequestResponse) {
  expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
}

/** Gives a mail that should not come time to arrive, then says how many came. */
async function mailsAfterAWhile(address: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mailbox.count(address);
}

describe('POST /api/users/resend-verification', () => {
  it('sends an unverified account a new link; the previous one stops working, the new one verifies', async () => {
    const address = email('reenvio');
    const first = await register(address);
    const res = await resend(address.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: RESENT });
    const mail = await mailbox.next(address);
    expect(mail.subject).toBe('Confirma tu correo para activar tu cuenta de Forja');
    const second = tokenFromLink(mail.text, VERIFY_LINK);
    expect(second).not.toBe(first);
    // Stored hashed, like every token.
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(second)));
    expect(row?.kind).toBe('verify');
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('prints no text of whoever registered: the name is left out', async () => {
    const address = email('nombre');
    await register(address, 'Gana dinero en premio punto es');
    await resend(address);
    const mail = await mailbox.next(address);
    expect(mail.text).toMatch(/^Hola:\n/);
    expect(mail.text + mail.html).not.toContain('premio');
  });

  it('answers an unknown and a verified address exactly like an unverified one, and sends them nothing', async () => {
    const pending = email('pendiente');
    await register(pending);
    const verified = email('verificada');
    expect((await verify(await register(verified))).statusCode).toBe(200);
    const unknown = email('nadie');

    const answers = [await resend(pending), await resend(verified), await resend(unknown)];
    expectSameAnswer(answers[0]!, answers[1]!);
    expectSameAnswer(answers[0]!, answers[2]!);
    await mailbox.next(pending);
    expect(await mailsAfterAWhile(verified)).toBe(1); // only the registration's
    expect(await mailsAfterAWhile(unknown)).toBe(0);
  });

  it('refuses what is not an e-mail with 400, never a 500', async () => {
    for (const bad of ['', 'no-arroba', 'ana\u0000@forja.es', `${'a'.repeat(120)}@forja.es`, 42, null]) {
      const res = await resend(bad);
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(res.json<{ message: unknown }>().message).toEqual(expect.any(String));
    }
  });

  it('is counted per e-mail like the other e-mail routes: 429 past the limit', async () => {
    const limited = await createMailApp({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const address = email('limite');
      expect((await resend(address, limited.t.app)).statusCode).toBe(200);
      expect((await resend(address, limited.t.app)).statusCode).toBe(200);
      expect((await resend(address, limited.t.app)).statusCode).toBe(429);
      expect((await resend(email('otra'), limited.t.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/users/reset-password (a look at the link, the token stays unused)', () => {
  async function resetToken() {
    const address = email('olvido');
    expect((await verify(await register(address))).statusCode).toBe(200);
    const res = t.app.inject({ method: 'PUT', url: '/api/users/forgot-password', payload: { email: address } });
    expect((await res).statusCode).toBe(200);
    return tokenFromLink((await mailbox.next(address)).text, RESET_LINK);
  }
  const reset = (token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/reset-password',
      headers: { 'reset-token': token },
      payload: { password: 'Nueva#Clave7' },
    });

  it('200 for a live link, as many times as asked; the reset then still works; 403 once used', async () => {
    const token = await resetToken();
    for (let i = 0; i < 2; i += 1) {
      const res = await checkReset(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'El enlace es válido.' });
    }
    expect((await reset(token)).statusCode).toBe(200);
    const used = await checkReset(token);
    expect(used.statusCode).toBe(403);
    expect(used.json()).toMatchObject({ message: 'Invalid or expired reset token', code: 'INVALID_RESET_TOKEN' });
  });

  it('403 for an unknown, an expired or a missing token', async () => {
    const token = await resetToken();
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    for (const res of [await checkReset(token), await checkReset('desconocido'), await checkReset()]) {
      expect(res.statusCode, res.body).toBe(403);
    }
  });
});

describe('plus addresses', () => {
  it('register, verify and log in with nombre+gym@dominio.es', async () => {
    const address = `nombre+gym.${++n}.${process.pid}@dominio.es`;
    expect((await verify(await register(address))).statusCode).toBe(200);
    const res = await post('/api/users/login', { email: address, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
  });
});
