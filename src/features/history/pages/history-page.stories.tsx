import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatSessionDate } from '../../../lib/date-format';
import { historyAroundToday } from '../../../testing/fixtures/training-log';
import {
  failingTrainingLog,
  fakeTrainingLog,
  pageOf,
  pendingTrainingLog,
} from '../../../testing/handlers/training-log';
import { screenParameters } from '../../../testing/stories';
import HistoryPage from './history-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Historial/HistoryPage',
  component: HistoryPage,
  parameters: screenParameters('/dashboard/history', { shell: dashboardShell, signedIn: true }),
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Sesiones de entrenamiento' })).getAllByRole('listitem');

/** Newest first, ten a page, paged by the server; each row opens its session. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Historial' })).toBeVisible();
    await expect(await canvas.findByText('23 sesiones')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(10);
    const first = within(rows(canvasElement)[0]!);
    await expect(first.getByText('Cardio de la semana')).toBeVisible();
    await expect(first.getByText('30 min')).toBeVisible();
    await expect(first.getByText('0 kg')).toBeVisible();
    const second = within(rows(canvasElement)[1]!);
    await expect(second.getByText('1 h 05 min')).toBeVisible();
    await expect(second.getByText('4250 kg')).toBeVisible();
    const date = formatSessionDate(historyAroundToday()[1]!.iniciado_en);
    await expect(second.getByRole('link', { name: `Ver la sesión Fuerza total del ${date}` })).toHaveAttribute(
      'href',
      '/dashboard/history/202',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(await canvas.findByText('2 / 3')).toBeVisible();
    await waitFor(() => expect(within(rows(canvasElement)[0]!).getByText('Torso pierna (antigua)')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(3));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('23 sesiones');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const empty = fakeTrainingLog(() => []);

/** No session yet: an invitation to train, not an empty list. */
export const Empty: Story = {
  parameters: { msw: { handlers: { trainingLog: empty.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no has registrado ningún entrenamiento')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a mis rutinas' })).toHaveAttribute('href', '/dashboard/routines');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trainingLog: pendingTrainingLog } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando historial…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/Aún no has registrado/)).toBeNull();
  },
};

/** Fails `failures` times, then answers the default history. */
function flaky(failures: number) {
  let calls = 0;
  return {
    reset: () => {
      calls = 0;
    },
    handlers: [
      http.get('/api/workouts', ({ request }) => {
        calls += 1;
        if (calls <= failures) return HttpResponse.json({ message: 'Error interno' }, { status: 500 });
        return HttpResponse.json(pageOf(historyAroundToday(), new URL(request.url)));
      }),
    ],
  };
}
const failingOnce = flaky(1);

/** A failed load says so (never an empty history) and offers "Reintentar". */
export const Error: Story = {
  parameters: { msw: { handlers: { trainingLog: failingTrainingLog } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar el historial.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.queryByText(/Aún no has registrado/)).toBeNull();
  },
};

/** "Reintentar" loads the history once the server answers again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { trainingLog: failingOnce.handlers } } },
  beforeEach: () => failingOnce.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByText('23 sesiones')).toBeVisible();
    await expect(canvas.queryByText('No se ha podido cargar el historial.')).toBeNull();
  },
};
