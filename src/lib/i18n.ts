import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources } from '../locales/resources';

/** Spanish only; every text lives in src/locales/es (registered in src/locales/resources.ts). */
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources,
  defaultNS,
  ns: Object.keys(resources.es),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export default i18n;
