import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { Outbox, OutboxEntry } from './outbox';
import { createOutboxSync, type OutboxSync } from './outbox-sync';

/** The store's dispatch, whatever its state: each outbox's `send` says what it dispatches. */
export type OutboxDispatch = ThunkDispatch<never, unknown, UnknownAction>;

export interface OutboxHooks<E extends OutboxEntry> {
  /**
   * Sends the outbox while a component that asks for it is mounted: at start, whenever an entry
   * is added, with backoff after a failure, and at once when the browser comes back online. Any
   * number of components may ask; one sender runs while one of them is mounted.
   */
  useSync(enabled?: boolean): void;
  /** "Reintentar": sends now, without waiting out the backoff. */
  retryNow(): void;
  /** The outbox's entries, re-rendered on every change. */
  useEntries(): readonly E[];
  /** Whether the stored entries have been read, re-rendered when they are. */
  useReady(): boolean;
}

/**
 * The hooks of one outbox: `outbox` gives the app's (created on first use), `send` takes one entry
 * to the server (createOutboxSync's rules: throws RejectedEntry on a refusal, anything else to retry).
 */
export function createOutboxHooks<E extends OutboxEntry>(
  outbox: () => Outbox<E>,
  send: (dispatch: OutboxDispatch, entry: E) => Promise<void>,
): OutboxHooks<E> {
  let running: { engine: OutboxSync; users: number; stop(): void } | null = null;

  function start(dispatch: OutboxDispatch) {
    const queue = outbox();
    const engine = createOutboxSync({ queue, send: (entry) => send(dispatch, entry) });
    void queue.settled().then(() => engine.flush());
    const online = () => engine.retryNow();
    window.addEventListener('online', online);
    const stop = () => {
      window.removeEventListener('online', online);
      engine.stop();
    };
    return { engine, users: 0, stop };
  }

  function useSync(enabled = true): void {
    const dispatch = useDispatch<OutboxDispatch>();
    useEffect(() => {
      if (!enabled) return;
      const mine = (running ??= start(dispatch));
      mine.users += 1;
      return () => {
        mine.users -= 1;
        if (mine.users > 0) return;
        mine.stop();
        if (running === mine) running = null;
      };
    }, [dispatch, enabled]);
  }

  function useEntries(): readonly E[] {
    const queue = outbox();
    return useSyncExternalStore(queue.subscribe, queue.all, queue.all);
  }

  function useReady(): boolean {
    const queue = outbox();
    return useSyncExternalStore(queue.subscribe, queue.isReady, queue.isReady);
  }

  return { useSync, retryNow: () => running?.engine.retryNow(), useEntries, useReady };
}
