import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Fastify's close, with a limit: stop listening, let the requests in flight finish, and close
 * whatever connection is still open after `dropAfterMs`. Needed because Node's server.close()
 * stops enforcing headersTimeout and requestTimeout: a client sending its headers a byte at a
 * time would otherwise keep a closing server alive as long as it likes.
 */
export async function closeServer(app: FastifyInstance, dropAfterMs: number): Promise<void> {
  const drop = setTimeout(() => {
    app.log.warn(`Closing the connections still open after ${dropAfterMs / 1000} s`);
    app.server.closeAllConnections();
  }, dropAfterMs);
  try {
    await app.close();
  } finally {
    clearTimeout(drop);
  }
}

/**
 * What the server's shutdown closes, in order: the HTTP server (no new connection; requests in
 * flight get `dropAfterMs`) and the background jobs, then the handlers still running for clients
 * that went away (or were dropped), and only then the database, so that no request in flight
 * finds it closed (it answered 500, "Cannot use a pool after calling end on the pool").
 */
export async function closeAll(opts: {
  app: FastifyInstance;
  dropAfterMs: number;
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
}): Promise<void> {
  await Promise.all([closeServer(opts.app, opts.dropAfterMs), opts.stopJobs()]);
  await opts.app.requestsSettled();
  await opts.closeDatabase();
}

export interface ShutdownOptions {
  /** SHUTDOWN_TIMEOUT: from the signal (or uncaught error) to the exit, whatever is still closing. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Closes everything: the HTTP server, the background jobs, the database. */
  close: () => Promise<void>;
}

/**
 * Signals that must keep the operating system's default: after a real fault (not a kill(1)) the
 * process cannot run JavaScript safely, and a handler that returns makes the fault repeat.
 */
const FAULTS = ['SIGSEGV', 'SIGBUS', 'SIGFPE', 'SIGILL'] as const;

/**
 * Ends the process, once, on SIGTERM or SIGINT (and on SIGHUP, SIGQUIT, an uncaught exception or
 * an unhandled rejection, through close-with-grace): runs `close`, then exits with 0, or with 1
 * after an error, when `close` failed, or when it is not done within `timeoutMs` (the process
 * exits anyway; the embedded database's lock file goes with it, db/client.ts). A SIGTERM or
 * SIGINT that arrives while closing is logged and changes nothing: the deadline already bounds
 * the wait, and a terminal or a process manager may well send a second one. `fail(err)` closes
 * the same way after a startup error, and exits with 1.
 */
export function exitGracefully({ timeoutMs, log, close }: ShutdownOptions): { fail(err: unknown): void } {
  let closing = false;
  let failed = false;
  const grace = closeWithGrace(
    {
      delay: timeoutMs,
      skip: ['SIGINT', 'SIGTERM', ...FAULTS],
      logger: { error: (err: unknown) => log.error(err) },
      onTimeout: () => log.error(`Shutdown not done within SHUTDOWN_TIMEOUT (${timeoutMs / 1000} s): exiting anyway`),
    },
    async ({ err, signal }) => {
      closing = true;
      if (err) log.error({ err }, 'Uncaught error: closing the server');
      else if (signal) log.info(`${signal} received, closing`);
      await close();
      if (failed) process.exit(1);
    },
  );
  const start = (why: string) => {
    if (closing) return log.warn(`${why} while closing: the process exits within ${timeoutMs / 1000} s anyway`);
    closing = true;
    log.info(`${why}, closing (at most ${timeoutMs / 1000} s)`);
    grace.close();
  };
  const onSignal = (signal: NodeJS.Signals) => start(`${signal} received`);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    fail(err) {
      failed = true;
      log.error({ err }, 'Startup failed');
      start('Startup failed');
    },
  };
}
