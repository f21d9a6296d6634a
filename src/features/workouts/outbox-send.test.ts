import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store';
import { workoutsApi } from '../../entities/workouts/api';
import { sendEntry, type ApiDispatch } from '../../entities/workouts/outbox-send';
import { createOutboxSync, RejectedEntry } from '../../entities/workouts/outbox-sync';
import {
  createSetQueue,
  memoryStorage,
  resetSetQueue,
  setQueue,
  type PendingSet,
} from '../../entities/workouts/set-queue';
import { makeWorkout, WORKOUT_ID, workoutServer } from '../../testing/handlers/workouts';
import { server } from '../../testing/setup-unit';
import { sessionWrites } from './use-session-outbox';

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
