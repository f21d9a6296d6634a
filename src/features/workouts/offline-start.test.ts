import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store';
import { forgetWorkouts, rememberWorkout, startedOffline } from '../../entities/workouts/offline-cache';
import { offlineWorkout, openedOffline } from '../../entities/workouts/offline-start';
import { sendEntry, type ApiDispatch } from '../../entities/workouts/outbox-send';
import { createOutboxSync } from '../../lib/outbox/outbox-sync';
import {
  createSetQueue,
  memoryStorage,
  resetSetQueue,
  type PendingEntry,
  type PendingSet,
  type PendingStart,
} from '../../entities/workouts/set-queue';
import type { UserRoutine } from '../../lib/contract';
import type { Workout } from '../../lib/contract-training';
import { routinePlanFixture } from '../../testing/fixtures/plans';
import { makeWorkout, WORKOUT_ID, workoutServer } from '../../testing/handlers/workouts';
import { server } from '../../testing/setup-unit';

/** The session the device makes with no connection: device ids, the server's exercises in order. */
function deviceSession(id: number, plan: UserRoutine['plan'] = null): Workout {
  const routine = {
    plan,
    rutina_id: 7,
    nombre: 'Fuerza básica',
    descanso: 90,
    ejercicios: makeWorkout().ejercicios.map((e) => ({
      id: 50 + e.orden,
      id_ejercicio_catalogo: e.id_ejercicio_catalogo,
      orden: e.orden,
      nombre: e.nombre,
      tipo: 'Fuerza',
      grupos_musculares: e.grupo_muscular,
      series: 3,
      repeticiones: 10,
    })),
  } as unknown as UserRoutine;
  return offlineWorkout(routine, id, new Date(Date.now() - 30 * 60_000).toISOString());
}

const fresh = { status: 'pending', attempts: 0 } as const;
const startOf = (local: Workout, clienteId: string): PendingStart => ({
  kind: 'start',
  id: `start:${clienteId}`,
  workoutId: local.id,
  start: { rutina_id: 7, cliente_id: clienteId, iniciado_en: local.iniciado_en },
  ...fresh,
});
const setOf = (local: Workout, place: number, id: string): PendingSet => ({
  kind: 'set',
  id,
  workoutId: local.id,
  set: { ejercicio_sesion_id: local.ejercicios[place]!.id, orden: 1, medida: 'repeticiones', repeticiones: 8, kg: 50 },
  ...fresh,
});

async function sendAll(entries: PendingEntry[]) {
  const queue = createSetQueue(memoryStorage(entries));
  await queue.settled();
  const dispatch = makeStore().dispatch as unknown as ApiDispatch;
  const sync = createOutboxSync({ queue, send: (e) => sendEntry(dispatch, e) });
  sync.flush();
  await expect.poll(() => queue.all().every((e) => e.status === 'rejected')).toBe(true);
  sync.stop();
  return queue.all();
}

afterEach(async () => {
  await forgetWorkouts();
  resetSetQueue();
});

describe('a session started with no connection', () => {
  it('is made from the routine under device ids: negative, one per exercise, in the routine order', () => {
    const local = deviceSession(-1_000);
    expect(local).toMatchObject({ id: -1_000, rutina_id: 7, estado: 'en_curso', terminado_en: null });
    const count = makeWorkout().ejercicios.length;
    expect(local.ejercicios.map((e) => [e.orden, e.descanso, e.series_objetivo])).toEqual(
      Array.from({ length: count }, (_, i) => [i + 1, 90, 3]),
    );
    expect(new Set(local.ejercicios.map((e) => e.id)).size).toBe(count);
    expect(local.ejercicios.every((e) => e.id < 0)).toBe(true);
  });

  it('in a programme, takes the week’s sets, RIR target and deload, as the server does', () => {
    const plain = deviceSession(-5_000);
    expect(plain.descarga).toBe(false);
    expect(plain.ejercicios[0]).toMatchObject({
      series_objetivo: 3,
      repeticiones_objetivo: 10,
      repeticiones_min: 10,
      rir_objetivo: null,
    });
    const week3 = deviceSession(-5_001, routinePlanFixture(3));
    expect([week3.descarga, week3.ejercicios[0]!.series_objetivo, week3.ejercicios[0]!.rir_objetivo]).toEqual([
      false,
      4,
      2,
    ]);
    const deload = deviceSession(-5_002, routinePlanFixture(6));
    expect([deload.descarga, deload.ejercicios[0]!.series_objetivo, deload.ejercicios[0]!.rir_objetivo]).toEqual([
      true,
      2,
      4,
    ]);
    // Outside the block: no week.
    expect(deviceSession(-5_003, routinePlanFixture(null)).ejercicios[0]!.rir_objetivo).toBeNull();
  });

  it('its start goes first; its set and exercise note then reach the server with the server ids', async () => {
    const training = workoutServer({ workout: null });
    server.use(...training.handlers);
    const local = deviceSession(-2_000);
    await rememberWorkout(local);
    const note: PendingEntry = {
      kind: 'exercise',
      id: `exercise:${local.ejercicios[2]!.id}`,
      workoutId: local.id,
      exerciseId: local.ejercicios[2]!.id,
      patch: { nota: 'Agarre neutro' },
      ...fresh,
    };
    const set = setOf(local, 1, '00000000-0000-4000-8000-0000000000d4');
    const left = await sendAll([startOf(local, '00000000-0000-4000-8000-0000000000e5'), set, note]);
    expect(left).toEqual([]);
    const stored = training.state.workout!;
    expect(stored.id).toBe(WORKOUT_ID + 1);
    expect(startedOffline(local.id)).toEqual({
      id: stored.id,
      exercises: Object.fromEntries(local.ejercicios.map((e, i) => [e.id, stored.ejercicios[i]!.id])),
    });
    expect(stored.ejercicios[1]!.series.map((s) => [s.id, s.repeticiones])).toEqual([[set.id, 8]]);
    expect(stored.ejercicios[2]!.nota).toBe('Agarre neutro');
    expect(training.state.puts).toBe(1);
  });

  it('a start the server refuses (another session in progress) stays refused, and so do its sets', async () => {
    const other = makeWorkout();
    const training = workoutServer({ workout: other });
    server.use(...training.handlers);
    const local = deviceSession(-3_000);
    await rememberWorkout(local);
    const left = await sendAll([
      startOf(local, '00000000-0000-4000-8000-0000000000f6'),
      setOf(local, 0, '00000000-0000-4000-8000-0000000000a7'),
    ]);
    expect(left.map((e) => [e.kind, e.status])).toEqual([
      ['start', 'rejected'],
      ['set', 'rejected'],
    ]);
    expect(left[0]!.reason).toBe('A workout is already in progress');
    expect(left[1]!.reason).toMatch(/no se pudo crear en el servidor/);
    // Nothing of it reached the session in progress.
    expect(training.state.workout!.ejercicios.flatMap((e) => e.series)).toEqual(
      other.ejercicios.flatMap((e) => e.series),
    );
    expect(training.state.puts).toBe(0);
  });

  it('one unfinished session started offline at a time: "Empezar" opens it', async () => {
    const local = deviceSession(-4_000);
    resetSetQueue(memoryStorage([startOf(local, '00000000-0000-4000-8000-0000000000b8')]));
    const { setQueue } = await import('../../entities/workouts/set-queue');
    await setQueue().settled();
    expect(openedOffline()).toBe(local.id);
    setQueue().put({
      kind: 'finish',
      id: `finish:${local.id}`,
      workoutId: local.id,
      terminado_en: new Date().toISOString(),
      ...fresh,
    });
    expect(openedOffline()).toBeNull();
  });
});
