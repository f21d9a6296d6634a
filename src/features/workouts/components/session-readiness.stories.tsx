import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useOutboxSync } from '../../../entities/workouts/use-outbox-sync';
import { feedbackServer, lighterReadiness, unansweredReadiness } from '../../../testing/handlers/feedback';
import { workoutServer } from '../../../testing/handlers/workouts';
import { interactionOnly, onDesktop, onMobile } from '../../../testing/stories';
import { browserOnline, freshSetQueue } from '../../../testing/workouts';
import WorkoutPage from '../pages/workout-page';
import { READINESS_SKIPPED_KEY } from '../session-choice';
import { readinessEntryId, SessionReadiness } from './session-readiness';

const meta = {
  title: 'Patrones/Entrenamiento/SessionReadiness',
  component: SessionReadiness,
  args: { workoutId: 41, fresh: true, entries: [] },
  parameters: { layout: 'padded', session: 'signed-in' },
  beforeEach: () => {
    freshSetQueue();
    localStorage.removeItem(READINESS_SKIPPED_KEY);
  },
} satisfies Meta<typeof SessionReadiness>;

export default meta;
type Story = StoryObj<typeof meta>;

const unanswered = () => feedbackServer({ readiness: unansweredReadiness() });

/** Before the first set: sleep, stress and the body, one tap each; "Listo" and "Omitir". */
export const Asking: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: unanswered().handlers } } },
  play: async ({ canvasElement }) => {
    const check = within(await within(canvasElement).findByRole('region', { name: '¿Cómo llegas hoy?' }));
    await expect(check.getByRole('group', { name: 'Sueño' })).toBeVisible();
    await expect(check.getByRole('group', { name: 'Estrés' })).toBeVisible();
    await expect(check.getByRole('button', { name: 'Cansado' })).toHaveAttribute('aria-pressed', 'false');
    await expect(check.getByRole('button', { name: 'Omitir' })).toBeVisible();
  },
};

export const AskingMobile: Story = {
  ...Asking,
  ...onMobile,
  play: async (context) => {
    await Asking.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Asked while the server's answer is still on its way: the check is there from the first frame,
 * so it does not push the exercises down when the answer comes.
 */
export const AskingWhileLoading: Story = {
  ...onMobile,
  ...interactionOnly,
  parameters: {
    msw: { handlers: { feedback: [http.get('/api/workouts/:id/readiness', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    const check = within(canvasElement).getByRole('region', { name: '¿Cómo llegas hoy?' });
    await expect(within(check).getByRole('button', { name: 'Listo' })).toBeVisible();
  },
};

/** Answered badly slept and stressed: the day is lighter, and the notice says how and why. */
export const Lighter: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: feedbackServer({ readiness: lighterReadiness() }).handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hoy, un día más ligero')).toBeVisible();
    await expect(canvas.getByText('Hoy RIR +1 en cada ejercicio: dormiste mal y el estrés es alto')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  },
};

export const LighterMobile: Story = { ...Lighter, ...onMobile };

/** Answered with no connection: kept, and the day is adjusted once it arrives. */
export const Queued: Story = {
  ...onDesktop,
  args: {
    entries: [
      {
        kind: 'readiness',
        id: readinessEntryId(41),
        workoutId: 41,
        readiness: { sueno: 'mal' },
        status: 'pending',
        attempts: 0,
      },
    ],
  },
  parameters: { msw: { handlers: { feedback: unanswered().handlers } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Guardado: el día se ajustará en cuanto haya conexión.'),
    ).toBeVisible();
  },
};

export const QueuedMobile: Story = { ...Queued, ...onMobile };

/** Skipped with one tap: nothing more is asked for this session. */
export const SkipInOneTap: Story = {
  tags: ['interaction'],
  parameters: { ...interactionOnly, msw: { handlers: { feedback: unanswered().handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Omitir' }));
    await expect(canvas.queryByRole('region', { name: '¿Cómo llegas hoy?' })).toBeNull();
    await expect(localStorage.getItem(READINESS_SKIPPED_KEY)).toBe('[[41,"omitido"]]');
  },
};

const session = workoutServer();
const lightening = feedbackServer({ readiness: unansweredReadiness() });

/** The signed-in area sends the outbox (app/require-auth.tsx); the session screen does too. */
const sendingOutbox: Decorator = (Story) => {
  useOutboxSync();
  return createElement(Story);
};

/**
 * On the session screen: slept badly and stressed, "Listo"; the answers go through the outbox,
 * and the reason of the lighter day shows over the exercises.
 */
export const AnswerLightensTheDay: Story = {
  tags: ['interaction'],
  decorators: [sendingOutbox],
  render: () => createElement(WorkoutPage),
  parameters: {
    ...interactionOnly,
    router: { route: '/dashboard/workouts/41', path: '/dashboard/workouts/:id' },
    msw: { handlers: { workouts: session.handlers, feedback: lightening.handlers } },
  },
  beforeEach: () => browserOnline(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(localStorage.getItem(READINESS_SKIPPED_KEY)).toBeNull();
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' }, { timeout: 5000 });
    const check = within(await canvas.findByRole('region', { name: '¿Cómo llegas hoy?' }, { timeout: 5000 }));
    await userEvent.click(within(check.getByRole('group', { name: 'Sueño' })).getByRole('button', { name: 'Mal' }));
    await userEvent.click(within(check.getByRole('group', { name: 'Estrés' })).getByRole('button', { name: 'Alto' }));
    await userEvent.click(check.getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(lightening.requests.at(-1)?.body).toEqual({ sueno: 'mal', estres: 'alto' }));
    await expect(
      await canvas.findByText('Hoy RIR +1 en cada ejercicio: dormiste mal y el estrés es alto'),
    ).toBeVisible();
  },
};

/** The session screen on a lighter day: the reason right under the title, over the exercises. */
export const SessionScreenLighter: Story = {
  ...onMobile,
  render: () => createElement(WorkoutPage),
  parameters: {
    router: { route: '/dashboard/workouts/41', path: '/dashboard/workouts/:id' },
    msw: {
      handlers: {
        workouts: workoutServer().handlers,
        feedback: feedbackServer({ readiness: lighterReadiness() }).handlers,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText('Hoy RIR +1 en cada ejercicio: dormiste mal y el estrés es alto');
    const first = canvas.getByRole('article', { name: '1. Sentadilla' });
    await expect(notice.getBoundingClientRect().top).toBeLessThan(first.getBoundingClientRect().top);
  },
};
