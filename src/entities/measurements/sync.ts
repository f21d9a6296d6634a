/**
 * Sends the measurement outbox (queue.ts) the way the training log's is sent
 * (entities/workouts/outbox-sync.ts: one entry at a time, in order, backoff after a failure, a
 * refusal kept as `rejected` with the server's message): a save is `PUT measurements/{clienteId}`
 * (sent twice, it lands once), a delete is `DELETE` (a 404 means it is already gone).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage, errorStatus } from '../../lib/api';
import { createOutboxSync, RejectedEntry, type OutboxSync } from '../workouts/outbox-sync';
import { measurementsApi } from './api';
import { measurementQueue, type PendingMeasurement } from './queue';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** No connection, a session being renewed (401/403), 408, 429 and the server's own failures. */
const worthRetrying = (status: number | undefined) =>
  status === undefined || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;

/** How one entry reaches the server; throws RejectedEntry on a refusal a retry will not change. */
export async function sendMeasurement(dispatch: Dispatch, entry: PendingMeasurement): Promise<void> {
  const { cliente_id, fecha, tipo, valor } = entry.measurement;
  const result = await (entry.kind === 'save'
    ? dispatch(
        measurementsApi.endpoints.saveMeasurement.initiate({ clienteId: cliente_id, body: { fecha, tipo, valor } }),
      )
    : dispatch(measurementsApi.endpoints.deleteMeasurement.initiate(cliente_id)));
  if (!result.error) return;
  const status = errorStatus(result.error);
  if (entry.kind === 'delete' && status === 404) return;
  if (worthRetrying(status)) throw new Error(`measurement ${entry.kind}: ${String(status)}`);
  throw new RejectedEntry(errorMessage(result.error) ?? String(status));
}

let running: { sync: OutboxSync; users: number; stop(): void } | null = null;

function start(dispatch: Dispatch) {
  const queue = measurementQueue();
  const sync = createOutboxSync({ queue, send: (entry) => sendMeasurement(dispatch, entry) });
  void queue.settled().then(() => sync.flush());
  const online = () => sync.retryNow();
  window.addEventListener('online', online);
  return {
    sync,
    users: 0,
    stop() {
      window.removeEventListener('online', online);
      sync.stop();
    },
  };
}

/** Sends the measurement outbox from anywhere in the signed-in app (app/require-auth.tsx). */
export function useMeasurementSync(enabled = true): void {
  const dispatch = useDispatch() as Dispatch;
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

/** "Reintentar": sends now without waiting out the backoff. */
export const retryMeasurementsNow = (): void => running?.sync.retryNow();

/** The outbox's entries, re-rendered on every change. */
export function usePendingMeasurements(): readonly PendingMeasurement[] {
  const queue = measurementQueue();
  return useSyncExternalStore(queue.subscribe, queue.all, queue.all);
}
