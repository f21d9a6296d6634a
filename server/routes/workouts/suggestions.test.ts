import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workout, type Workout, type WorkoutExercise } from '../../../src/lib/contract-training';
import { exercises, userRoutineExercises } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { callAs, logSet, startWorkout } from '../../test/workouts';

/**
 * `sugerencia` (docs/PRODUCT.md §16, issue 23 item 3): sessions logged through the API, then the
 * next session's advice. The rule's every branch is in server/domain/training/progression.test.ts.
 */

let t: TestApp;
let template: number;
/** Catalogue ids by name. */
const ids = new Map<string, number>();
const BENCH = 'Press de banca con barra';
const SQUAT = 'Sentadilla trasera con barra';
const PUSH_UPS = 'Flexiones';
const PLANK = 'Plancha frontal';

beforeAll(async () => {
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
  const rows = await t.database.db
    .select({ id: exercises.id, nombre: exercises.nombre })
    .from(exercises)
    .where(inArray(exercises.nombre, [BENCH, SQUAT, PUSH_UPS, PLANK]));
  for (const r of rows) ids.set(r.nombre, r.id);
  expect(ids.size).toBe(4);
});
afterAll(() => t.close());

/** A user whose routine is bench 3 x 12, squat 3 x 10, push-ups 3 x 12 and a plank 3 x 30. */
async function athlete(): Promise<{ u: TestUser; rutinaId: number }> {
  const u = await createTestUser(t.database.db);
  const r = await copyToUser(t.app, u, template);
  const db = t.database.db;
  await db.delete(userRoutineExercises).where(eq(userRoutineExercises.userRoutineId, r.rutina_id));
  await db.insert(userRoutineExercises).values(
    [
      [BENCH, 12],
      [SQUAT, 10],
      [PUSH_UPS, 12],
      [PLANK, 30],
    ].map(([nombre, repeticiones], i) => ({
      userRoutineId: r.rutina_id,
      exerciseId: ids.get(nombre as string)!,
      orden: i + 1,
      series: 3,
      repeticiones: repeticiones as number,
    })),
  );
  return { u, rutinaId: r.rutina_id };
}

const byName = (w: Workout, nombre: string): WorkoutExercise => w.ejercicios.find((e) => e.nombre === nombre)!;

type Logged = Record<string, Array<[number, number] | number>>;

/** Three sets of `reps` × `kg`. */
const threeTimes = (reps: number, kg: number): Array<[number, number]> => [1, 2, 3].map(() => [reps, kg]);

/** One session: start, log `sets` (`[reps, kg]` or seconds), finish; answers the session. */
async function train(u: TestUser, rutinaId: number, sets: Logged): Promise<Workout> {
  const w = await startWorkout(t.app, u, rutinaId);
  for (const [nombre, list] of Object.entries(sets)) {
    const ex = byName(w, nombre);
    for (const [i, value] of list.entries()) {
      const values = Array.isArray(value)
        ? { medida: 'repeticiones' as const, repeticiones: value[0], kg: value[1] }
        : { medida: 'tiempo' as const, segundos: value };
      await logSet(t.app, u, w.id, { ejercicio_sesion_id: ex.id, orden: i + 1, ...values });
    }
  }
  const res = await callAs(t.app, u, 'POST', `workouts/${w.id}/finish`, {});
  expect(res.statusCode, res.body).toBe(200);
  return w;
}

const motivos = (w: Workout) => Object.fromEntries(w.ejercicios.map((e) => [e.nombre, e.sugerencia?.motivo]));

describe('sugerencia on the session exercises', () => {
  it('first time for every exercise, with the advice that fits its measure and equipment', async () => {
    const { u, rutinaId } = await athlete();
    const w = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(w.ejercicios.map((e) => e.sugerencia?.accion)).toEqual([
      'primera_vez',
      'primera_vez',
      'primera_vez',
      'primera_vez',
    ]);
    expect(motivos(w)).toEqual({
      [BENCH]: 'Primera vez: elige un peso con el que te sobren 2-3 repeticiones',
      [SQUAT]: 'Primera vez: elige un peso con el que te sobren 2-3 repeticiones',
      [PUSH_UPS]: 'Primera vez: haz las repeticiones que puedas con buena técnica, dejando 2-3 en reserva',
      [PLANK]: 'Primera vez: anota el tiempo que aguantas con buena técnica',
    });
  });

  it('all sets at the top: +2.5 kg upper body, +5 kg lower body, one more repetition, more seconds', async () => {
    const { u, rutinaId } = await athlete();
    await train(u, rutinaId, {
      [BENCH]: threeTimes(12, 60),
      [SQUAT]: [
        [10, 100],
        [10, 100],
        [11, 100],
      ],
      [PUSH_UPS]: [
        [12, 0],
        [13, 0],
        [12, 0],
      ],
      [PLANK]: [30, 40, 30],
    });
    const next = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(byName(next, BENCH).sugerencia).toEqual({
      accion: 'subir',
      kg: 62.5,
      repeticiones: 8,
      motivo: 'Sube a 62,5 kg: completaste 3 x 12',
    });
    expect(byName(next, SQUAT).sugerencia).toMatchObject({
      accion: 'subir',
      kg: 105,
      motivo: 'Sube a 105 kg: completaste 3 x 10',
    });
    expect(byName(next, PUSH_UPS).sugerencia).toMatchObject({ accion: 'subir', kg: null, repeticiones: 13 });
    expect(byName(next, PLANK).sugerencia).toMatchObject({
      accion: 'subir',
      motivo: 'Sube a 35 s: completaste 3 x 30 s',
    });
    // The same advice on every read of the session.
    const current = await callAs(t.app, u, 'GET', 'workouts/current');
    expect(current.json<{ workout: Workout }>().workout.ejercicios).toEqual(next.ejercicios);
    const read = await callAs(t.app, u, 'GET', `workouts/${next.id}`);
    expect(read.json<Workout>().ejercicios).toEqual(next.ejercicios);
  });

  it('holds after a session below target and lightens after two in a row', async () => {
    const { u, rutinaId } = await athlete();
    await train(u, rutinaId, {
      [BENCH]: threeTimes(12, 60),
    });
    const second = await train(u, rutinaId, {
      [BENCH]: [
        [12, 62.5],
        [10, 62.5],
        [6, 62.5],
      ],
    });
    expect(byName(second, BENCH).sugerencia?.kg).toBe(62.5);
    const third = await train(u, rutinaId, {
      [BENCH]: [
        [10, 62.5],
        [7, 62.5],
      ],
    });
    expect(byName(third, BENCH).sugerencia).toMatchObject({
      accion: 'mantener',
      kg: 62.5,
      motivo: 'Mantén 62,5 kg: te faltaron repeticiones en 2 series',
    });
    const fourth = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(byName(fourth, BENCH).sugerencia).toEqual({
      accion: 'bajar',
      kg: 57.5,
      repeticiones: 12,
      motivo: 'Baja a 57,5 kg: dos sesiones seguidas por debajo del objetivo',
    });
    // A finished session read later keeps the advice it had: from the sessions before it.
    const again = await callAs(t.app, u, 'GET', `workouts/${second.id}`);
    expect(byName(again.json<Workout>(), BENCH).sugerencia).toMatchObject({ accion: 'subir', kg: 62.5 });
  });

  it('counts only the user’s finished sessions that logged the exercise', async () => {
    const { u, rutinaId } = await athlete();
    const other = await athlete();
    await train(other.u, other.rutinaId, {
      [BENCH]: threeTimes(12, 80),
    });
    // Finished without bench sets: it says nothing about the bench.
    await train(u, rutinaId, {
      [BENCH]: threeTimes(12, 40),
    });
    await train(u, rutinaId, { [SQUAT]: [[5, 100]] });
    const inProgress = await startWorkout(t.app, u, rutinaId);
    await logSet(t.app, u, inProgress.id, {
      ejercicio_sesion_id: byName(inProgress, BENCH).id,
      repeticiones: 3,
      kg: 40,
    });
    const read = await callAs(t.app, u, 'GET', `workouts/${inProgress.id}`);
    const w = read.json<Workout>();
    expect(byName(w, BENCH).sugerencia).toMatchObject({ accion: 'subir', kg: 42.5 });
    expect(byName(w, SQUAT).sugerencia).toMatchObject({
      accion: 'mantener',
      kg: 100,
      motivo: 'Mantén 100 kg: hiciste 1 de 3 series',
    });
  });
});
