import { describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store';
import { userRoutinesApi } from '../../entities/user-routines/api';
import { fakeRoutineServer } from '../../testing/calendar';
import { server } from '../../testing/setup-unit';
import { calendarApi } from './api';

describe('moving a routine to another weekday', () => {
  it('changes the shared list at once and loads it again after the PATCH', async () => {
    const routines = fakeRoutineServer();
    server.use(...routines.handlers);
    const store = makeStore();
    const subscription = store.dispatch(userRoutinesApi.endpoints.userRoutines.initiate());
    const [first] = (await subscription).data!;
    const dia = (first!.dia! % 7) + 1;
    const moving = store.dispatch(
      calendarApi.endpoints.updateCalendarRoutineDay.initiate({ id: first!.rutina_id, dia }),
    );
    const list = userRoutinesApi.endpoints.userRoutines.select();
    // The API slice is added at run time, so the static store type does not know it.
    const shown = () => list(store.getState() as unknown as Parameters<typeof list>[0]).data?.[0]?.dia;
    expect(shown()).toBe(dia);
    await moving;
    await expect.poll(() => routines.listed).toBe(2);
    expect(shown()).toBe(dia);
    subscription.unsubscribe();
  });
});
