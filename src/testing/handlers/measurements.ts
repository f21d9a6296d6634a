import { delay, http, HttpResponse } from 'msw';
import type { BodyMeasurement, BodyMeasurementInput } from '../../lib/contract-measurements';
import { FIXED_INSTANT } from '../fixed-day';

const DAY_MS = 86_400_000;
const TODAY = Date.parse(FIXED_INSTANT);
const dayBefore = (days: number) => new Date(TODAY - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Four weeks of weigh-ins up to the stories' day (a few days missed, one day weighed twice), a
 * slow fall from 80 kg with the day-to-day noise a scale shows, and two tapes of the waist.
 */
export const measurementsFixture: BodyMeasurement[] = [
  ...[27, 26, 24, 23, 22, 20, 19, 17, 16, 15, 13, 12, 10, 9, 8, 6, 5, 3, 2, 1, 0].map((days, i) => ({
    cliente_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    fecha: dayBefore(days),
    tipo: 'peso' as const,
    valor: Math.round((80 - (27 - days) * 0.08 + [0.4, -0.3, 0.1, 0.5, -0.4, 0.2, -0.1][i % 7]!) * 10) / 10,
  })),
  { cliente_id: '00000000-0000-4000-8000-000000000100', fecha: dayBefore(0), tipo: 'peso' as const, valor: 78.1 },
  { cliente_id: '00000000-0000-4000-8000-000000000101', fecha: dayBefore(27), tipo: 'cintura' as const, valor: 86.5 },
  { cliente_id: '00000000-0000-4000-8000-000000000102', fecha: dayBefore(1), tipo: 'cintura' as const, valor: 84 },
].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));

/** A story's own measurements, starting as `initial`: PUT creates or replaces, DELETE removes. */
export function measurementsHandlers(initial: BodyMeasurement[] = measurementsFixture) {
  let stored = [...initial];
  return [
    http.get('/api/measurements', () => HttpResponse.json(stored)),
    http.put('/api/measurements/:clienteId', async ({ params, request }) => {
      const body = (await request.json()) as BodyMeasurementInput;
      const saved = { cliente_id: String(params.clienteId), ...body };
      const known = stored.some((m) => m.cliente_id === saved.cliente_id);
      stored = [...stored.filter((m) => m.cliente_id !== saved.cliente_id), saved];
      return HttpResponse.json(saved, { status: known ? 200 : 201 });
    }),
    http.delete('/api/measurements/:clienteId', ({ params }) => {
      if (!stored.some((m) => m.cliente_id === params.clienteId)) {
        return HttpResponse.json({ message: 'Medida no encontrada' }, { status: 404 });
      }
      stored = stored.filter((m) => m.cliente_id !== params.clienteId);
      return HttpResponse.json({ message: 'Medida eliminada' });
    }),
  ];
}

/** The list never answers (the card's loading state). */
export const measurementsLoading = [
  http.get('/api/measurements', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

/** The list fails (the card's error state). */
export const measurementsFailing = [
  http.get('/api/measurements', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })),
];

/** No connection: every write fails as a lost network does, the list answers as the worker's copy. */
export function measurementsOffline(initial: BodyMeasurement[] = measurementsFixture) {
  return [
    http.get('/api/measurements', () => HttpResponse.json(initial)),
    http.put('/api/measurements/:clienteId', () => HttpResponse.error()),
    http.delete('/api/measurements/:clienteId', () => HttpResponse.error()),
  ];
}
