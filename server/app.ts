import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { stdoutDestination } from './log-destination';
import { redactSecretPaths } from './log-redaction';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import hashingPlugin from './plugins/hashing';
import inFlightPlugin from './plugins/in-flight';
import mailPlugin from './plugins/mail';
import securityPlugin from './plugins/security';
import staticPlugin from './plugins/static';
import swaggerPlugin from './plugins/swagger';
import limitsPlugin from './plugins/limits';
import { rejectNulCharacters } from './plugins/nul-guard';
import calendarRoutes from './modules/calendar/routes';
import autogenerateRoutes from './modules/autogenerate/routes';
import planRoutes from './modules/plans/routes';
import healthRoutes from './modules/health/routes';
import exerciseRoutes from './modules/exercises/routes';
import referenceRoutes from './modules/reference/routes';
import routineRoutes from './modules/routines/routes';
import userRoutineRoutes from './modules/user-routines/routes';
import usersRoutes from './modules/users/routes';
import workoutRoutes from './modules/workouts/routes';
import progressRoutes from './modules/progress/routes';
import importRoutes from './modules/imports/routes';
import measurementRoutes from './modules/measurements/routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Pino logger options; false silences the log (tests). Default: config's level, to stdout. */
  logger?: boolean | object;
}

/**
 * The logger's options: config's level to stdout unless `logger` says otherwise, and, whatever it
 * says, every line written with the secrets of URL paths redacted (log-redaction.ts).
 */
function loggerOptions(config: Config, logger: BuildOptions['logger']): false | object {
  if (logger === false) return false;
  const given = (typeof logger === 'object' ? logger : {}) as {
    stream?: unknown;
    hooks?: { streamWrite?: (s: string) => string };
  };
  const theirs = given.hooks?.streamWrite;
  return {
    level: config.logLevel,
    ...(given.stream ? {} : { stream: stdoutDestination() }),
    ...given,
    hooks: {
      ...given.hooks,
      streamWrite: theirs ? (line: string) => theirs(redactSecretPaths(line)) : redactSecretPaths,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Builds the whole server: plugins first, then the routes under /api. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logger),
    // Off by default: a client facing the server directly must not choose its own IP (X-Forwarded-For).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // Behind a load balancer every process is alike: no sticky state here.
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  // Calls with an empty body (`POST user-routines/{id}/save`, `POST autogenerate`) may still say
  // `Content-Type: application/json`: treat an empty JSON body as no body. Anything else goes
  // through Fastify's own protected JSON parser (prototype poisoning is rejected).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(req, text, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(inFlightPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    secureCookies: config.appUrl.startsWith('https://'),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(dbPlugin, { database });
  await app.register(authPlugin);
  await app.register(limitsPlugin);
  await app.register(hashingPlugin, config.hashing);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    // Without SMTP, mails are also printed as plain text for the person running the server.
    print: logger !== false && config.logLevel !== 'silent',
  });
  await app.register(swaggerPlugin);

  await app.register(
    async (api) => {
      api.addHook('preValidation', rejectNulCharacters);
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
      await api.register(usersRoutes);
      await api.register(exerciseRoutes);
      await api.register(routineRoutes);
      await api.register(userRoutineRoutes);
      await api.register(autogenerateRoutes);
      await api.register(planRoutes);
      await api.register(workoutRoutes);
      await api.register(progressRoutes);
      await api.register(calendarRoutes);
      await api.register(importRoutes);
      await api.register(measurementRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(staticPlugin, { root: config.staticDir });
  return app;
}
