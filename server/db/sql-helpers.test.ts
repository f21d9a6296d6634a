/**
 * `selectPrepared` (a named prepared statement on PostgreSQL) against the plain path,
 * `selectRows`: the same rows, of the same types, for every value, call after call on the same
 * statement name (the server's pool reuses the prepared statement with new parameters).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { isoText, selectPrepared, selectRows } from './sql-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const query = (v: { id: string; n: number | null; kg: number | null; text: string; at: Date }) => sql`
  select ${v.id}::uuid as id, ${v.n}::int as n, (${v.n}::int * 3000000000::int8) as big,
    ${v.kg}::numeric::float8 as kg, ${v.text}::text as text, (${v.n}::int is null) as missing,
    ${isoText(sql`${v.at.toISOString()}::timestamptz`)} as at, ${v.at.toISOString()}::timestamptz as raw_at,
    g.i as i
  from generate_series(1, 3) as g(i)`;

it('gives the rows selectRows gives, for changing values on one statement name', async () => {
  const values = [
    { id: randomUUID(), n: 8, kg: 62.5, text: 'Press banca', at: new Date('2026-11-20T10:00:00.123Z') },
    { id: randomUUID(), n: null, kg: null, text: 'ñ «»', at: new Date('2025-01-01T00:00:00.000Z') },
    { id: randomUUID(), n: -1, kg: 0.25, text: '', at: new Date() },
  ];
  for (let round = 0; round < 2; round++) {
    for (const v of values) {
      const plain = await selectRows(t.database.db, query(v));
      const prepared = await selectPrepared(t.database.db, 'sql_helpers_test', query(v));
      expect(prepared).toEqual(plain);
      expect(prepared).toHaveLength(3);
      expect(prepared[0]).toMatchObject({ id: v.id, text: v.text, at: v.at.toISOString() });
    }
  }
});
