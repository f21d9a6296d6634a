import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutExercises, workouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { catalogueExercises } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { insertFinishedWorkout } from '../../test/workouts';

/**
 * `GET users/me/history.csv?formato=excel` (docs/PRODUCT.md §11): the history as a Spanish-locale
 * Excel opens it with a double click; the default stays RFC 4180 for the callers that read it.
 */
const BOM = '\uFEFF';
let t: TestApp;
let me: TestUser;
let exercise: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_EMAIL: '10000' });
  me = await createTestUser(t.database.db);
  const first = (await catalogueExercises(t.database.db))[0]!;
  exercise = first.nombre;
  const id = await insertFinishedWorkout(t.database.db, me.id, new Date('2025-03-04T18:30:00Z'), [
    { exerciseId: first.id, repeticiones: 8, kg: 62.5 },
    { exerciseId: first.id, repeticiones: 6, kg: 100 },
  ]);
  await t.database.db.update(workouts).set({ nombre: 'Pierna; día 1' }).where(eq(workouts.id, id));
  await t.database.db.update(workoutExercises).set({ nota: 'bien;=1+1' }).where(eq(workoutExercises.workoutId, id));
});
afterAll(() => t.close());

const history = (query = '') => call(t.app, me, 'GET', `users/me/history.csv${query}`);

describe('GET /api/users/me/history.csv?formato=excel', () => {
  it('separates cells with ;, writes decimal commas and dd-mm-yyyy dates, after a UTF-8 BOM', async () => {
    const res = await history('?formato=excel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="forja-historial-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      [
        `${BOM}Fecha;Rutina;Ejercicio;Serie;Kg;Repeticiones;RIR;Segundos;Metros;Notas`,
        // A text holding the separator is quoted; a formula after it still gets its quote.
        `04-03-2025;"Pierna; día 1";${exercise};1;62,5;8;;;;"bien;'=1+1"`,
        `04-03-2025;"Pierna; día 1";${exercise};2;100;6;;;;"bien;'=1+1"`,
        '',
      ].join('\n'),
    );
  });

  it('keeps the default (and ?formato=estandar) as before: commas, dot decimals, ISO dates', async () => {
    const expected = [
      `${BOM}Fecha,Rutina,Ejercicio,Serie,Kg,Repeticiones,RIR,Segundos,Metros,Notas`,
      `2025-03-04,Pierna; día 1,${exercise},1,62.5,8,,,,"bien;'=1+1"`,
      `2025-03-04,Pierna; día 1,${exercise},2,100,6,,,,"bien;'=1+1"`,
      '',
    ].join('\n');
    expect((await history()).body).toBe(expected);
    expect((await history('?formato=estandar')).body).toBe(expected);
  });

  it('answers 400 with a message for an unknown format, never a 500', async () => {
    const res = await history('?formato=xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'querystring.formato: debe ser estandar o excel' });
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, null, 'GET', 'users/me/history.csv?formato=excel')).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document with its query parameter', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { parameters?: { name: string; in: string; schema: { enum?: string[] } }[] } }>;
    }>();
    const params = doc.paths['/api/users/me/history.csv']!.get.parameters ?? [];
    expect(params.find((p) => p.name === 'formato')).toMatchObject({
      in: 'query',
      schema: { enum: ['estandar', 'excel'] },
    });
  });
});
