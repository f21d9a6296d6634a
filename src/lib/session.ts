import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** localStorage key of the login token (docs/PRODUCT.md §3). */
export const TOKEN_KEY = 'token';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export interface SessionState {
  token: string | null;
}

/** The only client state about the session: the token, mirrored in localStorage. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readStoredToken() }),
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      localStorage.setItem(TOKEN_KEY, action.payload);
      state.token = action.payload;
    },
    loggedOut(state) {
      localStorage.removeItem(TOKEN_KEY);
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsAuthenticated: (state) => Boolean(state.token),
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectToken, selectIsAuthenticated } = sessionSlice.selectors;
