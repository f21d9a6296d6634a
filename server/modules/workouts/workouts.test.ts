import { rangeBottom } from '../../domain/training/progression';
import { randomUUID } from 'node:crypto';
import { addDays, formatISO, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../../src/lib/contract';
import { plan as planSchema, targetForWeek, type Plan } from '../../../src/lib/contract-plans';
import { workout, workoutPage, type Workout, type WorkoutPage } from '../../../src/lib/contract-training';
import { exercises, methods, plans, userRoutineExercises, userRoutines, workouts } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { insertFinishedWorkout, startWorkout } from '../../test/workouts';

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

async function userWithRoutine(): Promise<{ u: TestUser; r: UserRoutine }> {
  const u = await newUser();
  return { u, r: await copyToUser(t.app, u, template) };
}

describe('POST /workouts', () => {
  it('snapshots the routine: exercises in order, targets, the method rest and a measure (201)', async () => {
    const { u, r } = await userWithRoutine();
    const res = await call(u, 'POST', 'workouts', { rutina_id: r.rutina_id, cliente_id: randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    const w = workout.parse(res.json());
    const [routine] = await t.database.db
      .select({ descanso: methods.descanso })
      .from(userRoutines)
      .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
      .where(eq(userRoutines.id, r.rutina_id));
    expect(w).toMatchObject({ rutina_id: r.rutina_id, nombre: r.nombre, estado: 'en_curso', notas: '' });
    expect(w.terminado_en).toBeNull();
    expect(
      w.ejercicios.map((e) => [e.id_ejercicio_catalogo, e.orden, e.series_objetivo, e.repeticiones_objetivo]),
    ).toEqual(r.ejercicios.map((e, i) => [e.id_ejercicio_catalogo, i + 1, e.series, e.repeticiones]));
    for (const e of w.ejercicios) {
      expect(e).toMatchObject({ descanso: routine!.descanso, nota: '', omitido: false, series: [], anterior: [] });
    }
  });

  it("a range's top is the target and its bottom repeticiones_min; outside a programme no RIR target, no deload", async () => {
    const { u, r } = await userWithRoutine();
    const [first, second] = r.ejercicios;
    // A routine exercise with a range (as a programme writes it: repeticiones = the bottom).
    await t.database.db
      .update(userRoutineExercises)
      .set({ repeticiones: 8, repeticionesMin: 8, repeticionesMax: 12 })
      .where(eq(userRoutineExercises.id, first!.id));
    const w = workout.parse(await startWorkout(t.app, u, r.rutina_id));
    expect(w.descarga).toBe(false);
    expect(w.ejercicios[0]).toMatchObject({ repeticiones_objetivo: 12, repeticiones_min: 8, rir_objetivo: null });
    // A single number of repetitions stands for the advice's range (10 → 8-10): the screen says it.
    expect(w.ejercicios[1]).toMatchObject({
      repeticiones_objetivo: second!.repeticiones,
      repeticiones_min: rangeBottom(second!.repeticiones),
      rir_objetivo: null,
    });
    expect(w.ejercicios[1]!.repeticiones_min).toBeLessThan(second!.repeticiones);
    // Read back alike, and in the history's session.
    expect((await call(u, 'GET', `workouts/${w.id}`)).json()).toEqual(w);
  });

  it("a programme's session takes the week it starts in: its sets, RIR target and deload; none outside the block", async () => {
    const u = await newUser();
    const created = await call(u, 'POST', 'plans', {
      dias: [1, 3, 5],
      semanas: 6,
      duracion_min: 60,
      equipamiento: ['gimnasio'],
      experiencia: 'de_6_a_24_meses',
    });
    expect(created.statusCode, created.body).toBe(201);
    const p: Plan = planSchema.parse(created.json());
    const s = p.sesiones[0]!;
    const today = todayIso();
    /** Moves the block so that today falls in week `semana` (0: the block starts next week). */
    const todayInWeek = async (semana: number) => {
      const start = addDays(parseISO(today), semana === 0 ? 7 : -7 * (semana - 1));
      const day = (d: Date) => formatISO(d, { representation: 'date' });
      await t.database.db
        .update(plans)
        .set({ fechaInicio: day(start), fechaFin: day(addDays(start, 7 * p.semanas - 1)) })
        .where(eq(plans.id, p.id));
    };
    const startAndFinish = async () => {
      const w = workout.parse(await startWorkout(t.app, u, s.rutina_id));
      expect((await call(u, 'POST', `workouts/${w.id}/finish`, {})).statusCode).toBe(200);
      return w;
    };
    const expectWeek = (w: Workout, semana: number) => {
      const week = p.progresion[semana - 1]!;
      expect(w.descarga).toBe(week.descarga);
      expect(
        w.ejercicios.map((e) => [
          e.series_objetivo,
          e.repeticiones_min,
          e.repeticiones_objetivo,
          e.rir_objetivo,
          e.descanso,
        ]),
      ).toEqual(
        s.ejercicios.map((e) => {
          const target = targetForWeek(e, week);
          return [target.series, e.repeticiones_min, e.repeticiones_max, week.rir, e.descanso];
        }),
      );
    };
    await todayInWeek(2);
    expectWeek(await startAndFinish(), 2);
    // The last week is the deload: one set less, RIR 4, and the session says so.
    await todayInWeek(p.semanas);
    const deload = await startAndFinish();
    expect(deload.descarga).toBe(true);
    expectWeek(deload, p.semanas);
    expect((await call(u, 'GET', `workouts/${deload.id}`)).json<Workout>().descarga).toBe(true);
    // Before the block starts: the range, but no week (no RIR target, no deload, the base sets).
    await todayInWeek(0);
    const before = await startAndFinish();
    expect(before.descarga).toBe(false);
    expect(before.ejercicios.map((e) => [e.series_objetivo, e.repeticiones_objetivo, e.rir_objetivo])).toEqual(
      s.ejercicios.map((e) => [e.series, e.repeticiones_max, null]),
    );
  });

  it('times cardio, stretches and isometric holds; counts repetitions for the rest', async () => {
    const { u, r } = await userWithRoutine();
    const [plank] = await t.database.db.select().from(exercises).where(eq(exercises.nombre, 'Plancha frontal'));
    const [bike] = await t.database.db.select().from(exercises).where(eq(exercises.nombre, 'Bicicleta estática'));
    for (const e of [plank!, bike!]) {
      const res = await call(u, 'POST', `user-routines/${r.rutina_id}/exercises`, { ejercicio_id: e.id });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const w = await startWorkout(t.app, u, r.rutina_id);
    const measure = new Map(w.ejercicios.map((e) => [e.id_ejercicio_catalogo, e.medida]));
    expect(measure.get(plank!.id)).toBe('tiempo');
    expect(measure.get(bike!.id)).toBe('tiempo');
    expect(measure.get(r.ejercicios[0]!.id_ejercicio_catalogo)).toBe('repeticiones');
  });

  it('the same cliente_id again answers the same session (200), even at once', async () => {
    const { u, r } = await userWithRoutine();
    const body = { rutina_id: r.rutina_id, cliente_id: randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => call(u, 'POST', 'workouts', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<Workout>().id)).size).toBe(1);
    const again = await call(u, 'POST', 'workouts', body);
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id));
    expect(rows).toHaveLength(1);
  });

  it('a start sent later from the offline outbox keeps its device time; a retry keeps the first', async () => {
    const { u, r } = await userWithRoutine();
    const began = new Date(Date.now() - 40 * 60_000).toISOString();
    const body = { rutina_id: r.rutina_id, cliente_id: randomUUID(), iniciado_en: began };
    const first = await call(u, 'POST', 'workouts', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(workout.parse(first.json()).iniciado_en).toBe(began);
    const retry = await call(u, 'POST', 'workouts', { ...body, iniciado_en: new Date().toISOString() });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Workout>()).toMatchObject({ id: first.json<Workout>().id, iniciado_en: began });
    const end = new Date(Date.now() - 5 * 60_000).toISOString();
    const done = await call(u, 'POST', `workouts/${first.json<Workout>().id}/finish`, { terminado_en: end });
    expect(done.json<{ workout: Workout }>().workout).toMatchObject({ iniciado_en: began, terminado_en: end });
    expect(await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id))).toHaveLength(1);
  });

  it('a start in the future is a 400 naming iniciado_en, and starts nothing', async () => {
    const { u, r } = await userWithRoutine();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const res = await call(u, 'POST', 'workouts', {
      rutina_id: r.rutina_id,
      cliente_id: randomUUID(),
      iniciado_en: later,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('iniciado_en: no puede ser una fecha futura');
    expect(await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id))).toHaveLength(0);
  });

  it("another user's cliente_id never answers that user's session", async () => {
    const a = await userWithRoutine();
    const b = await userWithRoutine();
    const clienteId = randomUUID();
    const mine = await call(a.u, 'POST', 'workouts', { rutina_id: a.r.rutina_id, cliente_id: clienteId });
    expect(mine.statusCode).toBe(201);
    const foreign = await call(b.u, 'POST', 'workouts', { rutina_id: a.r.rutina_id, cliente_id: clienteId });
    expect(foreign.statusCode).toBe(404);
    const own = await call(b.u, 'POST', 'workouts', { rutina_id: b.r.rutina_id, cliente_id: clienteId });
    expect(own.statusCode).toBe(201);
    expect(own.json<Workout>().id).not.toBe(mine.json<Workout>().id);
    expect(own.json<Workout>().rutina_id).toBe(b.r.rutina_id);
  });

  it('another session in progress is a 409 WORKOUT_IN_PROGRESS in Spanish', async () => {
    const { u, r } = await userWithRoutine();
    await startWorkout(t.app, u, r.rutina_id);
    const res = await call(u, 'POST', 'workouts', { rutina_id: r.rutina_id, cliente_id: randomUUID() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Ya tienes un entrenamiento en curso: termínalo o descártalo antes de empezar otro',
      code: 'WORKOUT_IN_PROGRESS',
    });
  });

  it("another user's routine, or none, is a 404; bad bodies are 400s naming the field", async () => {
    const { r } = await userWithRoutine();
    const other = await newUser();
    const res = await call(other, 'POST', 'workouts', { rutina_id: r.rutina_id, cliente_id: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Rutina no encontrada', code: 'NOT_FOUND' });
    const cases: [unknown, string][] = [
      [{ rutina_id: r.rutina_id }, 'cliente_id: es obligatorio'],
      [{ rutina_id: r.rutina_id, cliente_id: 'abc' }, 'cliente_id: debe ser un UUID'],
      [{ rutina_id: -1, cliente_id: randomUUID() }, 'rutina_id: debe ser como mínimo 0'],
      [{ rutina_id: 'x', cliente_id: randomUUID() }, 'rutina_id: debe ser un número'],
    ];
    for (const [payload, message] of cases) {
      const bad = await call(other, 'POST', 'workouts', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(message);
    }
    const anonymous = { rutina_id: r.rutina_id, cliente_id: randomUUID() };
    expect((await t.app.inject({ method: 'POST', url: '/api/workouts', payload: anonymous })).statusCode).toBe(401);
  });
});

describe('reading sessions', () => {
  it('GET /workouts/current is the session in progress, or null', async () => {
    const { u, r } = await userWithRoutine();
    expect((await call(u, 'GET', 'workouts/current')).json()).toEqual({ workout: null });
    const w = await startWorkout(t.app, u, r.rutina_id);
    expect((await call(u, 'GET', 'workouts/current')).json()).toEqual({ workout: w });
    await call(u, 'POST', `workouts/${w.id}/finish`, {});
    expect((await call(u, 'GET', 'workouts/current')).json()).toEqual({ workout: null });
  });

  it("GET /workouts/{id}: the user's own; another user's or a bad id is a 404 / 400", async () => {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    expect((await call(u, 'GET', `workouts/${w.id}`)).json()).toEqual(w);
    const other = await newUser();
    for (const url of [`workouts/${w.id}`, `workouts/${w.id}/summary`]) {
      const res = await call(other, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Entrenamiento no encontrado' });
    }
    const bad = await call(u, 'GET', 'workouts/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('id: debe ser un número entero positivo');
  });

  it('GET /workouts pages the history newest first, bounded by desde/hasta in tz', async () => {
    const u = await newUser();
    const ex = (await t.database.db.select({ id: exercises.id }).from(exercises).limit(1))[0]!.id;
    // 23:30 UTC on 2026-03-01 is already 2 March in Madrid.
    const starts = ['2026-03-01T23:30:00Z', '2026-03-03T10:00:00Z', '2026-03-10T10:00:00Z'];
    for (const s of starts)
      await insertFinishedWorkout(t.database.db, u.id, new Date(s), [{ exerciseId: ex, repeticiones: 10, kg: 50 }]);
    const page = workoutPage.parse((await call(u, 'GET', 'workouts?limit=2')).json());
    expect(page).toMatchObject({ total: 3, page: 1, total_pages: 2 });
    expect(page.items.map((i) => i.iniciado_en)).toEqual(['2026-03-10T10:00:00.000Z', '2026-03-03T10:00:00.000Z']);
    expect(page.items[0]).toMatchObject({ estado: 'terminado', duracion_s: 3600, series_hechas: 1, volumen_kg: 500 });
    const second = (await call(u, 'GET', 'workouts?limit=2&page=2')).json<WorkoutPage>();
    expect(second.items.map((i) => i.iniciado_en)).toEqual(['2026-03-01T23:30:00.000Z']);
    // Past the end the count still answers (the count and the page are one statement).
    const past = await call(u, 'GET', 'workouts?limit=2&page=5');
    expect(past.body).toBe('{"items":[],"total":3,"page":5,"total_pages":2}');
    const empty = await call(await newUser(), 'GET', 'workouts');
    expect(empty.body).toBe('{"items":[],"total":0,"page":1,"total_pages":1}');
    const madrid = (await call(u, 'GET', 'workouts?desde=2026-03-02&hasta=2026-03-03')).json<WorkoutPage>();
    expect(madrid.total).toBe(2);
    const utc = (await call(u, 'GET', 'workouts?desde=2026-03-02&hasta=2026-03-03&tz=UTC')).json<WorkoutPage>();
    expect(utc.items.map((i) => i.iniciado_en)).toEqual(['2026-03-03T10:00:00.000Z']);
    for (const [query, message] of [
      ['tz=Mars/Olympus', 'tz: zona horaria desconocida (un nombre IANA, p. ej. Europe/Madrid)'],
      ['desde=2026-02-30', 'desde: debe ser una fecha real (AAAA-MM-DD)'],
      ['desde=2026-03-05&hasta=2026-03-01', 'desde: no puede ser posterior a hasta'],
      ['limit=101', 'limit: debe ser como mucho 100'],
      ['page=0', 'page: debe ser un número entero positivo'],
    ]) {
      const res = await call(u, 'GET', `workouts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('changing sessions', () => {
  it("PATCH notes and an exercise (nota, omitido); another session's exercise is a 404", async () => {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    const notes = await call(u, 'PATCH', `workouts/${w.id}`, { notas: 'Buen día\nsin dolor' });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json<Workout>().notas).toBe('Buen día\nsin dolor');
    const e = w.ejercicios[1]!;
    const res = await call(u, 'PATCH', `workouts/${w.id}/exercises/${e.id}`, { nota: 'Agarre cerrado', omitido: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: e.id, nota: 'Agarre cerrado', omitido: true });
    const bad = await call(u, 'PATCH', `workouts/${w.id}`, { notas: 'a\u0007b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('notas: Contiene caracteres no permitidos');
    const long = await call(u, 'PATCH', `workouts/${w.id}/exercises/${e.id}`, { nota: 'x'.repeat(501) });
    expect(long.json<{ message: string }>().message).toBe('nota: El texto es demasiado largo');
    await call(u, 'POST', `workouts/${w.id}/finish`, {});
    const other = await startWorkout(t.app, u, r.rutina_id);
    const foreign = await call(u, 'PATCH', `workouts/${w.id}/exercises/${other.ejercicios[0]!.id}`, { nota: 'x' });
    expect(foreign.statusCode).toBe(404);
    const stranger = await newUser();
    expect((await call(stranger, 'PATCH', `workouts/${w.id}`, { notas: 'x' })).statusCode).toBe(404);
  });

  it('finishing is idempotent; not before the start, not in the future', async () => {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    const future = await call(u, 'POST', `workouts/${w.id}/finish`, {
      terminado_en: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toBe('terminado_en: no puede ser una fecha futura');
    const early = await call(u, 'POST', `workouts/${w.id}/finish`, { terminado_en: '2020-01-01T00:00:00.000Z' });
    expect(early.json<{ message: string }>().message).toBe(
      'terminado_en: no puede ser anterior al inicio del entrenamiento',
    );
    const first = await call(u, 'POST', `workouts/${w.id}/finish`, { notas: 'Hecho' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(u, 'POST', `workouts/${w.id}/finish`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ workout: { estado: 'terminado', notas: 'Hecho' } });
    expect((await call(u, 'GET', `workouts/${w.id}/summary`)).json()).toEqual(first.json());
  });

  it("DELETE removes the session with its sets; another user's is a 404", async () => {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    const stranger = await newUser();
    expect((await call(stranger, 'DELETE', `workouts/${w.id}`)).statusCode).toBe(404);
    const res = await call(u, 'DELETE', `workouts/${w.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Entrenamiento eliminado' });
    expect((await call(u, 'GET', `workouts/${w.id}`)).statusCode).toBe(404);
    expect((await call(u, 'DELETE', `workouts/${w.id}`)).statusCode).toBe(404);
  });

  it('deleting the routine keeps its sessions (rutina_id null, name kept); deleting the user deletes them', async () => {
    const { u, r } = await userWithRoutine();
    const w = await startWorkout(t.app, u, r.rutina_id);
    await call(u, 'POST', `workouts/${w.id}/finish`, {});
    expect((await call(u, 'DELETE', `user-routines/${r.rutina_id}`)).statusCode).toBe(200);
    const kept = (await call(u, 'GET', `workouts/${w.id}`)).json<Workout>();
    expect(kept).toMatchObject({ rutina_id: null, nombre: r.nombre, estado: 'terminado' });
    expect(kept.ejercicios).toHaveLength(w.ejercicios.length);
    const { users } = await import('../../db/schema');
    await t.database.db.delete(users).where(eq(users.id, u.id));
    expect(await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id))).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every training route under the workouts and progress tags', async () => {
    type Doc = { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<Doc>();
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/workouts') || path.startsWith('/api/progress'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([m, op]) => `${m.toUpperCase()} ${path} ${op.tags}`));
    expect(ops.sort()).toEqual(
      [
        'POST /api/workouts workouts',
        'GET /api/workouts workouts',
        'GET /api/workouts/current workouts',
        'GET /api/workouts/{id} workouts',
        'PATCH /api/workouts/{id} workouts',
        'DELETE /api/workouts/{id} workouts',
        'GET /api/workouts/{id}/summary workouts',
        'POST /api/workouts/{id}/finish workouts',
        'PATCH /api/workouts/{id}/exercises/{exerciseId} workouts',
        'PUT /api/workouts/{id}/exercises/{clienteId} workouts',
        'DELETE /api/workouts/{id}/exercises/{exerciseId} workouts',
        'GET /api/workouts/{id}/exercises/{exerciseId}/alternatives workouts',
        'POST /api/workouts/{id}/routine workouts',
        'PUT /api/workouts/{id}/sets/{setId} workouts',
        'PATCH /api/workouts/{id}/sets/{setId} workouts',
        'DELETE /api/workouts/{id}/sets/{setId} workouts',
        'GET /api/workouts/{id}/feedback workouts',
        'PUT /api/workouts/{id}/feedback workouts',
        'GET /api/workouts/{id}/readiness workouts',
        'PUT /api/workouts/{id}/readiness workouts',
        'GET /api/progress/exercises progress',
        'GET /api/progress/exercises/{exerciseId} progress',
        'GET /api/progress/records progress',
        'GET /api/progress/muscles progress',
        'GET /api/progress/adherence progress',
        'GET /api/progress/recovery progress',
      ].sort(),
    );
  });
});
