import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountError, type AccountErrorReason } from './accounts';
import { HttpError } from '../../plugins/errors';
import { accountLinkRoutes } from './account-links';
import { dataRoutes } from './data';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';
import { limiters } from './shared';

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

/** docs/PRODUCT.md §11: accounts, e-mail verification, sessions, profile and passwords. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Account errors leave with their status (and Retry-After for a locked account).
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AccountError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      throw new HttpError(STATUS[err.reason], err.message, err.reason);
    }
    throw err;
  });

  const limits = limiters(app);
  registrationRoutes(app, limits);
  sessionRoutes(app, limits);
  profileRoutes(app);
  passwordRoutes(app, limits);
  dataRoutes(app, limits);
  accountLinkRoutes(app, limits);
};

export default usersRoutes;
