import { useEffect } from 'react';
import { api } from '../../lib/api';
import type { UserRoutine, UserRoutineList } from '../../lib/contract';

/** SPEC.md section 9: the routine list is asked for in one page of 100. */
export const OVERVIEW_ROUTINES_QUERY = { page: 1, limit: 100 } as const;

/** The overview's view of the user's routines, refreshed by any change through the `UserRoutines` tag. */
export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    overviewRoutines: build.query<UserRoutine[], void>({
      query: () => ({ url: '/user-routines', params: OVERVIEW_ROUTINES_QUERY }),
      transformResponse: (response: UserRoutineList) => response.rutinas,
      providesTags: ['UserRoutines'],
    }),
  }),
});

export const { useOverviewRoutinesQuery } = overviewApi;

/** The overview's routines; a failed load is only logged (SPEC.md section 8). */
export function useOverviewRoutines() {
  const result = useOverviewRoutinesQuery();
  const { error } = result;
  useEffect(() => {
    if (error) console.error('Error al cargar las rutinas:', error);
  }, [error]);
  return result;
}
