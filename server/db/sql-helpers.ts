import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
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

/**
 * `selectRows` as a named prepared statement, for the hottest writes (an optimisation; the only
 * difference from `selectRows` is where the plan is made). On PostgreSQL node-postgres prepares
 * `name` once per pool connection, so the server parses and plans the statement once instead of
 * on every call; PGlite's driver has no named statements and runs it as `selectRows` does. Every
 * call with one `name` must give the same SQL text (values only as parameters).
 * db/sql-helpers.test.ts holds its rows equal to `selectRows`'.
 */
export async function selectPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const prepared = db._.session.prepareQuery<{ execute: { rows: T[] }; all: unknown; values: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  const { rows } = await prepared.execute();
  return rows;
}
