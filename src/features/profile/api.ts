import { api } from '../../lib/api';
import type { Goal, UserProfile } from '../../lib/contract';

/** `PUT users/update` body: the goal travels as `id_objetivo` (docs/PRODUCT.md §3). */
export interface ProfileUpdate {
  nombre: string;
  apellidos: string;
  email: string;
  /** YYYY-MM-DD. */
  fecha_nacimiento: string;
  sexo: number;
  peso: number;
  altura: number;
  id_objetivo: number;
}

export interface PasswordUpdate {
  oldPassword: string;
  password: string;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/users',
      providesTags: ['User'],
    }),
    getProfileGoals: build.query<Goal[], void>({
      query: () => '/goals',
      providesTags: ['Goals'],
    }),
    updateProfile: build.mutation<UserProfile, ProfileUpdate>({
      query: (body) => ({ url: '/users/update', method: 'PUT', body }),
      // The routine list answer carries the user's weight, height and BMI too.
      invalidatesTags: ['User', 'UserRoutines'],
    }),
    updatePassword: build.mutation<{ message: string }, PasswordUpdate>({
      query: (body) => ({ url: '/users/update-password', method: 'PUT', body }),
    }),
  }),
});

export const { useGetProfileQuery, useGetProfileGoalsQuery, useUpdateProfileMutation, useUpdatePasswordMutation } =
  profileApi;
