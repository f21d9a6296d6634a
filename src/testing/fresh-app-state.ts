import { memoryMeasurementStorage, resetMeasurementQueue } from '../entities/measurements/queue';
import { memoryStorage, resetSetQueue } from '../entities/workouts/set-queue';
import { restTimer } from '../features/workouts/rest-timer-store';

/**
 * What the app keeps outside React between two screens, made new before every story
 * (.storybook/preview.tsx): both storages (the token, the rest timer, the place in a session, the
 * "training in progress" flag), the training outbox and the measurements' queue (empty, in memory:
 * a story that needs entries gives them in its own `beforeEach`, which runs after this one) and the
 * rest timer (stopped).
 *
 * The story tests run every story file in one page (vitest.config.ts, `isolate: false`) and the
 * visual suite shows the stories of a file one after another in one page: without this, a story
 * would inherit what the one before left, e.g. the calendar drawn under a workout story's
 * "1 cambio del entrenamiento pendiente de enviar" banner.
 */
export function freshAppState(): void {
  localStorage.clear();
  sessionStorage.clear();
  resetSetQueue(memoryStorage());
  resetMeasurementQueue(memoryMeasurementStorage());
  restTimer.skip();
}
