import { authHandlers } from './auth';
import { referenceHandlers } from './reference';

/**
 * Default MSW handlers, keyed by feature so a story can replace one group:
 * `parameters.msw.handlers = { reference: [...] }` (Storybook) or `server.use(...)` (Vitest).
 */
export const handlers = {
  reference: referenceHandlers,
  auth: authHandlers,
};

export const allHandlers = Object.values(handlers).flat();
