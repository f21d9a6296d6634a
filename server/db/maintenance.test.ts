import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createTestUser } from '../test/users';
import { maintainTables, scheduleMaintenance, VACUUM_THRESHOLD, type MaintenancePass } from './maintenance';
import { exerciseRemovals } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Leaves `dead` dead rows in exercise_removals, in one transaction (so on one connection) that
 * asks for its statistics to be published when it ends rather than up to a second later.
 */
async function leaveDeadRemovals(dead: number): Promise<void> {
  const user = await createTestUser(t.database.db);
  const [exercise] = (await t.database.db.execute<{ id: number }>(sql`select id from exercises limit 1`)).rows;
  await t.database.db.transaction(async (tx) => {
    await tx
      .insert(exerciseRemovals)
      .values(Array.from({ length: dead }, () => ({ userId: user.id, exerciseId: exercise!.id })));
    await tx.delete(exerciseRemovals).where(eq(exerciseRemovals.userId, user.id));
    await tx.execute(sql`select pg_stat_force_next_flush()`);
  });
}

describe('embedded database maintenance', () => {
  it('vacuums a table once its dead rows pass the threshold, and not again until they do', async () => {
    await maintainTables(t.database.db);
    await leaveDeadRemovals(VACUUM_THRESHOLD - 10);
    expect((await maintainTables(t.database.db)).vacuumed).not.toContain('exercise_removals');

    await leaveDeadRemovals(VACUUM_THRESHOLD + 10);
    const pass = await maintainTables(t.database.db);
    expect(pass.vacuumed).toContain('exercise_removals');
    expect(pass.analyzed).toContain('exercise_removals');
    expect((await maintainTables(t.database.db)).vacuumed).not.toContain('exercise_removals');
  });

  it('runs a pass at once, then one every interval until stopped', async () => {
    await leaveDeadRemovals(VACUUM_THRESHOLD + 10);
    const passes: MaintenancePass[] = [];
    const failures: unknown[] = [];
    const stop = scheduleMaintenance(
      t.database.db,
      { done: (pass) => passes.push(pass), failed: (err) => failures.push(err) },
      20,
    );
    await expect.poll(() => passes.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await stop();
    const count = passes.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(passes).toHaveLength(count);
    expect(failures).toEqual([]);
    expect(passes[0]!.vacuumed).toContain('exercise_removals');
    expect(passes.slice(1).flatMap((p) => p.vacuumed)).not.toContain('exercise_removals');
  });
});
