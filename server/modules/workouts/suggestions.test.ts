import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workout, type SetType, type Workout, type WorkoutExercise } from '../../../src/lib/contract-training';
import { exercises, userRoutineExercises, workoutExercises, workouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { logSet, startWorkout } from '../../test/workouts';
import { SESSIONS_READ } from '../../domain/training/suggestion-input';

/**
 * `sugerencia` (docs/PRODUCT.md §16): sessions logged through the API, then the
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

/** `[reps, kg]`, `[reps, kg, tipo]` or `[reps, kg, tipo, rir]` sets, or seconds. */
type LoggedValue = [number, number] | [number, number, SetType] | [number, number, SetType, number] | number;
type Logged = Record<string, LoggedValue[]>;

/** Three sets of `reps` × `kg`. */
const threeTimes = (reps: number, kg: number): Array<[number, number]> => [1, 2, 3].map(() => [reps, kg]);

/**
 * One session: start (at `startedAt`, else now), log `sets`, finish; answers the session. `before`
 * runs between the start and the first set (a change the test makes to the session's row).
 */
async function train(
  u: TestUser,
  rutinaId: number,
  sets: Logged,
  opts: { startedAt?: Date; before?: (w: Workout) => Promise<void> } = {},
): Promise<Workout> {
  const w = opts.startedAt ? await startAt(u, rutinaId, opts.startedAt) : await startWorkout(t.app, u, rutinaId);
  await opts.before?.(w);
  for (const [nombre, list] of Object.entries(sets)) {
    const ex = byName(w, nombre);
    for (const [i, value] of list.entries()) {
      const values = Array.isArray(value)
        ? {
            medida: 'repeticiones' as const,
            repeticiones: value[0],
            kg: value[1],
            tipo: value[2] ?? 'trabajo',
            rir: value[3] ?? null,
          }
        : { medida: 'tiempo' as const, segundos: value };
      const at = opts.startedAt
        ? { completada_en: new Date(opts.startedAt.getTime() + (i + 1) * 60_000).toISOString() }
        : {};
      await logSet(t.app, u, w.id, { ejercicio_sesion_id: ex.id, orden: i + 1, ...values, ...at });
    }
  }
  const end = opts.startedAt ? { terminado_en: new Date(opts.startedAt.getTime() + 3_600_000).toISOString() } : {};
  const res = await apiCall(t.app, u, 'POST', `workouts/${w.id}/finish`, end);
  expect(res.statusCode, res.body).toBe(200);
  return w;
}

/** A session started at `at` (a start the outbox sends later keeps its device time). */
async function startAt(u: TestUser, rutinaId: number, at: Date): Promise<Workout> {
  const res = await apiCall(t.app, u, 'POST', 'workouts', {
    rutina_id: rutinaId,
    cliente_id: randomUUID(),
    iniciado_en: at.toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Workout>();
}

/** The athlete's bench press as a range (a programme's routine exercise): `min`-`max`. */
async function benchRange(rutinaId: number, min: number, max: number) {
  await t.database.db
    .update(userRoutineExercises)
    .set({ repeticiones: min, repeticionesMin: min, repeticionesMax: max })
    .where(and(eq(userRoutineExercises.userRoutineId, rutinaId), eq(userRoutineExercises.exerciseId, ids.get(BENCH)!)));
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

const motivos = (w: Workout) => Object.fromEntries(w.ejercicios.map((e) => [e.nombre, e.sugerencia?.motivo]));

describe('sugerencia on a day the readiness check lightened', () => {
  it('RIR +1 or a set fewer: no load, variation or seconds added, the reason says why; answering "fine" gives the step back', async () => {
    const { u, rutinaId } = await athlete();
    await train(u, rutinaId, {
      [BENCH]: threeTimes(12, 60),
      [SQUAT]: threeTimes(10, 100),
      [PUSH_UPS]: [
        [12, 0],
        [12, 0],
        [12, 0],
      ],
      [PLANK]: [30, 30, 30],
    });
    const next = await startWorkout(t.app, u, rutinaId);
    const read = async () => workout.parse((await apiCall(t.app, u, 'GET', `workouts/${next.id}`)).json());
    const ready = (body: object) => apiCall(t.app, u, 'PUT', `workouts/${next.id}/readiness`, body);
    expect(byName(await read(), BENCH).sugerencia).toMatchObject({ accion: 'subir', kg: 62.5 });

    expect((await ready({ cuerpo: 'cansado' })).json()).toMatchObject({ ajuste: 'rir' });
    const light = await read();
    expect(light.ejercicios.map((e) => e.sugerencia?.accion)).toEqual(['mantener', 'mantener', 'mantener', 'mantener']);
    expect(byName(light, BENCH).sugerencia).toEqual({
      accion: 'mantener',
      kg: 60,
      repeticiones: 11,
      repeticiones_max: null,
      motivo:
        'Hoy mantén 60 kg y 11 repeticiones: hoy llegas con menos fuerzas y dejas una repetición más en reserva (RIR +1); subir a 62,5 kg, en la próxima sesión',
      ejercicio_siguiente: null,
    });
    expect(byName(light, SQUAT).sugerencia).toMatchObject({ kg: 100, repeticiones: 9 });
    expect(byName(light, PUSH_UPS).sugerencia).toMatchObject({ kg: null, ejercicio_siguiente: null });

    expect((await ready({ sueno: 'mal', estres: 'alto' })).json()).toMatchObject({ ajuste: 'serie' });
    const fewer = await read();
    expect(byName(fewer, BENCH).sugerencia).toMatchObject({
      accion: 'mantener',
      kg: 60,
      repeticiones: 12,
      motivo: expect.stringContaining('hoy llegas con menos fuerzas y haces una serie menos'),
    });

    await ready({ sueno: 'bien' });
    expect(byName(await read(), BENCH).sugerencia).toMatchObject({ accion: 'subir', kg: 62.5 });
  });
});

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

  it('all sets at the top: +2.5 kg upper body, +5 kg lower body, a harder variation, more seconds', async () => {
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
    // A single 12 reads as the range 10-12: the top on every set adds load and goes back to 10.
    expect(byName(next, BENCH).sugerencia).toEqual({
      accion: 'subir',
      kg: 62.5,
      repeticiones: 10,
      repeticiones_max: 12,
      motivo: 'Sube a 62,5 kg y vuelve a 10 repeticiones: completaste 3 x 12',
      ejercicio_siguiente: null,
    });
    expect(byName(next, SQUAT).sugerencia).toMatchObject({
      accion: 'subir',
      kg: 105,
      motivo: 'Sube a 105 kg y vuelve a 8 repeticiones: completaste 3 x 10',
    });
    // Push-ups at the top of their range: the next harder variation (the exercise model's), by name.
    expect(byName(next, PUSH_UPS).sugerencia).toMatchObject({
      accion: 'subir',
      kg: null,
      ejercicio_siguiente: { id: 25, nombre: 'Flexiones con pies elevados' },
    });
    expect(byName(next, PLANK).sugerencia).toMatchObject({
      accion: 'subir',
      motivo: 'Sube a 35 s: completaste 3 x 30 s',
    });
    // The same advice on every read of the session.
    const current = await apiCall(t.app, u, 'GET', 'workouts/current');
    expect(current.json<{ workout: Workout }>().workout.ejercicios).toEqual(next.ejercicios);
    const read = await apiCall(t.app, u, 'GET', `workouts/${next.id}`);
    expect(read.json<Workout>().ejercicios).toEqual(next.ejercicios);
  });

  it('a lifter who reads pounds: 135 lb × 12 on the bench gives 140 lb, 225 lb on the squat 235 lb', async () => {
    const { u, rutinaId } = await athlete();
    const res = await apiCall(t.app, u, 'PUT', 'users/preferences', { unidad: 'lb' });
    expect(res.statusCode, res.body).toBe(200);
    // What the app stores for pounds typed: kilograms to two decimals (src/lib/units.ts `toKg`).
    await train(u, rutinaId, { [BENCH]: threeTimes(12, 61.23), [SQUAT]: threeTimes(10, 102.06) });
    const next = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(byName(next, BENCH).sugerencia).toMatchObject({
      accion: 'subir',
      kg: 63.5,
      motivo: 'Sube a 140 lb y vuelve a 10 repeticiones: completaste 3 x 12',
    });
    expect(byName(next, SQUAT).sugerencia).toMatchObject({
      accion: 'subir',
      kg: 106.59,
      motivo: expect.stringMatching(/^Sube a 235 lb /),
    });
    // Back to kilograms: the same log advised on the kilogram grid.
    await apiCall(t.app, u, 'PUT', 'users/preferences', { unidad: 'kg' });
    const read = await apiCall(t.app, u, 'GET', `workouts/${next.id}`);
    expect(byName(read.json<Workout>(), BENCH).sugerencia).toMatchObject({
      kg: 62.5,
      motivo: expect.stringMatching(/^Sube a 62,5 kg /),
    });
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
      motivo: 'Mantén 62,5 kg y busca 10-12 repeticiones: 1 serie se quedó por debajo de 10',
    });
    const fourth = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(byName(fourth, BENCH).sugerencia).toEqual({
      accion: 'bajar',
      kg: 57.5,
      repeticiones: 10,
      repeticiones_max: 12,
      motivo: 'Baja a 57,5 kg y busca 10-12 repeticiones: dos sesiones seguidas por debajo del objetivo',
      ejercicio_siguiente: null,
    });
    // A finished session read later keeps the advice it had: from the sessions before it.
    const again = await apiCall(t.app, u, 'GET', `workouts/${second.id}`);
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
    const read = await apiCall(t.app, u, 'GET', `workouts/${inProgress.id}`);
    const w = read.json<Workout>();
    expect(byName(w, BENCH).sugerencia).toMatchObject({ accion: 'subir', kg: 42.5 });
    expect(byName(w, SQUAT).sugerencia).toMatchObject({
      accion: 'mantener',
      kg: 100,
      motivo: 'Mantén 100 kg y busca 8-10 repeticiones: hiciste 1 de 3 series',
    });
  });
});

describe('what the advice reads of the log', () => {
  it("advises within the routine's range: the bottom is no reason for more load; the top on every set is", async () => {
    const { u, rutinaId } = await athlete();
    await benchRange(rutinaId, 8, 12);
    await train(u, rutinaId, { [BENCH]: threeTimes(8, 60) }, { startedAt: daysAgo(7) });
    const atBottom = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(byName(atBottom, BENCH)).toMatchObject({ repeticiones_min: 8, repeticiones_objetivo: 12 });
    expect(byName(atBottom, BENCH).sugerencia).toMatchObject({ accion: 'mantener', kg: 60, repeticiones_max: 12 });
    expect((await apiCall(t.app, u, 'DELETE', `workouts/${atBottom.id}`)).statusCode).toBe(200);
    await train(u, rutinaId, { [BENCH]: threeTimes(12, 60) }, { startedAt: daysAgo(4) });
    const atTop = workout.parse(await startWorkout(t.app, u, rutinaId));
    expect(byName(atTop, BENCH).sugerencia).toMatchObject({
      accion: 'subir',
      kg: 62.5,
      repeticiones: 8,
      repeticiones_max: 12,
    });
  });

  it('warm-ups are not work: 10 × 41.25 kg before every session never lowers the load, and "last time" marks it', async () => {
    const { u, rutinaId } = await athlete();
    await benchRange(rutinaId, 6, 8);
    const warmUp: LoggedValue = [10, 41.25, 'calentamiento'];
    await train(u, rutinaId, { [BENCH]: [warmUp, ...threeTimes(8, 82.5)] }, { startedAt: daysAgo(10) });
    await train(u, rutinaId, { [BENCH]: [warmUp, [8, 85], [8, 85], [7, 85]] }, { startedAt: daysAgo(7) });
    await train(u, rutinaId, { [BENCH]: [warmUp, [8, 85], [7, 85], [7, 85]] }, { startedAt: daysAgo(4) });
    const next = workout.parse(await startWorkout(t.app, u, rutinaId));
    const bench = byName(next, BENCH);
    expect(bench.anterior.map((s) => [s.tipo, s.repeticiones, s.kg])).toEqual([
      ['calentamiento', 10, 41.25],
      ['trabajo', 8, 85],
      ['trabajo', 7, 85],
      ['trabajo', 7, 85],
    ]);
    expect(bench.sugerencia).toMatchObject({ accion: 'mantener', kg: 85 });
    expect(bench.sugerencia!.motivo).not.toMatch(/Baja|41,25/);
  });

  it("reads each session's deload: a deload week of fewer, lighter sets is not a miss", async () => {
    const { u, rutinaId } = await athlete();
    await benchRange(rutinaId, 8, 12);
    await train(u, rutinaId, { [BENCH]: threeTimes(12, 60) }, { startedAt: daysAgo(10) });
    const deload = async (w: Workout) => {
      await t.database.db.update(workouts).set({ descarga: true }).where(eq(workouts.id, w.id));
    };
    await train(
      u,
      rutinaId,
      {
        [BENCH]: [
          [12, 55],
          [12, 55],
        ],
      },
      { startedAt: daysAgo(3), before: deload },
    );
    const next = workout.parse(await startWorkout(t.app, u, rutinaId));
    // The advice from before the deload (3 x 12 at 60 kg), not "hiciste 2 de 3 series".
    expect(byName(next, BENCH).sugerencia).toMatchObject({ accion: 'subir', kg: 62.5 });
    expect(byName(next, BENCH).sugerencia!.motivo).not.toMatch(/2 de 3/);
  });

  it("reads each session's RIR target: the top reached with less in reserve than prescribed holds the load", async () => {
    const grind: LoggedValue[] = [1, 2, 3].map(() => [12, 60, 'trabajo', 1]);
    const rirTarget = (rir: number | null) => async (w: Workout) => {
      await t.database.db
        .update(workoutExercises)
        .set({ rirObjetivo: rir })
        .where(eq(workoutExercises.workoutId, w.id));
    };
    const advice = async (rir: number | null) => {
      const { u, rutinaId } = await athlete();
      await benchRange(rutinaId, 8, 12);
      await train(u, rutinaId, { [BENCH]: grind }, { startedAt: daysAgo(3), before: rirTarget(rir) });
      return byName(workout.parse(await startWorkout(t.app, u, rutinaId)), BENCH).sugerencia!;
    };
    // RIR 1 logged where the programme asked RIR 3: a grind, the same load again.
    expect(await advice(3)).toMatchObject({ accion: 'mantener', kg: 60 });
    // Without a prescription (RIR 2 read), RIR 1 is close enough: more load.
    expect(await advice(null)).toMatchObject({ accion: 'subir', kg: 62.5 });
  });

  it(`walks up to ${SESSIONS_READ} sessions: three at one load without a repetition more reset it`, async () => {
    const { u, rutinaId } = await athlete();
    await benchRange(rutinaId, 8, 12);
    for (const days of [12, 8, 4]) {
      await train(
        u,
        rutinaId,
        {
          [BENCH]: [
            [10, 60],
            [10, 60],
            [9, 60],
          ],
        },
        { startedAt: daysAgo(days) },
      );
    }
    const next = workout.parse(await startWorkout(t.app, u, rutinaId));
    const advice = byName(next, BENCH).sugerencia!;
    expect(advice.accion).toBe('bajar');
    expect(advice.kg).toBeLessThan(60);
  });

  it('a layoff: eight weeks since the last session lowers the load instead of raising it', async () => {
    const { u, rutinaId } = await athlete();
    await benchRange(rutinaId, 8, 12);
    await train(u, rutinaId, { [BENCH]: threeTimes(12, 60) }, { startedAt: daysAgo(56) });
    const advice = byName(workout.parse(await startWorkout(t.app, u, rutinaId)), BENCH).sugerencia!;
    expect(advice.accion).toBe('bajar');
    expect(advice.kg).toBeLessThan(60);
  });
});
