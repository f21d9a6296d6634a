/**
 * Load test: the real server in its own process, LOAD_CONNECTIONS (200) connections of mixed
 * reads and writes for LOAD_SECONDS (30) through autocannon, against the embedded database and
 * (with DATABASE_URL) PostgreSQL. Passes when no request failed (no connection error, timeout
 * or non-2xx answer) and every acknowledged write is in the database afterwards.
 *
 *   npm run bench:load                      # PGlite, and PostgreSQL too when DATABASE_URL is set
 *   BENCH_DB=postgres DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load
 */
import { eq, inArray } from 'drizzle-orm';
import autocannon from 'autocannon';
import { routines, userRoutines } from '../db/schema';
import { createUsers, kinds, scratchDatabase, startServer, type Kind } from './common';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const USERS = Number(process.env.LOAD_USERS ?? 50);

interface Ctx {
  token?: string;
  userId?: number;
  routineId?: number;
  dia?: number;
}

/** Acknowledged writes: created routines (id → owner) and the last acknowledged `dia` of each. */
interface Acknowledged {
  created: Map<number, number>;
  lastDia: Map<number, number>;
}

/** CONNECTIONS connections cycling through the mixed requests for SECONDS, as `users`. */
async function mixedLoad(url: string, users: { id: number; token: string }[], templateId: number) {
  const created = new Map<number, number>();
  const lastDia = new Map<number, number>();
  let next = 0;
  const statuses = new Map<number, number>();
  const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const auth = (ctx: Ctx) => {
    if (!ctx.token) {
      const user = users[next++ % users.length]!;
      ctx.token = user.token;
      ctx.userId = user.id;
    }
    return { authorization: ctx.token, 'content-type': 'application/json' };
  };

  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        path: '/api/user-routines?page=1&limit=10',
        setupRequest: (req, ctx: Ctx) => ({ ...req, headers: auth(ctx) }),
        onResponse: (status) => count(status),
      },
      {
        method: 'POST',
        path: '/api/user-routines',
        setupRequest: (req, ctx: Ctx) => ({
          ...req,
          headers: auth(ctx),
          body: JSON.stringify({ id_rutina: templateId }),
        }),
        onResponse: (status, body, ctx: Ctx) => {
          count(status);
          if (status === 201) {
            const id = (JSON.parse(body) as { rutina_id: number }).rutina_id;
            created.set(id, ctx.userId!);
            ctx.routineId = id;
          }
        },
      },
      {
        method: 'GET',
        path: '/api/routines/filter',
        setupRequest: (req, ctx: Ctx) => ({ ...req, headers: auth(ctx) }),
        onResponse: (status) => count(status),
      },
      {
        method: 'PATCH',
        setupRequest: (req, ctx: Ctx) => {
          ctx.dia = 1 + Math.floor(Math.random() * 7);
          return {
            ...req,
            path: `/api/user-routines/${ctx.routineId ?? 0}`,
            headers: auth(ctx),
            body: JSON.stringify({ dia: ctx.dia }),
          };
        },
        onResponse: (status, _body, ctx: Ctx) => {
          count(status);
          if (status === 200) lastDia.set(ctx.routineId!, ctx.dia!);
        },
      },
      {
        method: 'GET',
        path: '/api/exercises',
        setupRequest: (req, ctx: Ctx) => ({ ...req, headers: auth(ctx) }),
        onResponse: (status) => count(status),
      },
    ],
  });
  return { result, statuses, acknowledged: { created, lastDia } satisfies Acknowledged };
}

/** What the database holds of the acknowledged writes, read after the server stopped. */
async function checkAcknowledged(
  scratch: Awaited<ReturnType<typeof scratchDatabase>>,
  { created, lastDia }: Acknowledged,
) {
  const check = await scratch.open();
  const rows = await check.db
    .select({ id: userRoutines.id, userId: userRoutines.userId, dia: userRoutines.dia })
    .from(userRoutines);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = [...created].filter(([id, owner]) => byId.get(id)?.userId !== owner);
  const wrongDia = [...lastDia].filter(([id, dia]) => byId.get(id)?.dia !== dia);
  const [one] = await check.db
    .select()
    .from(userRoutines)
    .where(eq(userRoutines.id, [...created.keys()][0] ?? 0));
  await check.close();
  return { missing, wrongDia, one };
}

async function run(kind: Kind) {
  const scratch = await scratchDatabase(kind);
  const setup = await scratch.open();
  const users = await createUsers(setup, USERS);
  const [template] = await setup.db
    .select({ id: routines.id })
    .from(routines)
    .where(inArray(routines.id, [1, 2, 3]))
    .limit(1);
  await setup.close();

  const server = await startServer(scratch.env);
  const { result, statuses, acknowledged } = await mixedLoad(server.url, users, template?.id ?? 1);
  await server.stop();
  const { created, lastDia } = acknowledged;
  // Every acknowledged write is there, as acknowledged.
  const { missing, wrongDia, one } = await checkAcknowledged(scratch, acknowledged);
  await scratch.dispose();

  const failed = result.errors + result.timeouts + result.non2xx;
  const summary = {
    database: kind,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: result.requests.total,
    'requests/s': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(statuses),
    'routines created (acknowledged)': created.size,
    'patches acknowledged': lastDia.size,
    'acknowledged but missing': missing.length,
    'acknowledged dia not stored': wrongDia.length,
  };
  console.log(JSON.stringify(summary, null, 2));
  const ok = failed === 0 && missing.length === 0 && wrongDia.length === 0 && created.size > 0 && one !== undefined;
  return ok;
}

let allOk = true;
for (const kind of kinds()) {
  const ok = await run(kind);
  console.log(`${kind}: ${ok ? 'PASS' : 'FAIL'}`);
  allOk &&= ok;
}
process.exit(allOk ? 0 : 1);
