import { sql } from 'drizzle-orm';
import { scheduleJob, type JobReport } from '../jobs';
import type { Db } from './client';

/**
 * The embedded database runs PostgreSQL in single-user mode, where there is no autovacuum
 * launcher: nothing ever vacuums or analyzes its tables. Rows that updates and deletes leave
 * behind stay in the tables and their indexes for good (scans read them on every query), and
 * the planner never gets statistics. This does autovacuum's job with autovacuum's default
 * settings (PostgreSQL documentation, "The Autovacuum Daemon"): a table is vacuumed once its
 * dead rows pass 50 + 20 % of its live ones, and analyzed once the rows changed since its last
 * analyze pass 50 + 10 %. The counts it reads start from zero when the embedded database starts
 * (the statistics gathered by analyze are kept): rows left dead before a restart are vacuumed
 * with the next ones, once those pass the threshold. PostgreSQL servers have their own
 * autovacuum and do not run this. docs/PERFORMANCE.md register: "autovacuum's job on PGlite".
 */
export const VACUUM_THRESHOLD = 50;
export const VACUUM_SCALE_FACTOR = 0.2;
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;
/** autovacuum_naptime's default: how often the tables are looked at. */
export const MAINTENANCE_INTERVAL_MS = 60_000;

export interface MaintenancePass {
  vacuumed: string[];
  analyzed: string[];
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One pass: vacuums (and analyzes) or only analyzes the tables past their thresholds. One
 * statement per table, so requests get the database in between.
 */
export async function maintainTables(db: Db): Promise<MaintenancePass> {
  const result = await db.execute<{ relname: string; vacuum: boolean; analyze: boolean }>(sql`
    select relname,
           n_dead_tup > ${VACUUM_THRESHOLD}::float8 + ${VACUUM_SCALE_FACTOR}::float8 * n_live_tup as vacuum,
           n_mod_since_analyze > ${ANALYZE_THRESHOLD}::float8 + ${ANALYZE_SCALE_FACTOR}::float8 * n_live_tup as analyze
    from pg_stat_user_tables
    where schemaname = 'public'
    order by relname`);
  const pass: MaintenancePass = { vacuumed: [], analyzed: [] };
  for (const { relname, vacuum, analyze } of result.rows) {
    const table = sql.raw(quoteIdentifier(relname));
    if (vacuum) {
      await db.execute(sql`vacuum (analyze) ${table}`);
      pass.vacuumed.push(relname);
      pass.analyzed.push(relname);
    } else if (analyze) {
      await db.execute(sql`analyze ${table}`);
      pass.analyzed.push(relname);
    }
  }
  return pass;
}

/** The maintenance job: a pass now and then every `intervalMs` (embedded database only, main.ts). */
export function scheduleMaintenance(
  db: Db,
  report: JobReport<MaintenancePass>,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  return scheduleJob(() => maintainTables(db), report, intervalMs);
}
