import { userRoutinesApi } from '../../entities/user-routines/api';
import { api } from '../../lib/api';
import type { UserRoutine } from '../../lib/contract';

/**
 * Moving a routine to another weekday. The calendar reads the shared list of user routines
 * (entities/user-routines); the `UserRoutines` tag refreshes it, and every other reader, after a PATCH.
 */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCalendarRoutineDay: build.mutation<UserRoutine, { id: number; dia: number }>({
      query: ({ id, dia }) => ({ url: `/user-routines/${id}`, method: 'PATCH', body: { dia } }),
      // Named optimisation "Optimistic calendar drop" (docs/PERFORMANCE.md register): the
      // calendar moves every occurrence as soon as the event is dropped. The
      // reload that the tag brings keeps the routine's object when the server agrees (RTK
      // Query's structural sharing), so the events are not drawn a second time.
      async onQueryStarted({ id, dia }, { dispatch, queryFulfilled }) {
        const moved = dispatch(
          userRoutinesApi.util.updateQueryData('userRoutines', undefined, (routines) => {
            const routine = routines.find((r) => r.rutina_id === id);
            if (routine) routine.dia = dia;
          }),
        );
        await queryFulfilled.catch(() => moved.undo());
      },
      invalidatesTags: ['UserRoutines'],
    }),
  }),
});

export const { useUpdateCalendarRoutineDayMutation } = calendarApi;
