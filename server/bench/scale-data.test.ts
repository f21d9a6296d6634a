import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import {
  EXERCISES_PER_ROUTINE,
  FINISHED,
  firstWorkoutExercise,
  generateScaleData,
  inProgressWorkout,
  ROUTINES,
  scaleToken,
  SESSION_EXERCISES,
  SETS,
} from './scale-data';

const USERS = 25;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await generateScaleData(t.database, USERS);
});
afterAll(() => t.close());

const rows = async <T>(query: string) =>
  (await t.database.db.execute<T & Record<string, unknown>>(sql.raw(query))).rows;

describe('the big database of npm run bench:scale, generated in SQL', () => {
  it('has the layout the bench counts on, per user', async () => {
    const [counts] = await rows<Record<string, number>>(`
      select (select count(*) from users)::int as users,
        (select count(*) from user_routines)::int as routines,
        (select count(*) from user_routine_exercises)::int as routine_exercises,
        (select count(*) from workouts where estado = 'terminado')::int as finished,
        (select count(*) from workouts where estado = 'en_curso')::int as in_progress,
        (select count(*) from workout_sets)::int as sets`);
    expect(counts).toEqual({
      users: USERS,
      routines: USERS * ROUTINES,
      routine_exercises: USERS * ROUTINES * EXERCISES_PER_ROUTINE,
      finished: USERS * FINISHED,
      in_progress: USERS,
      sets: USERS * FINISHED * SESSION_EXERCISES * SETS,
    });
  });

  it('keeps the records summary exactly as migration 0009 triggers compute it', async () => {
    // The generator writes with triggers off and fills workout_weight_bests itself: recompute it
    // with the triggers' own function and compare.
    const read = () =>
      rows(`select workout_id, exercise_id, kg, repeticiones, e1rm, volumen from workout_weight_bests
        order by workout_id, exercise_id, kg`);
    const generated = await read();
    await rows(`select workout_weight_bests_compute(id, null, null) from workouts where estado = 'terminado'`);
    expect(generated.length).toBeGreaterThan(0);
    expect(await read()).toEqual(generated);
  });

  it('signs a generated user in by their known token, and shows them their own data only', async () => {
    const user = 7;
    const headers = { authorization: scaleToken(user) };
    const list = await t.app.inject({ method: 'GET', url: '/api/user-routines?limit=20', headers });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { apellidos: string; rutinas: { rutina_id: number }[] };
    expect(body.apellidos).toBe(`Escala ${user}`);
    const ids = body.rutinas.map((r) => r.rutina_id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: ROUTINES }, (_, r) => (user - 1) * ROUTINES + r + 1));
    const records = await t.app.inject({ method: 'GET', url: '/api/progress/records', headers });
    expect(records.statusCode).toBe(200);
    expect(JSON.stringify(records.json()).length).toBeGreaterThan(10);
  });

  it('lets the bench save a set into the user’s session in progress, and the app insert new rows', async () => {
    const user = 12;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/workouts/${inProgressWorkout(USERS, user)}/sets/${randomUUID()}`,
      headers: { authorization: scaleToken(user) },
      payload: {
        ejercicio_sesion_id: firstWorkoutExercise(USERS, user),
        orden: 1,
        medida: 'repeticiones',
        repeticiones: 8,
        kg: 60,
      },
    });
    expect(res.statusCode).toBe(201);
    // Another user's session is not theirs to write into.
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/workouts/${inProgressWorkout(USERS, user + 1)}/sets/${randomUUID()}`,
      headers: { authorization: scaleToken(user) },
      payload: {
        ejercicio_sesion_id: firstWorkoutExercise(USERS, user + 1),
        orden: 1,
        medida: 'repeticiones',
        repeticiones: 8,
      },
    });
    expect(other.statusCode).toBe(404);
    // The identity sequences were moved past the generated ids.
    const [made] = await rows<{ id: number }>(`
      insert into user_routines (user_id, nombre, objetivo_id, dificultad_id, metodo_id)
      values (${user}, 'Nueva', 1, 1, 1) returning id`);
    expect(Number(made!.id)).toBe(USERS * ROUTINES + 1);
  });
});
