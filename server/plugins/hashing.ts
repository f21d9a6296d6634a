import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHashGate, type HashGate, type HashTurn } from '../domain/hash-gate';
import { HttpError } from './errors';

/** The gate's queue is short enough to be through in about a second (HASH_QUEUE). */
const BUSY_RETRY_SECONDS = 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's password-hashing gate (server/domain/hash-gate.ts). */
    hashing: HashGate;
    /**
     * First `onRequest` hook of a route that hashes a password: a place in the gate, kept until
     * the response is gone, or 429 `BUSY` with Retry-After at once, before any other work.
     */
    admitHashing(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The turn for this request's password work (set by admitHashing). */
    hashTurn: HashTurn | null;
  }
}

export default fp(
  async (app, options: { concurrency: number; queue: number }) => {
    const gate = createHashGate(options);
    app.decorate('hashing', gate);
    app.decorateRequest('hashTurn', null);
    app.decorate('admitHashing', async (request: FastifyRequest, reply: FastifyReply) => {
      const place = gate.enter(request.ip);
      if (!place) {
        reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        throw new HttpError(429, `Too many logins at the moment, try again in ${BUSY_RETRY_SECONDS} seconds`, 'BUSY');
      }
      request.hashTurn = place.turn;
      // 'close' comes once the response is sent or the client has gone, whichever happens.
      reply.raw.once('close', place.leave);
    });
  },
  { name: 'hashing' },
);
