import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';
import { isToasterOpen, subscribeToaster, TOASTER_PROPS } from '../lib/toaster-gate';
import { system } from '../ui/theme';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Prerendered HTML (src/app/prerender.tsx) never holds the toast area, so hydration starts without it. */
const closedOnServer = () => false;

/** The toast area, mounted once a screen that can toast has loaded (see lib/toaster-gate.ts). */
function DeferredToaster() {
  const open = useSyncExternalStore(subscribeToaster, isToasterOpen, closedOnServer);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_PROPS} richColors closeButton />
    </Suspense>
  );
}

/**
 * What every screen needs around it: design system, texts and the toast area. The Redux store is
 * not here: the screens that use it sit under `StoreBoundary` (app/store-boundary.tsx), so the
 * landing's first load carries no Redux code.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DeferredToaster />
      </I18nextProvider>
    </ChakraProvider>
  );
}
