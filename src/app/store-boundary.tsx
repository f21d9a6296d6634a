import { useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router';
import { makeStore } from './store';

/** The app's one store, created when the first screen that needs it loads. */
const appStore = makeStore();

/**
 * Layout route above every screen that reads the session or calls the API (app/routes.tsx): it
 * brings Redux and the store in with those screens' code, so public pages without them (the
 * landing, the legal texts) load none of it. A store already provided above (tests, stories)
 * is kept.
 */
export function StoreBoundary() {
  const provided = useContext(ReactReduxContext);
  if (provided) return <Outlet />;
  return (
    <Provider store={appStore}>
      <Outlet />
    </Provider>
  );
}
