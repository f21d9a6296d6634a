import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ShellProviders } from './shell-providers';
import type { AppStore } from '../lib/store';

/**
 * The shell's providers with a given store above everything (tests and stories: a fresh store
 * each). The app itself renders `ShellProviders` and lets `StoreBoundary` bring its one store.
 */
export function AppProviders({
  store,
  toastDuration,
  children,
}: {
  store: AppStore;
  toastDuration?: number;
  children: ReactNode;
}) {
  return (
    <ShellProviders toastDuration={toastDuration}>
      <Provider store={store}>{children}</Provider>
    </ShellProviders>
  );
}
