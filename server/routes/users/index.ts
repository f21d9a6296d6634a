import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponse, messageResponse, userProfile } from '../../../src/lib/contract';
import {
  changePasswordPayloadSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdatePayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
} from '../../../src/lib/validation';
import { AccountError, createAccounts, type AccountErrorReason, type OutgoingMail } from '../../domain/accounts';
import { HttpError } from '../../plugins/errors';
import { errorSchema } from '../schemas';

const STATUS: Record<AccountErrorReason, number> = {
  EMAIL_TAKEN: 403,
  UNKNOWN_GOAL: 400,
  INVALID_VERIFY_TOKEN: 400,
  BAD_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 401,
  ACCOUNT_LOCKED: 429,
  USER_NOT_FOUND: 403,
  WRONG_PASSWORD: 401,
  INVALID_RESET_TOKEN: 403,
};

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));
const auth = [{ token: [] }];

/** docs/PRODUCT.md §11: accounts, e-mail verification, sessions, profile and passwords. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const accounts = createAccounts(app.db, {
    appUrl: config.appUrl,
    loginLock: config.loginLock,
    hashing: app.hashing.run,
  });
  const tags = ['users'];

  // Account errors leave with their status (and Retry-After for a locked account).
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AccountError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      throw new HttpError(STATUS[err.reason], err.message, err.reason);
    }
    throw err;
  });

  async function send(mail: OutgoingMail, request: FastifyRequest): Promise<void> {
    try {
      await app.mailer.send(mail);
    } catch (err) {
      request.log.error({ err, to: mail.to }, 'E-mail could not be sent');
      throw new HttpError(503, 'The e-mail could not be sent, please try again later', 'MAIL_FAILED');
    }
  }

  // Limits: per client IP (counted before the body is read) and per e-mail / user.
  const { windowSeconds, perIp, perEmail } = config.rateLimit;
  const byIp = (name: string) => app.limit({ name, max: perIp, windowSeconds, key: 'ip' });
  const byEmail = (name: string) =>
    app.limit({
      name,
      max: perEmail,
      windowSeconds,
      key: (req) => (req.body as { email?: unknown } | undefined)?.email as string | undefined,
    });
  const byUser = (name: string) =>
    app.limit({ name, max: perEmail, windowSeconds, key: (req) => (req.user ? `user:${req.user.id}` : null) });

  app.post(
    '/users/register',
    {
      onRequest: [app.admitHashing, byIp('register')],
      preHandler: byEmail('register'),
      schema: {
        tags,
        summary: 'Create an account and send the verification e-mail',
        description:
          'Creates an unverified account (201) and e-mails a single-use link `${APP_URL}/api/users/verify-email/<token>` (48 h). ' +
          'The same e-mail again while unverified replaces the data, invalidates the previous link and sends a new one (200). ' +
          'A verified e-mail: 403 `Email already exists`.',
        body: registerPayloadSchema,
        response: { 200: userProfile, 201: userProfile, ...errors(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const { user, created, mail } = await accounts.register(request.body, request.hashTurn);
      await send(mail, request);
      return reply.code(created ? 201 : 200).send(user);
    },
  );

  app.post(
    '/users/verify-email',
    {
      onRequest: byIp('verify-email'),
      schema: {
        tags,
        summary: 'Confirm the e-mail with the token of the verification link',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: messageResponse, ...errors(400, 429) },
      },
    },
    async (request) => ({ message: await accounts.verifyEmail(request.body.token) }),
  );

  // The link of the e-mail, so that any client written to docs/PRODUCT.md §7 works: a browser follows it
  // with a plain GET, the account is verified and the browser lands on the login screen, told
  // only whether the link worked. The destination is always APP_URL's (no open redirect).
  const VERIFIED = `${config.appUrl}/login?verificacion=ok`;
  const NOT_VERIFIED = `${config.appUrl}/login?verificacion=invalida`;
  app.get(
    '/users/verify-email/:token',
    {
      onRequest: byIp('verify-email'),
      // The token is a secret until used: the log gets the route's pattern, never the URL.
      logSerializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.routeOptions.url, remoteAddress: req.ip }),
      },
      schema: {
        tags,
        summary: 'The link of the verification e-mail: verifies, then sends the browser to the login screen',
        description:
          '303 to `${APP_URL}/login?verificacion=ok` once the account is verified; 303 to ' +
          '`${APP_URL}/login?verificacion=invalida` for a used, expired or unknown link. Single use, 48 h, ' +
          'counted per IP with `POST users/verify-email` (which does the same for a client holding the token).',
        params: z.object({ token: z.string() }),
        response: { 303: z.null().describe('Location: the login screen of APP_URL'), ...errors(429) },
      },
    },
    async (request, reply) => {
      const verified = await accounts.verifyEmail(request.params.token).then(
        () => true,
        (err: unknown) => {
          if (err instanceof AccountError && err.reason === 'INVALID_VERIFY_TOKEN') return false;
          throw err;
        },
      );
      return reply.redirect(verified ? VERIFIED : NOT_VERIFIED, 303);
    },
  );

  app.post(
    '/users/login',
    {
      onRequest: [app.admitHashing, byIp('login')],
      preHandler: byEmail('login'),
      schema: {
        tags,
        summary: 'Log in: a session token (30 days, sliding)',
        description:
          '401 `Error in email and/or password` for any wrong pair, 401 `Email not verified` for the right ' +
          'password of an unverified account, 429 after repeated failures (the wait doubles) or when too many ' +
          'logins are waiting (`BUSY`, Retry-After).',
        body: loginSchema,
        response: { 200: loginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const token = await accounts.login(request.body.email, request.body.password, request.hashTurn);
      app.hashing.remember(request.ip);
      return { message: 'Login successful', token };
    },
  );

  app.post(
    '/users/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Log out: the session token presented stops working (other sessions of the user go on)',
        description:
          'Revokes the token of the `Authorization` header on the server. A revoked, expired or unknown token: ' +
          '401 `Invalid token` (a client clears its stored token whatever the answer).',
        security: auth,
        response: { 200: messageResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { id, sessionId } = request.user!;
      await accounts.logout(id, sessionId);
      return { message: 'Logout successful' };
    },
  );

  app.get(
    '/users',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's profile",
        description:
          'Dates as the original client reads them: `fecha_nacimiento` YYYY-MM-DD (bound to a date input; ' +
          'register and update accept it as YYYY-MM-DD or DD-MM-YYYY), `fecha_alta` DD-MM-YYYY HH:mm:ss (Madrid).',
        security: auth,
        response: { 200: userProfile, ...errors(401, 403) },
      },
    },
    async (request) => accounts.profile(request.user!.id),
  );

  app.put(
    '/users/update',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Update the caller's profile (goal as id_objetivo or objetivo_id)",
        security: auth,
        body: profileUpdatePayloadSchema,
        response: { 200: userProfile, ...errors(400, 401, 403) },
      },
    },
    async (request) => accounts.updateProfile(request.user!.id, request.body),
  );

  app.put(
    '/users/update-password',
    {
      onRequest: app.admitHashing,
      preHandler: [app.authenticate, byUser('update-password')],
      schema: {
        tags,
        summary: 'Change the password (every other session ends)',
        security: auth,
        body: changePasswordPayloadSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { id, sessionId } = request.user!;
      const { oldPassword, password } = request.body;
      return { message: await accounts.changePassword(id, sessionId, oldPassword, password, request.hashTurn) };
    },
  );

  app.put(
    '/users/forgot-password',
    {
      onRequest: byIp('forgot-password'),
      preHandler: byEmail('forgot-password'),
      schema: {
        tags,
        summary: 'E-mail a password-reset link (`${APP_URL}/password-reset-request/<token>`, 1 h, single use)',
        body: forgotPasswordSchema,
        response: { 200: messageResponse, ...errors(400, 403, 429, 503) },
      },
    },
    async (request) => {
      const { message, mail } = await accounts.forgotPassword(request.body.email);
      await send(mail, request);
      return { message };
    },
  );

  app.put(
    '/users/reset-password',
    {
      onRequest: [app.admitHashing, byIp('reset-password')],
      schema: {
        tags,
        summary: 'Set a new password with the token of the reset link (every session ends)',
        headers: z.object({ 'reset-token': z.string().optional() }),
        body: resetPasswordPayloadSchema,
        response: { 200: messageResponse, ...errors(400, 403, 429) },
      },
    },
    async (request) => {
      const token = request.headers['reset-token'];
      if (!token) throw new HttpError(403, 'Invalid or expired reset token', 'INVALID_RESET_TOKEN');
      return { message: await accounts.resetPassword(token, request.body.password, request.hashTurn) };
    },
  );
};

export default usersRoutes;
