/**
 * The local queue of done sets not yet confirmed by the server (issue 22, "nothing is ever
 * lost"). A set is written here first and sent afterwards; it leaves the queue only once the
 * server has stored it, or when the user discards its whole session. Today it lives in
 * localStorage; the interface is all the app sees, so IndexedDB or a service worker can take
 * its place later.
 */
import type { WorkoutSetInput } from '../../lib/contract-training';

export type PendingStatus = 'pending' | 'failed';

export interface PendingSet {
  workoutId: number;
  /** The client-generated UUID the server stores the set under (a resend replaces, never doubles). */
  setId: string;
  set: WorkoutSetInput;
  status: PendingStatus;
  /** Failed sends so far (the retry waits longer after each). */
  attempts: number;
}

export interface SetQueue {
  /** Every entry, oldest first. The same array until the queue changes. */
  all(): readonly PendingSet[];
  /** Adds an entry or replaces the one with the same `setId`. */
  put(entry: PendingSet): void;
  remove(setId: string): void;
  /** Drops every entry of a session (only when the user discards that session). */
  removeWorkout(workoutId: number): void;
  /** Called after every change, in this tab or another; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const SET_QUEUE_KEY = 'forja.pendingSets';

function isPendingSet(value: unknown): value is PendingSet {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<PendingSet>;
  return typeof entry.workoutId === 'number' && typeof entry.setId === 'string' && typeof entry.set === 'object';
}

function read(storage: Storage, key: string): PendingSet[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingSet) : [];
  } catch {
    return [];
  }
}

/** A queue kept under one localStorage key, shared by every tab of the origin. */
export function localStorageQueue(storage: Storage = window.localStorage, key = SET_QUEUE_KEY): SetQueue {
  let entries = read(storage, key);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const write = (next: PendingSet[]) => {
    entries = next;
    storage.setItem(key, JSON.stringify(next));
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    entries = read(storage, key);
    notify();
  };
  return {
    all: () => entries,
    put(entry) {
      const at = entries.findIndex((e) => e.setId === entry.setId);
      write(at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e)));
    },
    remove(setId) {
      if (entries.some((e) => e.setId === setId)) write(entries.filter((e) => e.setId !== setId));
    },
    removeWorkout(workoutId) {
      if (entries.some((e) => e.workoutId === workoutId)) write(entries.filter((e) => e.workoutId !== workoutId));
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let shared: SetQueue | null = null;

/** The app's queue (created on first use). */
export function setQueue(): SetQueue {
  shared ??= localStorageQueue();
  return shared;
}

/** Tests and stories: forget the shared queue so the next `setQueue()` reads storage afresh. */
export function resetSetQueue(): void {
  shared = null;
}
