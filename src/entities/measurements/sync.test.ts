import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BodyMeasurement } from '../../lib/contract-measurements';
import { RejectedEntry } from '../../lib/outbox/outbox-sync';
import type { OutboxDispatch } from '../../lib/outbox/use-outbox-sync';
import { memoryStorage } from '../../lib/outbox/outbox';
import {
  createMeasurementQueue,
  localMeasurementStorage,
  MEASUREMENT_CHANNEL,
  withPending,
  type PendingMeasurement,
} from './queue';
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

describe('the measurement outbox', () => {
  it('is kept under its own key, and a reload reads back only well-formed measurement entries', async () => {
    const queue = createMeasurementQueue(localMeasurementStorage(localStorage));
    queue.put(save('a'));
    queue.put(remove('b'));
    await queue.settled();
    const stored = JSON.parse(localStorage.getItem('forja.pendingMeasurements')!) as unknown[];
    localStorage.setItem(
      'forja.pendingMeasurements',
      JSON.stringify([...stored, { ...save('c'), kind: 'edit' }, { ...save('d'), measurement: {} }]),
    );
    const reloaded = createMeasurementQueue(localMeasurementStorage(localStorage));
    await reloaded.settled();
    expect(reloaded.all()).toEqual([save('a'), remove('b')]);
  });
});

/** A dispatch whose every request answers `answer` (RTK Query's `{ data }` or `{ error }`). */
const answering = (answer: object) => vi.fn(() => Promise.resolve(answer)) as unknown as OutboxDispatch;

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

describe('the measurement outbox in two tabs', () => {
  const opened: MeasurementQueueTab[] = [];
  afterEach(() => opened.splice(0).forEach((tab) => tab.close()));

  it('sees a measurement queued in the other tab, so its next write keeps it', async () => {
    const storage = memoryStorage<PendingMeasurement>();
    const first = tab(storage, opened);
    const second = tab(storage, opened);
    await Promise.all([first.queue.settled(), second.queue.settled()]);
    first.queue.put(save('a'));
    await vi.waitFor(() => expect(second.queue.all().map((e) => e.id)).toEqual(['a']));
    second.queue.put(save('b'));
    await second.queue.settled();
    expect((await storage.load()).map((e) => e.id)).toEqual(['a', 'b']);
  });
});

interface MeasurementQueueTab {
  queue: ReturnType<typeof createMeasurementQueue>;
  close(): void;
}

/** A queue as another tab opens it: on the app's channel, closed after the test. */
function tab(storage: ReturnType<typeof memoryStorage<PendingMeasurement>>, opened: MeasurementQueueTab[]) {
  const Platform = globalThis.BroadcastChannel;
  const channels: BroadcastChannel[] = [];
  vi.stubGlobal(
    'BroadcastChannel',
    class extends Platform {
      constructor(name: string) {
        super(name);
        channels.push(this);
      }
    },
  );
  const queue = createMeasurementQueue(storage, MEASUREMENT_CHANNEL);
  vi.unstubAllGlobals();
  const opening = { queue, close: () => channels.forEach((c) => c.close()) };
  opened.push(opening);
  return opening;
}
