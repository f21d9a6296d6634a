import auth from './es/auth.json';
import calendar from './es/calendar.json';
import exercises from './es/exercises.json';
import legal from './es/legal.json';
import overview from './es/overview.json';
import profile from './es/profile.json';
import routines from './es/routines.json';
import validation from './es/validation.json';

/** Every namespace not in `first-load.ts`, loaded in one chunk by `loadAllTexts()` (lib/i18n). */
export const later = { validation, auth, legal, overview, calendar, routines, exercises, profile } as const;
