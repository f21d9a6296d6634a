/**
 * Sends the measurement outbox (queue.ts) the way the training log's is sent
 * (lib/outbox/outbox-sync.ts: one entry at a time, in order, backoff after a failure, a
 * refusal kept as `rejected` with the server's message): a save is `PUT measurements/{clienteId}`
 * (sent twice, it lands once), a delete is `DELETE` (a 404 means it is already gone).
 */
import { errorStatus } from '../../lib/api';
import { sendFailure } from '../../lib/outbox/outbox-sync';
import { createOutboxHooks, type OutboxDispatch } from '../../lib/outbox/use-outbox-sync';
import { measurementsApi } from './api';
import { measurementQueue, type PendingMeasurement } from './queue';

/** How one entry reaches the server; throws RejectedEntry on a refusal a retry will not change. */
export async function sendMeasurement(dispatch: OutboxDispatch, entry: PendingMeasurement): Promise<void> {
  const { cliente_id, fecha, tipo, valor } = entry.measurement;
  const result = await (entry.kind === 'save'
    ? dispatch(
        measurementsApi.endpoints.saveMeasurement.initiate({ clienteId: cliente_id, body: { fecha, tipo, valor } }),
      )
    : dispatch(measurementsApi.endpoints.deleteMeasurement.initiate(cliente_id)));
  if (!result.error) return;
  if (entry.kind === 'delete' && errorStatus(result.error) === 404) return;
  throw sendFailure(result.error);
}

const hooks = createOutboxHooks(measurementQueue, sendMeasurement);

/** Sends the measurement outbox from anywhere in the signed-in app (app/require-auth.tsx). */
export const useMeasurementSync: (enabled?: boolean) => void = hooks.useSync;

/** "Reintentar": sends now without waiting out the backoff. */
export const retryMeasurementsNow: () => void = hooks.retryNow;

/** The outbox's entries, re-rendered on every change. */
export const usePendingMeasurements: () => readonly PendingMeasurement[] = hooks.useEntries;
