import { expect, mocked, spyOn, waitFor } from 'storybook/test';

/**
 * A story's `beforeEach` for stories whose screen logs an error on purpose: console.error is
 * recorded (and kept off the test output) until the story ends.
 */
export function recordConsoleErrors(): () => void {
  const spy = spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mockRestore();
}

/** The recorded console.error calls whose first argument is this message. */
export function consoleErrorsSaying(message: string): unknown[][] {
  return mocked(console.error).mock.calls.filter(([first]) => first === message);
}

/** docs/PRODUCT.md §8: a failed routine list is only logged, with the server's error. */
export const ROUTINES_LOAD_ERROR = 'Error al cargar las rutinas:';

/** Waits until the routine list's failure has been logged with the server's 500. */
export async function expectRoutinesLoadErrorLogged(): Promise<void> {
  await waitFor(() =>
    expect(console.error).toHaveBeenCalledWith(ROUTINES_LOAD_ERROR, expect.objectContaining({ status: 500 })),
  );
}
