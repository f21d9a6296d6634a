import { api } from '../../lib/api';
import type { Goal, UserProfile } from '../../lib/contract';
import type { CalendarFeedCreated, CalendarFeedStatus, ReminderSettings } from '../../lib/contract-calendar';
import type { DeleteAccountPayload } from '../../lib/validation';

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
    getCalendarFeed: build.query<CalendarFeedStatus, void>({
      query: () => '/users/me/calendar-feed',
      providesTags: ['CalendarFeed'],
    }),
    /** Turns the feed on or gives it a new address; the address comes only in this answer. */
    createCalendarFeed: build.mutation<CalendarFeedCreated, void>({
      query: () => ({ url: '/users/me/calendar-feed', method: 'POST' }),
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/users/me/calendar-feed', method: 'DELETE' }),
      invalidatesTags: ['CalendarFeed'],
    }),
    getReminders: build.query<ReminderSettings, void>({
      query: () => '/users/me/reminders',
      providesTags: ['Reminders'],
    }),
    updateReminders: build.mutation<ReminderSettings, ReminderSettings>({
      query: (body) => ({ url: '/users/me/reminders', method: 'PUT', body }),
      invalidatesTags: ['Reminders'],
    }),
    /** "Eliminar mi cuenta": the password asked again; the session ends with the account. */
    deleteAccount: build.mutation<{ message: string }, DeleteAccountPayload>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
  }),
});

/** The profile itself is the users entity's query (it also gives every screen the weight unit). */
export { useProfileQuery as useGetProfileQuery } from '../../entities/users/api';

export const {
  useGetProfileGoalsQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useGetRemindersQuery,
  useUpdateRemindersMutation,
  useDeleteAccountMutation,
} = profileApi;
