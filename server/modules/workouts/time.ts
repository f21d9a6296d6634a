import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { LIVE_WINDOW_DAYS, timeProblem } from '../../domain/training/plausible-time';
import { trainingError } from './errors';

export { CLOCK_SKEW_MS } from '../../domain/training/plausible-time';

/**
 * 400 naming `field` unless `at` is a plausible instant typed live (domain/training/plausible-time.ts):
 * not in the future (plus the clock skew), not more than LIVE_WINDOW_DAYS old.
 */
export function plausibleLive(field: string, at: Date): void {
  const problem = timeProblem(at, { maxAgeDays: LIVE_WINDOW_DAYS });
  if (problem === 'future') throw trainingError(400, M.future(field));
  if (problem === 'too-old') throw trainingError(400, M.tooOld(field, LIVE_WINDOW_DAYS));
  if (problem !== null) throw trainingError(400, M.tooEarly(field));
}
