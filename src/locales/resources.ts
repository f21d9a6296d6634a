import { defaultNS, firstLoad } from './first-load';
import { later } from './later';

/** Every Spanish text of the app, one namespace per feature plus common (types, tests, stories). */
export const resources = {
  es: { ...firstLoad, ...later },
} as const;

export { defaultNS };
