import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { loggedOut, readStoredToken } from './session';

/** Every cache tag of the app; features pick theirs when they inject endpoints. */
export const TAG_TYPES = [
  'User',
  'Goals',
  'Reference',
  'Exercises',
  'PublicRoutines',
  'SharedRoutines',
  'UserRoutines',
  'Generated',
  'Workouts',
  'Progress',
  'Plans',
  'CalendarFeed',
  'Reminders',
  'Measurements',
] as const;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface ApiArgs extends FetchArgs {
  /** false for the public calls of docs/PRODUCT.md §6 (no Authorization header at all). */
  auth?: boolean;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

/** docs/PRODUCT.md §10: these answers mean the stored token is no good (a wrong old password is also a 401). */
const SESSION_ENDING_MESSAGES = new Set(['Authorization header is required', 'Invalid token', 'User not found']);

function endsSession(error: FetchBaseQueryError | undefined): boolean {
  if (!error || (error.status !== 401 && error.status !== 403)) return false;
  return SESSION_ENDING_MESSAGES.has(errorMessage(error) ?? '');
}

/**
 * docs/PRODUCT.md §6: `Authorization: <token>` with no prefix (empty when there is none) on
 * authenticated calls, nothing on the public ones, and the XSRF header on every non-GET call.
 * An answer saying the token is missing, invalid or of a deleted user ends the session.
 */
export const baseQuery: BaseQueryFn<
  string | ApiArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const { auth = true, ...request } = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (auth) headers.set('Authorization', readStoredToken() ?? '');
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  const result = await rawBaseQuery({ ...request, headers }, api, extraOptions);
  if (auth && endsSession(result.error)) api.dispatch(loggedOut());
  return result;
};

/** The one API slice (Redux docs: one createApi per base URL); features inject endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The server's `{ message }` of a failed call, if any. */
export function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      return typeof message === 'string' ? message : undefined;
    }
  }
  return undefined;
}

/** HTTP status of a failed call, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
