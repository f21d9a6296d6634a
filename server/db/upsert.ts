import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an `onConflictDoUpdate` that takes each listed column from the row that was
 * proposed for insertion (`excluded.<column>`).
 */
export function takeExcluded<T extends PgTable>(
  table: T,
  keys: (keyof T['$inferInsert'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`Unknown column ${key}`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}
