import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsFolder, type Database, type Db } from './client';
import { seed } from './seed';

/**
 * Start-up step after openDatabase: applies the SQL migrations, then the idempotent seed of the
 * reference data and catalogue. Safe on every start; on PostgreSQL one process at a time does it
 * (Database.exclusive) and the others wait.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.exclusive(async (db) => {
    await migrate(db, database.kind);
    await seed(db);
  });
}

/** The driver's own migrator, imported only for the driver in use (as in openDatabase). */
async function migrate(db: Db, kind: Database['kind']): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (kind === 'postgres') {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db, config);
  }
}
