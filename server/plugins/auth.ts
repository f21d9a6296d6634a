import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionFinder, slideSession } from '../modules/users/accounts/tokens-repository';
import { hashToken, SESSION_TTL_MS } from '../domain/tokens';
import { HttpError } from './errors';

/** Who is calling: the signed-in user of this request's session. */
export interface AuthUser {
  id: number;
  email: string;
  /** Id of the auth_tokens row of this session (to keep it when revoking the others). */
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: sets request.user or answers 401/403. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** `Authorization: <token>` (docs/PRODUCT.md §10), `Bearer <token>` accepted too. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value.length > 0 ? value : null;
}

/** Refresh the sliding expiry at most this often per session (one write, not one per request). */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

/**
 * Session tokens: 256-bit random values, stored hashed with a sliding 30-day expiry, revocable
 * (revoked_at). The lookup is one indexed query by hash, with the user's e-mail (a left join: a
 * session may outlive its user).
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const findSession = sessionFinder(app.db, app.config.pglitePrepare);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = tokenFromHeader(header);
      if (header === undefined || token === null) {
        throw new HttpError(401, 'Authorization header is required', 'AUTH_REQUIRED');
      }
      const now = new Date();
      const row = await findSession(hashToken(token), now);
      if (!row) throw new HttpError(401, 'Invalid token', 'INVALID_TOKEN');
      // The session outlived its user (auth_tokens.user_id is set null on delete).
      if (row.userId === null || row.email === null) throw new HttpError(403, 'User not found', 'USER_NOT_FOUND');
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
        await slideSession(app.db, row.sessionId, now, SESSION_TTL_MS);
      }
      request.user = { id: row.userId, email: row.email, sessionId: row.sessionId };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
