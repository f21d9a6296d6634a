import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  memoryMeasurementStorage,
  resetMeasurementQueue,
  type PendingMeasurement,
} from '../../../entities/measurements/queue';
import { useMeasurementSync } from '../../../entities/measurements/sync';
import {
  measurementsFailing,
  measurementsFixture,
  measurementsHandlers,
  measurementsLoading,
  measurementsOffline,
} from '../../../testing/handlers/measurements';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { interactionOnly, onDesktop, onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { MeasurementsSection } from './measurements-section';

/** The section as the signed-in app shows it: with the measurement outbox being sent. */
function SectionWithOutbox() {
  useMeasurementSync();
  return <MeasurementsSection />;
}

/** The story's own outbox (in memory) and connection. */
function given(entries: PendingMeasurement[] = [], online = true) {
  return () => {
    resetMeasurementQueue(memoryMeasurementStorage(entries));
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
    return () => {
      Object.defineProperty(Navigator.prototype, 'onLine', real);
      resetMeasurementQueue();
    };
  };
}

const meta = {
  title: 'Patrones/Progreso/MeasurementsSection',
  component: SectionWithOutbox,
  parameters: { session: 'signed-in', layout: 'padded', msw: { handlers: { measurements: measurementsHandlers() } } },
  beforeEach: given(),
} satisfies Meta<typeof SectionWithOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing loads as its spot nears the viewport: scrolls there, as a user would, and back. */
async function drawChart(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  canvas.getByRole('region', { name: 'Evolución' }).scrollIntoView();
  await waitFor(() => expect(canvasElement.querySelector('.recharts-wrapper')).not.toBeNull(), { timeout: 10_000 });
  window.scrollTo(0, 0);
}

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Medidas corporales' }));

/** Four weeks of weigh-ins and two tapes of the waist: the form, the newest first, the chart with its 7-day line. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Anotaciones' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(8);
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent(/kg/);
    await expect(canvas.getByRole('button', { name: 'Ver todas (24)' })).toBeVisible();
    const chart = within(canvas.getByRole('region', { name: 'Evolución' }));
    await expect(chart.getByText(/la línea es la media de los últimos 7 días/)).toBeVisible();
    await expect(chart.getByLabelText('Medida que ver')).toHaveValue('peso');
    const table = chart.getByRole('table', { name: 'Peso corporal por fecha' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Peso corporal', 'Media de 7 días']);
    await drawChart(canvas, canvasElement);
  },
};

/** A pound user reads pounds and inches, whatever the server stores. */
export const InPounds: Story = {
  parameters: { msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Valor \(lb\)/, undefined, { timeout: 10_000 })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Anotaciones' }));
    await expect(list.getAllByText(/ lb$/).length).toBeGreaterThan(0);
    await expect(list.getByText('33,1 in')).toBeVisible();
  },
};

/** Nothing logged yet: the form and a line that invites the first weigh-in, no chart. */
export const Empty: Story = {
  parameters: { msw: { handlers: { measurements: measurementsHandlers([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Aún no has anotado ninguna medida. Empieza por tu peso de hoy.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar medida' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Evolución' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { measurements: measurementsLoading } } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('button', { name: 'Guardar medida' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The list failed: the load error with its retry, and the form still takes a value. */
export const Error: Story = {
  parameters: { msw: { handlers: { measurements: measurementsFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se han podido cargar tus medidas.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar medida' })).toBeEnabled();
  },
};

const waiting = (id: string, valor: number, status: PendingMeasurement['status'], reason?: string) => ({
  id,
  kind: 'save' as const,
  measurement: { cliente_id: id, fecha: measurementsFixture.at(-1)!.fecha, tipo: 'peso' as const, valor },
  status,
  attempts: status === 'failed' ? 2 : 0,
  ...(reason ? { reason } : {}),
});

/** No connection: what the device holds is listed with its state (waiting, failed, refused) and charted. */
export const Offline: Story = {
  parameters: { msw: { handlers: { measurements: measurementsOffline() } } },
  beforeEach: given(
    [
      waiting('10000000-0000-4000-8000-000000000001', 77.9, 'failed'),
      waiting('10000000-0000-4000-8000-000000000002', 77.8, 'pending'),
      waiting('10000000-0000-4000-8000-000000000003', 7.8, 'rejected', 'valor: el peso debe estar entre 20 y 400 kg'),
    ],
    false,
  ),
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Anotaciones' }));
    await expect(await list.findByText('Sin enviar: se reintentará')).toBeVisible();
    await expect(list.getByText('No se pudo guardar: valor: el peso debe estar entre 20 y 400 kg')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Descartar' })).toBeVisible();
    // The refused 7,8 kg is listed, not charted.
    const table = within(canvasElement).getByRole('table', { name: 'Peso corporal por fecha' });
    await expect(within(table).queryByText('7,8 kg')).toBeNull();
    await drawChart(within(canvasElement), canvasElement);
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Anotaciones' });
    await drawChart(canvas, canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Logging today's weight: it is listed at once, sent, and a value out of range is refused in Spanish. */
export const LogsAWeight: Story = {
  tags: ['interaction'],
  parameters: { ...interactionOnly, msw: { handlers: { measurements: measurementsHandlers([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = await canvas.findByLabelText(/^Valor \(kg\)/);
    await userEvent.type(value, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar medida' }));
    await expect(await canvas.findByText('Debe estar entre 20 y 400 kg')).toBeVisible();
    await userEvent.clear(value);
    await userEvent.type(value, '72,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar medida' }));
    await expectToast('Medida guardada');
    const list = within(await canvas.findByRole('list', { name: 'Anotaciones' }));
    // Sent, then checked: the row is drawn again once stored. (The mocked server's list outlives
    // one story, so a retry finds the weights logged by the run before it too.)
    await waitFor(() => expect(list.queryByText('Pendiente de enviar')).toBeNull());
    await expect(list.getAllByText('72,5 kg')[0]).toBeVisible();
    await expect(value).toHaveValue('');
  },
};

/** Deleting one: it leaves the list and the server. */
export const DeletesOne: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Anotaciones' }));
    // The count before, as shown: the mocked server's list outlives one story (retries, the
    // stories before it that log a weight), so the story checks one fewer, not a fixed number.
    const all = canvas.getByRole('button', { name: /^Ver todas \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec(all.textContent ?? '')?.[1]);
    const [first] = list.getAllByRole('button', { name: /^Borrar Peso corporal del / });
    await userEvent.click(first!);
    await expectToast('Medida borrada');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(8));
    await expect(await canvas.findByRole('button', { name: `Ver todas (${before - 1})` })).toBeVisible();
  },
};
