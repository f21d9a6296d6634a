import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import type { api, LoadedApi } from '../lib/api';
import { whenApiLoaded } from '../lib/api-loaded';
import { sessionSlice } from '../lib/session';

/** The API slice is injected when `lib/api` first loads (see lib/api-loaded.ts). */
const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;

/** The one store factory: the app's store, the test renderer's and a fresh one per story. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
  whenApiLoaded<LoadedApi>(({ api, setupListeners }) => {
    rootReducer.inject(api);
    dynamic.addMiddleware(api.middleware);
    setupListeners(store.dispatch);
    // Fills in the API slice's initial state before any component selects from it.
    store.dispatch({ type: 'app/apiLoaded' });
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
