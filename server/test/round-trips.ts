import { vi } from 'vitest';
import type { Db } from '../db/client';

/**
 * The statements the database driver is sent while `work` runs: every call of its `query()`
 * (`$client`: the PGlite instance or the pg.Pool Drizzle was given), and on PGlite of `exec()`
 * too, through which db/prepared.ts runs its prepared statements (`EXECUTE`).
 */
export async function roundTripsOf(db: Db, work: () => Promise<unknown>): Promise<number> {
  type Driver = { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown };
  const { $client: driver } = db as unknown as { $client: Driver };
  const spies = [vi.spyOn(driver, 'query'), ...(driver.exec ? [vi.spyOn(driver as Required<Driver>, 'exec')] : [])];
  try {
    await work();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
