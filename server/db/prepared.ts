import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';
import { goals } from './schema';

/**
 * The one way the server prepares a statement. Named optimisation **"statements prepared on
 * PGlite"** (docs/PERFORMANCE.md register), switched by PGLITE_PREPARE (server/config.ts) for
 * Drizzle selects; it buys the signed-in routes' throughput on the embedded database (the session
 * lookup of every signed-in request first).
 *
 * On PostgreSQL a prepared statement is node-postgres's named statement, parsed and planned once
 * per pool connection (sent unnamed behind a transaction pooler: DATABASE_POOLER,
 * server/db/client.ts). PGlite's `query()` has no named statements: every call sends its text as
 * the unnamed statement, which the engine parses and plans anew, in six protocol round trips
 * through the WebAssembly engine on the server's own thread. Here a statement is `PREPARE`d once
 * per PGlite instance and run with `EXECUTE` through `exec()` (one simple-protocol query and a
 * sync); measured in-process, the session lookup cost 550 to 800 µs of CPU the first way and 190
 * to 250 µs this way.
 *
 * - `executePrepared`: a raw statement (text with $1, $2, … and its values).
 * - `preparedSelect`: a Drizzle select on top of it (Drizzle's result mapping is kept: only the
 *   text sent to PGlite changes).
 * - `checkPreparedStatements`: the start-up check (openDatabase) that the Drizzle internals
 *   `preparedSelect` relies on still exist.
 *
 * `EXECUTE`'s arguments are written into its text as literals (see `literal`). Only for
 * statements run outside a transaction (they go to the database's own client). Held to the plain
 * path by server/db/prepared.test.ts, on both databases.
 */

/** What PGlite and a node-postgres pool are told apart by (shape, so neither module is loaded). */
type Client = PGlite | pg.Pool;
const clientOf = (db: Db) => (db as unknown as { $client?: Client }).$client;
const isPglite = (client: Client): client is PGlite => 'exec' in client;

/** Whether `db` is the embedded database (PGlite). */
export const onPglite = (db: Db): boolean => {
  const client = clientOf(db);
  return client !== undefined && isPglite(client);
};

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

let pgTypes: Promise<typeof pg.types> | undefined;

/** PGlite's `parsers` (type oid → parser) as node-postgres's `types`, the others left to pg. */
async function typesOf(parsers: NonNullable<QueryOptions['parsers']>) {
  const types = await (pgTypes ??= import('pg').then((m) => m.default.types));
  return {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      const parse = parsers[oid];
      return parse ? (value: string) => parse(value) : types.getTypeParser(oid, format);
    },
  };
}

/**
 * Runs `text` (placeholders $1, $2, …) with `values` as the statement `name`, PREPAREd once per
 * database: on PGlite as `EXECUTE name(…)`, on PostgreSQL as node-postgres's named statement.
 * One name, one text: a name is never prepared twice. `options.parsers` apply on both drivers.
 */
export async function executePrepared<T>(
  db: Db,
  statement: { name: string; text: string },
  values: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const client = clientOf(db)!;
  if (!isPglite(client)) {
    const types = options?.parsers ? await typesOf(options.parsers) : undefined;
    const { rows } = await client.query({ name: statement.name, text: statement.text, values, types });
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

/** The part of Drizzle's PGlite prepared query `preparedSelect` relies on (checked at start-up). */
interface PgliteInternals {
  client: { query(text: string, params: unknown[], options?: QueryOptions): Promise<Results> };
  queryString: string;
}

/** Drizzle's PGlite prepared query as `PgliteInternals`; throws if a Drizzle upgrade moved them. */
function pgliteInternals(statement: unknown, name: string): PgliteInternals {
  const internals = statement as Partial<PgliteInternals>;
  if (typeof internals.queryString !== 'string' || typeof internals.client?.query !== 'function') {
    throw new Error(`Prepared statement ${name}: Drizzle's PGlite prepared query has changed shape`);
  }
  return internals as PgliteInternals;
}

/**
 * Start-up check (openDatabase): the database's client is reachable as Drizzle's `$client`, and
 * on PGlite a Drizzle prepared query still has the text and client `preparedSelect` relies on, so
 * a Drizzle upgrade that moved them stops the start instead of giving wrong answers. Prepares
 * nothing in the database.
 */
export function checkPreparedStatements(db: Db): void {
  const client = clientOf(db);
  if (!client || typeof client.query !== 'function') {
    throw new Error("Prepared statements: Drizzle's database no longer exposes its client as $client");
  }
  if (!isPglite(client)) return;
  pgliteInternals(db.select({ id: goals.id }).from(goals).limit(0).prepare('start_up_check'), 'start_up_check');
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
  if (!enabled || !client || !isPglite(client)) return statement;
  const internals = pgliteInternals(statement, name);
  const text = internals.queryString;
  internals.client = {
    query: (_text, params, options) => executePrepared(db, { name, text }, params, options),
  };
  return statement;
}
