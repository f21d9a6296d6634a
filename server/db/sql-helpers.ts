import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A timestamptz as the ISO 8601 text `Date.prototype.toISOString` writes: raw queries return
 * timestamps as Date on one driver and text on the other, so the database writes the text.
 */
export const isoText = (column: SQL): SQL =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rows of a raw query, typed by the caller. Numbers that PostgreSQL sends as text on one
 * driver (int8, numeric) must be cast in the SQL (`::int`, `::float8`) or converted by the caller.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { rows } = await db.execute(query);
  return rows as T[];
}
