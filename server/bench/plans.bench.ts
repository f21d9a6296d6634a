/**
 * Benchmark of programmes (docs/PRODUCT.md §17; not a test: speed is never asserted
 * in tests). Budget: a 6-week programme with 4 sessions a week generated and stored,
 * `POST /api/plans`, p95 <= 50 ms on both databases.
 *
 *   npm run bench:plans          (PGlite; with DATABASE_URL, an admin URL of a PostgreSQL
 *                                 server, the same again on a throwaway database there)
 *
 * The app is built on a freshly seeded database (the real catalogue), one user with a goal;
 * every call is `POST /api/plans` through app.inject, and stores the plan, its 4 routines and
 * their exercises. Prints p50/p95/p99 in milliseconds.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTestUser } from '../test/users';
import { withBenchServer } from './common';
import { loadAverage } from './report';
import { percentile } from './stats';

export const BUDGET_P95_MS = 50;
const CALLS = Number(process.env.BENCH_PLAN_CALLS ?? 300);
const WARMUP = 30;
/** The wizard's choices of every call: 6 weeks × 4 sessions. */
export const CHOICES = {
  dias: [1, 2, 4, 5],
  sesiones_semana: 4,
  semanas: 6,
  duracion_min: 60,
  equipamiento: ['gimnasio'],
  evitar_zonas: ['hombro'],
  experiencia: 'de_6_a_24_meses',
};

async function bench(adminUrl?: string) {
  await withBenchServer(
    { adminUrl, where: 'in-process', env: { PLANS_PER_HOUR: '0' } },
    (database) => createTestUser(database.db, { objetivoId: 3 }),
    async (server, user) => {
      const wall: number[] = [];
      for (let i = 0; i < CALLS + WARMUP; i++) {
        const start = performance.now();
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/plans',
          headers: user.headers,
          payload: CHOICES,
        });
        const ms = performance.now() - start;
        if (res.statusCode !== 201) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
        if (i >= WARMUP) wall.push(ms);
      }
      const p95 = percentile(wall, 95);
      console.log(
        `POST /api/plans, 6 weeks x 4 sessions (${server.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}): n=${wall.length} ` +
          `p50=${percentile(wall, 50).toFixed(1)} ms p95=${p95.toFixed(1)} ms p99=${percentile(wall, 99).toFixed(1)} ms ` +
          `[p95 <= ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'OK' : 'OVER BUDGET'}]`,
      );
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`load average: ${loadAverage()} on ${os.cpus().length} cores`);
  await bench();
  if (process.env.DATABASE_URL) await bench(process.env.DATABASE_URL);
}
