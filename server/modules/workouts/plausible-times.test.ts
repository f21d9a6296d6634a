import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout, WorkoutSet } from '../../../src/lib/contract-training';
import { exercises, workouts, workoutSets } from '../../db/schema';
import { LIVE_WINDOW_DAYS } from '../../domain/training/plausible-time';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { insertFinishedWorkout, startWorkout } from '../../test/workouts';

/**
 * What the client says happened must be plausible. An offline start dated 1970
 * (a phone whose clock reset to the Unix epoch) was accepted: a 57-year session. Every instant the
 * client sends (a start, a set's time, a finish, an edit's time) lies within the last
 * LIVE_WINDOW_DAYS days and is not in the future.
 */
let t: TestApp;
let template: number;

beforeAll(async () => {
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(() => t.close());

const call = (who: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  apiCall(t.app, who, method, url, payload);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const EPOCH = '1970-01-01T00:00:00.000Z';
const tooOld = (field: string) =>
  `${field}: no puede ser de hace más de ${LIVE_WINDOW_DAYS} días (revisa la fecha y la hora del dispositivo)`;

async function userWithRoutine() {
  const u = await createTestUser(t.database.db);
  return { u, r: await copyToUser(t.app, u, template) };
}

const start = (u: TestUser, rutinaId: number, iniciado_en?: string) =>
  call(u, 'POST', 'workouts', { rutina_id: rutinaId, cliente_id: randomUUID(), iniciado_en });

describe('a start', () => {
  it.each([EPOCH, '2001-09-09T01:46:40.000Z', daysAgo(LIVE_WINDOW_DAYS + 1)])(
    'dated %s is a 400 naming iniciado_en, and starts nothing',
    async (at) => {
      const { u, r } = await userWithRoutine();
      const res = await start(u, r.rutina_id, at);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: tooOld('iniciado_en'), code: 'VALIDATION' });
      expect(await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id))).toHaveLength(0);
    },
  );

  it(`within the last ${LIVE_WINDOW_DAYS} days is accepted (an outbox that waited weeks still delivers)`, async () => {
    const { u, r } = await userWithRoutine();
    const at = daysAgo(LIVE_WINDOW_DAYS - 1);
    const res = await start(u, r.rutina_id, at);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Workout>().iniciado_en).toBe(at);
  });
});

describe("a set's completada_en and a finish's terminado_en", () => {
  it('an epoch-dated set is refused on PUT and PATCH; an old stored set still takes a PATCH without one', async () => {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    const body = {
      ejercicio_sesion_id: w.ejercicios[0]!.id,
      orden: 1,
      medida: 'repeticiones',
      repeticiones: 8,
      kg: 50,
    };
    const id = randomUUID();
    const bad = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, { ...body, completada_en: EPOCH });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toEqual({ message: tooOld('completada_en'), code: 'VALIDATION' });
    expect(await t.database.db.select().from(workoutSets).where(eq(workoutSets.workoutId, w.id))).toHaveLength(0);
    expect((await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, body)).statusCode).toBe(201);
    const patched = await call(u, 'PATCH', `workouts/${w.id}/sets/${id}`, { completada_en: daysAgo(400) });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json<{ message: string }>().message).toBe(tooOld('completada_en'));

    // A set of a session two years back (imported history): the history's edit dialog changes
    // its kg and sends no time, so the stored one is kept and nothing is refused.
    const [ex] = await t.database.db.select({ id: exercises.id }).from(exercises).limit(1);
    const old = await insertFinishedWorkout(t.database.db, u.id, new Date(daysAgo(730)), [
      { exerciseId: ex!.id, repeticiones: 5, kg: 80 },
    ]);
    const [stored] = await t.database.db.select().from(workoutSets).where(eq(workoutSets.workoutId, old));
    const edit = await call(u, 'PATCH', `workouts/${old}/sets/${stored!.id}`, { kg: 82.5 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<WorkoutSet>()).toMatchObject({ kg: 82.5, completada_en: stored!.completadaEn.toISOString() });
  });

  it('a finish dated before the window is refused even when the session began earlier still', async () => {
    const u = await createTestUser(t.database.db);
    // A session left in progress since long ago (written before this rule existed).
    const [w] = await t.database.db
      .insert(workouts)
      .values({ userId: u.id, clienteId: randomUUID(), nombre: 'Olvidado', iniciadoEn: new Date(daysAgo(200)) })
      .returning({ id: workouts.id });
    const res = await call(u, 'POST', `workouts/${w!.id}/finish`, { terminado_en: daysAgo(150) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(tooOld('terminado_en'));
    // Finishing it now (the default) is still possible.
    const now = await call(u, 'POST', `workouts/${w!.id}/finish`, {});
    expect(now.statusCode, now.body).toBe(200);
  });
});
