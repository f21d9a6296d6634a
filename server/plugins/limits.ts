import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLimitCounter } from '../domain/rate-limit';
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

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route hook that counts each request in the database (rate_limit_hits) and answers 429
     * `{ message }` with Retry-After once `max` is passed (from memory once this process knows). Use it as `onRequest` for IP limits
     * (before the body is even parsed) and as `preHandler` for limits on a body field.
     */
    limit(options: LimitOptions): Hook;
  }
}

/**
 * Rate limits shared by every API process: the counters live in PostgreSQL; a process only
 * remembers which keys are over their limit until their window ends (createLimitCounter).
 * Values such as e-mails are hashed before they become keys (the table never holds an address).
 */
export default fp(
  async (app) => {
    const counter = createLimitCounter(app.db);
    app.decorate('limit', ({ name, max, windowSeconds, key }: LimitOptions): Hook => {
      return async (request, reply) => {
        if (max <= 0) return;
        const raw = key === 'ip' ? request.ip : key(request);
        if (raw === null || raw === undefined || raw === '') return;
        const what = key === 'ip' ? `ip:${raw}` : `v:${hashToken(raw.trim().toLowerCase())}`;
        const overForMs = await counter.attempt(`${name}:${what}`, windowSeconds, max);
        if (overForMs !== null) {
          const seconds = Math.max(1, Math.ceil(overForMs / 1000));
          reply.header('retry-after', String(seconds));
          throw new HttpError(429, `Too many attempts, try again in ${seconds} seconds`, 'RATE_LIMITED');
        }
      };
    });
  },
  { name: 'limits', dependencies: ['db'] },
);
