import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedSelect } from '../db/prepared';
import { authTokens, catalogueVersion, goals, users } from '../db/schema';
import type { StoredProfile } from '../domain/profile';
import { hashToken, SESSION_TTL_MS } from '../domain/tokens';
import { HttpError } from './errors';

export interface AuthUser {
  id: number;
  email: string;
  /** Id of the auth_tokens row of this session (to keep it when revoking the others). */
  sessionId: number;
  /**
   * `users.routines_version` as this request's session lookup read it: the version of what
   * `GET user-routines` shows of this user (modules/user-routines/fast-list.ts), read here so a cached list costs no
   * query of its own.
   */
  routinesVersion: number;
  /**
   * `catalogue_version.version` as the same lookup read it (named optimisation "catalogue version
   * in the session lookup"): the version modules/catalogue/cache.ts and the routine reads of
   * modules/user-routines/fast-list.ts keep their catalogue data under, read here so that a
   * catalogue body costs no statement of its own. Read before any data the request builds
   * from, as those caches require (an entry is never older than its version).
   */
  catalogueVersion: number;
  /**
   * The caller's profile row as the same session lookup read it (named optimisation "profile in
   * the session lookup"): `GET users` answers from it without a query of its own. Held to the
   * plain path (modules/users/accounts `getProfile`) by modules/users/profile-session.test.ts.
   */
  profile: StoredProfile;
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
 * (revoked_at). The lookup is one indexed query by hash, which also reads the user's profile row
 * (one statement resolves token → session → user: `GET users` needs no second query).
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    // Prepared once (a named statement per connection on PostgreSQL, PREPARE/EXECUTE on PGlite:
    // db/prepared.ts): every signed-in request runs it, and building and planning it each time
    // cost more than running it.
    const sessionLookup = app.db
      .select({
        sessionId: authTokens.id,
        userId: authTokens.userId,
        expiresAt: authTokens.expiresAt,
        lastUsedAt: authTokens.lastUsedAt,
        // Nested: null as a whole when the session outlived its user (left join).
        user: {
          email: users.email,
          routinesVersion: users.routinesVersion,
          nombre: users.nombre,
          apellidos: users.apellidos,
          sexo: users.sexo,
          fechaNacimiento: users.fechaNacimiento,
          peso: users.peso,
          altura: users.altura,
          objetivoId: users.objetivoId,
          createdAt: users.createdAt,
        },
        objetivo: goals.nombre,
        catalogueVersion:
          sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.mapWith(
            Number,
          ),
      })
      .from(authTokens)
      .leftJoin(users, eq(users.id, authTokens.userId))
      .leftJoin(goals, eq(goals.id, users.objetivoId))
      .where(
        and(
          eq(authTokens.tokenHash, sql.placeholder('hash')),
          eq(authTokens.kind, 'session'),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1);
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
      if (row.userId === null || row.user === null) throw new HttpError(403, 'User not found', 'USER_NOT_FOUND');
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
        await app.db
          .update(authTokens)
          .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
          .where(eq(authTokens.id, row.sessionId));
      }
      const { userId, user } = row;
      const { routinesVersion, ...profile } = user;
      request.user = {
        id: userId,
        email: user.email,
        sessionId: row.sessionId,
        routinesVersion,
        catalogueVersion: row.catalogueVersion,
        profile: { id: userId, ...profile, objetivo: row.objetivo },
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
