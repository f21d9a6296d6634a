import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { feedbackFixture, feedbackServer } from '../../../testing/handlers/feedback';
import { workoutServer, workoutsAnswer, workoutWithOneSet } from '../../../testing/handlers/workouts';
import { freshSetQueue } from '../../../testing/workouts';
import { FEEDBACK_CLOSED_KEY } from '../session-choice';
import { screenParameters } from '../../../testing/stories';
import WorkoutSummaryPage from './workout-summary-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Entrenamiento/WorkoutSummaryPage',
  component: WorkoutSummaryPage,
  parameters: screenParameters('/dashboard/workouts/41/resumen', {
    shell: dashboardShell,
    path: '/dashboard/workouts/:id/resumen',
    signedIn: true,
  }),
} satisfies Meta<typeof WorkoutSummaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const finished = { ...workoutWithOneSet(), estado: 'terminado' as const };

/** Duration, sets done of planned, volume, and the three records the session beat. */
export const WithRecords: Story = {
  parameters: { msw: { handlers: { workouts: workoutServer({ workout: finished }).handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '¡Entrenamiento terminado!' })).toBeVisible();
    await expect(canvas.getByText('53 min')).toBeVisible();
    await expect(canvas.getByText('9 / 9')).toBeVisible();
    await expect(canvas.getByText('4210,5 kg')).toBeVisible();
    const records = within(canvas.getByRole('region', { name: 'Récords personales' }));
    await expect(records.getByText('¡Has batido 3 récords!')).toBeVisible();
    await expect(records.getByText(/Mejor 1RM estimado: 83,33 kg/)).toBeVisible();
    await expect(records.getByText(/Más repeticiones con 62,5 kg: 10/)).toBeVisible();
    await expect(records.getByText('primera vez')).toBeVisible();
    await expect(records.getByText('antes: 1680 kg')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );
  },
};

export const WithRecordsMobile: Story = {
  ...WithRecords,
  globals: { viewport: { value: 'mobile' } },
};

export const NoRecords: Story = {
  parameters: { msw: { handlers: { workouts: workoutServer({ workout: finished, records: [] }).handlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Hoy no ha caído ningún récord/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: workoutsAnswer.pending() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando el resumen…' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: workoutsAnswer.failing() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se ha podido cargar el resumen.')).toBeVisible();
  },
};

/** Just finished: "¿Cómo lo notaste?" under the figures, one row per muscle trained, before the records. */
export const WithFeedback: Story = {
  parameters: {
    msw: {
      handlers: {
        workouts: workoutServer({ workout: finished }).handlers,
        feedback: feedbackServer({ feedback: feedbackFixture() }).handlers,
      },
    },
  },
  beforeEach: () => {
    freshSetQueue();
    localStorage.removeItem(FEEDBACK_CLOSED_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feedback = await canvas.findByRole('region', { name: '¿Cómo lo notaste?' }, { timeout: 5000 });
    await expect(within(feedback).getAllByRole('listitem')).toHaveLength(3);
    const records = canvas.getByRole('region', { name: 'Récords personales' });
    await expect(feedback.getBoundingClientRect().top).toBeLessThan(records.getBoundingClientRect().top);
  },
};

export const WithFeedbackMobile: Story = { ...WithFeedback, globals: { viewport: { value: 'mobile' } } };
