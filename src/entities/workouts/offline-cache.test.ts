import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { forgetWorkouts, recalledWorkout, type OlderWorkout } from './offline-cache';

/** A session as an older version of the app kept it: no set types, range, RIR target or deload. */
const older: OlderWorkout = {
  id: 77,
  rutina_id: 1,
  nombre: 'Fuerza básica',
  notas: '',
  estado: 'en_curso',
  iniciado_en: '2026-11-23T18:00:00.000Z',
  terminado_en: null,
  ejercicios: [
    {
      id: 1,
      id_ejercicio_catalogo: 108,
      nombre: 'Sentadilla',
      grupo_muscular: 'Piernas',
      orden: 1,
      series_objetivo: 3,
      repeticiones_objetivo: 8,
      descanso: 90,
      medida: 'repeticiones',
      nota: '',
      omitido: false,
      series: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          ejercicio_sesion_id: 1,
          orden: 1,
          medida: 'repeticiones',
          repeticiones: 8,
          kg: 60,
          segundos: null,
          metros: null,
          rir: 2,
          completada_en: '2026-11-23T18:05:00.000Z',
        },
      ],
      anterior: [{ orden: 1, medida: 'repeticiones', repeticiones: 8, kg: 57.5, segundos: null, metros: null, rir: 2 }],
    },
  ],
};

afterEach(() => forgetWorkouts());

describe('the offline copy of a session', () => {
  it('a copy kept by an older version reads as the server answers such a session today', async () => {
    // Written straight into the store, as the older version left it.
    await set(older.id, older, createStore('forja-offline', 'workouts'));
    const copy = await recalledWorkout(older.id);
    expect(copy?.descarga).toBe(false);
    expect(copy?.ejercicios[0]).toMatchObject({ repeticiones_min: 8, repeticiones_objetivo: 8, rir_objetivo: null });
    expect(copy?.ejercicios[0]!.series.map((s) => s.tipo)).toEqual(['trabajo']);
    expect(copy?.ejercicios[0]!.anterior.map((s) => s.tipo)).toEqual(['trabajo']);
  });

  it('keeps what a current copy says', async () => {
    await set(
      older.id,
      { ...older, descarga: true, ejercicios: [{ ...older.ejercicios[0]!, repeticiones_min: 6, rir_objetivo: 3 }] },
      createStore('forja-offline', 'workouts'),
    );
    const copy = await recalledWorkout(older.id);
    expect(copy?.descarga).toBe(true);
    expect(copy?.ejercicios[0]).toMatchObject({ repeticiones_min: 6, rir_objetivo: 3 });
  });
});
