import { isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';

/**
 * Limits kept in one process's memory, for routes anyone may call (500 guessed feed
 * addresses from one IP must not write 500 `rate_limit_hits` rows). They cost no database work at
 * all, so they go in front of anything that writes; each process counts on its own, so a
 * deployment of n processes lets a client try up to n times `max` (the shared counters of
 * rate-limit.ts stay where a limit must hold across processes).
 */

/** Clients one process remembers per counter: past it the least recently seen are forgotten. */
export const MEMORY_KEYS = 50_000;

/**
 * Who a client is for a per-IP limit: its IPv4 address, or the /64 prefix of its IPv6 address.
 * One subscriber, host or VM usually gets a whole /64 (RFC 6177 recommends at least that much),
 * so counting full IPv6 addresses would let one client try 2^64 times, each time as someone new.
 * IPv4-mapped addresses (`::ffff:192.0.2.1`) count as their IPv4 address.
 */
export function clientOf(ip: string): string {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface MemoryLimit {
  /** Attempts allowed per window and key. */
  max: number;
  windowMs: number;
  /** Keys remembered (default MEMORY_KEYS). */
  maxKeys?: number;
}

/**
 * A fixed-window counter per key in this process's memory. `take` counts one attempt, or
 * refuses it without counting when the key already used its `max`; `refund` gives one back (an
 * attempt that turned out not to count, e.g. a request that succeeded).
 */
export function createMemoryCounter({ max, windowMs, maxKeys = MEMORY_KEYS }: MemoryLimit) {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: maxKeys });
  return {
    /** Counts one attempt under `key`: null when allowed, else the milliseconds until its window ends. */
    take(key: string, now = Date.now()): number | null {
      let w = windows.get(key);
      if (!w || w.endsAt <= now) {
        w = { count: 0, endsAt: now + windowMs };
        windows.set(key, w);
      }
      if (w.count >= max) return w.endsAt - now;
      w.count += 1;
      return null;
    },
    /** Gives back one attempt counted under `key` in its current window. */
    refund(key: string, now = Date.now()): void {
      const w = windows.get(key);
      if (w && w.endsAt > now && w.count > 0) w.count -= 1;
    },
  };
}
