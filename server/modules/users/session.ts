import { loginResponse, messageResponse } from '../../../src/lib/contract';
import { loginSchema } from '../../../src/lib/validation';
import { login, logout } from './accounts';
import { auth, errors, tags, type Limiters, type UsersApp } from './shared';

/** `POST users/login` and `POST users/logout`. */
export function sessionRoutes(app: UsersApp, { byIp, byEmail }: Limiters): void {
  const admission = app.loginAdmission(byIp('login'));
  app.post(
    '/users/login',
    {
      onRequest: admission.onRequest,
      preHandler: [...admission.preHandler, byEmail('login')],
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
      const token = await login(app.db, request.body.email, request.body.password, {
        loginLock: app.config.loginLock,
        turn: request.hashTurn ?? app.hashing.run,
      });
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
      await logout(app.db, id, sessionId);
      return { message: 'Logout successful' };
    },
  );
}
