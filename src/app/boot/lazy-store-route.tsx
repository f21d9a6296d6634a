/**
 * Boot: the Redux store arrives with the first screen that needs it.
 *
 * A layout route (app/routes.tsx `withStore`) above every screen that reads the session or calls
 * the API: Redux, RTK Query and the store come in with those screens' code, so the public screens
 * without them (the legal texts, /info, the not-found page) load none of it. Figure: the JS of
 * those screens once hydrated (measured on /terminos: 191 KB gzip, 219 KB with the store in the
 * entry; named optimisation "The store off the public screens", docs/PERFORMANCE.md register). A store already provided above (tests, stories) is kept.
 */
import { useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router';
import { makeStore } from '../../lib/store';

/** The app's one store, created when the first screen that needs it loads. */
const appStore = makeStore();

export function StoreBoundary() {
  const provided = useContext(ReactReduxContext);
  if (provided) return <Outlet />;
  return (
    <Provider store={appStore}>
      <Outlet />
    </Provider>
  );
}
