import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

/**
 * Named optimisation **"statements prepared on PGlite"** (docs/PERFORMANCE.md, "Issue #25:
 * original routes on the embedded database"), switched by PGLITE_PREPARE (server/config.ts).
 *
 * On PostgreSQL, Drizzle's `.prepare(name)` is a named statement that node-postgres parses and
 * plans once per pool connection (sent unnamed behind a transaction pooler: DATABASE_POOLER,
 * server/db/client.ts). PGlite's `query()` has no named statements: every call sends
 * its text as the unnamed statement, which the engine parses and plans anew, in six protocol
 * round trips through the WebAssembly engine on the server's own thread (parse, describe,
 * bind, describe, execute, sync). Measured in-process, the session lookup of every signed-in
 * request cost 550 to 800 µs of CPU that way and 190 to 250 µs as `PREPARE` once, then
 * `EXECUTE` through `exec()` (one simple-protocol query and a sync).
 *
 * This module is the one place that does that: `preparedSelect` for a Drizzle select (its own
 * result mapping is kept: only the text sent to PGlite changes), `executePrepared` for a raw
 * statement. `EXECUTE`'s arguments are written into its text as literals (see `literal`).
 * Only for statements run outside a transaction (they go to the database's own client).
 * Held to the plain path by server/db/prepared.test.ts, on both databases.
 */

/** What PGlite and a node-postgres pool are told apart by (shape, so neither module is loaded). */
type Client = PGlite | pg.Pool;
const clientOf = (db: Db) => (db as unknown as { $client: Client }).$client;
const isPglite = (client: Client): client is PGlite => 'exec' in client;

/**
 * A value as an SQL literal of `EXECUTE`'s argument list. Strings are dollar-quoted (their text
 * taken as it is whatever `standard_conforming_strings` says; a tag the value does not contain),
 * so no value can end the literal; the statement's parameter type then reads it, as it would a
 * bound parameter's text.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Unexpected statement argument: ${value}`);
    return `'${value}'`;
  }
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string' || text.includes('\0')) throw new Error('Unexpected statement argument');
  // The closing tag must be the first occurrence of the tag: not in the text, nor begun by the
  // text's end (a text ending in "$a" would end "$a$…" early: "x$a" + "$a$" is "x" then "a$").
  let tag = '$a$';
  for (let i = 0; `${text}${tag}`.indexOf(tag) !== text.length; i++) tag = `$a${i}$`;
  return `${tag}${text}${tag}`;
}

/** Statements PREPAREd per PGlite instance (its one session), by name: the PREPARE under way or done. */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<void>>>();

/**
 * Runs `text` (placeholders $1, $2, …) with `values` as the statement `name`, PREPAREd once per
 * database: on PGlite as `EXECUTE name(…)`, on PostgreSQL as node-postgres's named statement.
 * One name, one text: a name is never prepared twice.
 */
export async function executePrepared<T>(
  db: Db,
  statement: { name: string; text: string },
  values: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const client = clientOf(db);
  if (!isPglite(client)) {
    const { rows } = await client.query({ name: statement.name, text: statement.text, values });
    return { rows: rows as T[], fields: [] };
  }
  let names = preparedIn.get(client);
  if (!names) preparedIn.set(client, (names = new Map()));
  let prepared = names.get(statement.name);
  if (!prepared) {
    prepared = client.exec(`prepare ${statement.name} as ${statement.text}`).then(() => undefined);
    names.set(statement.name, prepared);
    prepared.catch(() => names.delete(statement.name));
  }
  await prepared;
  const args = values.length > 0 ? `(${values.map(literal).join(', ')})` : '';
  const [result] = await client.exec(`execute ${statement.name}${args}`, options);
  return result as Results<T>;
}

/** The part of Drizzle's PGlite prepared query this module relies on (checked at start-up). */
interface PgliteInternals {
  client: { query(text: string, params: unknown[], options?: QueryOptions): Promise<Results> };
  queryString: string;
}

/**
 * Drizzle's `query.prepare(name)`, on PGlite made to run as `EXECUTE` of a statement PREPAREd
 * once (`enabled` false: Drizzle's own, which PGlite parses and plans on every call). Drizzle's
 * prepared query sends its text and arguments through its client's `query()`; here that client
 * is one that executes the prepared statement instead, so the result mapping stays Drizzle's.
 */
export function preparedSelect<P>(db: Db, query: { prepare(name: string): P }, name: string, enabled = true): P {
  const statement = query.prepare(name);
  const client = clientOf(db);
  if (!enabled || !isPglite(client)) return statement;
  const internals = statement as unknown as Partial<PgliteInternals>;
  if (typeof internals.queryString !== 'string' || typeof internals.client?.query !== 'function') {
    // A Drizzle upgrade moved what this relies on: fail at start-up, not with wrong answers.
    throw new Error(`preparedSelect(${name}): Drizzle's PGlite prepared query has changed shape`);
  }
  const text = internals.queryString;
  internals.client = {
    query: (_text, params, options) => executePrepared(db, { name, text }, params, options),
  };
  return statement;
}
