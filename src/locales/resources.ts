import auth from './es/auth.json';
import calendar from './es/calendar.json';
import common from './es/common.json';
import exercises from './es/exercises.json';
import landing from './es/landing.json';
import legal from './es/legal.json';
import overview from './es/overview.json';
import profile from './es/profile.json';
import routines from './es/routines.json';
import validation from './es/validation.json';

/** Every Spanish text of the app, one namespace per feature plus common. */
export const resources = {
  es: { common, validation, landing, auth, legal, overview, calendar, routines, exercises, profile },
} as const;

export const defaultNS = 'common';
export type Namespace = keyof (typeof resources)['es'];
