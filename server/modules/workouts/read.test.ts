import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '../../../src/lib/contract-training';
import { exercises, workouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { insertFinishedWorkout, logSet, startWorkout } from '../../test/workouts';
import { readWorkout } from './read';
import { workoutRow } from './repository';

// Holds "anterior from the suggestions' walk" (read-repository.ts `lastSessions`) and the
// one-statement read of the session in progress to their plain paths, byte for byte, over a
// history with every kind of set.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = async (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** A session from `rutinaId` with sets of every measure, a skipped exercise and notes; finished unless `open`. */
async function session(u: TestUser, rutinaId: number, step: number, open = false): Promise<Workout> {
  const w = await startWorkout(t.app, u, rutinaId);
  const [a, b, c, d, e] = w.ejercicios;
  await logSet(t.app, u, w.id, {
    ejercicio_sesion_id: a!.id,
    orden: 1,
    repeticiones: 10,
    kg: 20,
    tipo: 'calentamiento',
  });
  await logSet(t.app, u, w.id, { ejercicio_sesion_id: a!.id, orden: 2, repeticiones: 8 + step, kg: 42.25, rir: 2 });
  await logSet(t.app, u, w.id, { ejercicio_sesion_id: a!.id, orden: 3, repeticiones: 7, kg: 40 + step, rir: null });
  await logSet(t.app, u, w.id, { ejercicio_sesion_id: b!.id, orden: 1, repeticiones: 12, tipo: 'fallo' });
  // The fourth exercise's warm-up only, then skipped: that session says nothing of its work.
  await logSet(t.app, u, w.id, {
    ejercicio_sesion_id: d!.id,
    orden: 1,
    repeticiones: 10,
    kg: 30,
    tipo: 'calentamiento',
  });
  await logSet(t.app, u, w.id, { ejercicio_sesion_id: c!.id, orden: 1, medida: 'tiempo', segundos: 45 + step });
  await logSet(t.app, u, w.id, { ejercicio_sesion_id: c!.id, orden: 2, medida: 'distancia', metros: 1500.5 });
  await ok(await apiCall(t.app, u, 'PATCH', `workouts/${w.id}/exercises/${d!.id}`, { omitido: true }));
  await ok(await apiCall(t.app, u, 'PATCH', `workouts/${w.id}/exercises/${e!.id}`, { nota: `Codo "raro" \\ ${step}` }));
  if (!open) await ok(await apiCall(t.app, u, 'POST', `workouts/${w.id}/finish`, { notas: `Sesión ${step} ✓` }));
  return w;
}

describe('reading a session: the fast path answers as the plain one', () => {
  it('every session of a history, and GET /workouts/current as GET /workouts/{id}', async () => {
    const u = await createTestUser(t.database.db);
    const template = (await publicTemplateIds(t.database.db))[0]!;
    const r = await copyToUser(t.app, u, template);
    const [plank] = await t.database.db.select().from(exercises).where(eq(exercises.nombre, 'Plancha frontal'));
    await ok(await apiCall(t.app, u, 'POST', `user-routines/${r.rutina_id}/exercises`, { ejercicio_id: plank!.id }));
    const ids = r.ejercicios.map((e) => e.id_ejercicio_catalogo);
    expect(ids.length).toBeGreaterThanOrEqual(4);

    const none = await ok(await apiCall(t.app, u, 'GET', 'workouts/current'));
    expect(none.body).toBe('{"workout":null}');

    await insertFinishedWorkout(t.database.db, u.id, new Date(Date.now() - 10 * 86_400_000), [
      { exerciseId: ids[0]!, repeticiones: 10, kg: 30 },
      { exerciseId: ids[0]!, repeticiones: 9, kg: 32.5 },
      { exerciseId: ids[3]!, repeticiones: 6, kg: 80 },
    ]);
    await session(u, r.rutina_id, 1);
    await session(u, r.rutina_id, 2);
    const open = await session(u, r.rutina_id, 3, true);

    const rows = await t.database.db.select().from(workouts).where(eq(workouts.userId, u.id));
    expect(rows).toHaveLength(4);
    for (const { id } of rows) {
      const row = (await workoutRow(t.database.db, u.id, id))!;
      const fast = await readWorkout(t.database.db, row);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(await readWorkout(t.database.db, row, true)));
    }

    const current = await ok(await apiCall(t.app, u, 'GET', 'workouts/current'));
    const byId = await ok(await apiCall(t.app, u, 'GET', `workouts/${open.id}`));
    expect(current.body).toBe(`{"workout":${byId.body}}`);
    // Not vacuous: the session in progress shows the previous session's sets of every kind, and
    // the exercise skipped then shows the inserted session's.
    const shown = (JSON.parse(current.body) as { workout: Workout }).workout.ejercicios;
    expect(shown[0]!.anterior).toEqual([
      {
        orden: 1,
        medida: 'repeticiones',
        repeticiones: 10,
        kg: 20,
        segundos: null,
        metros: null,
        rir: null,
        tipo: 'calentamiento',
      },
      {
        orden: 2,
        medida: 'repeticiones',
        repeticiones: 10,
        kg: 42.25,
        segundos: null,
        metros: null,
        rir: 2,
        tipo: 'trabajo',
      },
      {
        orden: 3,
        medida: 'repeticiones',
        repeticiones: 7,
        kg: 42,
        segundos: null,
        metros: null,
        rir: null,
        tipo: 'trabajo',
      },
    ]);
    expect(shown[1]!.anterior.map((s) => s.tipo)).toEqual(['fallo']);
    expect(shown[2]!.anterior.map((s) => [s.medida, s.segundos, s.metros])).toEqual([
      ['tiempo', 47, null],
      ['distancia', null, 1500.5],
    ]);
    expect(shown[3]!.anterior.map((s) => s.kg)).toEqual([80]);
    expect(shown[4]!.anterior).toEqual([]);
    expect(shown.map((e) => e.sugerencia)).not.toContain(null);
  });
});
