import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleJob, type JobReport } from '../../jobs';

/** Generated routines kept per user: older ones that nobody copied are deleted by the prune job. */
export const KEEP_GENERATED = 20;
/** How often each API process runs the prune job. */
export const PRUNE_INTERVAL_MS = 60_000;

export interface PruneResult {
  /** Generated routines deleted. */
  deleted: number;
  /** The highest routine id the run saw: the next run looks only at users who generated since. */
  lastId: number;
}

/**
 * Deletes, for every user who generated a routine with an id above `afterId`, their generated
 * routines beyond the newest KEEP_GENERATED that nobody copied (a copy in user_routines keeps its
 * template, and still counts among the newest). One statement; several processes running it at
 * once delete each routine once.
 */
export async function pruneGenerated(db: Db, afterId: number): Promise<PruneResult> {
  const { rows } = await db.execute<{ deleted: number; last_id: number | null }>(sql`
    with owners as (
      select distinct r.owner_user_id from routines r
      where r.id > ${afterId}::integer and r.owner_user_id is not null
    ), ranked as (
      select g.id, row_number() over (partition by g.owner_user_id order by g.id desc) as position
      from routines g where g.owner_user_id in (select o.owner_user_id from owners o)
    ), deleted as (
      delete from routines d using ranked
      where d.id = ranked.id and ranked.position > ${KEEP_GENERATED}::integer
        and not exists (select 1 from user_routines u where u.routine_id = d.id)
      returning d.id
    )
    select (select count(*)::integer from deleted) as deleted, (select max(m.id) from routines m) as last_id`);
  const row = rows[0]!;
  return { deleted: Number(row.deleted), lastId: Math.max(afterId, Number(row.last_id ?? 0)) };
}

/**
 * The prune job, off the request path: POST /api/autogenerate only inserts, and this deletes
 * what users generated and never copied, now and then every `intervalMs`.
 */
export function schedulePrune(
  db: Db,
  report: JobReport<PruneResult>,
  intervalMs = PRUNE_INTERVAL_MS,
): () => Promise<void> {
  let afterId = 0;
  return scheduleJob(
    async () => {
      const result = await pruneGenerated(db, afterId);
      afterId = result.lastId;
      return result;
    },
    report,
    intervalMs,
  );
}
