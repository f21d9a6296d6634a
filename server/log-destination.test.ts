import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination, type Output } from './log-destination';

/** An output whose reader takes what was written only when `read()` is called. */
function stalledOutput() {
  const received: string[] = [];
  const pending: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 10,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk.toString());
      pending.push(callback);
    },
  });
  return {
    out: stream as unknown as Output,
    received,
    /** The reader catches up: every pending write completes. */
    read: () => {
      while (pending.length > 0) pending.shift()!();
    },
  };
}

describe('createLogDestination', () => {
  it('keeps up to its limit for a reader that does not read, drops the rest, and says so once the reader catches up', async () => {
    const { out, received, read } = stalledOutput();
    const log = createLogDestination(out, 25);
    for (let i = 1; i <= 6; i++) log.write(`line ${i}\n`); // 7 bytes each

    expect(log.dropped).toBe(2);
    read();
    expect(received.slice(0, 4)).toEqual(['line 1\n', 'line 2\n', 'line 3\n', 'line 4\n']);
    const notice = JSON.parse(received[4]!) as { level: number; dropped: number; msg: string };
    expect(notice).toMatchObject({ level: 40, dropped: 2 });
    expect(notice.msg).toMatch(/2 log lines dropped/);

    log.write('line 7\n');
    expect(received.at(-1)).toBe('line 7\n');
  });

  it('after an error on its output (EPIPE: the reader is gone) drops everything, without throwing', async () => {
    const stream = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const log = createLogDestination(stream as unknown as Output);
    log.write('first\n');
    await new Promise((r) => setImmediate(r));
    expect(() => log.write('second\n')).not.toThrow();
    expect(log.dropped).toBe(1);
    await expect(log.flush(10_000)).resolves.toBeUndefined();
  });

  it('drops, without throwing, what a synchronous output (a file, a terminal) fails to take', () => {
    const out = {
      on: () => out,
      once: () => out,
      off: () => out,
      writableLength: 0,
      destroyed: false,
      write: () => {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    } as unknown as Output;
    const log = createLogDestination(out);
    expect(() => log.write('full disk\n')).not.toThrow();
    expect(() => log.write('still full\n')).not.toThrow();
    expect(log.dropped).toBe(2);
  });

  it('flush waits for the reader, and gives up after its time when the reader does not come', async () => {
    const { out, read } = stalledOutput();
    const log = createLogDestination(out);
    log.write('x'.repeat(20));
    let flushed = false;
    const flushing = log.flush(60_000).then(() => (flushed = true));
    await new Promise((r) => setImmediate(r));
    expect(flushed).toBe(false);
    read();
    await flushing;

    log.write('y'.repeat(20));
    await expect(log.flush(1)).resolves.toBeUndefined();
  });
});
