/**
 * Several API processes behind PgBouncer in transaction mode (DATABASE_POOLER=transaction,
 * docs/OPERATIONS.md "Several processes behind PgBouncer"). PostgreSQL only (vitest.config.ts
 * POSTGRES_ONLY): Debian's PgBouncer 1.18, which does not keep named prepared statements across
 * transactions (`max_prepared_statements` is 1.21+), started by the test with 3 server
 * connections for everyone; three real server processes (server/main.ts) through it; the
 * set-logging race, the counters and the reminder job shared by processes, rounds of changes in
 * one process read at once in the others (their per-process caches), and a fourth process's seed
 * undoing a catalogue edit made behind their backs, with no 5xx and no error in any process's log. With DATABASE_URL set, a missing pgbouncer fails this file.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineList } from '../../src/lib/contract';
import type { Workout } from '../../src/lib/contract-training';
import { loadConfig } from '../config';
import { localMoment } from '../domain/reminders/local-time';
import { createTestApp, type TestApp } from '../test/app';
import { startMailbox, type Mailbox } from '../test/mailbox';
import { startPgbouncer, type Pgbouncer } from '../test/pgbouncer';
import { copyToUser, publicTemplateIds } from '../test/routines';
import { killServer, startServer, type ServerProcess } from '../test/server-process';
import { createTestUser, type TestUser } from '../test/users';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';
import { executePrepared } from './prepared';
import { exercises, userRoutines, workoutSets } from './schema';

/** Server connections PgBouncer opens to PostgreSQL for all the processes together. */
const POOL_SIZE = 3;

let t: TestApp;
let bouncer: Pgbouncer;
let mailbox: Mailbox;
let template: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
  bouncer = await startPgbouncer(t.databaseUrl!, POOL_SIZE);
});
afterAll(async () => {
  await bouncer?.stop();
  await t?.close();
  await mailbox?.close();
});

describe('PgBouncer 1.18 in transaction mode', () => {
  it('loses a named statement between transactions; DATABASE_POOLER=transaction sends none', async () => {
    const mode = (await bouncer.admin('SHOW CONFIG')).find((r) => r.key === 'pool_mode');
    expect(mode?.value).toBe('transaction');

    const outcomes: Record<string, string> = {};
    for (const pooler of ['none', 'transaction'] as const) {
      const database = await openDatabase({ databaseUrl: bouncer.url, dataDir: '', pooler });
      // Another client's transaction holds the server connection the statement was parsed on,
      // so the pooler runs the next one on another.
      const holder = new pg.Client({ connectionString: bouncer.url });
      await holder.connect();
      try {
        const probe = { name: 'pooler_probe', text: 'select $1::int + 1 as n' };
        expect((await executePrepared(database.db, probe, [1])).rows).toEqual([{ n: 2 }]);
        await holder.query('begin');
        await holder.query('select 1');
        outcomes[pooler] = await executePrepared<{ n: number }>(database.db, probe, [2]).then(
          ({ rows }) => `n=${rows[0]!.n}`,
          (err: Error) => err.message,
        );
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
        await database.close();
      }
    }
    expect(outcomes, bouncer.log()).toEqual({
      none: 'prepared statement "pooler_probe" does not exist',
      transaction: 'n=3',
    });
  });

  it('behind it the start-up migrations take their lock over DATABASE_DIRECT_URL, never through it', async () => {
    expect(() => loadConfig({ DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction' })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER must be none or transaction/);
    const pooled = await openDatabase({ databaseUrl: bouncer.url, dataDir: '', pooler: 'transaction' });
    try {
      await expect(pooled.exclusive(async () => undefined)).rejects.toThrow(/DATABASE_DIRECT_URL/);
    } finally {
      await pooled.close();
    }
    // With the pooler paused (it hands out no server connection), the preparation still runs.
    const direct = await openDatabase({
      databaseUrl: bouncer.url,
      dataDir: '',
      pooler: 'transaction',
      directUrl: t.databaseUrl!,
    });
    const database = new URL(t.databaseUrl!).pathname.slice(1);
    await bouncer.admin(`PAUSE ${database}`);
    try {
      // Through the paused pooler this would wait: fail within 15 s instead.
      const within = <T>(work: Promise<T>) =>
        Promise.race([
          work,
          new Promise<never>((_, no) => setTimeout(() => no(new Error('waited for the pooler')), 15_000)),
        ]);
      await within(prepareDatabase(direct));
      let locks = -1;
      await within(
        direct.exclusive(async (db) => {
          const { rows } = await db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
          );
          locks = rows[0]!.n;
        }),
      );
      expect(locks).toBe(1);
    } finally {
      await bouncer.admin(`RESUME ${database}`);
      await direct.close();
    }
  });
});

describe('three API processes through it', () => {
  const servers: ServerProcess[] = [];
  /** Every answer the processes gave (method, path, status), for the 5xx check. */
  const answers: { what: string; status: number }[] = [];
  /** Log lines at error level or above, from every process. */
  const errors: string[] = [];
  const reminded: TestUser[] = [];
  /** The processes' environment (set in beforeAll). */
  let env: Record<string, string> = {};

  beforeAll(async () => {
    // Users with a reminder due now, before the processes (and their reminder jobs) start.
    const today = localMoment(new Date(), 'UTC');
    for (let i = 0; i < 3; i += 1) {
      const user = await createTestUser(t.database.db);
      const routine = await copyToUser(t.app, user, template);
      await t.database.db
        .update(userRoutines)
        .set({ dia: today.weekday, fechaInicio: '2020-01-01', fechaFin: '2099-12-31' })
        .where(eq(userRoutines.id, routine.rutina_id));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/reminders',
        headers: user.headers,
        payload: { activo: true, hora: 0, zona_horaria: 'UTC' },
      });
      expect(res.statusCode, res.body).toBe(200);
      reminded.push(user);
    }
    env = {
      DATABASE_URL: bouncer.url,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: t.databaseUrl!,
      SMTP_URL: mailbox.url,
      REMINDERS_INTERVAL: '1',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PER_EMAIL: '2',
      LOGIN_LOCK_AFTER: '0',
    };
    // The three start together: their migrations wait for each other on the direct connection.
    const started = await Promise.all(['a', 'b', 'c'].map((n) => startServer(`/nonexistent-${n}`, env)));
    servers.push(...started);
    for (const server of started) {
      let buffered = '';
      server.child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        errors.push(...lines.filter((l) => /"level":(50|60)/.test(l)));
      });
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map(killServer));
  });

  /** A request to process `i` (of 3) as `who`. */
  async function call(i: number, who: TestUser | null, method: string, path: string, body?: unknown) {
    const res = await fetch(`${servers[i % servers.length]!.url}/api/${path}`, {
      method,
      headers: {
        ...(who ? who.headers : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    answers.push({ what: `${method} ${path}`, status: res.status });
    return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
  }

  it('the set-logging race: the same set PUT 9 times at once over the three keeps one set each round', async () => {
    const u = await createTestUser(t.database.db);
    const copy = await call(0, u, 'POST', 'user-routines', { id_rutina: template });
    expect(copy.status, copy.text).toBe(201);
    const started = await call(1, u, 'POST', 'workouts', {
      rutina_id: copy.json<UserRoutine>().rutina_id,
      cliente_id: randomUUID(),
    });
    expect(started.status, started.text).toBe(201);
    const w = started.json<Workout>();
    for (let round = 0; round < 4; round += 1) {
      const id = randomUUID();
      const body = {
        ejercicio_sesion_id: w.ejercicios[0]!.id,
        orden: round + 1,
        medida: 'repeticiones',
        repeticiones: 5,
        kg: 100,
      };
      const race = await Promise.all(
        Array.from({ length: 9 }, (_, i) => call(i, u, 'PUT', `workouts/${w.id}/sets/${id}`, body)),
      );
      expect(race.map((a) => a.status).sort(), race.map((a) => a.text).join('\n')).toEqual([
        ...Array<number>(8).fill(200),
        201,
      ]);
    }
    const sets = await t.database.db.select().from(workoutSets).where(eq(workoutSets.workoutId, w.id));
    expect(sets).toHaveLength(4);
  });

  it('the processes share the rate-limit counters in the database', async () => {
    const login = { email: `pgbouncer.${process.pid}@forja.es`, password: 'Mala#2025x' };
    expect((await call(0, null, 'POST', 'users/login', login)).status).toBe(401);
    expect((await call(1, null, 'POST', 'users/login', login)).status).toBe(401);
    expect((await call(2, null, 'POST', 'users/login', login)).status).toBe(429);
    expect((await call(0, null, 'POST', 'users/login', login)).status).toBe(429);
  });

  it('cache coherence: each change made in one process is what the other two answer next', async () => {
    const owner = await createTestUser(t.database.db);
    const viewer = await createTestUser(t.database.db);
    const copy = (await call(0, owner, 'POST', 'user-routines', { id_rutina: template })).json<UserRoutine>();
    for (let i = 0; i < 3; i += 1) expect((await call(i, owner, 'GET', 'user-routines')).status).toBe(200);
    for (let round = 0; round < 12; round += 1) {
      const dia = (round % 7) + 1;
      const shared = round % 2 === 0;
      const patched = await call(round, owner, 'PATCH', `user-routines/${copy.rutina_id}`, {
        dia,
        rutina_compartida: shared,
      });
      expect(patched.status, patched.text).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        const list = (await call(i, owner, 'GET', 'user-routines')).json<UserRoutineList>();
        const listed = list.rutinas.find((r) => r.rutina_id === copy.rutina_id);
        expect({ round, process: i, dia: listed?.dia, shared: listed?.rutina_compartida }).toEqual({
          round,
          process: i,
          dia,
          shared,
        });
        const one = (await call(i, owner, 'GET', `user-routines/${copy.rutina_id}`)).json<UserRoutine>();
        expect(one.dia, `round ${round}, process ${i}`).toBe(dia);
        const others = (await call(i, viewer, 'GET', 'routines/shared?limit=50')).json<{ id_rutina: number }[]>();
        expect(
          others.some((r) => r.id_rutina === copy.rutina_id),
          `round ${round}, process ${i}`,
        ).toBe(shared);
      }
    }
    // The catalogue belongs to the seed: each process fills its catalogue bodies after its own
    // seed, and an edit made in the database behind every process's back is undone by the next
    // process's seed (docs/OPERATIONS.md, "Editing the catalogue"): the four then answer alike.
    const saved = (await call(2, owner, 'GET', 'routines/filter')).json<{ id_rutina: number; realizada: boolean }[]>();
    expect(saved.find((r) => r.id_rutina === template)?.realizada).toBe(true);
    const [first] = await t.database.db.select().from(exercises).orderBy(exercises.id).limit(1);
    const before = (await call(0, owner, 'GET', 'exercises')).text;
    expect(before).toContain(JSON.stringify(first!.nombre));
    await t.database.db
      .update(exercises)
      .set({ nombre: `${first!.nombre} (editado)` })
      .where(eq(exercises.id, first!.id));
    const next = await startServer('/nonexistent-d', env);
    try {
      const [again] = await t.database.db.select().from(exercises).where(eq(exercises.id, first!.id));
      expect(again!.nombre).toBe(first!.nombre);
      const fetched = await fetch(`${next.url}/api/exercises`, { headers: owner.headers });
      expect(fetched.status).toBe(200);
      const bodies = [
        await fetched.text(),
        ...(await Promise.all([0, 1, 2].map((i) => call(i, owner, 'GET', 'exercises')))).map((b) => b.text),
      ];
      expect(new Set(bodies)).toEqual(new Set([before]));
    } finally {
      await killServer(next);
    }
  });

  it('the reminder job of the three sends each user one e-mail for the day', async () => {
    /** Resolves once the process has logged `count` more finished passes of the job. */
    const passes = (server: ServerProcess, count: number) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        server.child.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString().split('"Training reminders: pass done"').length - 1;
          if (seen >= count) resolve();
        });
      });
    await Promise.all(servers.map((s) => passes(s, 3)));
    for (const user of reminded) expect(mailbox.count(user.email), user.email).toBe(1);
  });

  it('no process answered a 5xx nor logged an error, and they shared 3 server connections', async () => {
    expect(answers.length).toBeGreaterThan(150);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(errors).toEqual([]);
    const database = new URL(t.databaseUrl!).pathname.slice(1);
    const pool = (await bouncer.admin('SHOW DATABASES')).find((r) => r.name === database);
    expect(pool?.pool_size).toBe(String(POOL_SIZE));
    expect(Number(pool!.current_connections)).toBeLessThanOrEqual(POOL_SIZE);
    const stats = (await bouncer.admin('SHOW STATS')).find((r) => r.database === database);
    expect(Number(stats!.total_xact_count)).toBeGreaterThan(answers.length);
  });
});
