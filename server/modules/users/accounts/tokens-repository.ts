/** auth_tokens: sessions, e-mail verification and password-reset links (only hashes stored). */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { preparedSelect } from '../../../db/prepared';
import { authTokens, users } from '../../../db/schema';
import { hashToken, newToken } from '../../../domain/tokens';

export type TokenKind = 'session' | 'verify' | 'reset';

/** A new token of `kind` for the user, valid `ttlMs`; returns the secret (the row keeps its hash). */
export async function issueToken(db: Queryable, userId: number, kind: TokenKind, ttlMs: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    lastUsedAt: kind === 'session' ? now : null,
  });
  return token;
}

/** Marks the live tokens of one kind as used/revoked, optionally sparing one row. */
export async function revokeTokens(db: Queryable, userId: number, kind: TokenKind, keepId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.revokedAt),
        keepId === undefined ? undefined : ne(authTokens.id, keepId),
      ),
    );
}

/** The row of a single-use token that still works at `now`: known, unused, unexpired. */
const liveToken = (kind: 'verify' | 'reset', token: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
  );

/** Marks a single-use token as used and returns its user, or null if unknown, used or expired. */
export async function consumeToken(db: Queryable, kind: 'verify' | 'reset', token: string): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(liveToken(kind, token, now))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Whether a single-use token is live (known, unused, unexpired), without using it. */
export async function isLiveToken(db: Queryable, kind: 'verify' | 'reset', token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(liveToken(kind, token, new Date()))
    .limit(1);
  return row !== undefined;
}

/** Revokes one session of the user (the caller's own). */
export async function revokeSession(db: Queryable, userId: number, sessionId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, sessionId), eq(authTokens.userId, userId), eq(authTokens.kind, 'session')));
}

/**
 * The session of a token hash, still valid at `now`, with its user's e-mail (a left join: a
 * session may outlive its user, then `userId` and `email` are null). Prepared once
 * (server/db/prepared.ts; docs/PERFORMANCE.md register: "statements prepared on PGlite"): every
 * signed-in request runs it, and on PGlite parsing and planning it each time cost more than
 * running it (figure: the signed-in routes at 50 connections, "GET /api/goals, signed in").
 */
export function sessionFinder(db: Db, prepare: boolean) {
  const lookup = db
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
  const statement = preparedSelect(db, lookup, 'auth_session_by_hash', prepare);
  return async (hash: string, now: Date) => {
    const [row] = await statement.execute({ hash, now: now.toISOString() });
    return row;
  };
}

/** Slides a session's expiry: used now, valid `ttlMs` from now. */
export async function slideSession(db: Queryable, sessionId: number, now: Date, ttlMs: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
    .where(eq(authTokens.id, sessionId));
}
