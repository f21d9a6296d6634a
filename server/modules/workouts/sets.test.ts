import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutSet, type Workout, type WorkoutFinished, type WorkoutSet } from '../../../src/lib/contract-training';
import { workoutSets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { logSet, startWorkout } from '../../test/workouts';

let t: TestApp;
let template: number;

beforeAll(async () => {
  t = await createTestApp();
  template = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(() => t.close());

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  apiCall(t.app, who, method, url, payload);

async function session(): Promise<{ u: TestUser; w: Workout }> {
  const u = await createTestUser(t.database.db);
  const r = await copyToUser(t.app, u, template);
  return { u, w: await startWorkout(t.app, u, r.rutina_id) };
}

const setsOf = (workoutId: number) =>
  t.database.db.select().from(workoutSets).where(eq(workoutSets.workoutId, workoutId));

/** A set body of `reps` × `kg` on the session's first exercise. */
const repsSet = (w: Workout, repeticiones: number, kg: number) => ({
  ejercicio_sesion_id: w.ejercicios[0]!.id,
  orden: 1,
  medida: 'repeticiones',
  repeticiones,
  kg,
});

describe('PUT /workouts/{id}/sets/{setId}', () => {
  it('creates (201), replaces (200), and the same PUT twice keeps one set', async () => {
    const { u, w } = await session();
    const id = randomUUID();
    const body = { ...repsSet(w, 8, 62.555), rir: 2 };
    const created = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, body);
    expect(created.statusCode, created.body).toBe(201);
    const set = workoutSet.parse(created.json());
    expect(set).toMatchObject({
      id,
      ejercicio_sesion_id: w.ejercicios[0]!.id,
      repeticiones: 8,
      kg: 62.56,
      rir: 2,
      segundos: null,
    });
    const again = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, { ...body, completada_en: set.completada_en });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(set);
    const changed = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, { ...body, repeticiones: 10 });
    expect(changed.json<WorkoutSet>().repeticiones).toBe(10);
    expect(await setsOf(w.id)).toHaveLength(1);
    const read = (await call(u, 'GET', `workouts/${w.id}`)).json<Workout>();
    expect(read.ejercicios[0]!.series.map((s) => s.id)).toEqual([id]);
  });

  it('concurrent retries of one PUT never double it nor fail', async () => {
    const { u, w } = await session();
    const id = randomUUID();
    const body = repsSet(w, 5, 100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(u, 'PUT', `workouts/${w.id}/sets/${id}`, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await setsOf(w.id)).toHaveLength(1);
  });

  it('takes seconds or metres for time and distance, and each measure needs its value', async () => {
    const { u, w } = await session();
    const e = w.ejercicios[0]!.id;
    const timed = await logSet(t.app, u, w.id, { ejercicio_sesion_id: e, medida: 'tiempo', segundos: 45 });
    expect(timed).toMatchObject({ medida: 'tiempo', segundos: 45, repeticiones: null });
    const run = await logSet(t.app, u, w.id, { ejercicio_sesion_id: e, medida: 'distancia', metros: 1500.5 });
    expect(run.metros).toBe(1500.5);
    for (const [medida, field] of [
      ['repeticiones', 'repeticiones'],
      ['tiempo', 'segundos'],
      ['distancia', 'metros'],
    ]) {
      const res = await call(u, 'PUT', `workouts/${w.id}/sets/${randomUUID()}`, {
        ejercicio_sesion_id: e,
        orden: 1,
        medida,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(`${field}: es obligatorio cuando la medida es ${medida}`);
    }
  });

  it('bad input is a 400 in Spanish naming the field', async () => {
    const { u, w } = await session();
    const base = repsSet(w, 8, 50);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ kg: -5 }, 'kg: debe ser como mínimo 0'],
      [{ kg: 5000 }, 'kg: debe ser como mucho 1000'],
      [{ repeticiones: -1 }, 'repeticiones: debe ser como mínimo 0'],
      [{ repeticiones: 100000 }, 'repeticiones: debe ser como mucho 1000'],
      [{ repeticiones: 2.5 }, 'repeticiones: debe ser un número entero'],
      [{ rir: 6 }, 'rir: debe ser como mucho 5'],
      [{ rir: -1 }, 'rir: debe ser como mínimo 0'],
      [{ medida: 'saltos' }, 'medida: debe ser uno de: repeticiones, tiempo, distancia'],
      [{ tipo: 'aproximacion' }, 'tipo: debe ser uno de: calentamiento, trabajo, descendente, fallo'],
      [{ tipo: null }, 'tipo: debe ser uno de: calentamiento, trabajo, descendente, fallo'],
      [{ completada_en: future }, 'completada_en: no puede ser una fecha futura'],
      [{ completada_en: 'ayer' }, 'completada_en: debe ser una fecha y hora ISO 8601 (2026-11-23T18:04:05.000Z)'],
      [{ ejercicio_sesion_id: 999999 }, 'ejercicio_sesion_id: el ejercicio no pertenece a este entrenamiento'],
      [{ kg: '50' }, 'kg: debe ser un número'],
      [{ orden: undefined }, 'orden: es obligatorio'],
    ];
    for (const [change, message] of cases) {
      const res = await call(u, 'PUT', `workouts/${w.id}/sets/${randomUUID()}`, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    }
    const badId = await call(u, 'PUT', `workouts/${w.id}/sets/not-a-uuid`, base);
    expect(badId.json<{ message: string }>().message).toBe('setId: debe ser un UUID');
    expect(await setsOf(w.id)).toEqual([]);
  });

  it("another user's session, or a set id of another session, is a 404", async () => {
    const a = await session();
    const b = await session();
    const mine = await logSet(t.app, a.u, a.w.id, {
      ejercicio_sesion_id: a.w.ejercicios[0]!.id,
      repeticiones: 5,
      kg: 20,
    });
    const body = {
      ejercicio_sesion_id: b.w.ejercicios[0]!.id,
      orden: 1,
      medida: 'repeticiones',
      repeticiones: 1,
      kg: 1,
    };
    const steal = await call(b.u, 'PUT', `workouts/${b.w.id}/sets/${mine.id}`, body);
    expect(steal.statusCode).toBe(404);
    expect(steal.json()).toMatchObject({ message: 'Serie no encontrada en este entrenamiento' });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(
        b.u,
        method,
        `workouts/${a.w.id}/sets/${mine.id}`,
        method === 'DELETE' ? undefined : { ...body, ejercicio_sesion_id: a.w.ejercicios[0]!.id },
      );
      expect(res.statusCode, method).toBe(404);
    }
    expect((await setsOf(a.w.id))[0]).toMatchObject({ repeticiones: 5, kg: 20 });
  });
});

describe('PATCH and DELETE a set', () => {
  it('PATCH changes only the given fields, also on a finished session; DELETE removes it', async () => {
    const { u, w } = await session();
    const set = await logSet(t.app, u, w.id, {
      ejercicio_sesion_id: w.ejercicios[0]!.id,
      repeticiones: 8,
      kg: 40,
      rir: 1,
    });
    await call(u, 'POST', `workouts/${w.id}/finish`, {});
    const res = await call(u, 'PATCH', `workouts/${w.id}/sets/${set.id}`, { kg: 42.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...set, kg: 42.5 });
    const bad = await call(u, 'PATCH', `workouts/${w.id}/sets/${set.id}`, { rir: 9 });
    expect(bad.json<{ message: string }>().message).toBe('rir: debe ser como mucho 5');
    const cleared = await call(u, 'PATCH', `workouts/${w.id}/sets/${set.id}`, { repeticiones: null });
    expect(cleared.json<{ message: string }>().message).toBe(
      'repeticiones: es obligatorio cuando la medida es repeticiones',
    );
    expect((await call(u, 'PATCH', `workouts/${w.id}/sets/${randomUUID()}`, { kg: 1 })).statusCode).toBe(404);
    const gone = await call(u, 'DELETE', `workouts/${w.id}/sets/${set.id}`);
    expect(gone.json()).toEqual({ message: 'Serie eliminada' });
    expect((await call(u, 'DELETE', `workouts/${w.id}/sets/${set.id}`)).statusCode).toBe(404);
    expect(await setsOf(w.id)).toEqual([]);
  });
});

describe('anterior', () => {
  it('is the sets of the last finished session with the same catalogue exercise', async () => {
    const u = await createTestUser(t.database.db);
    const r = await copyToUser(t.app, u, template);
    const first = await startWorkout(t.app, u, r.rutina_id);
    const e = first.ejercicios[0]!;
    await logSet(t.app, u, first.id, { ejercicio_sesion_id: e.id, orden: 1, repeticiones: 10, kg: 40 });
    await logSet(t.app, u, first.id, { ejercicio_sesion_id: e.id, orden: 2, repeticiones: 8, kg: 45, rir: 1 });
    await call(u, 'POST', `workouts/${first.id}/finish`, {});
    const second = await startWorkout(t.app, u, r.rutina_id);
    expect(second.ejercicios[0]!.anterior).toEqual([
      {
        orden: 1,
        medida: 'repeticiones',
        repeticiones: 10,
        kg: 40,
        segundos: null,
        metros: null,
        rir: null,
        tipo: 'trabajo',
      },
      {
        orden: 2,
        medida: 'repeticiones',
        repeticiones: 8,
        kg: 45,
        segundos: null,
        metros: null,
        rir: 1,
        tipo: 'trabajo',
      },
    ]);
    expect(second.ejercicios[1]!.anterior).toEqual([]);
  });

  it('marks the warm-ups of that session, and a session with warm-ups only is not "last time"', async () => {
    const u = await createTestUser(t.database.db);
    const r = await copyToUser(t.app, u, template);
    const first = await startWorkout(t.app, u, r.rutina_id);
    const e = first.ejercicios[0]!;
    const warmUp = { ejercicio_sesion_id: e.id, tipo: 'calentamiento' as const };
    await logSet(t.app, u, first.id, { ...warmUp, orden: 1, repeticiones: 10, kg: 41.25 });
    await logSet(t.app, u, first.id, { ejercicio_sesion_id: e.id, orden: 2, repeticiones: 8, kg: 82.5 });
    await logSet(t.app, u, first.id, {
      ejercicio_sesion_id: e.id,
      orden: 3,
      repeticiones: 6,
      kg: 60,
      tipo: 'descendente',
    });
    await call(u, 'POST', `workouts/${first.id}/finish`, {});
    // Then a session where only the warm-up of that exercise was done.
    const second = await startWorkout(t.app, u, r.rutina_id);
    await logSet(t.app, u, second.id, {
      ...warmUp,
      ejercicio_sesion_id: second.ejercicios[0]!.id,
      repeticiones: 10,
      kg: 40,
    });
    await call(u, 'POST', `workouts/${second.id}/finish`, {});
    const third = await startWorkout(t.app, u, r.rutina_id);
    expect(third.ejercicios[0]!.anterior.map((s) => [s.tipo, s.repeticiones, s.kg])).toEqual([
      ['calentamiento', 10, 41.25],
      ['trabajo', 8, 82.5],
      ['descendente', 6, 60],
    ]);
  });
});

describe('set types', () => {
  it('a set is work unless it says otherwise; PUT and PATCH take its type, a PUT without one is work again', async () => {
    const { u, w } = await session();
    const id = randomUUID();
    const work = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, repsSet(w, 8, 60));
    expect(work.json<WorkoutSet>().tipo).toBe('trabajo');
    const warm = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, { ...repsSet(w, 10, 40), tipo: 'calentamiento' });
    expect(warm.statusCode, warm.body).toBe(200);
    expect(workoutSet.parse(warm.json())).toMatchObject({ tipo: 'calentamiento', repeticiones: 10, kg: 40 });
    const patched = await call(u, 'PATCH', `workouts/${w.id}/sets/${id}`, { tipo: 'fallo' });
    expect(patched.json()).toEqual({ ...warm.json(), tipo: 'fallo' });
    const kept = await call(u, 'PATCH', `workouts/${w.id}/sets/${id}`, { kg: 42.5 });
    expect(kept.json<WorkoutSet>().tipo).toBe('fallo');
    const replaced = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, repsSet(w, 8, 60));
    expect(replaced.json<WorkoutSet>().tipo).toBe('trabajo');
    const read = (await call(u, 'GET', `workouts/${w.id}`)).json<Workout>();
    expect(read.ejercicios[0]!.series.map((s) => s.tipo)).toEqual(['trabajo']);
    expect((await setsOf(w.id)).map((s) => s.tipo)).toEqual(['trabajo']);
  });
});

/**
 * The rule for one session edited on two devices (README "Offline"): each set is
 * identified by the UUID its device gave it, and the last write the server receives wins; the
 * first finish fixes the end, a later one only replaces the notes; sets arriving after the finish
 * (the other device was offline) still join the session; a session deleted elsewhere refuses them
 * (404), and the sending device keeps them, shown as refused.
 */
const timedSet = (w: Workout, orden: number, repeticiones: number, at: Date) => ({
  ejercicio_sesion_id: w.ejercicios[0]!.id,
  orden,
  medida: 'repeticiones',
  repeticiones,
  kg: 50,
  completada_en: at.toISOString(),
});

describe('one session on two devices', () => {
  it('the last write of a set wins, in the order the server receives them (not by completada_en)', async () => {
    const { u, w } = await session();
    const id = randomUUID();
    const now = Date.now();
    // The phone logged 10 reps later, the tablet's 8 reps (an earlier edit) arrives last: it wins.
    await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, timedSet(w, 1, 10, new Date(now - 1_000)));
    const last = await call(u, 'PUT', `workouts/${w.id}/sets/${id}`, timedSet(w, 1, 8, new Date(now - 60_000)));
    expect(last.statusCode, last.body).toBe(200);
    const read = (await call(u, 'GET', `workouts/${w.id}`)).json<Workout>();
    expect(read.ejercicios[0]!.series.map((s) => [s.id, s.repeticiones])).toEqual([[id, 8]]);
  });

  it('sets that arrive after the other device finished join the session once; the first finish keeps its end', async () => {
    const { u, w } = await session();
    const started = Date.parse(w.iniciado_en);
    const first = await call(u, 'PUT', `workouts/${w.id}/sets/${randomUUID()}`, timedSet(w, 1, 10, new Date()));
    expect(first.statusCode).toBe(201);
    const tabletEnd = new Date(Math.max(started, Date.now() - 1_000)).toISOString();
    const finished = await call(u, 'POST', `workouts/${w.id}/finish`, {
      terminado_en: tabletEnd,
      notas: 'tablet',
    });
    expect(finished.statusCode, finished.body).toBe(200);
    // The phone was offline: its set, sent twice (a lost answer), then its own finish.
    const late = randomUUID();
    const body = timedSet(w, 2, 9, new Date());
    expect((await call(u, 'PUT', `workouts/${w.id}/sets/${late}`, body)).statusCode).toBe(201);
    expect((await call(u, 'PUT', `workouts/${w.id}/sets/${late}`, body)).statusCode).toBe(200);
    const phone = await call(u, 'POST', `workouts/${w.id}/finish`, {
      terminado_en: new Date().toISOString(),
      notas: 'móvil',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const result = phone.json<WorkoutFinished>();
    expect(result.workout.terminado_en).toBe(tabletEnd);
    expect(result.workout.notas).toBe('móvil');
    expect(result.workout.ejercicios[0]!.series.map((s) => s.repeticiones)).toEqual([10, 9]);
    expect(result.resumen).toMatchObject({ series_hechas: 2, volumen_kg: 19 * 50 });
  });

  it('a session deleted on the other device refuses the sets still on their way (404, not stored)', async () => {
    const { u, w } = await session();
    expect((await call(u, 'DELETE', `workouts/${w.id}`)).statusCode).toBe(200);
    const res = await call(u, 'PUT', `workouts/${w.id}/sets/${randomUUID()}`, timedSet(w, 1, 10, new Date()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Entrenamiento no encontrado' });
  });
});
