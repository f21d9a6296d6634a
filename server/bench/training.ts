/**
 * Budgets of the training log (docs/PRODUCT.md §16), on the built server:
 * - saving a set (`PUT /api/workouts/{id}/sets/{new uuid}`) under 50 connections: p95 <= 10 ms;
 * - a user with two years of history (300 finished sessions × 20 sets, written straight to the
 *   database): each progress query p95 <= 30 ms and the history page p95 <= 20 ms, timed one
 *   request after another.
 * `npx tsx server/bench/training.ts` runs it alone (BENCH_SECONDS, BENCH_SAMPLES, DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { exercises, userRoutines, workoutExercises, workouts, workoutSets } from '../db/schema';
import { createTestUser } from '../test/users';
import { withBenchServer } from './common';
import { percentile } from './stats';

export const SESSIONS = 300;
const EXERCISES_PER_SESSION = 5;
const SETS_PER_EXERCISE = 4;
export const SET_BUDGET_MS = 10;
export const PROGRESS_BUDGET_MS = 30;
export const HISTORY_BUDGET_MS = 20;
const TIMED_CALLS = 100;

export interface SetSample {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  failures: number;
}

export interface TrainingFigures {
  database: 'postgres' | 'pglite';
  /** Per sample: p95 of every PUT's latency (ms), requests per second, failures; unpaced. */
  saveSet: SetSample[];
  /** The same with OPEN_RATE saves a second arriving at random over the 50 connections. */
  saveSetOpen: SetSample[];
  /** Path → p95 of TIMED_CALLS sequential calls (ms). */
  reads: Record<string, number>;
}

export const HISTORY_PATH = '/api/workouts?page=1&limit=20';
export const PROGRESS_PATHS = (exerciseId: number) => [
  '/api/progress/exercises',
  `/api/progress/exercises/${exerciseId}`,
  '/api/progress/records',
  '/api/progress/muscles?semanas=8&tz=Europe%2FMadrid',
  '/api/progress/adherence?semanas=8&tz=Europe%2FMadrid',
];

/**
 * Two years of history for a new user: 3 weekly routines and insertHistory's sessions (one in
 * progress, the one the set bench saves into).
 */
export async function seedHistory({ db }: Database) {
  const user = await createTestUser(db);
  const [routine] = await db
    .insert(userRoutines)
    .values(
      [1, 3, 5].map((dia) => ({
        userId: user.id,
        nombre: 'Torso',
        objetivoId: 3,
        dificultadId: 2,
        metodoId: 3,
        dia,
        fechaInicio: '2024-01-01',
      })),
    )
    .returning({ id: userRoutines.id });
  return { token: user.token, userId: user.id, ...(await insertHistory(db, user.id, routine!.id)) };
}

/**
 * Two years of training for user `userId`, written straight to the database: `sessions`
 * (SESSIONS unless given; 0 for a new user) finished sessions of routine `routineId`, every 2.4 days back from yesterday, of 5 catalogue exercises
 * × 4 sets with weights that creep up; and one session in progress, started now. Returns that
 * session's id, its first exercise's id and a catalogue exercise it logs.
 */
export async function insertHistory(db: Db, userId: number, routineId: number, sessions = SESSIONS) {
  const catalogue = (await db.select({ id: exercises.id }).from(exercises).limit(20)).map((e) => e.id);
  const day = 86_400_000;
  const rows = await db
    .insert(workouts)
    .values(
      Array.from({ length: sessions + 1 }, (_, i) => {
        const start = new Date(Date.now() - day - (sessions - i) * 2.4 * day);
        const finished = i < sessions;
        return {
          userId,
          userRoutineId: routineId,
          clienteId: randomUUID(),
          nombre: 'Torso',
          estado: finished ? 'terminado' : 'en_curso',
          iniciadoEn: finished ? start : new Date(),
          terminadoEn: finished ? new Date(start.getTime() + 3_600_000) : null,
        };
      }),
    )
    .returning({ id: workouts.id });
  const wes = await db
    .insert(workoutExercises)
    .values(
      rows.flatMap((w, i) =>
        Array.from({ length: EXERCISES_PER_SESSION }, (_, e) => ({
          workoutId: w.id,
          exerciseId: catalogue[(i % 4) * 5 + e]!,
          orden: e + 1,
          seriesObjetivo: SETS_PER_EXERCISE,
          repeticionesObjetivo: 10,
          descanso: 90,
          medida: 'repeticiones',
        })),
      ),
    )
    .returning({ id: workoutExercises.id, workoutId: workoutExercises.workoutId });
  const finishedIds = new Set(rows.slice(0, sessions).map((r) => r.id));
  const sets = wes
    .filter((we) => finishedIds.has(we.workoutId))
    .flatMap((we, n) =>
      Array.from({ length: SETS_PER_EXERCISE }, (_, s) => ({
        id: randomUUID(),
        workoutId: we.workoutId,
        workoutExerciseId: we.id,
        orden: s + 1,
        medida: 'repeticiones',
        // Two weights per exercise and session (two sets, then 2.5 kg more), as people lift.
        repeticiones: 5 + ((n + s) % 8),
        kg: 20 + (n % 60) + (s < 2 ? 0 : 2.5),
        rir: s % 4,
      })),
    );
  for (let i = 0; i < sets.length; i += 1000) await db.insert(workoutSets).values(sets.slice(i, i + 1000));
  // What autovacuum (PostgreSQL) or the maintenance job (PGlite, server/db/maintenance.ts) does
  // after such a write: the planner gets the tables' statistics.
  for (const table of ['workouts', 'workout_exercises', 'workout_sets', 'user_routines']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  const current = rows.at(-1)!.id;
  const firstExercise = wes.find((we) => we.workoutId === current)!.id;
  return { current, firstExercise, exerciseId: catalogue[0]! };
}

/**
 * Saves a second offered in the open-loop sample: 50 connections that together save OPEN_RATE
 * sets a second at random (Poisson) times, whether or not earlier saves have been answered. Fifty
 * people training at once log about one set a minute each (under 1 a second in all); this is
 * some 300 times that. Each latency counts from the moment the save was due, so time spent
 * waiting for a free connection is included (no coordinated omission).
 */
export const OPEN_RATE = 250;

/** One request of an open-loop sample: what to send, and as whom. */
export interface OpenRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  token: string;
  body?: string;
}

/**
 * Open loop: 50 keep-alive connections and Poisson arrivals at `rate` a second, each request
 * made by `next` (whether or not earlier ones have been answered): the latency one request sees
 * when 50 clients share the server. Each latency counts from the moment the request was due, so
 * time spent waiting for a free connection is included (no coordinated omission).
 */
export async function openLoop(
  base: string,
  seconds: number,
  rate: number,
  next: () => OpenRequest,
): Promise<SetSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const times: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let due = start;
  const end = start + seconds * 1000;
  const send = (at: number, { method, path, token, body }: OpenRequest) =>
    new Promise<void>((resolve) => {
      const headers: http.OutgoingHttpHeaders = { authorization: token };
      if (body !== undefined)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300) failures++;
          times.push(performance.now() - at);
          resolve();
        });
      });
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(body);
    });
  while (due < end) {
    due += -Math.log(1 - Math.random()) * (1000 / rate); // exponential gaps: Poisson arrivals
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(due, next()));
  }
  await Promise.all(pending);
  agent.destroy();
  return { ...latencies(times), rps: times.length / seconds, failures };
}

/** A new set saved (`PUT /api/workouts/{id}/sets/{new uuid}`) into session `workoutId`. */
export const saveSetRequest = (token: string, workoutId: number, exerciseId: number): OpenRequest => ({
  method: 'PUT',
  path: `/api/workouts/${workoutId}/sets/${randomUUID()}`,
  token,
  body: setBody(exerciseId),
});

/** The save of a set in the open loop (see OPEN_RATE), always into the same session. */
export function openLoopSample(
  base: string,
  token: string,
  workoutId: number,
  exerciseId: number,
  seconds: number,
  rate: number,
): Promise<SetSample> {
  return openLoop(base, seconds, rate, () => saveSetRequest(token, workoutId, exerciseId));
}

const latencies = (times: number[]) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
});

const setBody = (exerciseId: number) =>
  JSON.stringify({ ejercicio_sesion_id: exerciseId, orden: 1, medida: 'repeticiones', repeticiones: 8, kg: 60 });

/**
 * Unpaced: 50 connections each sending the next save as soon as the last is answered. Its p95 is
 * at least 50 ÷ throughput, so it measures how many saves a second one process sustains (10 ms
 * would need 5,000 a second), not the time one save takes.
 */
export async function saveSetSample(
  base: string,
  token: string,
  workoutId: number,
  exerciseId: number,
  seconds: number,
) {
  const body = setBody(exerciseId);
  const times: number[] = [];
  const options: autocannon.Options = {
    url: base,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json' },
        body,
        setupRequest: (req) => ({ ...req, path: `/api/workouts/${workoutId}/sets/${randomUUID()}` }),
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  return {
    ...latencies(times),
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function timeGets(base: string, token: string, url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < TIMED_CALLS + 5; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: token } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= 5) times.push(performance.now() - start); // the first five warm up
  }
  return percentile(times, 95);
}

async function benchOne(kind: 'postgres' | 'pglite', samples: number, seconds: number, adminUrl?: string) {
  return withBenchServer(
    { adminUrl: kind === 'postgres' ? adminUrl : undefined, where: 'child' },
    seedHistory,
    async ({ base }, seed) => {
      const reads: Record<string, number> = {};
      for (const p of [HISTORY_PATH, ...PROGRESS_PATHS(seed.exerciseId)])
        reads[p] = await timeGets(base, seed.token, p);
      await saveSetSample(base, seed.token, seed.current, seed.firstExercise, 1); // warm-up
      const saveSet: SetSample[] = [];
      const saveSetOpen: SetSample[] = [];
      for (let i = 0; i < samples; i++) {
        saveSetOpen.push(await openLoopSample(base, seed.token, seed.current, seed.firstExercise, seconds, OPEN_RATE));
        saveSet.push(await saveSetSample(base, seed.token, seed.current, seed.firstExercise, seconds));
      }
      return { database: kind, saveSet, saveSetOpen, reads } satisfies TrainingFigures;
    },
  );
}

export async function benchTraining(opts: { samples: number; seconds: number; databaseUrl?: string }) {
  const figures: TrainingFigures[] = [];
  if (opts.databaseUrl) figures.push(await benchOne('postgres', opts.samples, opts.seconds, opts.databaseUrl));
  figures.push(await benchOne('pglite', opts.samples, opts.seconds));
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchTraining({
    samples: Number(process.env.BENCH_SAMPLES ?? 3),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    databaseUrl: process.env.DATABASE_URL,
  });
  console.log(JSON.stringify(figures, null, 2));
}
