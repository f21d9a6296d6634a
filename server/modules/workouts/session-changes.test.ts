import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import {
  exerciseAlternatives,
  workout,
  workoutExercise,
  workoutRoutineCreated,
  type Workout,
  type WorkoutExercise,
} from '../../../src/lib/contract-training';
import { plans, workoutExercises } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call as apiCall } from '../../test/call';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { logSet, startWorkout } from '../../test/workouts';

/** Catalogue ids: barbell bench press, push-ups, front plank, dumbbell bench press, machine chest press. */
const BENCH = 1;
const PUSH_UPS = 2;
const PLANK = 11;
const DB_BENCH = 13;
const MACHINE_PRESS = 21;

let t: TestApp;
let template: number;

beforeAll(async () => {
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(() => t.close());

const newUser = () => createTestUser(t.database.db);
const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  apiCall(t.app, who, method, url, payload);

/** `POST /workouts` with no routine, expecting `status`. */
async function startEmpty(u: TestUser, body: Record<string, unknown> = {}, status = 201): Promise<Workout> {
  const res = await call(u, 'POST', 'workouts', { cliente_id: randomUUID(), ...body });
  expect(res.statusCode, res.body).toBe(status);
  return workout.parse(res.json());
}

/** `PUT /workouts/{id}/exercises/{clienteId}`, expecting a 201. */
async function add(u: TestUser, w: Workout, body: Record<string, unknown>): Promise<WorkoutExercise> {
  const res = await call(u, 'PUT', `workouts/${w.id}/exercises/${randomUUID()}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return workoutExercise.parse(res.json());
}

const read = async (u: TestUser, id: number) => workout.parse((await call(u, 'GET', `workouts/${id}`)).json());
const finish = async (u: TestUser, id: number) =>
  expect((await call(u, 'POST', `workouts/${id}/finish`, {})).statusCode).toBe(200);

describe('POST /workouts without a routine', () => {
  it('starts an empty session named "Entrenamiento libre", or the name given', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    expect(w).toMatchObject({ rutina_id: null, nombre: 'Entrenamiento libre', estado: 'en_curso', ejercicios: [] });
    await finish(u, w.id);
    const named = await startEmpty(u, { rutina_id: null, nombre: '  Pierna en casa ' });
    expect(named.nombre).toBe('Pierna en casa');
  });

  it('a replay answers the same session (200); another start while it runs is a 409; a deleted one a 410', async () => {
    const u = await newUser();
    const clienteId = randomUUID();
    const first = await startEmpty(u, { cliente_id: clienteId });
    const again = await startEmpty(u, { cliente_id: clienteId }, 200);
    expect(again.id).toBe(first.id);
    expect((await call(u, 'POST', 'workouts', { cliente_id: randomUUID() })).statusCode).toBe(409);
    expect((await call(u, 'DELETE', `workouts/${first.id}`)).statusCode).toBe(200);
    const replay = await call(u, 'POST', 'workouts', { cliente_id: clienteId });
    expect(replay.statusCode, replay.body).toBe(410);
  });
});

describe('PUT /workouts/{id}/exercises/{clienteId}', () => {
  it('adds a catalogue exercise with its measure, usual dose, rest and load kind (201); the same request again answers it (200)', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const clienteId = randomUUID();
    const res = await call(u, 'PUT', `workouts/${w.id}/exercises/${clienteId}`, { id_ejercicio: BENCH });
    expect(res.statusCode, res.body).toBe(201);
    const bench = workoutExercise.parse(res.json());
    expect(bench).toMatchObject({
      id_ejercicio_catalogo: BENCH,
      nombre: 'Press de banca con barra',
      orden: 1,
      series_objetivo: 3,
      repeticiones_objetivo: 10,
      repeticiones_min: 8,
      descanso: 90,
      medida: 'repeticiones',
      carga: 'barra',
      grupo: null,
      series: [],
    });
    const replay = await call(u, 'PUT', `workouts/${w.id}/exercises/${clienteId}`, { id_ejercicio: PLANK });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ id: bench.id, id_ejercicio_catalogo: BENCH });
    expect((await read(u, w.id)).ejercicios).toHaveLength(1);
  });

  it('the same add sent twice at once makes one exercise', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const url = `workouts/${w.id}/exercises/${randomUUID()}`;
    const [a, b] = await Promise.all([
      call(u, 'PUT', url, { id_ejercicio: BENCH }),
      call(u, 'PUT', url, { id_ejercicio: BENCH }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect((await read(u, w.id)).ejercicios).toHaveLength(1);
  });

  it('a timed exercise is measured in seconds; the body sets dose, rest, group and place (the others move down)', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH, descanso: 150 });
    const plank = await add(u, w, { id_ejercicio: PLANK });
    expect(plank).toMatchObject({ medida: 'tiempo', series_objetivo: 3, repeticiones_objetivo: 30, carga: 'tiempo' });
    // The session's usual rest: the bench's 150 s.
    expect(plank.descanso).toBe(150);
    const first = await add(u, w, {
      id_ejercicio: PUSH_UPS,
      orden: 1,
      series_objetivo: 4,
      repeticiones_objetivo: 15,
      repeticiones_min: 12,
      descanso: 60,
      grupo: 2,
    });
    expect(first).toMatchObject({
      orden: 1,
      series_objetivo: 4,
      repeticiones_objetivo: 15,
      repeticiones_min: 12,
      grupo: 2,
    });
    expect((await read(u, w.id)).ejercicios.map((e) => [e.id, e.orden])).toEqual([
      [first.id, 1],
      [bench.id, 2],
      [plank.id, 3],
    ]);
  });

  it('400 for an unknown catalogue id, a bad UUID or a 61st exercise; 404 for another user’s session', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const unknown = await call(u, 'PUT', `workouts/${w.id}/exercises/${randomUUID()}`, { id_ejercicio: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^id_ejercicio: /);
    expect((await call(u, 'PUT', `workouts/${w.id}/exercises/nope`, { id_ejercicio: BENCH })).statusCode).toBe(400);
    const other = await newUser();
    expect(
      (await call(other, 'PUT', `workouts/${w.id}/exercises/${randomUUID()}`, { id_ejercicio: BENCH })).statusCode,
    ).toBe(404);
    await t.database.db.insert(workoutExercises).values(
      Array.from({ length: 60 }, (_, i) => ({
        workoutId: w.id,
        exerciseId: BENCH,
        orden: i + 1,
        seriesObjetivo: 3,
        repeticionesObjetivo: 10,
        descanso: 90,
        medida: 'repeticiones',
      })),
    );
    const full = await call(u, 'PUT', `workouts/${w.id}/exercises/${randomUUID()}`, { id_ejercicio: BENCH });
    expect(full.statusCode, full.body).toBe(400);
    expect(full.json().message).toMatch(/60 ejercicios/);
  });
});

describe('DELETE /workouts/{id}/exercises/{exerciseId}', () => {
  it('removes the exercise and its sets; the others are renumbered', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const [a, b, c] = [
      await add(u, w, { id_ejercicio: BENCH }),
      await add(u, w, { id_ejercicio: PUSH_UPS }),
      await add(u, w, { id_ejercicio: DB_BENCH }),
    ];
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: b.id, repeticiones: 12 });
    const res = await call(u, 'DELETE', `workouts/${w.id}/exercises/${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Ejercicio quitado del entrenamiento' });
    expect((await read(u, w.id)).ejercicios.map((e) => [e.id, e.orden])).toEqual([
      [a.id, 1],
      [c!.id, 2],
    ]);
    expect((await call(u, 'DELETE', `workouts/${w.id}/exercises/${b.id}`)).statusCode).toBe(404);
    expect((await call(await newUser(), 'DELETE', `workouts/${w.id}/exercises/${a.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /workouts/{id}/exercises/{exerciseId}', () => {
  it('changes group and planned sets; the rest is remembered for the next session and for an added exercise', async () => {
    const u = await newUser();
    const r = await copyToUser(t.app, u, template);
    const w = await startWorkout(t.app, u, r.rutina_id);
    const [first] = w.ejercicios;
    const res = await call(u, 'PATCH', `workouts/${w.id}/exercises/${first!.id}`, {
      descanso: 75,
      grupo: 1,
      series_objetivo: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ descanso: 75, grupo: 1, series_objetivo: 5 });
    await finish(u, w.id);
    const next = await startWorkout(t.app, u, r.rutina_id);
    expect(next.ejercicios[0]).toMatchObject({
      id_ejercicio_catalogo: first!.id_ejercicio_catalogo,
      descanso: 75,
      grupo: null,
    });
    expect(next.ejercicios.slice(1).every((e) => e.descanso === w.ejercicios[1]!.descanso)).toBe(true);
    await finish(u, next.id);
    const empty = await startEmpty(u);
    expect((await add(u, empty, { id_ejercicio: first!.id_ejercicio_catalogo })).descanso).toBe(75);
  });

  it('replaces the exercise (name, group, measure); its sets stay with the new one', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    const set = await logSet(t.app, u, w.id, { ejercicio_sesion_id: bench.id, repeticiones: 8, kg: 60 });
    const res = await call(u, 'PATCH', `workouts/${w.id}/exercises/${bench.id}`, { id_ejercicio: DB_BENCH });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: bench.id,
      id_ejercicio_catalogo: DB_BENCH,
      nombre: 'Press de banca con mancuernas',
      carga: 'mancuernas',
      medida: 'repeticiones',
    });
    expect(workoutExercise.parse(res.json()).series.map((s) => s.id)).toEqual([set.id]);
  });

  it('in a finished session, the records follow a replaced or removed exercise', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    const push = await add(u, w, { id_ejercicio: PUSH_UPS });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: bench.id, repeticiones: 8, kg: 60 });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: push.id, repeticiones: 20, kg: 10 });
    await finish(u, w.id);
    const recordIds = async () =>
      [
        ...new Set(
          (await call(u, 'GET', 'progress/records'))
            .json<{ id_ejercicio_catalogo: number }[]>()
            .map((r) => r.id_ejercicio_catalogo),
        ),
      ].sort();
    expect(await recordIds()).toEqual([BENCH, PUSH_UPS].sort());
    expect(
      (await call(u, 'PATCH', `workouts/${w.id}/exercises/${bench.id}`, { id_ejercicio: DB_BENCH })).statusCode,
    ).toBe(200);
    expect((await call(u, 'DELETE', `workouts/${w.id}/exercises/${push.id}`)).statusCode).toBe(200);
    expect(await recordIds()).toEqual([DB_BENCH]);
  });

  it('409 replacing logged sets of repetitions with a timed exercise; 400 for an unknown one; a measure changes with no sets', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: bench.id, repeticiones: 8, kg: 60 });
    const conflict = await call(u, 'PATCH', `workouts/${w.id}/exercises/${bench.id}`, { id_ejercicio: PLANK });
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json().message).toMatch(/repeticiones.*segundos/);
    expect((await read(u, w.id)).ejercicios[0]!.id_ejercicio_catalogo).toBe(BENCH);
    const unknown = await call(u, 'PATCH', `workouts/${w.id}/exercises/${bench.id}`, { id_ejercicio: 999_999 });
    expect(unknown.statusCode).toBe(400);
    const push = await add(u, w, { id_ejercicio: PUSH_UPS });
    const toPlank = await call(u, 'PATCH', `workouts/${w.id}/exercises/${push.id}`, { id_ejercicio: PLANK });
    expect(toPlank.statusCode, toPlank.body).toBe(200);
    expect(toPlank.json()).toMatchObject({ medida: 'tiempo', repeticiones_objetivo: 30 });
  });

  it('404 for another user’s session or an exercise of another session; 400 for a bad group', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    const other = await newUser();
    expect((await call(other, 'PATCH', `workouts/${w.id}/exercises/${bench.id}`, { descanso: 30 })).statusCode).toBe(
      404,
    );
    const theirs = await startEmpty(other);
    expect(
      (await call(other, 'PATCH', `workouts/${theirs.id}/exercises/${bench.id}`, { descanso: 30 })).statusCode,
    ).toBe(404);
    expect((await call(u, 'PATCH', `workouts/${w.id}/exercises/${bench.id}`, { grupo: 0 })).statusCode).toBe(400);
  });
});

describe('PATCH /workouts/{id}', () => {
  it('renames the session and reorders its exercises', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const [a, b, c] = [
      await add(u, w, { id_ejercicio: BENCH }),
      await add(u, w, { id_ejercicio: PUSH_UPS }),
      await add(u, w, { id_ejercicio: PLANK }),
    ];
    const res = await call(u, 'PATCH', `workouts/${w.id}`, { nombre: 'Empuje', orden_ejercicios: [c!.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    const after = workout.parse(res.json());
    expect(after.nombre).toBe('Empuje');
    expect(after.ejercicios.map((e) => [e.id, e.orden])).toEqual([
      [c!.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
  });

  it('400 unless the order holds exactly the session’s exercises', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const [a, b] = [await add(u, w, { id_ejercicio: BENCH }), await add(u, w, { id_ejercicio: PUSH_UPS })];
    for (const order of [[a.id], [a.id, a.id], [a.id, b.id, b.id + 1000]]) {
      const res = await call(u, 'PATCH', `workouts/${w.id}`, { orden_ejercicios: order, nombre: 'No' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^orden_ejercicios: /);
    }
    expect((await read(u, w.id)).nombre).toBe('Entrenamiento libre');
  });
});

describe('GET /workouts/{id}/exercises/{exerciseId}/alternatives', () => {
  it('the same pattern, best fit first, not itself nor what the session holds, with a reason', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    await add(u, w, { id_ejercicio: MACHINE_PRESS });
    const res = await call(u, 'GET', `workouts/${w.id}/exercises/${bench.id}/alternatives`);
    expect(res.statusCode, res.body).toBe(200);
    const list = exerciseAlternatives.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    const ids = list.map((a) => a.id);
    expect(ids).not.toContain(BENCH);
    expect(ids).not.toContain(MACHINE_PRESS);
    // Same muscle and load kind first: the incline barbell press.
    expect(list[0]).toMatchObject({ id: 14, carga: 'barra', motivo: 'Mismo patrón y músculo' });
    expect(list.every((a) => a.motivo.startsWith('Mismo patrón'))).toBe(true);
  });

  it('keeps to the equipment and sore areas of the latest programme', async () => {
    const u = await newUser();
    await t.database.db.insert(plans).values({
      userId: u.id,
      nombre: 'Programa',
      objetivoId: 3,
      nivel: 1,
      division: 'cuerpo_completo',
      semanas: 4,
      sesionesSemana: 3,
      duracionMin: 45,
      fechaInicio: '2026-01-05',
      fechaFin: '2026-02-01',
      elecciones: { equipamiento: ['mancuernas_banco'], evitar_zonas: ['muneca'] },
      progresion: [],
      observaciones: '',
      volumen: {},
    });
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    const list = exerciseAlternatives.parse(
      (await call(u, 'GET', `workouts/${w.id}/exercises/${bench.id}/alternatives`)).json(),
    );
    const ids = list.map((a) => a.id);
    expect(ids).toContain(DB_BENCH);
    // Push-ups load a sore wrist; the machine is not at hand.
    expect(ids).not.toContain(PUSH_UPS);
    expect(ids).not.toContain(MACHINE_PRESS);
  });

  it('404 for another user’s session or an unknown exercise', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const bench = await add(u, w, { id_ejercicio: BENCH });
    expect((await call(await newUser(), 'GET', `workouts/${w.id}/exercises/${bench.id}/alternatives`)).statusCode).toBe(
      404,
    );
    expect((await call(u, 'GET', `workouts/${w.id}/exercises/${bench.id + 1000}/alternatives`)).statusCode).toBe(404);
  });
});

describe('nota_anterior', () => {
  it('the latest note left on the exercise in an earlier finished session', async () => {
    const u = await newUser();
    const first = await startEmpty(u);
    const bench = await add(u, first, { id_ejercicio: BENCH });
    await call(u, 'PATCH', `workouts/${first.id}/exercises/${bench.id}`, { nota: 'Agarre más cerrado' });
    await finish(u, first.id);
    const second = await startEmpty(u);
    await add(u, second, { id_ejercicio: BENCH });
    await finish(u, second.id);
    const third = await startEmpty(u);
    const again = await add(u, third, { id_ejercicio: BENCH });
    const push = await add(u, third, { id_ejercicio: PUSH_UPS });
    expect(again.nota_anterior).toBe('Agarre más cerrado');
    expect(push.nota_anterior).toBe('');
    // Another user's notes are never shown.
    const other = await newUser();
    const theirs = await startEmpty(other);
    expect((await add(other, theirs, { id_ejercicio: BENCH })).nota_anterior).toBe('');
  });
});

describe('POST /workouts/{id}/routine', () => {
  it('saves the session as a new routine: not the skipped exercises, in order, the sets and repetitions done', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    const push = await add(u, w, { id_ejercicio: PUSH_UPS });
    await add(u, w, { id_ejercicio: BENCH, orden: 1, series_objetivo: 4 });
    const plank = await add(u, w, { id_ejercicio: PLANK });
    await call(u, 'PATCH', `workouts/${w.id}/exercises/${plank.id}`, { omitido: true });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: push.id, repeticiones: 10, tipo: 'calentamiento' });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: push.id, orden: 2, repeticiones: 14 });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: push.id, orden: 3, repeticiones: 12 });
    await finish(u, w.id);
    const res = await call(u, 'POST', `workouts/${w.id}/routine`, { nombre: 'Mi empuje' });
    expect(res.statusCode, res.body).toBe(201);
    const created = workoutRoutineCreated.parse(res.json());
    const list = (await call(u, 'GET', 'user-routines')).json<UserRoutineList>();
    const saved = list.rutinas.find((r: UserRoutine) => r.rutina_id === created.rutina_id)!;
    expect(saved.nombre).toBe('Mi empuje');
    expect(saved.ejercicios.map((e) => [e.id_ejercicio_catalogo, e.series, e.repeticiones])).toEqual([
      [BENCH, 4, 10],
      [PUSH_UPS, 2, 14],
    ]);
    // A session started from it has those exercises.
    const next = await startWorkout(t.app, u, created.rutina_id);
    expect(next.ejercicios.map((e) => e.id_ejercicio_catalogo)).toEqual([BENCH, PUSH_UPS]);
  });

  it('404 for another user’s session; 400 with nothing to save or no name', async () => {
    const u = await newUser();
    const w = await startEmpty(u);
    expect((await call(u, 'POST', `workouts/${w.id}/routine`, { nombre: 'Vacía' })).statusCode).toBe(400);
    expect((await call(u, 'POST', `workouts/${w.id}/routine`, { nombre: ' ' })).statusCode).toBe(400);
    await add(u, w, { id_ejercicio: BENCH });
    expect((await call(await newUser(), 'POST', `workouts/${w.id}/routine`, { nombre: 'Robada' })).statusCode).toBe(
      404,
    );
  });
});
