import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, firstLoad } from '../locales/first-load';

/**
 * Spanish only; every text lives in src/locales/es. Synchronous init with the first-load texts
 * (common, landing); the other namespaces come in one chunk through `loadAllTexts()`, which the
 * router awaits before any other screen renders (app/routes.tsx).
 */
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: { es: firstLoad },
  defaultNS,
  ns: Object.keys(firstLoad),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

let allTexts: Promise<void> | undefined;

/** Adds every namespace not bundled with the first load; one download, however often it is called. */
export function loadAllTexts(): Promise<void> {
  allTexts ??= import('../locales/later').then(({ later }) => {
    for (const [ns, bundle] of Object.entries(later)) i18n.addResourceBundle('es', ns, bundle, true, true);
  });
  return allTexts;
}

export default i18n;
