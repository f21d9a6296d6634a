import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { batchedAccountCheck } from '../modules/users/accounts/account-checks';
import { createHashGate, type HashGate, type HashTurn, type Place } from '../domain/hash-gate';
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
    /**
     * The hooks of `POST users/login` around `perIp` (its per-IP limit): `admitHashing`, except
     * that a login finding no place is not refused at the door: once its body is read, a login
     * to a verified account may take one of the places kept for accounts (a newcomer during a
     * flood); any other is 429 `BUSY`. `perIp` counts it only then, so a flood of refused
     * logins writes no counter (as at the door).
     */
    loginAdmission(perIp: Hook): { onRequest: Hook[]; preHandler: Hook[] };
  }
  interface FastifyRequest {
    /** The turn for this request's password work (set by admitHashing). */
    hashTurn: HashTurn | null;
    /** A login that found no place at the door and waits to show its account (loginAdmission). */
    hashPending: boolean;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export default fp(
  async (app, options: { concurrency: number; queue: number }) => {
    const gate = createHashGate(options);
    // Whether a waiting login names a verified account: "account checks batched".
    const namesAccount = batchedAccountCheck(app.db);
    app.decorate('hashing', gate);
    app.decorateRequest('hashTurn', null);
    app.decorateRequest('hashPending', false);
    const busy = (reply: FastifyReply) => {
      reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      return new HttpError(429, `Too many logins at the moment, try again in ${BUSY_RETRY_SECONDS} seconds`, 'BUSY');
    };
    const take = (request: FastifyRequest, reply: FastifyReply, place: Place) => {
      request.hashTurn = place.turn;
      // 'close' comes once the response is sent or the client has gone, whichever happens.
      reply.raw.once('close', place.leave);
    };
    app.decorate('admitHashing', async (request: FastifyRequest, reply: FastifyReply) => {
      const place = gate.enter(request.ip);
      if (!place) throw busy(reply);
      take(request, reply, place);
    });
    app.decorate('loginAdmission', (perIp: Hook) => ({
      onRequest: [
        async (request: FastifyRequest, reply: FastifyReply) => {
          const place = gate.enter(request.ip);
          if (place) take(request, reply, place);
          else request.hashPending = true;
        },
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!request.hashPending) await perIp(request, reply);
        },
      ],
      preHandler: [
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!request.hashPending) return;
          const { email } = request.body as { email: string };
          // No database work while every place kept for accounts is taken.
          const place = gate.accountPlaceFree() && (await namesAccount(email)) ? gate.enterAccount() : null;
          if (!place) throw busy(reply);
          take(request, reply, place);
          await perIp(request, reply);
        },
      ],
    }));
  },
  { name: 'hashing', dependencies: ['db'] },
);
