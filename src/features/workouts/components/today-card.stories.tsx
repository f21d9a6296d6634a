import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routinesAroundToday, userRoutineList, userRoutinesAnswer } from '../../../testing/handlers/calendar';
import { makeWorkout, WORKOUT_ID, workoutServer } from '../../../testing/handlers/workouts';
import { setQueue } from '../../../entities/workouts/set-queue';
import { expectToast } from '../../../testing/toasts';
import { browserOnline, freshSetQueue } from '../../../testing/workouts';
import { interactionOnly, screenParameters } from '../../../testing/stories';
import { orderedAnswer, whenAsked } from '../../../testing/answer-order';
import { TodayCard } from './today-card';

const meta = {
  title: 'Patrones/Entrenamiento/TodayCard',
  component: TodayCard,
  parameters: screenParameters('/dashboard/overview', {
    signedIn: true,
    layout: 'padded',
    handlers: { calendar: userRoutinesAnswer.list(routinesAroundToday()).calendar, routines: [] },
  }),
  beforeEach: () => freshSetQueue(),
} satisfies Meta<typeof TodayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Hoy' }));

const starting = workoutServer({ workout: null });

/** Today's routine (its weekday, within its dates) with "Empezar entrenamiento". */
export const WithRoutineToday: Story = {
  play: async ({ canvasElement }) => {
    const today = card(canvasElement);
    await expect(await today.findByText('Fuerza total')).toBeVisible();
    await expect(today.getByText('6 ejercicios')).toBeVisible();
    await expect(today.queryByText('Cardio de la semana')).toBeNull();
    await expect(today.getByRole('button', { name: 'Empezar entrenamiento' })).toBeEnabled();
  },
};

/** "Empezar entrenamiento" starts a session (a client-generated id) and opens it. */
export const StartsSession: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { workouts: starting.handlers } }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const today = card(canvasElement);
    await userEvent.click(await today.findByRole('button', { name: 'Empezar entrenamiento' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      `/dashboard/workouts/${WORKOUT_ID + 1}`,
    );
  },
};

/** Nothing planned today: a rest day. */
export const RestDay: Story = {
  parameters: { msw: { handlers: { calendar: userRoutinesAnswer.list(routinesAroundToday().slice(2)).calendar } } },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement).findByText(/Día de descanso/)).toBeVisible();
    await expect(card(canvasElement).queryByRole('button', { name: 'Empezar entrenamiento' })).toBeNull();
  },
};

/** No routine at all (a new account): not a rest day; the card says what it will show. */
export const NoRoutines: Story = {
  parameters: { msw: { handlers: { calendar: userRoutinesAnswer.list([]).calendar } } },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement).findByText(/^Aún no tienes ninguna rutina/)).toBeVisible();
    await expect(card(canvasElement).queryByText(/Día de descanso/)).toBeNull();
  },
};

/** A session is open: the card leads back to it. */
export const SessionInProgress: Story = {
  parameters: { msw: { handlers: { workouts: workoutServer().handlers } } },
  play: async ({ canvasElement }) => {
    const today = card(canvasElement);
    await expect(await today.findByText('Tienes un entrenamiento en curso: «Fuerza básica».')).toBeVisible();
    await expect(today.getByRole('link', { name: 'Continuar entrenamiento' })).toHaveAttribute(
      'href',
      `/dashboard/workouts/${WORKOUT_ID}`,
    );
  },
};

const conflict = workoutServer();
const withUnsentSet = () => {
  conflict.state.workout = makeWorkout();
  freshSetQueue([
    {
      kind: 'set',
      workoutId: WORKOUT_ID,
      id: '00000000-0000-4000-8000-000000000009',
      set: { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 5 },
      status: 'failed',
      attempts: 1,
    },
  ]);
};

/** Starting while another session is open (409): the dialog offers to resume it or discard it. */
export const ResumeOrDiscardDialog: Story = {
  parameters: { msw: { handlers: { workouts: conflict.handlers } } },
  beforeEach: withUnsentSet,
  play: async ({ canvasElement }) => {
    await userEvent.click(await card(canvasElement).findByRole('button', { name: 'Empezar entrenamiento' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Ya tienes un entrenamiento en curso',
    });
    await waitFor(() => expect(within(dialog).getByText(/«Fuerza básica», empezado el/)).toBeVisible());
    await expect(within(dialog).getByText(/se borrará con todo lo que hayas registrado/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continuar el anterior' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Descartar y empezar este' })).toBeVisible();
  },
};

/** "Descartar y empezar este": the old session (and its unsent sets) goes, the new one opens. */
export const DiscardAndStart: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { workouts: conflict.handlers } }, ...interactionOnly },
  beforeEach: withUnsentSet,
  play: async ({ canvasElement }) => {
    await userEvent.click(await card(canvasElement).findByRole('button', { name: 'Empezar entrenamiento' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Descartar y empezar este' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      `/dashboard/workouts/${WORKOUT_ID + 1}`,
    );
    await expect(setQueue().all()).toEqual([]);
  },
};

const resume = workoutServer();

/** In that question, "Continuar el anterior" opens the session still open. */
export const ResumeFromDialog: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { workouts: resume.handlers } }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    await userEvent.click(await card(canvasElement).findByRole('button', { name: 'Empezar entrenamiento' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continuar el anterior' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      `/dashboard/workouts/${WORKOUT_ID}`,
    );
  },
};

const offline = workoutServer({ workout: null });

/**
 * No connection: the session starts on this device from the routine as last seen, and its start
 * waits in the outbox; the server hears nothing yet.
 */
export const StartOffline: Story = {
  parameters: { msw: { handlers: { workouts: offline.handlers } } },
  beforeEach: () => {
    freshSetQueue();
    return browserOnline(false);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await card(canvasElement).findByRole('button', { name: 'Empezar entrenamiento' }));
    await expectToast(/el entrenamiento se ha empezado en este dispositivo/);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      /\/dashboard\/workouts\/-\d+$/,
    );
    await expect(setQueue().all()).toMatchObject([{ kind: 'start', status: 'pending' }]);
    await expect(offline.state.workout).toBeNull();
  },
};

const routinesToday = () => userRoutineList(routinesAroundToday());

/** `WaitsForBothAnswers`: the routines at once, the session held until the play lets it go. */
const routinesFirst = {
  routines: orderedAnswer('/api/user-routines', { held: false, body: routinesToday }),
  session: orderedAnswer('/api/workouts/current', { held: true, body: () => ({ workout: null }) }),
};

/**
 * The routines answer first and the session in progress later: the card keeps its one loading
 * state until both are in, then draws itself once (a row added or taken away on each answer
 * pushed the routine cards below it on a phone). "Entrenamiento vacío" is offered meanwhile.
 */
export const WaitsForBothAnswers: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { calendar: [routinesFirst.routines.handler], workouts: [routinesFirst.session.handler] } },
    ...interactionOnly,
  },
  beforeEach: () => {
    freshSetQueue();
    routinesFirst.routines.reset();
    routinesFirst.session.reset();
  },
  play: async ({ canvasElement }) => {
    const today = card(canvasElement);
    await whenAsked(routinesFirst.routines, routinesFirst.session);
    await expect(today.getByRole('status', { name: 'Cargando el plan de hoy…' })).toBeVisible();
    await expect(today.queryByText('Fuerza total')).toBeNull();
    // Offered all along: the session's answer only takes it away when one is running.
    await expect(today.getByRole('button', { name: 'Entrenamiento vacío' })).toBeVisible();
    routinesFirst.session.release();
    await expect(await today.findByText('Fuerza total')).toBeVisible();
    await expect(today.getByRole('button', { name: 'Entrenamiento vacío' })).toBeVisible();
    await expect(today.queryByRole('status')).toBeNull();
  },
};

const running = workoutServer();

/** `SessionAnswersFirst`: a running session at once, the routines held until the play lets them go. */
const sessionFirst = {
  routines: orderedAnswer('/api/user-routines', { held: true, body: routinesToday }),
  session: orderedAnswer('/api/workouts/current', { held: false, body: () => ({ workout: running.state.workout }) }),
};

/**
 * The other order: a session is running and its answer comes before the routines. Nothing moves
 * until both are in; then the way back into the session takes the place of "Entrenamiento vacío".
 */
export const SessionAnswersFirst: Story = {
  tags: ['interaction'],
  parameters: {
    msw: {
      handlers: {
        calendar: [sessionFirst.routines.handler],
        workouts: [sessionFirst.session.handler, ...running.handlers],
      },
    },
    ...interactionOnly,
  },
  beforeEach: () => {
    freshSetQueue();
    sessionFirst.routines.reset();
    sessionFirst.session.reset();
  },
  play: async ({ canvasElement }) => {
    const today = card(canvasElement);
    await whenAsked(sessionFirst.routines, sessionFirst.session);
    await expect(today.getByRole('status', { name: 'Cargando el plan de hoy…' })).toBeVisible();
    await expect(today.getByRole('button', { name: 'Entrenamiento vacío' })).toBeVisible();
    await expect(today.queryByRole('link', { name: 'Continuar entrenamiento' })).toBeNull();
    sessionFirst.routines.release();
    await expect(await today.findByRole('link', { name: 'Continuar entrenamiento' })).toBeVisible();
    await expect(today.queryByRole('button', { name: 'Entrenamiento vacío' })).toBeNull();
  },
};
