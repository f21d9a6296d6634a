import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';
import { isToasterOpen, subscribeToaster, TOASTER_PROPS } from '../lib/toaster-gate';
import { getSystem } from '../ui/theme';

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
 * The system for a page whose global CSS (reset, base styles, every token's CSS variable) is
 * already in the document: prerendered HTML carries it in its Emotion style element. Chakra's
 * provider renders that CSS through Emotion's <Global>, which would compile it again (a long
 * piece of work nobody sees) and insert a copy; with `_global` empty it has nothing to do. The
 * same functions and config: recipes added later reach both.
 */
function withoutGlobalCss(system: ReturnType<typeof getSystem>): ReturnType<typeof getSystem> {
  // Property descriptors, not a spread: the build makes `_global` a lazy getter (vite.config.ts)
  // that a spread would call.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as ReturnType<typeof getSystem>;
  Object.defineProperty(copy, '_global', { value: [] });
  return copy;
}

export interface ShellProvidersProps {
  /** The page's global CSS is already in the document (hydrating prerendered HTML). */
  globalCssInDocument?: boolean;
  children: ReactNode;
}

/**
 * What every screen needs around it: design system, texts and the toast area. The Redux store is
 * not here: the screens that use it sit under `StoreBoundary` (app/store-boundary.tsx), so the
 * landing's first load carries no Redux code.
 */
export function ShellProviders({ globalCssInDocument = false, children }: ShellProvidersProps) {
  const [system] = useState(() => (globalCssInDocument ? withoutGlobalCss(getSystem()) : getSystem()));
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DeferredToaster />
      </I18nextProvider>
    </ChakraProvider>
  );
}
