import type { Db } from '../../db/client';
import { scheduleJob, type JobReport } from '../../jobs';
import { pruneGenerated, type PruneResult } from './repository';

/** How often each API process runs the prune job. */
export const PRUNE_INTERVAL_MS = 60_000;

/**
 * Named optimisation "generated routines pruned by a job" (docs/PERFORMANCE.md register). The
 * prune job, off the request path: POST /api/autogenerate only inserts, and this deletes
 * what users generated and never copied (repository.ts `pruneGenerated`), now and then every
 * `intervalMs`.
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
