import { api } from '../../lib/api';
import type { Goal, LoginResponse, UserProfile } from '../../lib/contract';
import type { LoginForm, RegisterPayload } from '../../lib/validation';

export interface MessageResponse {
  message: string;
}

export interface RegisterResult {
  user: UserProfile;
  /** The e-mail was registered but unverified: a new verification link replaced the previous one. */
  renewed: boolean;
}

/** A logout waits this long at most for the server before the session ends on this side anyway. */
export const LOGOUT_TIMEOUT_MS = 3000;

/**
 * The accounts API (docs/PRODUCT.md §11, `users/*`): the public calls, which send no Authorization header, and
 * the logout.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginForm>({
      query: (body) => ({ url: 'users/login', method: 'POST', body, auth: false }),
    }),
    /**
     * `POST users/register`: 201 for a new account; 200 when the e-mail was already registered and
     * still unverified: the data is replaced and a new link sent, the previous one no longer works
     * (server/modules/users/registration.ts). `renewed` tells the two apart.
     */
    register: build.mutation<RegisterResult, RegisterPayload>({
      query: (body) => ({ url: 'users/register', method: 'POST', body, auth: false }),
      transformResponse: (user: UserProfile, meta) => ({ user, renewed: meta?.response?.status === 200 }),
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
    /**
     * `POST users/logout`: ends the session on the server too. The token is given rather than
     * read from storage (the caller holds it while it clears the local session), and its 401 for
     * a session already over must not end the session a second time: hence `auth: false` and the
     * header set here.
     */
    logout: build.mutation<MessageResponse, { token: string }>({
      query: ({ token }) => ({
        url: 'users/logout',
        method: 'POST',
        headers: { Authorization: token },
        auth: false,
        timeout: LOGOUT_TIMEOUT_MS,
      }),
    }),
    /**
     * `POST users/resend-verification`: a new verification link for an unverified account. The
     * answer is the same for any address (server/modules/users/account-links.ts).
     */
    resendVerification: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'users/resend-verification', method: 'POST', body, auth: false }),
    }),
    /** `GET users/reset-password` with the link's token: 200 while it works, 403 once used or expired. */
    checkResetToken: build.query<MessageResponse, string>({
      query: (token) => ({ url: 'users/reset-password', headers: { 'reset-token': token }, auth: false }),
      keepUnusedDataFor: 0,
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
  useLogoutMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useCheckResetTokenQuery,
  useRegistrationGoalsQuery,
} = authApi;
