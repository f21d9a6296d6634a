import { LRUCache } from 'lru-cache';

/** What identifies one `GET user-routines` body besides the data behind it. */
export interface ListKey {
  userId: number;
  page: number;
  limit: number;
  active?: boolean;
  /** Today in the app's time zone (`YYYY-MM-DD`): `rutina_activa` and `?active` depend on it. */
  today: string;
}

interface Entry {
  /** `users.routines_version` read in the same snapshot as the body. */
  version: number;
  body: Buffer;
}

/** Bytes counted per entry besides its body (the key, the entry, the cache's bookkeeping). */
const ENTRY_OVERHEAD = 200;

/**
 * Ready response bodies of `GET user-routines`, per API process, bounded by total bytes
 * (least recently used out first).
 *
 * Correct across several stateless processes on one database: an entry is only served when its
 * version equals the user's `routines_version` that this request's session lookup just read
 * (auth.ts). Triggers bump that version in the same transaction as any change to what the list
 * shows (migration 0003), and the list query returns the version it read with the rest, so a
 * body is stored under the version of the very snapshot it was built from. A write anywhere
 * (this process, another one, plain SQL) makes every cached page of that user stale at once.
 * Not covered: the reference data the list shows (catalogue texts, methods, difficulties), which
 * only the seed writes, at start-up (as catalogue-texts.ts assumes too).
 */
export class RoutineListCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD,
    });
  }

  private static key({ userId, page, limit, active, today }: ListKey): string {
    return `${userId}/${page}/${limit}/${active ?? ''}/${today}`;
  }

  /** The body cached for `key` if it was built at `version`, else undefined. */
  get(key: ListKey, version: number): Buffer | undefined {
    const entry = this.entries.get(RoutineListCache.key(key));
    return entry?.version === version ? entry.body : undefined;
  }

  /** Keeps `body`, built at `version`, unless a body of a newer version is already there. */
  set(key: ListKey, version: number, body: Buffer): void {
    const k = RoutineListCache.key(key);
    const current = this.entries.peek(k);
    if (current && current.version > version) return;
    this.entries.set(k, { version, body });
  }
}
