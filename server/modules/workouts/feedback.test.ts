import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  muscleRecovery,
  readiness,
  workoutFeedback,
  type Readiness,
  type WorkoutFeedback,
} from '../../../src/lib/contract-feedback';
import type { Workout } from '../../../src/lib/contract-training';
import { users, workoutExercises, workoutFeedback as feedbackTable, workoutReadiness } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { logSet, startWorkout } from '../../test/workouts';

let t: TestApp;
let template: number;
beforeAll(async () => {
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(() => t.close());

/** A user with a session in progress from a template routine. */
async function session(): Promise<{ user: TestUser; workout: Workout }> {
  const user = await createTestUser(t.database.db);
  const routine = await copyToUser(t.app, user, template);
  return { user, workout: await startWorkout(t.app, user, routine.rutina_id) };
}
/** A session with one work set logged on each of its exercises: every muscle of it trained. */
async function trainedSession(): Promise<{ user: TestUser; workout: Workout }> {
  const s = await session();
  for (const e of s.workout.ejercicios) await logSet(t.app, s.user, s.workout.id, workSet(e));
  return s;
}
/** A work set on `e`, in its measure. */
const workSet = (e: Workout['ejercicios'][number]) => ({
  ejercicio_sesion_id: e.id,
  medida: e.medida,
  ...(e.medida === 'tiempo'
    ? { segundos: 30 }
    : e.medida === 'distancia'
      ? { metros: 400 }
      : { repeticiones: 8, kg: 20 }),
});
const feedback = (who: TestUser | null, id: number, body?: unknown) =>
  call(t.app, who, body === undefined ? 'GET' : 'PUT', `workouts/${id}/feedback`, body);
const ready = (who: TestUser | null, id: number, body?: unknown) =>
  call(t.app, who, body === undefined ? 'GET' : 'PUT', `workouts/${id}/readiness`, body);
const targets = async (who: TestUser, id: number) =>
  (await call(t.app, who, 'GET', `workouts/${id}`))
    .json<Workout>()
    .ejercicios.map((e) => [e.series_objetivo, e.rir_objetivo]);

describe('feedback per muscle (GET and PUT /api/workouts/{id}/feedback)', () => {
  it('asks about the muscles the session trained, answers null until given', async () => {
    const { user, workout } = await trainedSession();
    const res = await feedback(user, workout.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = workoutFeedback.parse(res.json());
    expect(body.workout_id).toBe(workout.id);
    expect(body.actualizado_en).toBeNull();
    expect(body.musculos.length).toBeGreaterThan(0);
    expect(body.musculos.every((m) => m.entrenado && m.bombeo === null && m.carga === null)).toBe(true);
    expect(new Set(body.musculos.map((m) => m.grupo_muscular_id)).size).toBe(body.musculos.length);
  });

  it('asks only about what was worked: not an exercise left untouched, nor one only warmed up', async () => {
    const { user, workout } = await session();
    const asked = async () => workoutFeedback.parse((await feedback(user, workout.id)).json()).musculos;
    expect(await asked()).toEqual([]);
    const [first, second] = workout.ejercicios;
    await logSet(t.app, user, workout.id, { ...workSet(first!), tipo: 'calentamiento' });
    expect(await asked()).toEqual([]);
    await logSet(t.app, user, workout.id, workSet(second!));
    const trained = await asked();
    expect(trained.length).toBeGreaterThan(0);
    expect(trained.every((m) => m.entrenado)).toBe(true);
    const all = await trainedSession();
    const everyGroup = workoutFeedback.parse((await feedback(all.user, all.workout.id)).json()).musculos;
    expect(trained.length).toBeLessThan(everyGroup.length);
  });

  it('replaces the answers; the same PUT again changes nothing; a muscle left out loses its answers', async () => {
    const { user, workout } = await trainedSession();
    const trained = workoutFeedback.parse((await feedback(user, workout.id)).json()).musculos;
    const first = trained[0]!.grupo_muscular_id;
    const body = {
      musculos: [
        { grupo_muscular_id: first, bombeo: 1, agujetas: 0, dolor: 'ninguno', carga: 'justa' },
        { grupo_muscular_id: 10, bombeo: null, agujetas: 2 },
      ],
    };
    const res = await feedback(user, workout.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<WorkoutFeedback>();
    expect(saved.musculos.find((m) => m.grupo_muscular_id === first)).toMatchObject({
      entrenado: true,
      bombeo: 1,
      agujetas: 0,
      dolor: 'ninguno',
      carga: 'justa',
    });
    expect(saved.musculos.at(-1)).toMatchObject({ grupo_muscular_id: 10, grupo_muscular: 'Antebrazos', agujetas: 2 });
    expect(saved.actualizado_en).not.toBeNull();
    const again = await feedback(user, workout.id, body);
    expect(again.json<WorkoutFeedback>().musculos).toEqual(saved.musculos);
    expect(
      await t.database.db.select().from(feedbackTable).where(eq(feedbackTable.workoutId, workout.id)),
    ).toHaveLength(2);

    const fewer = await feedback(user, workout.id, { musculos: [{ grupo_muscular_id: first, carga: 'demasiada' }] });
    expect(fewer.json<WorkoutFeedback>().musculos.find((m) => m.grupo_muscular_id === first)).toMatchObject({
      bombeo: null,
      carga: 'demasiada',
    });
    expect(fewer.json<WorkoutFeedback>().musculos.some((m) => m.grupo_muscular_id === 10)).toBe(false);
    const none = await feedback(user, workout.id, { musculos: [] });
    expect(none.json<WorkoutFeedback>().actualizado_en).toBeNull();
  });

  it('which joint hurt: kept with a joint pain answer, dropped without one; older clients that never send it keep working', async () => {
    const { user, workout } = await trainedSession();
    const res = await feedback(user, workout.id, {
      musculos: [
        { grupo_muscular_id: 1, dolor: 'me_paro', articulacion: 'hombro' },
        { grupo_muscular_id: 2, dolor: 'ninguno', articulacion: 'muneca' },
        { grupo_muscular_id: 12, dolor: 'algo' },
        { grupo_muscular_id: 7, carga: 'justa', articulacion: 'rodilla' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = workoutFeedback.parse(res.json()).musculos;
    const joint = (id: number) => saved.find((m) => m.grupo_muscular_id === id)?.articulacion;
    expect([joint(1), joint(2), joint(12), joint(7)]).toEqual(['hombro', null, null, null]);
    const rows = await t.database.db.select().from(feedbackTable).where(eq(feedbackTable.workoutId, workout.id));
    const byGroup = [...rows].sort((a, b) => a.grupoMuscularId - b.grupoMuscularId);
    expect(byGroup.map((r) => [r.grupoMuscularId, r.articulacion])).toEqual([
      [1, 'hombro'],
      [2, null],
      [7, null],
      [12, null],
    ]);
    // An older client's body (no joint) replaces it with none.
    const old = await feedback(user, workout.id, { musculos: [{ grupo_muscular_id: 1, dolor: 'me_paro' }] });
    expect(old.statusCode).toBe(200);
    expect(old.json<WorkoutFeedback>().musculos.find((m) => m.grupo_muscular_id === 1)).toMatchObject({
      dolor: 'me_paro',
      articulacion: null,
    });
  });

  it('a joint named turns up in the recovery reason', async () => {
    const { user, workout } = await trainedSession();
    await feedback(user, workout.id, { musculos: [{ grupo_muscular_id: 12, dolor: 'algo', articulacion: 'rodilla' }] });
    const body = muscleRecovery.parse((await call(t.app, user, 'GET', 'progress/recovery')).json());
    expect(body.grupos.find((g) => g.id === 12)!.motivo).toMatch(/^Molestias en la rodilla el \d\d-\d\d$/);
  });

  it('refuses bad answers with a Spanish message, never a 500', async () => {
    const { user, workout } = await trainedSession();
    const cases: [unknown, RegExp][] = [
      [{ musculos: [{ grupo_muscular_id: 1, bombeo: 4 }] }, /^bombeo: /],
      [{ musculos: [{ grupo_muscular_id: 1, dolor: 'mucho' }] }, /^dolor: /],
      [{ musculos: [{ grupo_muscular_id: 1, dolor: 'algo', articulacion: 'codo_izquierdo' }] }, /^articulacion: /],
      [{ musculos: [{ grupo_muscular_id: 1, dolor: 'algo', articulacion: 3 }] }, /^articulacion: /],
      [{ musculos: [{ grupo_muscular_id: 1 }, { grupo_muscular_id: 1 }] }, /una vez/],
      [{ musculos: [{ grupo_muscular_id: 999 }] }, /^musculos: el grupo muscular 999 no existe$/],
      [{ musculos: [{ grupo_muscular_id: 2_147_483_648 }] }, /^grupo_muscular_id: /],
      [{}, /^musculos: /],
    ];
    for (const [body, message] of cases) {
      const res = await feedback(user, workout.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
  });

  it("another user's session is a 404 and stays unanswered", async () => {
    const { user, workout } = await trainedSession();
    const intruder = await createTestUser(t.database.db);
    for (const res of [
      await feedback(intruder, workout.id),
      await feedback(intruder, workout.id, { musculos: [{ grupo_muscular_id: 1, bombeo: 3 }] }),
      await ready(intruder, workout.id),
      await ready(intruder, workout.id, { sueno: 'mal' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Entrenamiento no encontrado', code: 'NOT_FOUND' });
    }
    expect(workoutFeedback.parse((await feedback(user, workout.id)).json()).actualizado_en).toBeNull();
    expect((await feedback(null, workout.id)).statusCode).toBe(401);
  });
});

describe('readiness (GET and PUT /api/workouts/{id}/readiness)', () => {
  it('makes the session lighter and answering again replaces the adjustment, never adds to it', async () => {
    const { user, workout } = await session();
    // RIR targets as a programme week gives them.
    await t.database.db
      .update(workoutExercises)
      .set({ rirObjetivo: 2 })
      .where(eq(workoutExercises.workoutId, workout.id));
    const before = await targets(user, workout.id);
    expect(readiness.parse((await ready(user, workout.id)).json())).toMatchObject({ ajuste: 'ninguno', sueno: null });

    const bad = await ready(user, workout.id, { sueno: 'mal', estres: 'alto', cuerpo: 'normal' });
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json<Readiness>()).toEqual({
      workout_id: workout.id,
      sueno: 'mal',
      estres: 'alto',
      cuerpo: 'normal',
      ajuste: 'serie',
      motivo: 'Hoy, una serie menos en cada ejercicio: dormiste mal y tienes mucho estrés.',
    });
    expect(await targets(user, workout.id)).toEqual(before.map(([s, r]) => [Math.max(1, s! - 1), r]));
    // The outbox may send it twice.
    expect((await ready(user, workout.id, { sueno: 'mal', estres: 'alto', cuerpo: 'normal' })).statusCode).toBe(200);
    expect(await targets(user, workout.id)).toEqual(before.map(([s, r]) => [Math.max(1, s! - 1), r]));

    const tired = await ready(user, workout.id, { cuerpo: 'cansado' });
    expect(tired.json<Readiness>()).toMatchObject({ ajuste: 'rir', sueno: null });
    expect(await targets(user, workout.id)).toEqual(before.map(([s]) => [s, 3]));

    const fine = await ready(user, workout.id, {});
    expect(fine.json<Readiness>()).toMatchObject({ ajuste: 'ninguno', motivo: '' });
    expect(await targets(user, workout.id)).toEqual(before);
  });

  it('once the session is finished: the same answers again are fine, others a 409', async () => {
    const { user, workout } = await session();
    await ready(user, workout.id, { cuerpo: 'cansado' });
    const done = await call(t.app, user, 'POST', `workouts/${workout.id}/finish`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect((await ready(user, workout.id, { cuerpo: 'cansado' })).statusCode).toBe(200);
    const late = await ready(user, workout.id, { cuerpo: 'fresco' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/^El entrenamiento ya terminó/);
  });

  it('refuses unknown answers with a Spanish message', async () => {
    const { user, workout } = await session();
    const res = await ready(user, workout.id, { sueno: 'fatal' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^sueno: /);
  });
});

describe('recovery at a glance (GET /api/progress/recovery)', () => {
  it('each lifter group, in the progress screen order, with its latest feedback', async () => {
    const { user, workout } = await session();
    const empty = muscleRecovery.parse((await call(t.app, user, 'GET', 'progress/recovery?tz=Europe/Madrid')).json());
    const muscles = (await call(t.app, user, 'GET', 'progress/muscles?semanas=1')).json<{
      grupos: { id: number; clave: string; nombre: string }[];
    }>();
    expect(empty.grupos.map(({ id, clave, nombre }) => ({ id, clave, nombre }))).toEqual(
      muscles.grupos.slice(0, empty.grupos.length).map(({ id, clave, nombre }) => ({ id, clave, nombre })),
    );
    expect(empty.grupos.every((g) => g.estado === 'sin_datos' && g.fecha === null)).toBe(true);
    await feedback(user, workout.id, {
      musculos: [
        { grupo_muscular_id: 1, dolor: 'algo' },
        { grupo_muscular_id: 2, agujetas: 3 },
        { grupo_muscular_id: 12, agujetas: 0, bombeo: 2 },
      ],
    });
    const body = muscleRecovery.parse((await call(t.app, user, 'GET', 'progress/recovery')).json());
    const state = (id: number) => body.grupos.find((g) => g.id === id)!;
    expect(state(1)).toMatchObject({
      estado: 'dolor',
      motivo: expect.stringMatching(/^Molestias articulares el \d\d-\d\d$/),
    });
    expect(state(2)).toMatchObject({ estado: 'cargado', motivo: expect.stringMatching(/^Agujetas fuertes el /) });
    expect(state(12)).toMatchObject({ estado: 'recuperado' });
    expect(state(5)).toMatchObject({ estado: 'sin_datos', motivo: '' });
    const bad = await call(t.app, user, 'GET', 'progress/recovery?tz=Marte/Olimpo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^tz: /);
  });
});

describe('feedback in the export and gone with the account', () => {
  it('the export holds the caller’s feedback and readiness only; deleting the user deletes them', async () => {
    const mine = await session();
    const theirs = await session();
    await feedback(mine.user, mine.workout.id, { musculos: [{ grupo_muscular_id: 1, bombeo: 2, carga: 'facil' }] });
    await ready(mine.user, mine.workout.id, { sueno: 'regular' });
    await feedback(theirs.user, theirs.workout.id, { musculos: [{ grupo_muscular_id: 2, agujetas: 3 }] });
    const res = await call(t.app, mine.user, 'GET', 'users/me/export.json');
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<{
      valoraciones_musculares: object[];
      preparacion_sesiones: object[];
      ajustes_programas: object[];
    }>();
    expect(doc.valoraciones_musculares).toEqual([
      expect.objectContaining({
        workout_id: mine.workout.id,
        grupo_muscular_id: 1,
        bombeo: 2,
        carga: 'facil',
        agujetas: null,
        articulacion: null,
      }),
    ]);
    expect(doc.preparacion_sesiones).toEqual([
      expect.objectContaining({ workout_id: mine.workout.id, sueno: 'regular', ajuste: 'ninguno' }),
    ]);
    expect(doc.ajustes_programas).toEqual([]);

    await t.database.db.delete(users).where(eq(users.id, mine.user.id));
    expect(
      await t.database.db.select().from(feedbackTable).where(eq(feedbackTable.workoutId, mine.workout.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(workoutReadiness).where(eq(workoutReadiness.workoutId, mine.workout.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(feedbackTable).where(eq(feedbackTable.workoutId, theirs.workout.id)),
    ).toHaveLength(1);
  });
});
