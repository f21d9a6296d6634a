import { LRUCache } from 'lru-cache';

/** What `reply.serialize` gives: the response schema's JSON. */
type Serialized = string | Buffer | ArrayBuffer;

/** Bytes counted per entry besides its body (the key, the entry, the cache's bookkeeping). */
const ENTRY_OVERHEAD = 200;

/**
 * Named optimisation **"routine bodies per user"** (docs/PERFORMANCE.md register), switched by
 * USER_ROUTINES_CACHE_MB (server/config.ts; 0: the plain path alone). The answers of
 * `GET user-routines` and `GET user-routines/{id}` as the route's zod schema wrote them, kept per
 * API process, bounded by total bytes (least recently used out first), per user and query: a
 * list page by page, limit, `?active` and today's date (`rutina_activa` depends on it), a routine
 * by its id and today's date.
 *
 * An entry is served only while its version equals the user's `users.routines_version`, which
 * each read asks the database for (repository.ts `routinesVersionReader`): triggers bump it in
 * the same transaction as any change to the user's routines, their exercises or the profile
 * fields the list shows (migration 0003), so a write through any process, or in plain SQL, shows
 * in the next read of every process. The version is read before the body is built, so a body is
 * never older than the version it is kept under. Not covered: the catalogue (exercises, muscle
 * groups, methods, difficulties), which only the seed writes before the processes start, and a
 * programme's row (`plans`) changed in SQL alone (the API never updates one; creating and
 * deleting one writes the user's routines too).
 *
 * Held to the plain path (the same routes with USER_ROUTINES_CACHE_MB=0) byte for byte by
 * list.test.ts and one-routine.test.ts; list-cache.test.ts checks that every kind of write shows.
 */
export class RoutineBodies {
  private readonly entries: LRUCache<string, { version: number; body: Buffer }>;

  /** `versionOf`: the user's routines_version, null when the user is gone; `maxBytes` > 0. */
  constructor(
    private readonly versionOf: (userId: number) => Promise<number | null>,
    maxBytes: number,
  ) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD,
    });
  }

  /**
   * The body of `query` for `userId`: kept if built at the user's current version, else
   * `build()`'s (kept unless null, or a body of a newer version is already there).
   */
  async get(userId: number, query: string, build: () => Promise<Serialized | null>): Promise<Buffer | null> {
    const key = `${userId}/${query}`;
    const version = await this.versionOf(userId);
    const kept = this.entries.get(key);
    if (kept && version !== null && kept.version === version) return kept.body;
    const built = await build();
    if (built === null) return null;
    const body = Buffer.isBuffer(built) ? built : typeof built === 'string' ? Buffer.from(built) : Buffer.from(built);
    const current = this.entries.peek(key);
    if (version !== null && !(current && current.version > version)) this.entries.set(key, { version, body });
    return body;
  }
}
