import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { defaultNS } from '../locales/resources';
import { BUNDLED_TEXTS, screenTextsBackend, type ScreenNamespace } from './screen-texts';

/**
 * Spanish only; every text lives in src/locales/es (registered in src/locales/resources.ts). The
 * namespaces of `BUNDLED_TEXTS` are here from the start; the others load with their screens
 * (lib/screen-texts.ts, `loadScreenTexts`).
 */
void i18n
  .use(screenTextsBackend)
  .use(initReactI18next)
  .init({
    lng: 'es',
    fallbackLng: 'es',
    // A copy: i18next adds the namespaces it loads to the object it is given.
    resources: { es: { ...BUNDLED_TEXTS } },
    partialBundledLanguages: true,
    defaultNS: 'common' satisfies typeof defaultNS,
    ns: Object.keys(BUNDLED_TEXTS),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

/** Loads the texts of a screen before it renders (app/routes.tsx), so it never waits for them. */
export function loadScreenTexts(namespaces: ScreenNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle('es', ns));
  return missing.length === 0 ? Promise.resolve() : i18n.loadNamespaces(missing);
}

export default i18n;
