import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';
import { getSystem } from '../ui/theme';
import { DeferredToastArea } from './boot/deferred-toast-area';
import { withoutGlobalCss } from './boot/prerendered-styles';

export interface ShellProvidersProps {
  /** The page's global CSS is already in the document (hydrating prerendered HTML). */
  globalCssInDocument?: boolean;
  /** How long a toast stays, in ms (default: the product's, TOASTER_PROPS). */
  toastDuration?: number;
  children: ReactNode;
}

/**
 * What every screen needs around it: design system, texts and the toast area. The Redux store is
 * not here: the screens that use it sit under a route that brings it (app/boot/lazy-store-route.tsx).
 */
export function ShellProviders({ globalCssInDocument = false, toastDuration, children }: ShellProvidersProps) {
  const [system] = useState(() => (globalCssInDocument ? withoutGlobalCss(getSystem()) : getSystem()));
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DeferredToastArea duration={toastDuration} />
      </I18nextProvider>
    </ChakraProvider>
  );
}
