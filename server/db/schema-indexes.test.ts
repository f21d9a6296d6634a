import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('schema indexes', () => {
  it('every foreign key a delete follows (cascade or set null) has an index led by its column', async () => {
    // Deleting a referenced row makes PostgreSQL find its referencing rows by that column: without
    // an index led by it, a scan of the whole referencing table for each row deleted.
    const { rows } = await t.database.db.execute<{ fk: string }>(sql`
      select c.conname || ' (' || c.conrelid::regclass || '.' || a.attname || ')' as fk
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confdeltype in ('c', 'n') and cardinality(c.conkey) = 1
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1`);
    expect(rows.map((r) => r.fk)).toEqual([]);
  });
});
