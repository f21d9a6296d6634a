import auth from './es/auth.json';
import calendar from './es/calendar.json';
import common from './es/common.json';
import exercises from './es/exercises.json';
import feedback from './es/feedback.json';
import gym from './es/gym.json';
import history from './es/history.json';
import importNs from './es/import.json';
import landing from './es/landing.json';
import legal from './es/legal.json';
import measurements from './es/measurements.json';
import offline from './es/offline.json';
import overview from './es/overview.json';
import photos from './es/photos.json';
import plans from './es/plans.json';
import profile from './es/profile.json';
import progress from './es/progress.json';
import pwa from './es/pwa.json';
import routines from './es/routines.json';
import validation from './es/validation.json';
import workouts from './es/workouts.json';

/**
 * Every Spanish text of the app: one namespace per feature plus `common`. A new namespace is one
 * import above and one entry below; its keys are then typed (i18next.d.ts).
 */
export const resources = {
  es: {
    common,
    validation,
    landing,
    auth,
    legal,
    overview,
    calendar,
    routines,
    exercises,
    profile,
    history,
    progress,
    measurements,
    pwa,
    offline,
    workouts,
    feedback,
    photos,
    gym,
    plans,
    import: importNs,
  },
} as const;

export const defaultNS = 'common';
