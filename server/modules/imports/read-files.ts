import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readImport, type ParsedImport } from '../../domain/import/parse';

/**
 * Files read lately, by user and content: the import that follows a preview
 * sends the same file again, and finds it read. Kept for TTL_MS, at most MAX_SETS sets in all
 * (a 50,000-set file is a few MB once read), oldest out first. Only what was read whole is kept;
 * a file that failed is read again (and fails the same way).
 */
export class ReadFiles {
  private static readonly TTL_MS = 15 * 60_000;
  private static readonly MAX_SETS = 100_000;
  private readonly entries = new Map<string, { at: number; sets: number; parsed: Promise<ParsedImport> }>();

  async read(userId: number, text: string, signal: AbortSignal): Promise<ParsedImport> {
    const key = `${userId}:${await digest(text, signal)}`;
    const now = Date.now();
    for (const [k, e] of this.entries) if (now - e.at > ReadFiles.TTL_MS) this.entries.delete(k);
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, found);
      return found.parsed;
    }
    const entry = { at: now, sets: 0, parsed: readImport(text, signal) };
    this.entries.set(key, entry);
    try {
      const parsed = await entry.parsed;
      entry.sets = parsed.sessions.reduce((n, s) => n + s.exercises.reduce((m, e) => m + e.sets.length, 0), 0);
      let total = [...this.entries.values()].reduce((n, e) => n + e.sets, 0);
      for (const [k, e] of this.entries) {
        if (total <= ReadFiles.MAX_SETS || e === entry) break;
        this.entries.delete(k);
        total -= e.sets;
      }
      return parsed;
    } catch (err) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw err;
    }
  }
}

/** SHA-256 of `text`, a megabyte per turn of the event loop. */
async function digest(text: string, signal: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  const STEP = 1024 * 1024;
  for (let at = 0; at < text.length; at += STEP) {
    hash.update(text.slice(at, at + STEP));
    if (at + STEP < text.length) await nextTurn();
    signal.throwIfAborted();
  }
  return hash.digest('hex');
}
