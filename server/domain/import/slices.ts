import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work in slices: a long loop calls `step()` once per item and hands the event
 * loop back (a `setImmediate` turn, so that waiting I/O and other requests run) every
 * `items` steps or `ms` milliseconds, whichever comes first. The count makes the slices
 * predictable on any machine; the clock keeps them short on a slow one. At each turn an aborted
 * `signal` (a shutdown) stops the work with its reason.
 */
export class Slices {
  private steps = 0;
  private since = performance.now();

  constructor(
    private readonly signal?: AbortSignal,
    private readonly items = 1000,
    private readonly ms = 10,
  ) {}

  /** One item done: a turn of the event loop when the slice is full. */
  async step(): Promise<void> {
    this.steps += 1;
    if (this.steps < this.items && performance.now() - this.since < this.ms) return;
    await this.turn();
  }

  /** A turn of the event loop now (then the abort check). */
  async turn(): Promise<void> {
    await nextTurn();
    this.signal?.throwIfAborted();
    this.steps = 0;
    this.since = performance.now();
  }
}
