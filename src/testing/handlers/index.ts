import { accountLinkHandlers } from './account-links';
import { authHandlers } from './auth';
import { calendarHandlers } from './calendar';
import { exercisePickerHandlers } from './exercise-picker';
import { exercisesHandlers } from './exercises';
import { feedbackHandlers } from './feedback';
import { importsHandlers } from './imports';
import { measurementsHandlers } from './measurements';
import { plansHandlers } from './plans';
import { profileHandlers } from './profile';
import { referenceHandlers } from './reference';
import { routinesHandlers } from './routines';
import { workoutsHandlers } from './workouts';
import { trainingLogHandlers } from './training-log';

/**
 * Default MSW handlers, keyed by feature so a story can replace one group:
 * `parameters.msw.handlers = { reference: [...] }` (Storybook) or `server.use(...)` (Vitest).
 */
export const handlers = {
  reference: referenceHandlers,
  routines: routinesHandlers,
  auth: authHandlers,
  accountLinks: accountLinkHandlers,
  exercises: exercisesHandlers,
  exercisePicker: exercisePickerHandlers,
  profile: profileHandlers,
  calendar: calendarHandlers,
  // Before trainingLog: its `GET /api/workouts/:id` would otherwise answer `/api/workouts/current`.
  workouts: workoutsHandlers,
  // Before trainingLog: its `GET /api/progress/*` (loading and failing stories) would answer the recovery.
  feedback: feedbackHandlers,
  trainingLog: trainingLogHandlers,
  plans: plansHandlers,
  imports: importsHandlers,
  measurements: measurementsHandlers(),
};

export const allHandlers = Object.values(handlers).flat();
