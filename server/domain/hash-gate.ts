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
 * Password hashing under load (1,000 wrong logins at once made a real login wait 41 s behind
 * them on libuv's threads). A request that will hash takes a place first, before
 * any database work: `concurrency + queue` places, so a flood is refused at once (429) instead
 * of queueing for minutes. Inside, p-queue runs at most `concurrency` hashes at a time.
 *
 * Clients (IP addresses) that logged in successfully in the last 24 h in this process are
 * "known": they have `queue` more places of their own and their work goes first, so a user
 * who comes back logs in within a second while strangers flood (named optimisation "returning
 * logins first", docs/PERFORMANCE.md register). Other processes do not share this memory: there, the same user is a stranger.
 *
 * A login to a verified account from an address with no place left (a newcomer during a flood)
 * may take one of `queue` places kept for such logins (`enterAccount`), whose turns
 * come after known clients' and before strangers'. The caller checks the account first
 * (plugins/hashing.ts); a flood of unknown e-mails never gets these places.
 */
export function createHashGate({ concurrency, queue }: HashGateOptions) {
  const turns = new PQueue({ concurrency });
  const known = new LRUCache<string, true>({ max: KNOWN_MAX, ttl: KNOWN_TTL_MS });
  let inside = 0;
  let accountsInside = 0;
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

  /** A place whose turns have `priority`; `leave` runs once. */
  const place = (priority: number, leave: () => void): Place => {
    let left = false;
    return {
      turn: turn(priority),
      leave() {
        if (left) return;
        left = true;
        leave();
      },
    };
  };

  return {
    /** Whether a place kept for accounts is free now (before looking the account up). */
    accountPlaceFree: () => accountsInside < queue,
    /** A place for a request from `client`, or null when every place it may take is taken. */
    enter(client: string): Place | null {
      const isKnown = known.has(client);
      if (inside >= concurrency + queue * (isKnown ? 2 : 1)) return null;
      inside += 1;
      return place(isKnown ? 2 : 0, () => (inside -= 1));
    },
    /**
     * One of the `queue` places kept for logins to a verified account whose client found no place
     * (`enter` answered null), or null when they are all taken.
     */
    enterAccount(): Place | null {
      if (accountsInside >= queue) return null;
      accountsInside += 1;
      return place(1, () => (accountsInside -= 1));
    },
    /** Password work of a caller without a place (a stranger's turn). */
    run: turn(0),
    /** After a successful login: this client is known for the next 24 h. */
    remember(client: string): void {
      known.set(client, true);
    },
    /** Requests inside (by the door, by the accounts' places), hashes running, and the most that ever ran at once. */
    stats: () => ({ inside, accountsInside, running, peak }),
  };
}

export type HashGate = ReturnType<typeof createHashGate>;
