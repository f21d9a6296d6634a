/**
 * Body measurements (docs/PRODUCT.md §20): the list the progress screen charts, and the writes
 * the measurement outbox (queue.ts, sync.ts) sends. Tag `Measurements` LIST.
 */
import { api, errorStatus } from '../../lib/api';
import type { BodyMeasurement, BodyMeasurementInput } from '../../lib/contract-measurements';

/** A write waits this long before it counts as failed (and is tried again later). */
const SEND_TIMEOUT_MS = 15_000;

const LIST = { type: 'Measurements', id: 'LIST' } as const;
/** A write the server answered makes the list stale; one that never reached it (offline) changes nothing there. */
const afterWrite = (_result: unknown, error: unknown) => (errorStatus(error) === undefined && error ? [] : [LIST]);

export const measurementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMeasurements: build.query<BodyMeasurement[], void>({
      query: () => 'measurements',
      providesTags: [LIST],
    }),
    saveMeasurement: build.mutation<BodyMeasurement, { clienteId: string; body: BodyMeasurementInput }>({
      query: ({ clienteId, body }) => ({
        url: `measurements/${clienteId}`,
        method: 'PUT',
        body,
        timeout: SEND_TIMEOUT_MS,
      }),
      invalidatesTags: afterWrite,
    }),
    deleteMeasurement: build.mutation<{ message: string }, string>({
      query: (clienteId) => ({ url: `measurements/${clienteId}`, method: 'DELETE', timeout: SEND_TIMEOUT_MS }),
      invalidatesTags: afterWrite,
    }),
  }),
});

export const { useGetMeasurementsQuery } = measurementsApi;
