import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutgoingMail } from './accounts';
import { HttpError } from '../../plugins/errors';

/** The users plugin's instance (zod type provider), as its route groups receive it. */
export type UsersApp = Parameters<FastifyPluginAsyncZod>[0];

export const tags = ['users'];
export const auth = [{ token: [] }];
export { errors } from './schemas';

/** Sends an account's e-mail; a mail server that fails is a 503 the client may retry. */
export async function sendMail(app: UsersApp, mail: OutgoingMail, request: FastifyRequest): Promise<void> {
  try {
    await app.mailer.send(mail);
  } catch (err) {
    request.log.error({ err, to: mail.to }, 'E-mail could not be sent');
    throw new HttpError(503, 'The e-mail could not be sent, please try again later', 'MAIL_FAILED');
  }
}

/** Limits: per client IP (counted before the body is read) and per e-mail / user. */
export function limiters(app: UsersApp) {
  const { windowSeconds, perIp, perEmail } = app.config.rateLimit;
  return {
    byIp: (name: string) => app.limit({ name, max: perIp, windowSeconds, key: 'ip' }),
    byEmail: (name: string) =>
      app.limit({
        name,
        max: perEmail,
        windowSeconds,
        key: (req) => (req.body as { email?: unknown } | undefined)?.email as string | undefined,
      }),
    byUser: (name: string) =>
      app.limit({ name, max: perEmail, windowSeconds, key: (req) => (req.user ? `user:${req.user.id}` : null) }),
  };
}

export type Limiters = ReturnType<typeof limiters>;
