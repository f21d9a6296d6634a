import os from 'node:os';

/**
 * How much log text may wait in this process's memory for a stdout that is not being read
 * before new lines are dropped.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** The stream a destination writes to: process.stdout, or a stand-in in tests. */
export type Output = Pick<NodeJS.WriteStream, 'write' | 'on' | 'once' | 'off' | 'writableLength' | 'destroyed'>;

/** Where the server's log lines (pino) and printed e-mails go. */
export interface LogDestination {
  /** Writes `text`, or drops it when the output is gone or has MAX_BUFFERED_BYTES unread. */
  write(text: string): void;
  /** How many writes were dropped so far. */
  readonly dropped: number;
  /** Resolves once everything written has left this process, or after `ms`. */
  flush(ms: number): Promise<void>;
}

/**
 * A log destination that never blocks and never throws: losing log lines is better than a
 * server that hangs or dies because of its log. pino's default destination writes
 * synchronously and, when stdout is a pipe nobody reads, retries forever (even in
 * process.exit); an EPIPE on process.stdout with no 'error' listener ends the process. Here the
 * output's errors mark it gone (everything after is dropped), the stream's own buffer takes
 * what a slow reader has not read yet, and past `maxBuffered` bytes new writes are dropped and
 * counted. Once the reader catches up, a warning line in pino's format says how many were lost.
 */
export function createLogDestination(out: Output, maxBuffered = MAX_BUFFERED_BYTES): LogDestination {
  let gone = false;
  let dropped = 0;
  let unannounced = 0;
  out.on('error', () => {
    gone = true;
  });
  const writable = () => !gone && !out.destroyed;
  const drop = () => {
    dropped += 1;
    unannounced += 1;
  };
  const send = (text: string) => {
    try {
      out.write(text);
    } catch {
      gone = true; // a synchronous output (a file, a terminal) that failed
      drop();
    }
  };
  out.on('drain', () => {
    if (unannounced === 0 || !writable()) return;
    const msg = `${unannounced} log lines dropped: stdout was not being read`;
    const line = { level: 40, time: Date.now(), pid: process.pid, hostname: os.hostname(), dropped: unannounced, msg };
    unannounced = 0;
    send(`${JSON.stringify(line)}\n`);
  });
  return {
    write(text) {
      if (writable() && out.writableLength <= maxBuffered) send(text);
      else drop();
    },
    get dropped() {
      return dropped;
    },
    flush(ms) {
      if (!writable() || out.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          out.off('drain', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        out.once('drain', done);
      });
    },
  };
}

let stdout: LogDestination | null = null;

/**
 * The process's stdout as a LogDestination (one per process, made on first use). stderr gets
 * an 'error' listener too: console.error there must not end the process either.
 */
export function stdoutDestination(): LogDestination {
  if (!stdout) {
    stdout = createLogDestination(process.stdout);
    process.stderr.on('error', () => undefined);
  }
  return stdout;
}
