/**
 * The user's routines (`GET user-routines`, docs/PRODUCT.md §2, §4 and §9): one query that the
 * overview, the calendar and the routines screens all read, so a screen that shows several of
 * them asks the server once. Every change to a routine invalidates its tags.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, TAG_TYPES } from '../../lib/api';
import { drawnQuery } from '../../lib/drawn-query';
import type { UserRoutine, UserRoutineList } from '../../lib/contract';

type Tag = TagDescription<(typeof TAG_TYPES)[number]>;

/** docs/PRODUCT.md §9: the routine list is asked for in one page of 100. */
export const USER_ROUTINES_PAGE = { page: 1, limit: 100 } as const;

/** The whole list; invalidate it when a routine is added, removed or changes what lists show. */
export const USER_ROUTINES_LIST: Tag = { type: 'UserRoutines', id: 'LIST' };
/** One routine (the list and that routine's own query carry it). */
export const userRoutineTag = (id: number): Tag => ({ type: 'UserRoutines', id });

/** docs/PRODUCT.md §8: a failed routine list is only logged. */
const ROUTINES_LOAD_ERROR = 'Error al cargar las rutinas:';

export const userRoutinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    userRoutines: build.query<UserRoutine[], void>({
      query: () => ({ url: 'user-routines', params: USER_ROUTINES_PAGE }),
      transformResponse: (response: UserRoutineList) => response.rutinas,
      providesTags: (result = []) => [USER_ROUTINES_LIST, ...result.map((r) => userRoutineTag(r.rutina_id))],
      // Logged here, once per failed request, however many components read the list.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          console.error(ROUTINES_LOAD_ERROR, (failure as { error?: unknown }).error);
        }
      },
    }),
  }),
});

export const { useUserRoutinesQuery } = userRoutinesApi;

/** The list as a screen draws it (lib/drawn-query.ts: no re-render when the query starts). */
export const useDrawnUserRoutines = () => useUserRoutinesQuery(undefined, { selectFromResult: drawnQuery });
