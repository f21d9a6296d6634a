import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OutboxStatus } from './outbox-status';
import { pendingFinish, pendingSet } from './outbox-fixtures';
import { memoryStorage, resetSetQueue, setQueue, type PendingEntry, type PendingSet } from './set-queue';

const set = (n: number, over: Partial<PendingSet> = {}): PendingSet =>
  pendingSet(`00000000-0000-4000-8000-00000000000${n}`, { workoutId: 41, ...over });
const finish = pendingFinish(41);

/** The outbox of a story (in memory), and the browser's connection as the story wants it. */
function given(entries: PendingEntry[], online = true) {
  return () => {
    resetSetQueue(memoryStorage(entries));
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
    return () => {
      Object.defineProperty(Navigator.prototype, 'onLine', real);
      resetSetQueue();
    };
  };
}

const REGION = 'Conexión y envíos pendientes';
const findRegion = (canvas: HTMLElement) => within(canvas).findByRole('region', { name: REGION });

const meta = {
  title: 'Patrones/Entrenamiento/OutboxStatus',
  component: OutboxStatus,
  parameters: { session: 'signed-in' },
} satisfies Meta<typeof OutboxStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online with nothing waiting: no notice at all. */
export const Empty: Story = {
  beforeEach: given([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: REGION })).toBeNull();
  },
};

/** Online, sets on their way. */
export const Pending: Story = {
  beforeEach: given([set(1), set(2), set(3)]),
  play: async ({ canvasElement }) => {
    const region = within(await findRegion(canvasElement));
    await expect(region.getByText('3 series pendientes de enviar')).toBeVisible();
    await expect(region.getByText('Enviando…')).toBeVisible();
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/** No connection: what is kept here, that starting needs connection, and what waits (sets and the finish). */
export const Offline: Story = {
  beforeEach: given([set(1, { status: 'failed', attempts: 2 }), set(2), finish], false),
  play: async ({ canvasElement }) => {
    const region = within(await findRegion(canvasElement));
    await expect(region.getByText(/^Sin conexión\. Lo que registres/)).toBeVisible();
    await expect(
      region.getByText(
        'Puedes empezar un entrenamiento nuevo con las rutinas que ya hayas abierto en este dispositivo.',
      ),
    ).toBeVisible();
    await expect(region.getByText('2 series pendientes de enviar')).toBeVisible();
    await expect(region.getByText(/^1 cambio del entrenamiento pendiente de enviar/)).toBeVisible();
    await expect(region.getByText('Se enviarán solos en cuanto haya conexión.')).toBeVisible();
  },
};

/** Online again after a failure: "Reintentar ahora" skips the wait. */
export const Failed: Story = {
  beforeEach: given([set(1, { status: 'failed', attempts: 3 })]),
  play: async ({ canvasElement }) => {
    const region = within(await findRegion(canvasElement));
    await expect(region.getByText('1 serie pendiente de enviar')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Reintentar ahora' })).toBeVisible();
  },
};

/** Refused by the server: kept and explained until the user, asked first, discards it. */
export const Rejected: Story = {
  beforeEach: given([
    set(1, { status: 'rejected', reason: 'Entrenamiento no encontrado' }),
    set(2, { status: 'rejected', reason: 'Entrenamiento no encontrado' }),
  ]),
  play: async ({ canvasElement }) => {
    const region = within(await findRegion(canvasElement));
    await expect(region.getByText(/El servidor ha rechazado 2 cambios/)).toBeVisible();
    await expect(region.getByText('Entrenamiento no encontrado')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Descartar lo rechazado' })).toBeVisible();
  },
};

/**
 * "Descartar lo rechazado", confirmed, empties the outbox and the notice goes. A path, not a state:
 * not shot (`interactionOnly` of src/testing/stories.ts, written out: an entity does not import it).
 */
export const DiscardsRejected: Story = {
  tags: ['interaction'],
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: Rejected.beforeEach,
  play: async ({ canvasElement }) => {
    const region = within(await findRegion(canvasElement));
    await expect(region.getByText(/El servidor ha rechazado 2 cambios/)).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Descartar lo rechazado' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: '¿Descartar lo rechazado?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Descartar lo rechazado' }));
    await waitFor(() => expect(setQueue().all()).toEqual([]));
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: REGION })).toBeNull());
  },
};
