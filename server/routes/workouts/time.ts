import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { trainingError } from './errors';

/** How far ahead of the server's clock a client's instant may be (clocks differ a little). */
export const CLOCK_SKEW_MS = 60_000;

/** 400 `field: no puede ser una fecha futura` when `at` is later than now (plus the skew). */
export function notFuture(field: string, at: Date): void {
  if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw trainingError(400, M.future(field));
}
