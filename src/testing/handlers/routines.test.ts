import { describe, expect, it } from 'vitest';
import { userRoutine, type UserRoutine } from '../../lib/contract';
import '../setup-unit';

/**
 * The MSW handlers stand in for the server in stories and unit tests: they answer exercise ids
 * as it does (docs/PRODUCT.md §14) and find an exercise by the same id in the paths.
 */
const call = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${location.origin}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as UserRoutine };
};

describe('user routine exercises in the MSW handlers', () => {
  it('answer ejercicio_id as the row id and the catalogue id apart, in the contract shape', async () => {
    const { body } = await call('GET', 'user-routines/1');
    expect(userRoutine.strict().parse(body)).toEqual(body);
    expect(body.ejercicios.length).toBeGreaterThan(1);
    for (const e of body.ejercicios) {
      expect(e.ejercicio_id).toBe(e.id);
      expect(e.id_ejercicio_catalogo).not.toBe(e.id);
    }
  });

  it('PATCH and DELETE find the exercise by the ejercicio_id of a GET answer, as the original client calls', async () => {
    const { body } = await call('GET', 'user-routines/1');
    const [first, second] = body.ejercicios;
    const edited = await call('PATCH', `user-routines/1/exercises/${first!.ejercicio_id}`, { series: 7 });
    expect(edited.status).toBe(200);
    expect(edited.body.ejercicios.find((e) => e.id === first!.id)).toEqual({ ...first, series: 7 });
    const deleted = await call('DELETE', `user-routines/1/exercises/${second!.ejercicio_id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.ejercicios.map((e) => e.id)).toEqual(
      body.ejercicios.filter((e) => e !== second).map((e) => e.id),
    );
  });

  it('a catalogue id in the path is a 404, as on the server', async () => {
    const { body } = await call('GET', 'user-routines/1');
    const catalogueId = body.ejercicios[0]!.id_ejercicio_catalogo;
    expect((await call('PATCH', `user-routines/1/exercises/${catalogueId}`, { series: 7 })).status).toBe(404);
    expect((await call('DELETE', `user-routines/1/exercises/${catalogueId}`)).status).toBe(404);
  });

  it('POST .../exercises takes the catalogue id and answers the new row with both ids', async () => {
    const { body } = await call('POST', 'user-routines/1/exercises', { ejercicio_id: 3 });
    const added = body.ejercicios.at(-1)!;
    expect(added).toMatchObject({ ejercicio_id: added.id, id_ejercicio_catalogo: 3 });
  });
});
