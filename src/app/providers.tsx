import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { Toaster } from 'sonner';
import i18n from '../lib/i18n';
import { TOASTER_PROPS } from '../lib/toast';
import { system } from '../ui/theme';
import type { AppStore } from './store';

/** Everything a screen needs around it: design system, store, texts and the toast area. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          {children}
          <Toaster {...TOASTER_PROPS} richColors closeButton />
        </Provider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
