/**
 * Benchmark of the routine generator (not a test: speed is never asserted in tests).
 *
 *   npx tsx server/bench/autogenerate.bench.ts
 *
 * 1. The domain function over a 364-exercise catalogue (the fixture four times over, about the
 *    size of the merged real catalogue), with varied profiles, seeds and histories.
 * 2. `POST /api/autogenerate` through app.inject on a freshly seeded PGlite database topped up
 *    with the same 364 exercises, for a user with routines, removals and generated plans; with
 *    DATABASE_URL (admin URL of a PostgreSQL server) the same again on a throwaway database there.
 * Prints p50/p95/p99 in milliseconds against the target p95 < 15 ms per call.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { format, subDays } from 'date-fns';
import { exerciseRemovals, exercises, userRoutines } from '../db/schema';
import { GOALS } from '../db/seed/reference';
import { generateRoutine, type GeneratorExercise } from '../domain/generator';
import { FIXTURE_CATALOGUE } from '../domain/generator/fixture-catalogue';
import { createTestUser } from '../test/users';
import { withBenchServer } from './common';
import { loadAverage } from './report';

export const TARGET_P95_MS = 15;
const DOMAIN_CALLS = Number(process.env.BENCH_DOMAIN_CALLS ?? 3000);
const HTTP_CALLS = Number(process.env.BENCH_HTTP_CALLS ?? 400);
const WARMUP = 50;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

function report(name: string, wall: number[], cpu: number[]) {
  for (const [kind, samples] of [
    ['wall', wall],
    ['cpu', cpu],
  ] as const) {
    const p = percentiles(samples);
    const verdict = p.p95 < TARGET_P95_MS ? 'OK' : 'OVER TARGET';
    console.log(
      `${name.padEnd(38)} ${kind.padEnd(4)} n=${p.n}  p50=${p.p50.toFixed(2)} ms  p95=${p.p95.toFixed(2)} ms  ` +
        `p99=${p.p99.toFixed(2)} ms  max=${p.max.toFixed(2)} ms  [p95 < ${TARGET_P95_MS} ms: ${verdict}]`,
    );
  }
}

/** Wall-clock and CPU time (user + system) of one call, in milliseconds. */
async function timed(fn: () => unknown): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return [wall, (used.user + used.system) / 1000];
}

/** The fixture four times over with fresh ids: about the merged catalogue's size. */
const BIG: GeneratorExercise[] = [0, 1, 2, 3].flatMap((copy) =>
  FIXTURE_CATALOGUE.map((e) => ({ ...e, id: 1000 + copy * 1000 + e.id, nombre: `${e.nombre} ${copy}` })),
);

async function benchDomain() {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < DOMAIN_CALLS + WARMUP; i++) {
    const goal = GOALS[i % GOALS.length]!;
    const input = {
      profile: {
        goalId: goal.id,
        methodId: goal.metodoId,
        goalName: goal.nombre,
        age: 20 + (i % 50),
        sexo: 1 + (i % 3),
        bmi: 19 + (i % 15),
        trainedWeeks: (i * 7) % 120,
      },
      history: {
        removedExerciseIds: [BIG[i % BIG.length]!.id, BIG[(i * 3) % BIG.length]!.id],
        previousPlans: [BIG.slice(i % 50, (i % 50) + 7).map((e) => e.id)],
        occupiedDays: [1 + (i % 7)],
      },
      catalogue: BIG,
      seed: i * 2654435761,
    };
    const [w, c] = await timed(() => generateRoutine(input));
    if (i >= WARMUP) {
      wall.push(w);
      cpu.push(c);
    }
  }
  report(`domain generateRoutine (${BIG.length} exercises)`, wall, cpu);
}

async function benchHttp(adminUrl?: string) {
  await withBenchServer(
    { adminUrl, where: 'in-process' },
    async ({ db }) => {
      await db.insert(exercises).values(
        BIG.map((e) => ({
          id: e.id,
          slug: `bench-${e.id}`,
          nombre: e.nombre,
          tipo: e.tipo,
          dificultadId: e.dificultadId,
          gruposMuscularesId: e.grupoId,
          inicio: 'Posición inicial de prueba para el banco de medidas del generador.',
          fin: 'Movimiento de prueba para el banco de medidas del generador de rutinas.',
          equipo: e.equipo,
          mecanica: e.mecanica,
          fuerza: e.fuerza,
          musculosSecundarios: [...e.musculosSecundarios],
          altoImpacto: e.altoImpacto,
          medida: e.medida,
          tecnico: e.tecnico,
        })),
      );
      const user = await createTestUser(db, { objetivoId: 3 });
      const day = (n: number) => format(subDays(new Date(), n), 'yyyy-MM-dd');
      const base = { userId: user.id, objetivoId: 3, dificultadId: 2, metodoId: 3, nombre: 'Rutina' };
      await db.insert(userRoutines).values([
        { ...base, fechaInicio: day(200), fechaFin: day(100), dia: 1 },
        { ...base, fechaInicio: day(90), fechaFin: day(-30), dia: 4 },
      ]);
      await db.insert(exerciseRemovals).values([
        { userId: user.id, exerciseId: BIG[0]!.id },
        { userId: user.id, exerciseId: BIG[5]!.id },
      ]);
      return user;
    },
    async (server, user) => {
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < HTTP_CALLS + WARMUP; i++) {
        let status = 0;
        let body = '';
        const [w, c] = await timed(async () => {
          const res = await server.app.inject({ method: 'POST', url: '/api/autogenerate', headers: user.headers });
          status = res.statusCode;
          body = res.body;
        });
        if (status !== 200) throw new Error(`HTTP ${status}: ${body}`);
        if (i >= WARMUP) {
          wall.push(w);
          cpu.push(c);
        }
      }
      report(`HTTP POST /api/autogenerate (${server.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, wall, cpu);
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`load average: ${loadAverage()} on ${os.cpus().length} cores`);
  await benchDomain();
  await benchHttp();
  if (process.env.DATABASE_URL) await benchHttp(process.env.DATABASE_URL);
}
