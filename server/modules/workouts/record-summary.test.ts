import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '../../../src/lib/contract-training';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrationsFolder } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { insertFinishedWorkout, startWorkout } from '../../test/workouts';
import { records } from './stats-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

const WEIGHTS = [0, 20, 22.5, 40, 60] as const;
/** Set types, warm-ups twice as likely: they must never reach the summary. */
const TYPES = ['calentamiento', 'calentamiento', 'trabajo', 'descendente', 'fallo'] as const;

interface Logged {
  workoutId: number;
  setId: string;
  exerciseId: number;
}

/** Both paths' records (all, and each session's beaten ones) and the summary against the sets. */
async function expectSamePaths(user: TestUser, workoutIds: number[]) {
  const db = t.database.db;
  expect(await records(db, user.id, undefined, true)).toEqual(await records(db, user.id, undefined, false));
  for (const id of workoutIds)
    expect(await records(db, user.id, id, true)).toEqual(await records(db, user.id, id, false));
  const stale = await db.execute(sql`
    with fresh as (
      select s.workout_id, we.exercise_id, s.kg::float8 as kg, max(s.repeticiones)::float8 as repeticiones,
        max(s.kg::float8 * (1 + s.repeticiones / 30.0::float8)) filter (where s.repeticiones between 1 and 10 and s.kg > 0) as e1rm,
        sum(s.kg::float8 * s.repeticiones) as volumen
      from workout_sets s join workout_exercises we on we.id = s.workout_exercise_id
      join workouts w on w.id = s.workout_id
      where w.user_id = ${user.id} and w.estado = 'terminado' and s.medida = 'repeticiones'
        and s.kg is not null and s.repeticiones is not null and s.tipo <> 'calentamiento'
      group by 1, 2, 3),
    kept as (
      select b.* from workout_weight_bests b join workouts w on w.id = b.workout_id where w.user_id = ${user.id})
    select * from fresh f full join kept k using (workout_id, exercise_id, kg)
    where f.workout_id is null or k.workout_id is null or f.repeticiones <> k.repeticiones
      or f.e1rm is distinct from k.e1rm or abs(f.volumen - k.volumen) > 1e-6`);
  expect(stale.rows).toEqual([]);
}

describe('RECORDS_SUMMARY: the summary table gives the records the sets give', () => {
  it('after random saves, finishes, edits, deletes and sessions written straight to the database', async () => {
    const rnd = random(22);
    const u = await createTestUser(t.database.db);
    const r = await copyToUser(t.app, u, (await publicTemplateIds(t.database.db))[0]!);
    const logged: Logged[] = [];
    const finished: number[] = [];
    const put = async (w: Workout, setId: string, exerciseId: number) => {
      const kg = rnd.pick(WEIGHTS);
      const res = await apiCall(t.app, u, 'PUT', `workouts/${w.id}/sets/${setId}`, {
        ejercicio_sesion_id: exerciseId,
        orden: 1,
        medida: 'repeticiones',
        repeticiones: Math.floor(rnd.next() * 14),
        kg,
        tipo: rnd.pick(TYPES),
      });
      expect([200, 201], res.body).toContain(res.statusCode);
    };
    for (let session = 0; session < 6; session++) {
      const w = await startWorkout(t.app, u, r.rutina_id);
      for (let i = 0; i < 8; i++) {
        const exerciseId = rnd.pick(w.ejercicios).id;
        const setId = randomUUID();
        await put(w, setId, exerciseId);
        logged.push({ workoutId: w.id, setId, exerciseId });
        if (rnd.next() < 0.3) await put(w, setId, exerciseId); // a retry, or a change of mind
      }
      const res = await apiCall(t.app, u, 'POST', `workouts/${w.id}/finish`, {});
      expect(res.statusCode, res.body).toBe(200);
      finished.push(w.id);
      // Editing the finished session (history): new values, another exercise, deletes, a new set.
      for (let i = 0; i < 4; i++) {
        const target = rnd.pick(logged.filter((l) => finished.includes(l.workoutId)));
        const action = rnd.next();
        if (action < 0.4) {
          const ex = (await apiCall(t.app, u, 'GET', `workouts/${target.workoutId}`)).json<Workout>().ejercicios;
          const exerciseId = rnd.next() < 0.5 ? target.exerciseId : rnd.pick(ex).id;
          await put({ id: target.workoutId } as Workout, target.setId, exerciseId);
          target.exerciseId = exerciseId;
        } else if (action < 0.6) {
          const res = await apiCall(t.app, u, 'PATCH', `workouts/${target.workoutId}/sets/${target.setId}`, {
            kg: rnd.pick(WEIGHTS),
          });
          expect([200, 404]).toContain(res.statusCode);
        } else if (action < 0.75) {
          // A set marked as a warm-up afterwards, or a warm-up as work.
          const res = await apiCall(t.app, u, 'PATCH', `workouts/${target.workoutId}/sets/${target.setId}`, {
            tipo: rnd.pick(TYPES),
          });
          expect([200, 404]).toContain(res.statusCode);
        } else {
          await apiCall(t.app, u, 'DELETE', `workouts/${target.workoutId}/sets/${target.setId}`);
        }
      }
      await expectSamePaths(u, finished);
    }
    const ex = (await t.database.db.execute<{ id: number }>(sql`select id from exercises order by id limit 3`)).rows;
    const inRoutine = new Set(r.ejercicios.map((e) => e.id_ejercicio_catalogo));
    const all = (await t.database.db.execute<{ id: number }>(sql`select id from exercises order by id limit 100`)).rows;
    const onlyWarm = Number(
      all.find((e) => !inRoutine.has(Number(e.id)) && ![0, 1].some((i) => ex[i]!.id === e.id))!.id,
    );
    finished.push(
      await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-05T10:00:00Z'), [
        { exerciseId: Number(ex[0]!.id), repeticiones: 8, kg: 60 },
        { exerciseId: Number(ex[0]!.id), repeticiones: 10, kg: 60 },
        { exerciseId: Number(ex[1]!.id), repeticiones: 3, kg: 100 },
        { exerciseId: Number(ex[1]!.id), repeticiones: 12, kg: 50, tipo: 'calentamiento' },
        { exerciseId: onlyWarm, repeticiones: 10, kg: 41.25, tipo: 'calentamiento' },
      ]),
    );
    await expectSamePaths(u, finished);
    const gone = finished.splice(1, 1)[0]!;
    expect((await apiCall(t.app, u, 'DELETE', `workouts/${gone}`)).statusCode).toBe(200);
    await expectSamePaths(u, finished);
    expect((await records(t.database.db, u.id)).length).toBeGreaterThan(3);
    // Not vacuous: warm-ups were written, and none of them is in a record or the summary.
    const warm = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from workout_sets s
      join workouts w on w.id = s.workout_id where w.user_id = ${u.id} and s.tipo = 'calentamiento'`);
    expect(Number(warm.rows[0]!.n)).toBeGreaterThan(5);
    expect((await records(t.database.db, u.id)).map((x) => x.id_ejercicio_catalogo)).not.toContain(onlyWarm);
  });

  it("migration 0009's backfill summarises the sessions finished before it", async () => {
    const u = await createTestUser(t.database.db);
    const ex = (await t.database.db.execute<{ id: number }>(sql`select id from exercises order by id limit 2`)).rows;
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        await insertFinishedWorkout(t.database.db, u.id, new Date(Date.UTC(2026, 0, 5 + 7 * i, 10)), [
          { exerciseId: Number(ex[0]!.id), repeticiones: 8 + i, kg: 60 + i * 2.5 },
          { exerciseId: Number(ex[0]!.id), repeticiones: 6, kg: 60 + i * 2.5 },
          { exerciseId: Number(ex[1]!.id), repeticiones: 12 - i, kg: 20 },
        ]),
      );
    // As before the migration: sessions and sets, no summary.
    await t.database.db.execute(sql`delete from workout_weight_bests b using workouts w
      where w.id = b.workout_id and w.user_id = ${u.id}`);
    expect(await records(t.database.db, u.id)).toEqual([]);
    const file = fs.readFileSync(path.join(migrationsFolder(), '0009_workout_weight_bests.sql'), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('workout_weight_bests_compute');
    await t.database.db.execute(sql.raw(backfill));
    await expectSamePaths(u, ids);
    expect((await records(t.database.db, u.id)).length).toBeGreaterThan(0);
  });

  it('RECORDS_SUMMARY (default 1) switches GET /progress/records; 0 answers the same from the sets', async () => {
    expect(loadConfig({}).recordsSummary).toBe(true);
    expect(loadConfig({ RECORDS_SUMMARY: '0' }).recordsSummary).toBe(false);
    const plain = await buildApp({
      config: { ...t.config, recordsSummary: false },
      database: t.database,
      logger: false,
    });
    try {
      const u = await createTestUser(t.database.db);
      const ex = (await t.database.db.execute<{ id: number }>(sql`select id from exercises order by id limit 1`)).rows;
      await insertFinishedWorkout(t.database.db, u.id, new Date('2026-02-02T10:00:00Z'), [
        { exerciseId: Number(ex[0]!.id), repeticiones: 5, kg: 80 },
      ]);
      const fast = await apiCall(t.app, u, 'GET', 'progress/records');
      expect(fast.json()).toHaveLength(3);
      expect((await apiCall(plain, u, 'GET', 'progress/records')).body).toBe(fast.body);
    } finally {
      await plain.close();
    }
  });
});
