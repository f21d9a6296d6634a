/**
 * Login flood: FLOOD_LOGINS wrong logins, each from its own client IP (the server runs
 * with TRUST_PROXY=true and reads X-Forwarded-For) and for its own unknown e-mail, all sent at
 * once against the built server, while a returning user (one who logged in from the same address
 * just before) logs in with the right password every LOGIN_EVERY_MS until the whole flood has
 * been answered. Budget: every one of those logins answers 200 within 1 s. Beside it, one correct
 * login of a newcomer (an address the server has not seen log in) at the same moment as the
 * returning user's first, held to the same budget (the gate keeps places for logins to verified
 * accounts, plugins/hashing.ts `loginAdmission`). Both users'
 * connections are opened before the flood, so the figures are the server's, not the kernel's
 * accept queue. Part of `npm run bench`; alone, after `npm run build:server`:
 *
 *   npx tsx server/bench/flood.ts        # BENCH_SAMPLES floods (default 3); PostgreSQL too with DATABASE_URL
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../domain/passwords';
import { createTestUser } from '../test/users';
import { withBenchServer } from './common';
import { median } from './stats';

export const FLOOD_LOGINS = 1000;
/** The budget of a correct login while the flood is answered. */
export const FLOOD_BUDGET_MS = 1000;
const PASSWORD = 'Correcta#2025';
/** The first correct login leaves this long after the flood started, then one every LOGIN_EVERY_MS. */
const FIRST_LOGIN_AFTER_MS = 100;
const LOGIN_EVERY_MS = 250;
/** Correct logins per flood at most: RATE_LIMIT_PER_EMAIL (10 a window) must not be what answers. */
const MAX_LOGINS = 8;

export interface Answer {
  status: number;
  ms: number;
  retryAfter?: string;
}

export interface FloodSample {
  /** The returning user's correct login just before the flood. */
  idle: Answer;
  /** The returning user's correct logins while the flood was being answered. */
  during: Answer[];
  /** The newcomer's correct login, sent with the returning user's first. */
  newcomer: Answer;
  /** From the first flood request sent to the last one answered. */
  floodMs: number;
  /** Flood answers by HTTP status (0: no answer, a connection error). */
  statuses: Record<number, number>;
}

function postLogin(agent: http.Agent, base: string, ip: string, email: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${base}/api/users/login`,
      {
        method: 'POST',
        agent,
        timeout: 180_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - start,
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection of its own, opened now (GET /api/health) and kept for the calls that follow. */
async function openAgent(base: string): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise<void>((resolve, reject) =>
    http.get(`${base}/api/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
  );
  return agent;
}

async function floodSample(
  base: string,
  users: { returning: string; newcomer: string },
  sample: number,
): Promise<FloodSample> {
  const user = await openAgent(base);
  const newcomer = await openAgent(base);
  const crowd = new http.Agent({ keepAlive: false, maxSockets: FLOOD_LOGINS });
  const userIp = `192.0.2.${sample + 1}`;
  try {
    const idle = await postLogin(user, base, userIp, users.returning, PASSWORD);
    if (idle.status !== 200) throw new Error(`the idle login answered ${idle.status}`);
    const start = performance.now();
    let answered = false;
    const flood = Promise.all(
      Array.from({ length: FLOOD_LOGINS }, (_, i) =>
        postLogin(crowd, base, `10.${sample}.${i >> 8}.${i & 255}`, `nadie.${sample}.${i}@flood.test`, 'Mala#2025x'),
      ),
    ).then((answers) => {
      answered = true;
      return answers;
    });
    const during: Answer[] = [];
    await sleep(FIRST_LOGIN_AFTER_MS);
    const stranger = postLogin(newcomer, base, `198.51.100.${sample + 1}`, users.newcomer, PASSWORD);
    while (!answered && during.length < MAX_LOGINS) {
      during.push(await postLogin(user, base, userIp, users.returning, PASSWORD));
      await sleep(LOGIN_EVERY_MS);
    }
    const answers = await flood;
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return { idle, during, newcomer: await stranger, floodMs: performance.now() - start, statuses };
  } finally {
    for (const agent of [user, newcomer, crowd]) agent.destroy();
  }
}

/** The floods on one database: its figures, and which database. */
export interface FloodFigures {
  database: 'postgres' | 'pglite';
  samples: FloodSample[];
}

/**
 * `samples` floods against one built server on a fresh database (PostgreSQL at `adminUrl`, else
 * the embedded one); two users of their own for each.
 */
async function floodOne(samples: number, adminUrl?: string): Promise<FloodFigures> {
  return withBenchServer(
    { adminUrl, where: 'child', env: { TRUST_PROXY: 'true' } },
    async ({ db }) => {
      const passwordHash = await hashPassword(PASSWORD);
      const email = async () => (await createTestUser(db, { passwordHash })).email;
      const users: { returning: string; newcomer: string }[] = [];
      for (let i = 0; i < samples; i++) users.push({ returning: await email(), newcomer: await email() });
      return users;
    },
    async ({ base }, users) => {
      const result: FloodSample[] = [];
      for (let i = 0; i < samples; i++) result.push(await floodSample(base, users[i]!, i));
      return { database: adminUrl ? 'postgres' : 'pglite', samples: result };
    },
  );
}

/** The floods on PostgreSQL (when `databaseUrl`, an admin URL, is given) and on the embedded database. */
export async function benchFlood(samples: number, databaseUrl?: string): Promise<FloodFigures[]> {
  const all: FloodFigures[] = [];
  if (databaseUrl) all.push(await floodOne(samples, databaseUrl));
  all.push(await floodOne(samples));
  return all;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The returning user's figures and the flood's, as run.ts's table shows them. */
export function describeFlood(all: FloodSample[]) {
  const during = all.flatMap((s) => s.during);
  const worst = Math.max(...during.map((a) => a.ms));
  const refused = during.filter((a) => a.status !== 200);
  const statuses: Record<number, number> = {};
  for (const s of all) for (const [k, v] of Object.entries(s.statuses)) statuses[+k] = (statuses[+k] ?? 0) + v;
  return {
    ok: during.length > 0 && refused.length === 0 && worst <= FLOOD_BUDGET_MS,
    result:
      `slowest ${ms(worst)}, median ${ms(median(during.map((a) => a.ms)))} of ${during.length} correct logins` +
      (refused.length ? ` (${refused.length} not 200: ${refused.map((a) => a.status).join(', ')})` : ', all 200') +
      `; idle ${ms(median(all.map((s) => s.idle.ms)))}; each flood answered in ` +
      `${all.map((s) => (s.floodMs / 1000).toFixed(1)).join(', ')} s (` +
      Object.entries(statuses)
        .map(([k, v]) => `${v} × ${k === '0' ? 'no answer' : k}`)
        .join(', ') +
      ')',
  };
}

/** The newcomer's answers (status and time of each flood's), held to the same budget. */
export function describeNewcomer(all: FloodSample[]) {
  return {
    ok: all.length > 0 && all.every((s) => s.newcomer.status === 200 && s.newcomer.ms <= FLOOD_BUDGET_MS),
    result: all.map((s) => `${s.newcomer.status} in ${ms(s.newcomer.ms)}`).join(', '),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const samples = Number(process.env.BENCH_SAMPLES ?? 3);
  benchFlood(samples, process.env.DATABASE_URL)
    .then((all) => {
      for (const { database, samples } of all) {
        for (const s of samples) console.log(JSON.stringify(s));
        const { ok, result } = describeFlood(samples);
        console.log(
          `\n${database}: returning user during a flood of ${FLOOD_LOGINS} wrong logins: ${result} — met: ${ok}`,
        );
        const newcomer = describeNewcomer(samples);
        console.log(`${database}: newcomer: ${newcomer.result} — met: ${newcomer.ok}`);
      }
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
