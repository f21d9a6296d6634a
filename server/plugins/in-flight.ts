import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once no request is being worked on: counted from its arrival (onRequest) to its
     * answer (onSend, or onResponse for one that never reached onSend), whether or not its client
     * is still connected. A client that goes away does not stop its handler, so closing the HTTP
     * server (which waits for connections, not handlers) is not enough before closing the
     * database (server/shutdown.ts).
     */
    requestsSettled(): Promise<void>;
  }
}

/** Counts the requests in flight; see `requestsSettled`. */
export default fp(
  async (app) => {
    const open = new WeakSet<FastifyRequest>();
    let count = 0;
    const waiting: (() => void)[] = [];
    const done = (request: FastifyRequest) => {
      if (!open.delete(request)) return;
      count -= 1;
      if (count === 0) waiting.splice(0).forEach((resolve) => resolve());
    };
    app.addHook('onRequest', (request, _reply, next) => {
      open.add(request);
      count += 1;
      next();
    });
    app.addHook('onSend', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, next) => {
      done(request);
      next(null, payload);
    });
    app.addHook('onResponse', (request, _reply, next) => {
      done(request);
      next();
    });
    app.decorate('requestsSettled', () =>
      count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    );
  },
  { name: 'in-flight' },
);
