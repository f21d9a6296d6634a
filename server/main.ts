import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import { scheduleMaintenance } from './db/maintenance';
import { stdoutDestination } from './log-destination';
import { schedulePrune } from './modules/autogenerate/prune';
import { scheduleReminders } from './modules/calendar/reminder-job';
import { closeAll, exitGracefully } from './shutdown';

/**
 * How far V8 lets the old generation grow past what the last full GC kept before it collects
 * again: 30 %, where V8 by default lets it reach up to 4 times that on a fast machine. Under
 * load the server promotes the objects of requests in flight, so with the default its heap
 * went from 35 MB live to 130 MB before a full GC came, and most of its peak RSS was that
 * garbage. With 30 % the full GCs come more often but stay short (a few ms, mostly concurrent);
 * the bench saw no change in throughput or CPU per request, and RSS peaks about 60 to 80 MB
 * lower (named optimisation "heap grows by 30 %", docs/PERFORMANCE.md register). This is no
 * heap limit: the heap still grows as far as the live data needs. Set here rather than on the
 * command line so that every way of starting the built server gets it; a
 * `--heap-growing-percent` given to node wins.
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 first compiles each of its
 * functions with its baseline compiler (Liftoff), then recompiles the hot ones with its
 * optimizing one (TurboFan) in background threads, and that second tier alone held 60 to 70 MB of
 * the process's memory (compiled code, and the threads' compilation memory that malloc keeps):
 * a bare PGlite process went from about 225 to 160 MB without it. So the embedded database runs
 * on baseline code only (named optimisation "PGlite on baseline WebAssembly", docs/PERFORMANCE.md
 * register). Both flags are V8's own switches (no tier-up at all, neither eager nor dynamic); any
 * `--wasm-…tier…` flag given to node wins. Nothing changes on PostgreSQL, which compiles no WebAssembly.
 */
const EMBEDDED_WASM_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/** The background jobs; returns what stops them (and waits for a run in progress). */
function startJobs(app: FastifyInstance, database: Database): () => Promise<void> {
  // PostgreSQL servers vacuum and analyze on their own; the embedded database does not.
  const stopMaintenance =
    database.kind === 'pglite'
      ? scheduleMaintenance(database.db, {
          done: (pass) => {
            if (pass.analyzed.length > 0) app.log.debug({ maintenance: pass }, 'Embedded database: tables maintained');
          },
          failed: (err) => app.log.error({ err }, 'Embedded database: maintenance failed'),
        })
      : async () => undefined;
  const stopPrune = schedulePrune(database.db, {
    done: ({ deleted }) => {
      if (deleted > 0) app.log.debug(`Deleted ${deleted} generated routines nobody copied`);
    },
    failed: (err) => app.log.error({ err }, 'Pruning generated routines failed'),
  });
  const { remindersIntervalMs } = app.config;
  const stopReminders =
    remindersIntervalMs > 0
      ? scheduleReminders(
          { db: database.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log },
          {
            done: ({ sent, failed }) => {
              if (sent + failed > 0) app.log.info(`Training reminders: ${sent} sent, ${failed} failed`);
              app.log.debug('Training reminders: pass done');
            },
            failed: (err) => app.log.error({ err }, 'Training reminders failed'),
          },
          remindersIntervalMs,
        )
      : async () => undefined;
  return async () => {
    await Promise.all([stopMaintenance(), stopPrune(), stopReminders()]);
  };
}

/** Production entry point: config from the environment, database ready, then listen. */
async function main(): Promise<void> {
  const given = (pattern: RegExp) => process.execArgv.some((arg) => pattern.test(arg));
  if (!given(/^--heap-growing-percent/)) v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  // Before the embedded database's module is compiled (it is imported on open).
  if (!config.databaseUrl && !given(/^--(no-)?wasm-.*tier/))
    EMBEDDED_WASM_FLAGS.forEach((f) => v8.setFlagsFromString(f));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pooler: config.databasePooler,
    directUrl: config.databaseDirectUrl,
  });
  const app = await prepareDatabase(database)
    .then(() => buildApp({ config, database }))
    .catch(async (err: unknown) => {
      await database.close();
      throw err;
    });
  const stopJobs = startJobs(app, database);
  const timeoutMs = config.shutdownTimeoutMs;
  const shutdown = exitGracefully({
    timeoutMs,
    log: app.log,
    close: async () => {
      // Requests in flight get the first half of the deadline; the database closes after them.
      await closeAll({ app, dropAfterMs: timeoutMs / 2, stopJobs, closeDatabase: () => database.close() });
      app.log.info('Server, jobs and database closed');
      await stdoutDestination().flush(Math.min(500, timeoutMs / 4));
    },
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    return shutdown.fail(err);
  }
  app.log.info(
    `Forja listening on ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'}; mail: ${config.smtpUrl ? 'SMTP' : 'printed to this log'})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
