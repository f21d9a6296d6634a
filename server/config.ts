import path from 'node:path';
import { z } from 'zod';

/**
 * CORS_ORIGINS → the origins as a browser writes them in its `Origin` header (scheme, host in
 * lower case, port only when not the default; no path), which is what the CORS allow-list and the
 * XSRF exemption of plugins/security.ts compare exactly. `https://App.example/` becomes
 * `https://app.example`; anything that is not an http(s) origin (a bare host, a path, `*`)
 * stops the start with its reason instead of silently matching nothing.
 */
function parseCorsOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const origins: string[] = [];
  const entries = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const bare = url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin (http(s)://host[:port], no path)` });
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}

/** Every setting the server reads, with its default. The README's configuration table mirrors it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOLER: z
    .enum(['none', 'transaction'], { error: 'DATABASE_POOLER must be none or transaction' })
    .default('none'),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Forja <no-reply@forja.local>'),
  APP_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().default('').transform(parseCorsOrigins),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().optional(),
  RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).default(50),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(0).default(10),
  PLANS_PER_HOUR: z.coerce.number().int().min(0).default(30),
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(0).default(5),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.string().default('false'),
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
  USER_ROUTINES_CACHE_MB: z.coerce.number().min(0).max(4096).optional(),
  RECORDS_SUMMARY: z.enum(['0', '1'], { error: 'RECORDS_SUMMARY must be 0 or 1' }).default('1'),
  CATALOGUE_CACHE: z.enum(['0', '1'], { error: 'CATALOGUE_CACHE must be 0 or 1' }).default('1'),
  PGLITE_PREPARE: z.enum(['0', '1'], { error: 'PGLITE_PREPARE must be 0 or 1' }).default('1'),
  SHUTDOWN_TIMEOUT: z.coerce.number().min(1).max(3600).default(10),
  REMINDERS_INTERVAL: z.coerce.number().int().min(0).max(3600).default(300),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * DATABASE_POOLER (default none): `transaction` when DATABASE_URL is a pooler in transaction
   * mode (PgBouncer `pool_mode = transaction`, docs/OPERATIONS.md "Several processes behind
   * PgBouncer"): statements are sent unnamed (server/db/client.ts), since the pooler may run
   * each transaction on another server connection. Needs DATABASE_DIRECT_URL.
   */
  databasePooler: 'none' | 'transaction';
  /**
   * DATABASE_DIRECT_URL (unset): PostgreSQL itself, for the start-up migrations and seed alone
   * (their advisory lock spans several transactions on one connection). Unset: DATABASE_URL.
   */
  databaseDirectUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  corsOrigins: string[];
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Folder with the built web app; null serves no front end (tests of the API alone). */
  staticDir: string | null;
  /**
   * Limits of the account routes (login, register, forgot, reset, password change), counted in
   * the database so every API process shares them. 0 disables a limit.
   */
  rateLimit: { windowSeconds: number; perIp: number; perEmail: number };
  /** `POST /api/plans` per user and hour (0: no limit). */
  plansPerHour: number;
  /** Failed-login backoff: after `after` failures the account waits baseSeconds, doubling (max 1 h). */
  loginLock: { after: number; baseSeconds: number; maxSeconds: number };
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For is believed for the client IP (per-IP rate
   * limits). false: nobody (the server faces the clients). true: anyone (only behind a proxy
   * that overwrites the header). A number: that many hops. Otherwise addresses/CIDRs or
   * proxy-addr names (`loopback`, `uniquelocal`), comma-separated.
   */
  trustProxy: boolean | number | string[];
  /**
   * Password hashing (server/domain/hash-gate.ts): scrypt calls running at once, and requests
   * that may wait for one; a request that finds every place taken gets 429 at once.
   */
  hashing: { concurrency: number; queue: number };
  /**
   * CATALOGUE_CACHE (default 1): the exercise catalogue and the public templates answered from
   * ready bodies each process keeps for its lifetime, filled after its own seed
   * (modules/catalogue/cache.ts; docs/PERFORMANCE.md register: "catalogue bodies per process");
   * 0: built from the database on every request.
   */
  catalogueCache: boolean;
  /**
   * PGLITE_PREPARE (default 1): on the embedded database, the Drizzle selects every signed-in
   * request runs (the session lookup first) are PREPAREd once and run with EXECUTE
   * (server/db/prepared.ts; docs/PERFORMANCE.md register: "statements prepared on PGlite"); 0:
   * Drizzle's own, which PGlite parses and plans on every call. No effect on PostgreSQL, where they are named statements either way
   * (unnamed with DATABASE_POOLER=transaction).
   */
  pglitePrepare: boolean;
  /**
   * RECORDS_SUMMARY (default 1): personal records read from the per-session summary table
   * (modules/workouts/stats-repository.ts `summarySessions`; docs/PERFORMANCE.md register:
   * "records from the summary table"); 0: aggregated from every set (the plain path), the same
   * records.
   */
  recordsSummary: boolean;
  /**
   * Bytes of ready `GET user-routines` and `GET user-routines/{id}` bodies each API process keeps
   * (modules/user-routines/cache.ts; docs/PERFORMANCE.md register: "routine bodies per user"),
   * served while the user's routines_version (read by each request) is the one they were built
   * at; 0: the plain path alone (repository.ts, written by the route's zod schema).
   * USER_ROUTINES_CACHE_MB, by default `LIST_CACHE_MB` of the database in use.
   */
  userRoutinesCacheBytes: number;
  /**
   * From SIGTERM/SIGINT to the exit (shutdown.ts): connections still open at half of it are
   * closed, and the process exits at the end of it whatever is still closing.
   */
  shutdownTimeoutMs: number;
  /**
   * REMINDERS_INTERVAL (seconds, default 300): how often each API process looks for the day's
   * training reminders to send (modules/calendar/reminder-job.ts); 0 turns the job off here.
   */
  remindersIntervalMs: number;
}

/**
 * Default USER_ROUTINES_CACHE_MB per database. A server on PostgreSQL is the one that serves many
 * users at once: with 1,000 users reading their lists (`npm run bench:scale`), 16 MB held about
 * a third of their bodies and most reads rebuilt theirs (list p99 46 ms at 50 connections, budget
 * 30); 64 MB holds them all (p99 11 ms, peak RSS 252 MB against 237, `npm run bench:scale`;
 * docs/PERFORMANCE.md register: "routine bodies per user"). The embedded database keeps 16 MB:
 * one process whose memory has a budget of its own (200 MB, "PGlite: server RSS, peak under load").
 */
export const LIST_CACHE_MB = { postgres: 64, pglite: 16 } as const;

/** TRUST_PROXY → Fastify's trustProxy option (see Config.trustProxy). */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no' || v === 'off') return false;
  if (v === 'true' || v === 'yes' || v === 'on') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const emptyToUndefined = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_POOLER === 'transaction' && !(e.DATABASE_URL && e.DATABASE_DIRECT_URL)) {
    throw new Error(
      'Invalid configuration: DATABASE_POOLER=transaction needs DATABASE_URL (the pooler) and ' +
        'DATABASE_DIRECT_URL (PostgreSQL itself, for the start-up migrations)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePooler: e.DATABASE_POOLER,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : path.resolve('dist/web'),
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW,
      perIp: e.RATE_LIMIT_PER_IP,
      perEmail: e.RATE_LIMIT_PER_EMAIL,
    },
    plansPerHour: e.PLANS_PER_HOUR,
    loginLock: { after: e.LOGIN_LOCK_AFTER, baseSeconds: e.LOGIN_LOCK_SECONDS, maxSeconds: 3600 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    hashing: { concurrency: e.HASH_CONCURRENCY, queue: e.HASH_QUEUE },
    catalogueCache: e.CATALOGUE_CACHE === '1',
    pglitePrepare: e.PGLITE_PREPARE === '1',
    recordsSummary: e.RECORDS_SUMMARY === '1',
    userRoutinesCacheBytes: Math.floor(
      (e.USER_ROUTINES_CACHE_MB ?? (e.DATABASE_URL ? LIST_CACHE_MB.postgres : LIST_CACHE_MB.pglite)) * 1024 * 1024,
    ),
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT * 1000),
    remindersIntervalMs: e.REMINDERS_INTERVAL * 1000,
  };
}
