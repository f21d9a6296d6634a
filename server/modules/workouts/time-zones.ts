import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { DEFAULT_TIME_ZONE } from '../../domain/training/weeks';
import { trainingError } from './errors';

/**
 * The zone names the database accepts (`pg_timezone_names`, lower-cased: PostgreSQL looks names
 * up without regard to case), read once per database handle and kept. The schema's check
 * (`isTimeZone`, Intl) is not enough: Node's ICU still knows aliases the tz database has dropped
 * (US/Pacific-New, Canada/East-Saskatchewan), and the two databases ship different tz data
 * (PGlite its own, PostgreSQL the system's), so the database itself is asked. A failed read is
 * forgotten, so the next request tries again.
 */
const known = new WeakMap<Db, Promise<ReadonlySet<string>>>();

export function databaseTimeZones(db: Db): Promise<ReadonlySet<string>> {
  let zones = known.get(db);
  if (!zones) {
    zones = selectRows<{ name: string }>(db, sql`select name from pg_timezone_names`).then(
      (rows) => new Set(rows.map((r) => r.name.toLowerCase())),
    );
    known.set(db, zones);
    zones.catch(() => known.delete(db));
  }
  return zones;
}

/**
 * 400 "tz: zona horaria desconocida …" unless the database accepts `tz` as well (the schema has
 * already checked Intl does). The default zone needs no look-up.
 */
export async function assertDatabaseZone(db: Db, tz: string): Promise<void> {
  if (tz === DEFAULT_TIME_ZONE) return;
  if (!(await databaseTimeZones(db)).has(tz.toLowerCase())) throw trainingError(400, M.timeZone);
}
