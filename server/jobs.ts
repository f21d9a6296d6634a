/** What a job reports: each finished run's result, or why a run failed. */
export interface JobReport<T> {
  done(result: T): void;
  failed(err: unknown): void;
}

/**
 * Runs `task` now and then every `intervalMs`, never two runs at once (a run still going when
 * the next is due skips that turn); a failed run is reported and the next one happens anyway.
 * The timer does not keep the process alive. Returns the function that stops the job and waits
 * for a run in progress.
 */
export function scheduleJob<T>(task: () => Promise<T>, report: JobReport<T>, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(
        (result) => report.done(result),
        (err: unknown) => report.failed(err),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
