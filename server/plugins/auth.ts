import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedSelect } from '../db/prepared';
import { authTokens, users } from '../db/schema';
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
    const sessionLookup = app.db
      .select({
        sessionId: authTokens.id,
        userId: authTokens.userId,
        expiresAt: authTokens.expiresAt,
        lastUsedAt: authTokens.lastUsedAt,
        email: users.email,
      })
      .from(authTokens)
      .leftJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, sql.placeholder('hash')),
          eq(authTokens.kind, 'session'),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1);
    // Prepared once (server/db/prepared.ts, "statements prepared on PGlite"): every signed-in
    // request runs it, and on PGlite parsing and planning it each time cost more than running it
    // (figure: the signed-in routes at 50 connections, "GET /api/goals, signed in" first).
    const sessionByHash = preparedSelect(app.db, sessionLookup, 'auth_session_by_hash', app.config.pglitePrepare);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = tokenFromHeader(header);
      if (header === undefined || token === null) {
        throw new HttpError(401, 'Authorization header is required', 'AUTH_REQUIRED');
      }
      const now = new Date();
      const [row] = await sessionByHash.execute({ hash: hashToken(token), now: now.toISOString() });
      if (!row) throw new HttpError(401, 'Invalid token', 'INVALID_TOKEN');
      // The session outlived its user (auth_tokens.user_id is set null on delete).
      if (row.userId === null || row.email === null) throw new HttpError(403, 'User not found', 'USER_NOT_FOUND');
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
        await app.db
          .update(authTokens)
          .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
          .where(eq(authTokens.id, row.sessionId));
      }
      request.user = { id: row.userId, email: row.email, sessionId: row.sessionId };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
