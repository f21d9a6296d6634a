import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '../../lib/store';
import { userRoutinesApi } from '../../entities/user-routines/api';
import { userRoutineListFixture, userRoutinesFixture } from '../../testing/handlers/routines';
import { server } from '../../testing/setup-unit';
import { isSavedRoutine, publicRoutineQuery, routinesApi } from './api';

/** A store reading the shared routine list (as the overview and the calendar do), counting its loads. */
async function storeReadingTheList() {
  const loads = { count: 0 };
  server.use(
    http.get('*/api/user-routines', () => {
      loads.count += 1;
      return HttpResponse.json(userRoutineListFixture());
    }),
  );
  const store = makeStore();
  const subscription = store.dispatch(userRoutinesApi.endpoints.userRoutines.initiate());
  await subscription;
  expect(loads.count).toBe(1);
  return { store, loads, done: () => subscription.unsubscribe() };
}

describe('routine changes refresh the shared list of user routines', () => {
  const { endpoints } = routinesApi;
  it.each<[string, (store: AppStore) => Promise<unknown>]>([
    ['copying a routine', (s) => s.dispatch(endpoints.copyRoutine.initiate(1))],
    ['saving a shared routine', (s) => s.dispatch(endpoints.saveSharedRoutine.initiate(1))],
    ['adding an exercise', (s) => s.dispatch(endpoints.addRoutineExercise.initiate({ routineId: 1, ejercicio_id: 1 }))],
    [
      'deleting an exercise',
      (s) => s.dispatch(endpoints.deleteRoutineExercise.initiate({ routineId: 1, exerciseId: 11 })),
    ],
    // docs/PRODUCT.md §4: 1 s after the delete.
    ['deleting a routine', (s) => s.dispatch(endpoints.deleteMyRoutine.initiate(1))],
  ])('%s', async (_name, change) => {
    const { store, loads, done } = await storeReadingTheList();
    await change(store);
    await expect.poll(() => loads.count, { timeout: 3000 }).toBe(2);
    done();
  });
});

describe('publicRoutineQuery', () => {
  it('filters on the server only when both goal and difficulty are chosen', () => {
    expect(publicRoutineQuery({ objetivos_id: 2, dificultad_id: 3 })).toEqual({ objetivos_id: 2, dificultad_id: 3 });
    expect(publicRoutineQuery({ objetivos_id: 2 })).toBeUndefined();
    expect(publicRoutineQuery({ dificultad_id: 3 })).toBeUndefined();
    expect(publicRoutineQuery()).toBeUndefined();
  });
});

describe('server answers', () => {
  const [routine] = userRoutinesFixture;

  it('counts a save as done only with a routine naming its id and name', () => {
    expect(isSavedRoutine(routine)).toBe(true);
    expect(isSavedRoutine({})).toBe(false);
    expect(isSavedRoutine(undefined)).toBe(false);
    expect(isSavedRoutine({ rutina_id: 5 })).toBe(false);
  });
});
