import { useEffect } from 'react';
import { api } from '../../../lib/api';
import type { OwnExerciseInput, PickerExercise } from '../../../lib/contract-picker';

/** The exercise picker's list: the whole catalogue in one answer, kept for the session. */
export const exercisePickerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExercisePicker: build.query<PickerExercise[], void>({
      query: () => '/exercises/picker',
      providesTags: ['Exercises'],
      // The catalogue changes only with a release: no need to ask again while the app is open.
      keepUnusedDataFor: 3600,
    }),
    /** An exercise of the user's own: added to the picker's list as it is (no new request). */
    createOwnExercise: build.mutation<PickerExercise, OwnExerciseInput>({
      query: (body) => ({ url: '/exercises/custom', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(exercisePickerApi.util.updateQueryData('getExercisePicker', undefined, (list) => [...list, data]));
      },
    }),
  }),
});

export const { useGetExercisePickerQuery, useCreateOwnExerciseMutation } = exercisePickerApi;

/**
 * Asks for the picker's list ahead (a session screen on open): once answered, the service worker
 * keeps a copy, so the picker opens offline too.
 */
export function usePrefetchExercisePicker(): void {
  const prefetch = exercisePickerApi.usePrefetch('getExercisePicker');
  useEffect(() => prefetch(undefined), [prefetch]);
}
