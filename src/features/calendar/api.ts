import { api } from '../../lib/api';
import type { UserRoutine, UserRoutineList } from '../../lib/contract';

/** SPEC.md section 9: the routine list is asked for in one page of 100. */
export const CALENDAR_ROUTINES_QUERY = { page: 1, limit: 100 } as const;

/**
 * The calendar's own view of the user's routines. Every list of user routines carries the
 * `UserRoutines` tag, so a PATCH here (or in any other feature) refreshes all of them.
 */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarRoutines: build.query<UserRoutine[], void>({
      query: () => ({ url: '/user-routines', params: CALENDAR_ROUTINES_QUERY }),
      transformResponse: (response: UserRoutineList) => response.rutinas,
      providesTags: ['UserRoutines'],
    }),
    updateCalendarRoutineDay: build.mutation<UserRoutine, { id: number; dia: number }>({
      query: ({ id, dia }) => ({ url: `/user-routines/${id}`, method: 'PATCH', body: { dia } }),
      // Optimistic: the calendar moves every occurrence as soon as the event is dropped. The
      // reload that the tag brings keeps the routine's object when the server agrees (RTK
      // Query's structural sharing), so the events are not drawn a second time.
      async onQueryStarted({ id, dia }, { dispatch, queryFulfilled }) {
        const moved = dispatch(
          calendarApi.util.updateQueryData('calendarRoutines', undefined, (routines) => {
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

export const { useCalendarRoutinesQuery, useUpdateCalendarRoutineDayMutation } = calendarApi;
