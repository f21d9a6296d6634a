import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLimitCounter } from './rate-limit/rate-limit';
import { clientOf, createMemoryCounter } from './rate-limit/memory';
import { hashToken } from '../domain/tokens';
import { HttpError } from './errors';

export interface LimitOptions {
  /** Counter family, e.g. 'login'. */
  name: string;
  /** Attempts allowed per window (0: no limit). */
  max: number;
  windowSeconds: number;
  /** What is counted: the client's IP, or a value taken from the request (null: not counted). */
  key: 'ip' | ((request: FastifyRequest) => string | null | undefined);
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface MissLimitOptions {
  /** Counter family, e.g. 'calendar-feed-misses'. */
  name: string;
  /** Failed requests allowed per client and window (0: no limit). */
  max: number;
  windowSeconds: number;
}

/** The hooks of a miss limit: `onRequest` refuses or counts, `onResponse` refunds a success. */
export interface MissLimitHooks {
  onRequest: Hook;
  onResponse: Hook;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route hook that counts each request in the database (rate_limit_hits) and answers 429
     * `{ message }` with Retry-After once `max` is passed (from memory once this process knows). Use it as `onRequest` for IP limits
     * (before the body is even parsed) and as `preHandler` for limits on a body field.
     */
    limit(options: LimitOptions): Hook;
    /**
     * A limit on the failed requests (any status from 400) of each client (IP, or IPv6 /64),
     * counted in this process's memory, never in the database: for public routes whose path
     * holds a secret, so guessing addresses costs no write and stops after `max` misses. Each
     * request is counted when it arrives and given back when it succeeds, so a burst sent at
     * once is held to `max` too, and successes (a client polling valid addresses) never count.
     */
    limitMisses(options: MissLimitOptions): MissLimitHooks;
  }
}

function tooMany(reply: FastifyReply, ms: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, `Too many attempts, try again in ${seconds} seconds`, 'RATE_LIMITED');
}

/**
 * Rate limits shared by every API process: the counters live in PostgreSQL; a process only
 * remembers which keys are over their limit until their window ends (createLimitCounter).
 * Values such as e-mails are hashed before they become keys (the table never holds an address).
 * Per-IP keys count an IPv6 client by its /64 (clientOf), so a client cannot write a new row
 * with each address of its prefix.
 */
export default fp(
  async (app) => {
    const counter = createLimitCounter(app.db);
    app.decorate('limit', ({ name, max, windowSeconds, key }: LimitOptions): Hook => {
      return async (request, reply) => {
        if (max <= 0) return;
        const raw = key === 'ip' ? request.ip : key(request);
        if (raw === null || raw === undefined || raw === '') return;
        const what = key === 'ip' ? `ip:${clientOf(raw)}` : `v:${hashToken(raw.trim().toLowerCase())}`;
        const overForMs = await counter.attempt(`${name}:${what}`, windowSeconds, max);
        if (overForMs !== null) throw tooMany(reply, overForMs);
      };
    });

    app.decorate('limitMisses', ({ name, max, windowSeconds }: MissLimitOptions): MissLimitHooks => {
      const misses = createMemoryCounter({ max, windowMs: windowSeconds * 1000 });
      const counted = new WeakMap<FastifyRequest, string>();
      return {
        async onRequest(request, reply) {
          if (max <= 0) return;
          const client = `${name}:${clientOf(request.ip)}`;
          const overForMs = misses.take(client);
          if (overForMs !== null) throw tooMany(reply, overForMs);
          counted.set(request, client);
        },
        async onResponse(request, reply) {
          const client = counted.get(request);
          if (client !== undefined && reply.statusCode < 400) misses.refund(client);
        },
      };
    });
  },
  { name: 'limits', dependencies: ['db'] },
);
