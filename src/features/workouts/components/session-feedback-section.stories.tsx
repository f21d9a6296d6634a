import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { useOutboxSync } from '../../../entities/workouts/use-outbox-sync';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answeredFeedbackFixture,
  feedbackAnswers,
  feedbackFixture,
  feedbackServer,
} from '../../../testing/handlers/feedback';
import { expectTouchTarget, interactionOnly, onDesktop, onMobile } from '../../../testing/stories';
import { pendingFinish } from '../../../entities/workouts/outbox-fixtures';
import { setQueue } from '../../../entities/workouts/set-queue';
import type { Workout } from '../../../lib/contract-training';
import { makeWorkout, savedSet } from '../../../testing/handlers/workouts';
import { browserOnline, freshSetQueue } from '../../../testing/workouts';
import { FinishQueued } from './finish-queued';
import { FEEDBACK_CLOSED_KEY } from '../session-choice';
import { OfflineFeedbackSection, SessionFeedbackSection } from './session-feedback-section';

const meta = {
  title: 'Patrones/Entrenamiento/SessionFeedback',
  component: SessionFeedbackSection,
  args: { workoutId: 41 },
  parameters: { layout: 'padded', session: 'signed-in' },
  beforeEach: () => {
    freshSetQueue();
    localStorage.removeItem(FEEDBACK_CLOSED_KEY);
  },
} satisfies Meta<typeof SessionFeedbackSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const asking = () => feedbackServer({ feedback: feedbackFixture() });

/**
 * A story's server back to nothing answered, and its requests forgotten: a retried story starts
 * as the first try did, not from the answers that try sent.
 */
const freshAnswers = (server: ReturnType<typeof asking>) => () => {
  freshSetQueue();
  server.state.feedback = feedbackFixture();
  server.requests.length = 0;
};

/** The outbox sends each tap to the server on its own schedule: a loaded machine takes seconds. */
const SENT = { timeout: 5000 };

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: '¿Cómo lo notaste?' }));

const muscleRow = (c: ReturnType<typeof within>, name: string) => within(c.getByRole('listitem', { name }));

/** The three muscles the session trained, nothing answered: four questions each, one tap per answer. */
export const Asking: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: asking().handlers } } },
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(3);
    const legs = muscleRow(c, 'Cuádriceps');
    await expect(legs.getByRole('group', { name: 'Bombeo de Cuádriceps' })).toBeVisible();
    await expect(legs.getByRole('group', { name: 'Dolor articular de Cuádriceps' })).toBeVisible();
    await expect(legs.getByRole('button', { name: 'Me paró' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('button', { name: 'Omitir Espalda' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Listo' })).toBeVisible();
  },
};

/** At 390 px: every answer a 44 px target, nothing sticking out sideways. */
export const AskingMobile: Story = {
  ...onMobile,
  parameters: { msw: { handlers: { feedback: asking().handlers } } },
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    const pump = within(muscleRow(c, 'Pecho').getByRole('group', { name: 'Bombeo de Pecho' }));
    const targets = [...['0', '3'].map((n) => pump.getByRole('button', { name: n }))];
    targets.push(muscleRow(c, 'Pecho').getByRole('button', { name: 'Demasiada' }));
    for (const target of targets) {
      target.scrollIntoView({ block: 'center' });
      await expectTouchTarget(target);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const answering = asking();

/** The signed-in area sends the outbox (app/require-auth.tsx): here, the story does. */
const sendingOutbox: Decorator = (Story) => {
  useOutboxSync();
  return createElement(Story);
};

/** Answers for two muscles (each tap goes to the outbox and on to the server), the third skipped, then "Listo". */
export const AnswerTwoSkipOne: Story = {
  tags: ['interaction'],
  decorators: [sendingOutbox],
  parameters: { ...interactionOnly, msw: { handlers: { feedback: answering.handlers } } },
  beforeEach: freshAnswers(answering),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    const legs = muscleRow(c, 'Cuádriceps');
    await userEvent.click(
      within(legs.getByRole('group', { name: 'Bombeo de Cuádriceps' })).getByRole('button', { name: '2' }),
    );
    await userEvent.click(legs.getByRole('button', { name: 'Justa' }));
    const chest = muscleRow(c, 'Pecho');
    await userEvent.click(
      within(chest.getByRole('group', { name: 'Agujetas desde la última vez de Pecho' })).getByRole('button', {
        name: '3',
      }),
    );
    await userEvent.click(chest.getByRole('button', { name: 'Algo' }));
    await userEvent.click(c.getByRole('button', { name: 'Omitir Espalda' }));
    await expect(c.getByText('Espalda: omitido')).toBeVisible();
    await waitFor(
      () =>
        expect(answering.requests.at(-1)?.body).toEqual({
          musculos: [
            { grupo_muscular_id: 1, bombeo: null, agujetas: 3, dolor: 'algo', articulacion: null, carga: null },
            { grupo_muscular_id: 12, bombeo: 2, agujetas: null, dolor: null, articulacion: null, carga: 'justa' },
          ],
        }),
      SENT,
    );
    await userEvent.click(c.getByRole('button', { name: 'Listo' }));
    await expect(await within(canvasElement).findByText(/tus respuestas ajustarán la semana que viene/)).toBeVisible();
    await expect(within(canvasElement).getByText('2 músculos respondidos')).toBeVisible();
  },
};

/** Answered before and closed with "Listo": what was kept, and "Cambiar respuestas". */
export const Answered: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: feedbackServer({ feedback: answeredFeedbackFixture() }).handlers } } },
  beforeEach: () => localStorage.setItem(FEEDBACK_CLOSED_KEY, JSON.stringify([[41, 'listo']])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gracias: tus respuestas ajustarán la semana que viene.')).toBeVisible();
    await expect(canvas.getByText('2 músculos respondidos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar respuestas' })).toBeVisible();
  },
};

export const AnsweredMobile: Story = { ...Answered, ...onMobile };

/** Reopened: the answers given are shown chosen; after the chest's joint pain, which joint (the shoulder). */
export const ChangingAnswers: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: feedbackServer({ feedback: answeredFeedbackFixture() }).handlers } } },
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    const chest = muscleRow(c, 'Pecho');
    await expect(chest.getByRole('button', { name: 'Demasiada' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chest.getByRole('button', { name: 'Algo' })).toHaveAttribute('aria-pressed', 'true');
    const joint = within(chest.getByRole('group', { name: 'Dónde dolió al entrenar Pecho' }));
    await expect(joint.getByRole('button', { name: 'Hombro' })).toHaveAttribute('aria-pressed', 'true');
    // No joint pain, no question about where.
    await expect(muscleRow(c, 'Cuádriceps').queryByText('¿Dónde?')).toBeNull();
  },
};

export const ChangingAnswersMobile: Story = {
  ...ChangingAnswers,
  ...onMobile,
  play: async (context) => {
    await ChangingAnswers.play!(context);
    const joint = within(
      muscleRow(await card(context.canvasElement), 'Pecho').getByRole('group', {
        name: 'Dónde dolió al entrenar Pecho',
      }),
    );
    for (const name of ['Hombro', 'Rodilla', 'Lumbar', 'Muñeca', 'Otra']) {
      const target = joint.getByRole('button', { name });
      target.scrollIntoView({ block: 'center' });
      await expectTouchTarget(target);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const joints = asking();

/** "Me paró" asks where (one tap); the joint goes with the answer, and "Ninguno" takes it back. */
export const WhichJoint: Story = {
  tags: ['interaction'],
  decorators: [sendingOutbox],
  parameters: { ...interactionOnly, msw: { handlers: { feedback: joints.handlers } } },
  beforeEach: freshAnswers(joints),
  play: async ({ canvasElement }) => {
    const legs = muscleRow(await card(canvasElement), 'Cuádriceps');
    await expect(legs.queryByText('¿Dónde?')).toBeNull();
    await userEvent.click(legs.getByRole('button', { name: 'Me paró' }));
    await userEvent.click(
      within(legs.getByRole('group', { name: 'Dónde dolió al entrenar Cuádriceps' })).getByRole('button', {
        name: 'Rodilla',
      }),
    );
    await waitFor(
      () =>
        expect(joints.requests.at(-1)?.body).toEqual({
          musculos: [
            {
              grupo_muscular_id: 12,
              bombeo: null,
              agujetas: null,
              dolor: 'me_paro',
              articulacion: 'rodilla',
              carga: null,
            },
          ],
        }),
      SENT,
    );
    await userEvent.click(legs.getByRole('button', { name: 'Ninguno' }));
    await expect(legs.queryByText('¿Dónde?')).toBeNull();
    await waitFor(
      () =>
        expect(joints.requests.at(-1)?.body).toEqual({
          musculos: [
            { grupo_muscular_id: 12, bombeo: null, agujetas: null, dolor: 'ninguno', articulacion: null, carga: null },
          ],
        }),
      SENT,
    );
  },
};

/**
 * A session finished with no connection, a work set on each exercise: its muscles from the session
 * on this device (no server to ask).
 */
const finishedOffline = (): Workout => {
  const w = makeWorkout({ estado: 'en_curso' });
  const groups = [
    { id: 12, nombre: 'Cuádriceps' },
    { id: 1, nombre: 'Pecho' },
    { id: 8, nombre: 'Abdominales' },
  ];
  return {
    ...w,
    ejercicios: w.ejercicios.map((e, i) => ({
      ...e,
      grupo_valorado: groups[i],
      series: [savedSet(`5e3c1a2b-0000-4000-8000-00000000000${i}`, e.id, 1, 8, 20)],
    })),
  };
};

/** The finish still on this device, with the card below it: the answers wait in the outbox behind the finish. */
const OfflineFinishScreen = () => (
  <FinishQueued
    entry={pendingFinish(41)}
    waiting
    onRetry={() => undefined}
    feedback={<OfflineFeedbackSection workout={finishedOffline()} />}
  />
);

/** Finished offline: "Entrenamiento terminado en este dispositivo" and, under it, "¿Cómo lo notaste?". */
export const OfflineFinish: Story = {
  ...onDesktop,
  render: () => <OfflineFinishScreen />,
  beforeEach: () => browserOnline(false),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Entrenamiento terminado en este dispositivo')).toBeVisible();
    const c = await card(canvasElement);
    await expect(c.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Cuádriceps',
      'Pecho',
      'Abdominales',
    ]);
  },
};

export const OfflineFinishMobile: Story = { ...OfflineFinish, ...onMobile };

/** Offline: each tap goes to the outbox (nothing sent), and "Listo" says it waits for the connection. */
export const OfflineAnswer: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  render: () => <OfflineFinishScreen />,
  beforeEach: () => browserOnline(false),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await userEvent.click(muscleRow(c, 'Pecho').getByRole('button', { name: 'Algo' }));
    await userEvent.click(muscleRow(c, 'Pecho').getByRole('button', { name: 'Hombro' }));
    await waitFor(() =>
      expect(
        setQueue()
          .all()
          .find((e) => e.kind === 'feedback'),
      ).toMatchObject({
        workoutId: 41,
        feedback: { musculos: [{ grupo_muscular_id: 1, dolor: 'algo', articulacion: 'hombro' }] },
      }),
    );
    await userEvent.click(c.getByRole('button', { name: 'Listo' }));
    await expect(
      await within(canvasElement).findByText('Guardado en este dispositivo: se enviará en cuanto haya conexión.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('1 músculo respondido')).toBeVisible();
  },
};

/** "Omitir" with nothing answered: one line, and "Responder ahora". */
export const Skipped: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: { feedback: asking().handlers } } },
  beforeEach: () => localStorage.setItem(FEEDBACK_CLOSED_KEY, JSON.stringify([[41, 'omitido']])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sin respuestas esta vez. Puedes contestar cuando quieras.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Responder ahora' })).toBeVisible();
  },
};

export const SkippedMobile: Story = { ...Skipped, ...onMobile };

/** The muscles still on their way. */
export const Loading: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: feedbackAnswers.pending() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Cargando los músculos de la sesión…' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** The muscles could not be read: said, with "Reintentar". */
export const Error: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: feedbackAnswers.failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar la valoración de la sesión.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const ErrorMobile: Story = { ...Error, ...onMobile };
