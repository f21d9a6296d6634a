import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';

/** Runs one piece of password work (scrypt) when its turn comes. */
export type HashTurn = <T>(work: () => Promise<T>) => Promise<T>;

/** No gate: the work runs at once (domain code used without a server). */
export const immediately: HashTurn = (work) => work();

export interface HashGateOptions {
  /** Hashes running at once; each holds a libuv thread and most of a core for about 90 ms. */
  concurrency: number;
  /** Requests that may wait for a turn; past them, a request is refused at the door. */
  queue: number;
}

/** A request's place inside the gate. */
export interface Place {
  /** Its password work; a known client's goes before every stranger's that waits. */
  turn: HashTurn;
  /** Gives the place back (once; later calls do nothing). */
  leave(): void;
}

/** How long and how many clients with a successful login are remembered. */
const KNOWN_TTL_MS = 24 * 60 * 60 * 1000;
const KNOWN_MAX = 10_000;

/**
 * Password hashing under load (issue 20: 1,000 wrong logins at once made a real login wait
 * 41 s behind them on libuv's threads). A request that will hash takes a place first, before
 * any database work: `concurrency + queue` places, so a flood is refused at once (429) instead
 * of queueing for minutes. Inside, p-queue runs at most `concurrency` hashes at a time.
 *
 * Clients (IP addresses) that logged in successfully in the last 24 h in this process are
 * "known": they have `queue` more places of their own and their work goes first, so a user
 * who comes back logs in within a second while strangers flood (docs/PERFORMANCE.md, login
 * flood). Other processes do not share this memory: there, the same user is a stranger.
 */
export function createHashGate({ concurrency, queue }: HashGateOptions) {
  const turns = new PQueue({ concurrency });
  const known = new LRUCache<string, true>({ max: KNOWN_MAX, ttl: KNOWN_TTL_MS });
  let inside = 0;
  let running = 0;
  let peak = 0;

  const turn =
    (priority: number): HashTurn =>
    (work) =>
      turns.add(
        async () => {
          running += 1;
          peak = Math.max(peak, running);
          try {
            return await work();
          } finally {
            running -= 1;
          }
        },
        { priority },
      );

  return {
    /** A place for a request from `client`, or null when every place it may take is taken. */
    enter(client: string): Place | null {
      const isKnown = known.has(client);
      if (inside >= concurrency + queue * (isKnown ? 2 : 1)) return null;
      inside += 1;
      let left = false;
      return {
        turn: turn(isKnown ? 1 : 0),
        leave() {
          if (left) return;
          left = true;
          inside -= 1;
        },
      };
    },
    /** Password work of a caller without a place (a stranger's turn). */
    run: turn(0),
    /** After a successful login: this client is known for the next 24 h. */
    remember(client: string): void {
      known.set(client, true);
    },
    /** Requests inside, hashes running, and the most that ever ran at once. */
    stats: () => ({ inside, running, peak }),
  };
}

export type HashGate = ReturnType<typeof createHashGate>;
