import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { executePrepared, onPglite } from './prepared';

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

/** Turns a Drizzle `sql` template into its text and parameters (public Drizzle API). */
const dialect = new PgDialect();

/** Parsers of the types Drizzle's raw queries return as the database's text (dates, times, intervals). */
const asText = (value: string) => value;
const RAW_TYPES = {
  parsers: Object.fromEntries([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231].map((oid) => [oid, asText])),
};

/**
 * `selectRows` as a named prepared statement of server/db/prepared.ts (`executePrepared`), for the
 * hottest writes: on PostgreSQL the server parses and plans `name` once per pool connection
 * instead of on every call. On PGlite it runs as `selectRows` does (Drizzle's own statement).
 * Every call with one `name` must give the same SQL text (values only as parameters).
 * db/sql-helpers.test.ts holds its rows equal to `selectRows`'.
 */
export async function selectPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  if (onPglite(db)) return selectRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { rows } = await executePrepared<T>(db, { name, text }, params, RAW_TYPES);
  return rows;
}
