import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyMeasurement } from '../../lib/contract-measurements';
import { createOutboxSync, RejectedEntry } from '../workouts/outbox-sync';
import { createMeasurementQueue, memoryMeasurementStorage, withPending, type PendingMeasurement } from './queue';
import { sendMeasurement } from './sync';

const m = (id: string, fecha = '2026-03-02', valor = 80): BodyMeasurement => ({
  cliente_id: id,
  fecha,
  tipo: 'peso',
  valor,
});
const save = (id: string, valor = 80, fecha = '2026-03-02'): PendingMeasurement => ({
  id,
  kind: 'save',
  measurement: m(id, fecha, valor),
  status: 'pending',
  attempts: 0,
});
const remove = (id: string): PendingMeasurement => ({ ...save(id), kind: 'delete' });

async function readyQueue(entries: PendingMeasurement[] = []) {
  const queue = createMeasurementQueue(memoryMeasurementStorage(entries));
  await queue.settled();
  return queue;
}

describe('the measurement outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what was stored across a reload, and a change to the same measurement replaces its entry', async () => {
    const storage = memoryMeasurementStorage([save('a')]);
    const queue = createMeasurementQueue(storage);
    queue.put(save('b'));
    await queue.settled();
    queue.put(save('a', 81));
    await queue.settled();
    expect(queue.all().map((e) => [e.id, e.measurement.valor])).toEqual([
      ['a', 81],
      ['b', 80],
    ]);
    const reloaded = createMeasurementQueue(storage);
    await reloaded.settled();
    expect(reloaded.all()).toEqual(queue.all());
  });

  it('is sent in order, kept through a failure, and left only once the server answered', async () => {
    const queue = await readyQueue([save('a'), save('b')]);
    let offline = true;
    const sent: string[] = [];
    const send = vi.fn(async (e: PendingMeasurement) => {
      if (offline) throw new TypeError('Failed to fetch');
      sent.push(e.id);
    });
    const sync = createOutboxSync({ queue, send, backoff: () => 1000 });
    sync.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.all().map((e) => e.status)).toEqual(['failed', 'pending']);
    offline = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.all()).toEqual([]);
    sync.stop();
  });
});

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
/** A dispatch whose every request answers `answer` (RTK Query's `{ data }` or `{ error }`). */
const answering = (answer: object) => vi.fn(() => Promise.resolve(answer)) as unknown as Dispatch;

describe('sendMeasurement', () => {
  it('is done when the server stored it, or when what it deletes is already gone', async () => {
    await expect(sendMeasurement(answering({ data: m('a') }), save('a'))).resolves.toBeUndefined();
    await expect(sendMeasurement(answering({ error: { status: 404 } }), remove('a'))).resolves.toBeUndefined();
  });

  it('is a refusal with the server’s message for a 400, and a failure to retry otherwise', async () => {
    const refused = sendMeasurement(
      answering({ error: { status: 400, data: { message: 'valor: el peso debe estar entre 20 y 400 kg' } } }),
      save('a'),
    );
    await expect(refused).rejects.toEqual(new RejectedEntry('valor: el peso debe estar entre 20 y 400 kg'));
    for (const status of ['FETCH_ERROR', 401, 429, 503]) {
      const failed = sendMeasurement(answering({ error: { status } }), save('a'));
      await expect(failed).rejects.not.toBeInstanceOf(RejectedEntry);
    }
  });
});

describe('withPending', () => {
  it('shows queued saves over the server’s list and hides queued deletes, by date', () => {
    const server = [m('a', '2026-03-01'), m('b', '2026-03-03'), m('c', '2026-03-04')];
    const pending: PendingMeasurement[] = [
      { ...save('b', 70, '2026-03-03'), status: 'failed', attempts: 1 },
      remove('c'),
      save('d', 75, '2026-03-02'),
    ];
    expect(withPending(server, pending).map((x) => [x.cliente_id, x.valor, x.pendiente])).toEqual([
      ['a', 80, null],
      ['d', 75, 'pending'],
      ['b', 70, 'failed'],
    ]);
  });
});
