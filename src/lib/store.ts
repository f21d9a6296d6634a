import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { sessionSlice } from './session';

const rootReducer = combineSlices(sessionSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** The one store factory: the app's store, the test renderer's and a fresh one per story. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // RTK Query's focus and online listeners (what `refetchOnFocus` and `refetchOnReconnect` need).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
