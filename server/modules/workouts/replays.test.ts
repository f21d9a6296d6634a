import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout, WorkoutSet } from '../../../src/lib/contract-training';
import { workouts, workoutSets } from '../../db/schema';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { startWorkout } from '../../test/workouts';

/** Replays that arrive after a delete, and edits that arrive out of order. */
let t: TestApp;
let template: number;

beforeAll(async () => {
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(() => t.close());

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  apiCall(t.app, who, method, url, payload);

async function userWithRoutine() {
  const u = await createTestUser(t.database.db);
  return { u, r: await copyToUser(t.app, u, template) };
}

describe('a start replayed after its session was deleted', () => {
  it('answers 410 with a clear message and starts nothing: the cliente_id stays spent', async () => {
    const { u, r } = await userWithRoutine();
    const body = { rutina_id: r.rutina_id, cliente_id: randomUUID() };
    const first = await call(u, 'POST', 'workouts', body);
    expect(first.statusCode, first.body).toBe(201);
    expect((await call(u, 'DELETE', `workouts/${first.json<Workout>().id}`)).statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      const replay = await call(u, 'POST', 'workouts', body);
      expect(replay.statusCode, replay.body).toBe(410);
      expect(replay.json()).toEqual({ message: M.startDeleted, code: 'WORKOUT_DELETED' });
    }
    expect((await call(u, 'GET', 'workouts/current')).json()).toEqual({ workout: null });
    expect(await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id))).toHaveLength(0);
    // Nothing blocks the next real start.
    expect((await call(u, 'POST', 'workouts', { ...body, cliente_id: randomUUID() })).statusCode).toBe(201);
  });

  it("is the deleting user's alone: another user's start with that cliente_id is not refused", async () => {
    const a = await userWithRoutine();
    const b = await userWithRoutine();
    const clienteId = randomUUID();
    const mine = await call(a.u, 'POST', 'workouts', { rutina_id: a.r.rutina_id, cliente_id: clienteId });
    expect((await call(a.u, 'DELETE', `workouts/${mine.json<Workout>().id}`)).statusCode).toBe(200);
    const other = await call(b.u, 'POST', 'workouts', { rutina_id: b.r.rutina_id, cliente_id: clienteId });
    expect(other.statusCode, other.body).toBe(201);
  });
});

describe('edits of one set arriving out of order', () => {
  async function oneSet() {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    const id = randomUUID();
    const base = { ejercicio_sesion_id: w.ejercicios[0]!.id, orden: 1, medida: 'repeticiones', repeticiones: 8 };
    const put = (kg: number, editada_en?: string) =>
      call(u, 'PUT', `workouts/${w.id}/sets/${id}`, { ...base, kg, ...(editada_en ? { editada_en } : {}) });
    const stored = async () => (await t.database.db.select().from(workoutSets).where(eq(workoutSets.id, id)))[0]!;
    return { u, w, id, put, stored };
  }
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  it('kg 50 -> 60 -> a late retry of 50: the newest edit by device time wins (60), answered 200 unchanged', async () => {
    const { put, stored } = await oneSet();
    const t1 = ago(60_000);
    const t2 = ago(30_000);
    expect((await put(50, t1)).statusCode).toBe(201);
    const sixty = await put(60, t2);
    expect(sixty.statusCode).toBe(200);
    const late = await put(50, t1);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<WorkoutSet>()).toEqual(sixty.json<WorkoutSet>());
    expect((await stored()).kg).toBe(60);
    // A newer edit still goes through.
    expect((await put(65, ago(1_000))).json<WorkoutSet>().kg).toBe(65);
  });

  it('a PATCH older than the stored edit changes nothing either; without editada_en it is an edit of now', async () => {
    const { u, w, id, put, stored } = await oneSet();
    expect((await put(60, ago(30_000))).statusCode).toBe(201);
    const stale = await call(u, 'PATCH', `workouts/${w.id}/sets/${id}`, { kg: 40, editada_en: ago(90_000) });
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json<WorkoutSet>().kg).toBe(60);
    // The history's edit dialog sends no time: it is an edit made now, so it wins...
    const typed = await call(u, 'PATCH', `workouts/${w.id}/sets/${id}`, { kg: 62.5 });
    expect(typed.json<WorkoutSet>().kg).toBe(62.5);
    // ...and a queued edit from before it, arriving later, does not undo it.
    expect((await put(70, ago(10_000))).json<WorkoutSet>().kg).toBe(62.5);
    expect((await stored()).kg).toBe(62.5);
  });

  it('racing deliveries of an old and a new edit always leave the new one', async () => {
    const { put, stored } = await oneSet();
    const older = ago(20_000);
    const newer = ago(10_000);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([put(60, newer), put(50, older), put(60, newer), put(50, older)]);
      expect(answers.every((a) => a.statusCode < 300)).toBe(true);
      expect((await stored()).kg).toBe(60);
    }
  });

  it('a set id of another session is still refused (404), even with an old editada_en', async () => {
    const a = await oneSet();
    expect((await a.put(50, ago(1_000))).statusCode).toBe(201);
    const { u, r } = await userWithRoutine();
    const other = await startWorkout(t.app, u, r.rutina_id);
    const res = await call(u, 'PUT', `workouts/${other.id}/sets/${a.id}`, {
      ejercicio_sesion_id: other.ejercicios[0]!.id,
      orden: 1,
      medida: 'repeticiones',
      repeticiones: 1,
      kg: 1,
      editada_en: ago(60_000),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect((await a.stored()).kg).toBe(50);
  });
});
