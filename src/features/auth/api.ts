import { api } from '../../lib/api';
import type { Goal, LoginResponse, UserProfile } from '../../lib/contract';
import type { LoginForm, RegisterPayload } from '../../lib/validation';

export interface MessageResponse {
  message: string;
}

/** The public calls of the accounts API (API.md `users/*`): none sends an Authorization header. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginForm>({
      query: (body) => ({ url: 'users/login', method: 'POST', body, auth: false }),
    }),
    register: build.mutation<UserProfile, RegisterPayload>({
      query: (body) => ({ url: 'users/register', method: 'POST', body, auth: false }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'users/forgot-password', method: 'PUT', body, auth: false }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: 'users/reset-password',
        method: 'PUT',
        headers: { 'reset-token': token },
        body: { password },
        auth: false,
      }),
    }),
    verifyEmail: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: 'users/verify-email', method: 'POST', body, auth: false }),
    }),
    /** `GET goals` for the registration form (public reference data). */
    registrationGoals: build.query<Goal[], void>({
      query: () => ({ url: 'goals', auth: false }),
      providesTags: ['Goals'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useRegistrationGoalsQuery,
} = authApi;
