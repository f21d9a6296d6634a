/**
 * Crash test: the real server in its own process takes concurrent writes (new user routines,
 * exercises appended, days changed); in the middle of them it is killed with SIGKILL, restarted
 * on the same data, and killed again, CRASH_ROUNDS (3) times. Passes when, after every restart:
 * the server comes up, every write it acknowledged (2xx) is in the database as acknowledged, and
 * the database is consistent (each user routine has its exercises numbered 1..n, no exercise
 * row without its routine).
 *
 *   npm run bench:crash                     # PGlite, and PostgreSQL too when DATABASE_URL is set
 */
import { sql } from 'drizzle-orm';
import { routines, userRoutines } from '../db/schema';
import { createUsers, kinds, scratchDatabase, startServer, type Kind } from './common';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const IN_FLIGHT = Number(process.env.CRASH_IN_FLIGHT ?? 20);

interface Acked {
  owner: number;
  /** Number of exercises the last acknowledged answer showed. */
  exercises: number;
  dia: number | null;
}

async function round(
  kind: Kind,
  env: Record<string, string>,
  tokens: { id: number; token: string }[],
  acked: Map<number, Acked>,
  template: number,
) {
  const server = await startServer(env);
  let stop = false;
  let sent = 0;
  let answered = 0;
  const worker = async (i: number) => {
    const user = tokens[i % tokens.length]!;
    const headers = { authorization: user.token, 'content-type': 'application/json' };
    let mine: number | null = null;
    while (!stop) {
      try {
        sent += 1;
        const step = sent % 3;
        let res: Response;
        if (mine === null || step === 0) {
          res = await fetch(`${server.url}/api/user-routines`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ id_rutina: template }),
          });
        } else if (step === 1) {
          res = await fetch(`${server.url}/api/user-routines/${mine}/exercises`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ejercicio_id: 1 + (sent % 20) }),
          });
        } else {
          res = await fetch(`${server.url}/api/user-routines/${mine}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ dia: 1 + (sent % 7) }),
          });
        }
        if (res.status < 300) {
          const body = (await res.json()) as { rutina_id: number; dia: number | null; ejercicios: unknown[] };
          answered += 1;
          acked.set(body.rutina_id, { owner: user.id, exercises: body.ejercicios.length, dia: body.dia });
          mine = body.rutina_id;
        } else if (res.status >= 500) {
          throw new Error(`${res.status} ${await res.text()}`);
        }
      } catch (err) {
        if (stop) return;
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        // The connection dies with the server: expected once it is killed.
        if (cause === 'ECONNRESET' || cause === 'ECONNREFUSED' || cause === 'UND_ERR_SOCKET') return;
        throw err;
      }
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, (_, i) => worker(i));
  // Let writes pile up, then pull the plug while they are in flight.
  await new Promise((r) => setTimeout(r, 2000 + Math.random() * 2000));
  const inFlightAtKill = sent - answered;
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.allSettled(workers);
  return { acknowledged: answered, inFlightAtKill };
}

async function verify(
  kind: Kind,
  open: () => ReturnType<Awaited<ReturnType<typeof scratchDatabase>>['open']>,
  acked: Map<number, Acked>,
) {
  const db = await open();
  try {
    const rows = await db.db
      .select({
        id: userRoutines.id,
        userId: userRoutines.userId,
        dia: userRoutines.dia,
        n: sql<number>`(select count(*)::int from user_routine_exercises e where e.user_routine_id = user_routines.id)`.mapWith(
          Number,
        ),
        ordered: sql<boolean>`(select count(*) = 0 or (min(e.orden) = 1 and max(e.orden) = count(*) and count(distinct e.orden) = count(*)) from user_routine_exercises e where e.user_routine_id = user_routines.id)`,
      })
      .from(userRoutines);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems: string[] = [];
    for (const [id, a] of acked) {
      const row = byId.get(id);
      if (!row) problems.push(`routine ${id} acknowledged but missing`);
      else {
        if (row.userId !== a.owner) problems.push(`routine ${id}: owner ${row.userId}, acknowledged ${a.owner}`);
        // A later write may have been applied but not acknowledged (the kill cut the answer): at least as much.
        if (row.n < a.exercises) problems.push(`routine ${id}: ${row.n} exercises, acknowledged ${a.exercises}`);
      }
    }
    for (const r of rows) if (!r.ordered) problems.push(`routine ${r.id}: exercise order is not 1..n`);
    const orphans = await db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_routine_exercises e where not exists (select 1 from user_routines r where r.id = e.user_routine_id)`,
    );
    if (Number(orphans.rows[0]?.n) > 0) problems.push(`${orphans.rows[0]?.n} exercise rows without their routine`);
    void kind;
    return { rows: rows.length, problems };
  } finally {
    await db.close();
  }
}

async function run(kind: Kind) {
  const scratch = await scratchDatabase(kind);
  const setup = await scratch.open();
  const users = await createUsers(setup, 10);
  const [template] = await setup.db.select({ id: routines.id }).from(routines).limit(1);
  await setup.close();
  const acked = new Map<number, Acked>();
  let ok = true;
  for (let i = 1; i <= ROUNDS; i += 1) {
    const { acknowledged, inFlightAtKill } = await round(kind, scratch.env, users, acked, template!.id);
    const { rows, problems } = await verify(kind, scratch.open, acked);
    console.log(
      `${kind} round ${i}: ${acknowledged} writes acknowledged, ~${inFlightAtKill} in flight at SIGKILL; ` +
        `${acked.size} routines acknowledged so far, ${rows} in the database; ${problems.length ? `PROBLEMS:\n  ${problems.slice(0, 20).join('\n  ')}` : 'all present and consistent'}`,
    );
    ok &&= problems.length === 0 && acknowledged > 0;
  }
  // Finally the server starts on the crashed data and answers for an acknowledged routine.
  const server = await startServer(scratch.env);
  const [someId] = [...acked.keys()];
  const owner = users.find((u) => u.id === acked.get(someId!)?.owner)!;
  const res = await fetch(`${server.url}/api/user-routines/${someId}`, { headers: { authorization: owner.token } });
  console.log(`${kind}: restarted after ${ROUNDS} crashes, GET an acknowledged routine → ${res.status}`);
  ok &&= res.status === 200;
  await server.stop();
  await scratch.dispose();
  return ok;
}

let allOk = true;
for (const kind of kinds()) {
  const ok = await run(kind);
  console.log(`${kind}: ${ok ? 'PASS' : 'FAIL'}`);
  allOk &&= ok;
}
process.exit(allOk ? 0 : 1);
