import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalRecord, WorkoutFinished, WorkoutPage } from '../../../src/lib/contract-training';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { insertFinishedWorkout, logSet, startWorkout } from '../../test/workouts';
import { records } from './stats-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byKind = (records: PersonalRecord[]) =>
  records
    .map((r) => [r.id_ejercicio_catalogo, r.tipo, r.valor, r.kg, r.anterior])
    .sort((a, b) => String(a).localeCompare(String(b)));

describe('finishing: the summary and the records beaten', () => {
  it('counts duration, sets, volume, and beats records against sessions finished before it only', async () => {
    const u = await createTestUser(t.database.db);
    const r = await copyToUser(t.app, u, (await publicTemplateIds(t.database.db))[0]!);
    const [a, b] = [r.ejercicios[0]!.id_ejercicio_catalogo, r.ejercicios[1]!.id_ejercicio_catalogo];
    // History: A 10×100 and 5×110, B 12×20; then A 8×105.
    await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-05T10:00:00Z'), [
      { exerciseId: a, repeticiones: 10, kg: 100 },
      { exerciseId: a, repeticiones: 5, kg: 110 },
      { exerciseId: b, repeticiones: 12, kg: 20 },
    ]);
    await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-12T10:00:00Z'), [
      { exerciseId: a, repeticiones: 8, kg: 105 },
    ]);

    const w = await startWorkout(t.app, u, r.rutina_id);
    const [ea, eb, ec] = w.ejercicios;
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: ea!.id, orden: 1, repeticiones: 6, kg: 120 });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: ea!.id, orden: 2, repeticiones: 12, kg: 100 });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: eb!.id, orden: 1, repeticiones: 10, kg: 20 });
    if (ec) await apiCall(t.app, u, 'PATCH', `workouts/${w.id}/exercises/${ec.id}`, { omitido: true });
    const finishedAt = new Date(Date.parse(w.iniciado_en) + 50 * 60_000 + 30_000);
    const res = await apiCall(t.app, u, 'POST', `workouts/${w.id}/finish`, {
      terminado_en: new Date(Math.min(finishedAt.getTime(), Date.now())).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { resumen } = res.json<WorkoutFinished>();
    const planned = w.ejercicios.filter((e) => e.id !== ec?.id).reduce((n, e) => n + e.series_objetivo, 0);
    expect(resumen).toMatchObject({ series_hechas: 3, series_planeadas: planned, volumen_kg: 720 + 1200 + 200 });
    expect(resumen.duracion_s).toBeGreaterThanOrEqual(0);
    // A: Epley 120 × (1 + 6/30) = 144 > 133.33 (100 × 4/3); 6 reps at 120 kg (never lifted: first);
    // volume 1920 > 1550. B: Epley 20 × (1 + 10/30) = 26.67, its first (12 reps do not count).
    expect(byKind(resumen.records)).toEqual(
      byKind([
        rec(a, 'e1rm', 144, null, 133.33),
        rec(a, 'repeticiones', 6, 120, null),
        rec(a, 'volumen', 1920, null, 1550),
        rec(b, 'e1rm', 26.67, null, null),
      ]),
    );
    expect(resumen.records.every((x) => x.workout_id === w.id)).toBe(true);

    // A later, better session does not change what this one beat.
    const later = await startWorkout(t.app, u, r.rutina_id);
    await logSet(t.app, u, later.id, { ejercicio_sesion_id: later.ejercicios[0]!.id, repeticiones: 7, kg: 120 });
    await apiCall(t.app, u, 'POST', `workouts/${later.id}/finish`, {});
    const again = (await apiCall(t.app, u, 'GET', `workouts/${w.id}/summary`)).json<WorkoutFinished>();
    expect(byKind(again.resumen.records)).toEqual(byKind(resumen.records));
    const laterSummary = (await apiCall(t.app, u, 'GET', `workouts/${later.id}/summary`)).json<WorkoutFinished>();
    // 120 × (1 + 7/30) = 148; 7 reps at 120 kg beat 6.
    expect(byKind(laterSummary.resumen.records)).toEqual(
      byKind([rec(a, 'e1rm', 148, null, 144), rec(a, 'repeticiones', 7, 120, 6)]),
    );

    // The current records, each with the best before it.
    const current = (await apiCall(t.app, u, 'GET', 'progress/records')).json<PersonalRecord[]>();
    expect(byKind(current)).toEqual(
      byKind([
        rec(a, 'e1rm', 148, null, 144),
        rec(a, 'repeticiones', 12, 100, 10),
        rec(a, 'volumen', 1920, null, 1550),
        rec(b, 'e1rm', 26.67, null, null),
        rec(b, 'repeticiones', 12, 20, null),
        rec(b, 'volumen', 240, null, null),
      ]),
    );
  });

  it('a warm-up is not work: not in the sets done, the volume, the history page nor a record', async () => {
    const u = await createTestUser(t.database.db);
    const r = await copyToUser(t.app, u, (await publicTemplateIds(t.database.db))[0]!);
    const a = r.ejercicios[0]!.id_ejercicio_catalogo;
    await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-05T10:00:00Z'), [
      { exerciseId: a, repeticiones: 8, kg: 82.5 },
    ]);
    const w = await startWorkout(t.app, u, r.rutina_id);
    const ea = w.ejercicios[0]!;
    // The imported lifter's day: a warm-up of 10 × 41.25 kg, then 8 × 82.5 kg twice.
    await logSet(t.app, u, w.id, {
      ejercicio_sesion_id: ea.id,
      orden: 1,
      repeticiones: 10,
      kg: 41.25,
      tipo: 'calentamiento',
    });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: ea.id, orden: 2, repeticiones: 8, kg: 82.5 });
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: ea.id, orden: 3, repeticiones: 8, kg: 82.5, tipo: 'fallo' });
    const res = await apiCall(t.app, u, 'POST', `workouts/${w.id}/finish`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { resumen } = res.json<WorkoutFinished>();
    expect(resumen).toMatchObject({ series_hechas: 2, volumen_kg: 1320 });
    // Only the volume is a record (1320 > 660): no "Más repeticiones con 41,25 kg".
    expect(byKind(resumen.records)).toEqual(byKind([rec(a, 'volumen', 1320, null, 660)]));
    const current = (await apiCall(t.app, u, 'GET', 'progress/records')).json<PersonalRecord[]>();
    expect(current.map((x) => x.kg)).not.toContain(41.25);
    // The plain path (RECORDS_SUMMARY=0) reads the sets alike.
    expect(await records(t.database.db, u.id, undefined, false)).toEqual(current);
    expect(await records(t.database.db, u.id, w.id, false)).toEqual(resumen.records);
    const page = (await apiCall(t.app, u, 'GET', 'workouts?limit=1')).json<WorkoutPage>();
    expect(page.items[0]).toMatchObject({ id: w.id, series_hechas: 2, volumen_kg: 1320 });
    // Marking the warm-up as work later makes it one: the summary follows the set's type.
    const [warm] = (await apiCall(t.app, u, 'GET', `workouts/${w.id}`)).json<{
      ejercicios: { series: { id: string }[] }[];
    }>().ejercicios[0]!.series;
    await apiCall(t.app, u, 'PATCH', `workouts/${w.id}/sets/${warm!.id}`, { tipo: 'trabajo' });
    const after = (await apiCall(t.app, u, 'GET', `workouts/${w.id}/summary`)).json<WorkoutFinished>();
    expect(after.resumen.series_hechas).toBe(3);
    expect(after.resumen.records.map((x) => [x.tipo, x.kg])).toContainEqual(['repeticiones', 41.25]);
  });

  it('an unfinished session has no records yet', async () => {
    const u = await createTestUser(t.database.db);
    const r = await copyToUser(t.app, u, (await publicTemplateIds(t.database.db))[0]!);
    const w = await startWorkout(t.app, u, r.rutina_id);
    await logSet(t.app, u, w.id, { ejercicio_sesion_id: w.ejercicios[0]!.id, repeticiones: 5, kg: 50 });
    const s = (await apiCall(t.app, u, 'GET', `workouts/${w.id}/summary`)).json<WorkoutFinished>();
    expect(s.resumen).toMatchObject({ series_hechas: 1, volumen_kg: 250, records: [] });
  });
});

function rec(id: number, tipo: PersonalRecord['tipo'], valor: number, kg: number | null, anterior: number | null) {
  return { id_ejercicio_catalogo: id, tipo, valor, kg, anterior } as PersonalRecord;
}
