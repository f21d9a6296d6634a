import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store';
import { workoutsApi } from '../../entities/workouts/api';
import { sendEntry, type ApiDispatch } from '../../entities/workouts/outbox-send';
import { createOutboxSync, RejectedEntry } from '../../lib/outbox/outbox-sync';
import {
  createSetQueue,
  memoryStorage,
  resetSetQueue,
  setQueue,
  type PendingSet,
} from '../../entities/workouts/set-queue';
import { makeWorkout, WORKOUT_ID, workoutServer } from '../../testing/handlers/workouts';
import { server } from '../../testing/setup-unit';
import { startEmptyWorkout } from '../../entities/workouts/offline-start';
import { sessionWrites, underShownIds } from './use-session-outbox';

const entry = (over: Partial<PendingSet> = {}): PendingSet => ({
  kind: 'set',
  id: '00000000-0000-4000-8000-0000000000a1',
  workoutId: WORKOUT_ID,
  set: { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 10, kg: 60 },
  status: 'pending',
  attempts: 0,
  ...over,
});

const dispatchOf = (store: ReturnType<typeof makeStore>) => store.dispatch as unknown as ApiDispatch;

describe('sending the outbox: what the server answers decides what the queue does (conflict rule)', () => {
  it('a stored set goes into the cached session', async () => {
    const training = workoutServer({ workout: makeWorkout() });
    server.use(...training.handlers);
    const store = makeStore();
    const dispatch = dispatchOf(store);
    const read = dispatch(workoutsApi.endpoints.workout.initiate(WORKOUT_ID));
    await read;
    await sendEntry(dispatch, entry());
    const cached = workoutsApi.endpoints.workout.select(WORKOUT_ID)(
      store.getState() as unknown as Parameters<ReturnType<typeof workoutsApi.endpoints.workout.select>>[0],
    );
    expect(cached.data!.ejercicios[0]!.series.map((s) => s.id)).toContain(entry().id);
    read.unsubscribe();
  });

  it('a set queued by an older version (no type) is sent as it is, and comes back as a work set', async () => {
    const training = workoutServer({ workout: makeWorkout() });
    server.use(...training.handlers);
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const old = entry({ id: '00000000-0000-4000-8000-0000000000d1' });
    expect(old.set).not.toHaveProperty('tipo');
    await sendEntry(dispatchOf(makeStore()), old);
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).not.toHaveProperty('tipo');
    expect(training.state.workout!.ejercicios[0]!.series.find((s) => s.id === old.id)).toMatchObject({
      tipo: 'trabajo',
    });
    server.events.removeAllListeners();
  });

  it('a session deleted on another device (404) refuses the set for good: RejectedEntry with the message', async () => {
    server.use(...workoutServer({ workout: null }).handlers);
    const error = await sendEntry(dispatchOf(makeStore()), entry()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RejectedEntry);
    expect((error as Error).message).toBe('Workout not found');
  });

  it.each([
    ['no connection', () => HttpResponse.error()],
    ['a server failure', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['too many requests', () => HttpResponse.json({ message: 'slow down' }, { status: 429 })],
  ])('%s is worth retrying (not a refusal)', async (_what, answer) => {
    server.use(http.put('/api/workouts/:id/sets/:setId', answer));
    const error = await sendEntry(dispatchOf(makeStore()), entry()).catch((e: unknown) => e);
    expect(error).toBeDefined();
    expect(error).not.toBeInstanceOf(RejectedEntry);
  });

  it('the queue keeps a refused set, visible as rejected, and still delivers the next entries', async () => {
    const training = workoutServer({ workout: makeWorkout() });
    server.use(...training.handlers);
    const other = entry({ id: '00000000-0000-4000-8000-0000000000b2', workoutId: 999 });
    const next = entry({ id: '00000000-0000-4000-8000-0000000000c3' });
    const queue = createSetQueue(memoryStorage([other, next]));
    await queue.settled();
    const dispatch = dispatchOf(makeStore());
    createOutboxSync({ queue, send: (e) => sendEntry(dispatch, e) }).flush();
    await expect.poll(() => queue.all().length).toBe(1);
    expect(queue.all()[0]).toMatchObject({ id: other.id, status: 'rejected', reason: 'Workout not found' });
    expect(training.state.workout!.ejercicios[0]!.series.map((s) => s.id)).toContain(next.id);
  });
});

describe('the device time of an edit (the newest edit of a set wins)', () => {
  it('a set written on the session screen is queued with its edit time, and sent with it', async () => {
    resetSetQueue(memoryStorage());
    const at = new Date('2026-03-02T18:04:05.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      sessionWrites(WORKOUT_ID).set({ ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 8 });
    } finally {
      vi.useRealTimers();
    }
    const [queued] = setQueue().all();
    expect(queued).toMatchObject({ kind: 'set', set: { editada_en: at.toISOString() } });

    server.use(...workoutServer({ workout: makeWorkout() }).handlers);
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    await sendEntry(dispatchOf(makeStore()), queued!);
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({ editada_en: at.toISOString() });
    server.events.removeAllListeners();
    resetSetQueue();
  });
});

/** Every request the handlers receive, as "METHOD /path". */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** The app's queue (in memory), its sender against `training`, and what reached the server. */
async function session(training = workoutServer({ workout: makeWorkout() })) {
  server.use(...training.handlers);
  resetSetQueue(memoryStorage());
  const queue = setQueue();
  await queue.settled();
  const store = makeStore();
  const dispatch = dispatchOf(store);
  const read = dispatch(workoutsApi.endpoints.workout.initiate(WORKOUT_ID));
  await read;
  const seen = recordRequests();
  const sync = createOutboxSync({ queue, send: (e) => sendEntry(dispatch, e), backoff: () => 10 });
  const delivered = async () => {
    sync.flush();
    await expect.poll(() => queue.all().length).toBe(0);
  };
  const done = () => {
    sync.stop();
    read.unsubscribe();
    server.events.removeAllListeners();
    resetSetQueue();
  };
  const writes = () => sessionWrites(WORKOUT_ID, training.state.workout!);
  return { training, queue, seen, delivered, done, writes, store };
}

const count = (seen: string[], request: string) => seen.filter((r) => r === request).length;

describe('every change of a session goes through the outbox and reaches the server once', () => {
  it('a correction of a stored set is the same set sent again, newer; a deletion is a DELETE', async () => {
    const s = await session();
    const id = s.writes().set({ ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 10, kg: 60 });
    await s.delivered();
    s.writes().editSet(id, { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 8, kg: 70 });
    await s.delivered();
    expect(s.training.state.workout!.ejercicios[0]!.series).toMatchObject([{ id, repeticiones: 8, kg: 70 }]);
    s.writes().deleteSet(id);
    await s.delivered();
    expect(s.training.state.workout!.ejercicios[0]!.series).toEqual([]);
    expect(count(s.seen, `PUT /api/workouts/41/sets/${id}`)).toBe(2);
    expect(count(s.seen, `DELETE /api/workouts/41/sets/${id}`)).toBe(1);
    s.done();
  });

  it('a set corrected or deleted before it was sent: one request, the last word', async () => {
    const s = await session();
    s.training.state.saves = 'fail';
    const w = s.writes();
    const kept = w.set({ ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 10, kg: 60 });
    const gone = w.set({ ejercicio_sesion_id: 1, orden: 2, medida: 'repeticiones', repeticiones: 10, kg: 60 });
    w.editSet(kept, { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 6, kg: 80 });
    w.deleteSet(gone);
    expect(s.queue.all().map((e) => e.kind)).toEqual(['set', 'setDelete']);
    s.training.state.saves = 'ok';
    await s.delivered();
    expect(s.training.state.workout!.ejercicios[0]!.series).toMatchObject([{ id: kept, repeticiones: 6, kg: 80 }]);
    // Never stored: its DELETE answers 404, which means it is gone (not a refusal).
    expect(count(s.seen, `DELETE /api/workouts/41/sets/${gone}`)).toBe(1);
    expect(count(s.seen, `PUT /api/workouts/41/sets/${gone}`)).toBe(0);
    s.done();
  });

  it('undo of a deletion puts the set back as it was, under the same id', async () => {
    const s = await session();
    const id = s.writes().set({ ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 9, kg: 60 });
    await s.delivered();
    const undo = s.writes().deleteSet(id);
    await s.delivered();
    undo();
    await s.delivered();
    expect(s.training.state.workout!.ejercicios[0]!.series).toMatchObject([{ id, repeticiones: 9, kg: 60 }]);
    s.done();
  });

  it('an exercise added offline, with a set in it, grouped and reordered: each request once, in order', async () => {
    const s = await session();
    const w = s.writes();
    const curl = w.addExercise({ id_ejercicio: 4, nombre: 'Curl de bíceps con mancuernas', series_objetivo: 2 });
    expect(curl).toBeLessThan(0);
    w.set({ ejercicio_sesion_id: curl, orden: 1, medida: 'repeticiones', repeticiones: 12, kg: 14 });
    w.exercise(curl, { grupo: 1 });
    w.exercise(1, { grupo: 1 });
    w.exercise(1, { descanso: 150 });
    w.reorder([curl, 1, 2, 3, 4]);
    w.reorder([1, curl, 2, 3, 4]);
    w.removeExercise(3);
    await s.delivered();
    const ejercicios = s.training.state.workout!.ejercicios;
    const added = ejercicios.find((e) => e.id_ejercicio_catalogo === 4)!;
    expect(added).toMatchObject({ grupo: 1, series: [{ repeticiones: 12, kg: 14, ejercicio_sesion_id: added.id }] });
    expect(ejercicios.map((e) => e.nombre)).toEqual([
      'Sentadilla',
      'Curl de bíceps con mancuernas',
      'Press de banca',
      'Carrera continua',
    ]);
    expect(ejercicios[0]).toMatchObject({ grupo: 1, descanso: 150 });
    // The set reaches the server's exercise; the two orders are one request, the last.
    expect(s.seen.filter((r) => !r.startsWith('GET'))).toEqual([
      expect.stringMatching(/^PUT \/api\/workouts\/41\/exercises\/[0-9a-f-]{36}$/),
      expect.stringMatching(/^PUT \/api\/workouts\/41\/sets\//),
      `PATCH /api/workouts/41/exercises/${added.id}`,
      'PATCH /api/workouts/41/exercises/1',
      'PATCH /api/workouts/41',
      'DELETE /api/workouts/41/exercises/3',
    ]);
    s.done();
  });

  it('the screen shows what was queued for an added exercise on the server’s exercise once its add arrived', async () => {
    const s = await session();
    const w = s.writes();
    const curl = w.addExercise({ id_ejercicio: 4, nombre: 'Curl', series_objetivo: 2 });
    const add = s.queue.all()[0]!;
    await s.delivered();
    const serverId = s.training.state.workout!.ejercicios.at(-1)!.id;
    const cached = workoutsApi.endpoints.workout.select(WORKOUT_ID)(
      s.store.getState() as unknown as Parameters<ReturnType<typeof workoutsApi.endpoints.workout.select>>[0],
    ).data!;
    expect(cached.ejercicios.map((e) => e.id)).toContain(serverId);
    const set = entry({ set: { ...entry().set, ejercicio_sesion_id: curl } });
    expect(underShownIds(cached, [set])).toMatchObject([{ set: { ejercicio_sesion_id: serverId } }]);
    // Its add, in the moment before it leaves the queue, draws no second card.
    expect(underShownIds(cached, [add, set])).toHaveLength(1);
    s.done();
  });

  it('an empty workout started offline: the start, then its exercise and set, each once', async () => {
    const training = workoutServer({ workout: null });
    server.use(...training.handlers);
    resetSetQueue(memoryStorage());
    const restore = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    const dispatch = dispatchOf(makeStore());
    const id = await startEmptyWorkout(dispatch, 'Entrenamiento libre').finally(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', restore),
    );
    expect(id).toBeLessThan(0);
    const w = sessionWrites(id);
    const press = w.addExercise({ id_ejercicio: 1, nombre: 'Press de banca con barra' });
    w.set({ ejercicio_sesion_id: press, orden: 1, medida: 'repeticiones', repeticiones: 5, kg: 80 });
    const seen = recordRequests();
    const queue = setQueue();
    createOutboxSync({ queue, send: (e) => sendEntry(dispatch, e) }).flush();
    await expect.poll(() => queue.all().length).toBe(0);
    expect(training.state.workout).toMatchObject({ rutina_id: null, nombre: 'Entrenamiento libre' });
    expect(training.state.workout!.ejercicios).toMatchObject([
      { id_ejercicio_catalogo: 1, series: [{ repeticiones: 5, kg: 80 }] },
    ]);
    expect(seen.filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /api/workouts',
      expect.stringMatching(/^PUT \/api\/workouts\/42\/exercises\//),
      expect.stringMatching(/^PUT \/api\/workouts\/42\/sets\//),
    ]);
    server.events.removeAllListeners();
    resetSetQueue();
  });
});
