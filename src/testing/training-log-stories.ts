import { http, HttpResponse } from 'msw';
import type { Workout } from '../lib/contract-training';
import { fakeTrainingLog } from './handlers/training-log';
import { dismissToasts } from './toasts';

/**
 * The setup the history components' stories share: a fresh in-memory training log (session 202
 * in full, or `session`) behind MSW for a signed-in user, reset with the toasts before every story.
 */
export function trainingLogStory(session?: () => Workout) {
  const log = fakeTrainingLog(undefined, session);
  return {
    log,
    parameters: { layout: 'padded' as const, session: 'signed-in', msw: { handlers: { trainingLog: log.handlers } } },
    beforeEach: () => {
      log.reset();
      dismissToasts();
    },
  };
}

/** Story parameters: the training log's `method` on `path` fails with a 500. */
export const trainingLogRefuses = (method: 'patch' | 'delete', path: string) => ({
  msw: { handlers: { trainingLog: [http[method](path, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
});
