import type { FastifyRequest } from 'fastify';
import { AccountError, register, verifyEmail } from './accounts';
import {
  errors,
  messageResponse,
  registerPayloadSchema,
  userProfile,
  verifyEmailBody,
  verifyEmailParams,
  verifyEmailRedirect,
} from './schemas';
import { sendMail, tags, type Limiters, type UsersApp } from './shared';

/** `POST users/register`, and the verification link both as `POST` (a token) and as the mailed `GET`. */
export function registrationRoutes(app: UsersApp, { byIp, byEmail }: Limiters): void {
  const { config } = app;
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
      const turn = request.hashTurn ?? app.hashing.run;
      const { user, created, mail } = await register(app.db, request.body, { appUrl: config.appUrl, turn });
      await sendMail(app, mail, request);
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
        body: verifyEmailBody,
        response: { 200: messageResponse, ...errors(400, 429) },
      },
    },
    async (request) => ({ message: await verifyEmail(app.db, request.body.token) }),
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
        params: verifyEmailParams,
        response: { 303: verifyEmailRedirect, ...errors(429) },
      },
    },
    async (request, reply) => {
      const verified = await verifyEmail(app.db, request.params.token).then(
        () => true,
        (err: unknown) => {
          if (err instanceof AccountError && err.reason === 'INVALID_VERIFY_TOKEN') return false;
          throw err;
        },
      );
      return reply.redirect(verified ? VERIFIED : NOT_VERIFIED, 303);
    },
  );
}
