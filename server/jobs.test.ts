import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob } from './jobs';

/** A task whose runs are started by the scheduler and finished by the test. */
function controlledTask() {
  const runs: { resolve(value: number): void; reject(err: Error): void }[] = [];
  const task = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { task, runs };
}

function recorder() {
  const done: number[] = [];
  const failed: unknown[] = [];
  return { done, failed, report: { done: (n: number) => done.push(n), failed: (e: unknown) => failed.push(e) } };
}

describe('scheduleJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval, and never two runs at once', async () => {
    const { task, runs } = controlledTask();
    const { done, report } = recorder();
    const stop = scheduleJob(task, report, 1000);
    expect(runs).toHaveLength(1);

    // The first run is still going: the turns that fall due meanwhile are skipped.
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toHaveLength(1);
    runs[0]!.resolve(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([1]);

    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(3);
    expect(done).toEqual([1, 2]);
    runs[2]!.resolve(3);
    await stop();
  });

  it('reports a failed run and runs again at the next turn', async () => {
    const { task, runs } = controlledTask();
    const { done, failed, report } = recorder();
    const stop = scheduleJob(task, report, 1000);
    const err = new Error('database gone');
    runs[0]!.reject(err);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed).toEqual([err]);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([7]);
    await stop();
  });

  it('stop waits for the run in progress, and no run starts after it', async () => {
    const { task, runs } = controlledTask();
    const { done, report } = recorder();
    const stop = scheduleJob(task, report, 1000);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs[0]!.resolve(1);
    await stopping;
    expect(done).toEqual([1]);

    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(1);
  });
});
