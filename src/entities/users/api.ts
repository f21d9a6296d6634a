/**
 * The signed-in user's profile (`GET users`), read by the profile screen and by every screen that
 * shows a weight (its `unidad`), and their display preferences (`PUT users/preferences`). One
 * endpoint, so no screen asks for the profile twice.
 */
import { api } from '../../lib/api';
import type { UserPreferences, UserProfile } from '../../lib/contract';
import { rememberWeightUnit } from './weight-unit-storage';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<UserProfile, void>({
      query: () => '/users',
      providesTags: ['User'],
    }),
    /** The weight unit: shown at once (the cached profile and this device), then confirmed by the server. */
    updatePreferences: build.mutation<{ message: string; unidad: UserPreferences['unidad'] }, UserPreferences>({
      query: (body) => ({ url: '/users/preferences', method: 'PUT', body }),
      async onQueryStarted({ unidad }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          usersApi.util.updateQueryData('profile', undefined, (profile) => {
            profile.unidad = unidad;
          }),
        );
        try {
          await queryFulfilled;
          rememberWeightUnit(unidad);
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useProfileQuery, useUpdatePreferencesMutation } = usersApi;
