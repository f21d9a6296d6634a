import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  makeWorkout,
  workoutInDeload,
  workoutServer,
  workoutsAnswer,
  workoutToProgress,
  workoutWithOneSet,
} from '../../../testing/handlers/workouts';
import { PLATES_KEY } from '../use-plate-settings';
import { REST_TIMER_KEY } from '../use-rest-timer';
import { restTimer } from '../rest-timer-store';
import { PLACE_KEY } from '../keep-place';
import { routinePlanFixture } from '../../../testing/fixtures/plans';
import { routinesHandlers, userRoutineListFixture, userRoutinesFixture } from '../../../testing/handlers/routines';
import { forgetWorkouts, rememberWorkout } from '../../../entities/workouts/offline-cache';
import { offlineWorkout } from '../../../entities/workouts/offline-start';
import { setQueue } from '../../../entities/workouts/set-queue';
import { interactionOnly } from '../../../testing/stories';
import { browserOnline, freshSetQueue } from '../../../testing/workouts';
import WorkoutPage from './workout-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Entrenamiento/WorkoutPage',
  component: WorkoutPage,
  parameters: {
    router: { route: '/dashboard/workouts/41', path: '/dashboard/workouts/:id', shell: dashboardShell },
    session: 'signed-in',
  },
  beforeEach: () => freshSetQueue(),
} satisfies Meta<typeof WorkoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const doneButton = (canvas: HTMLElement, exercise: string, n: number) =>
  within(within(canvas).getByRole('article', { name: new RegExp(exercise) })).getByRole('button', {
    name: `Marcar la serie ${n} como hecha`,
  });

const inProgress = workoutServer();

/**
 * The session just started: every exercise with its target (the squat's range, seconds and metres
 * in their unit) and last time's sets; the sets prefilled with the advice.
 */
export const InProgress: Story = {
  parameters: { msw: { handlers: { workouts: inProgress.handlers } } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' })).toBeVisible();
    await expect(canvas.getByText('0 de 9 series hechas')).toBeVisible();
    // The tab's title is the routine's.
    await waitFor(() => expect(document.title).toBe('Fuerza básica · Forja'));
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await expect(squat.getByText('3 × 8-10 repeticiones · descanso 90 s')).toBeVisible();
    await expect(squat.getByText('La última vez: 10×60 kg, 10×60 kg, 8×60 kg')).toBeVisible();
    await expect(canvas.getByText('1 × 2000 m · sin descanso')).toBeVisible();
    // "Mantén 60 kg" at the top of the range: every set aims at 10, last time's 8 included.
    await expect(squat.getByLabelText('Repeticiones, serie 3')).toHaveValue('10');
    await expect(squat.getByLabelText('Kilos, serie 2')).toHaveValue('60');
    const plank = within(canvas.getByRole('article', { name: '3. Plancha' }));
    await expect(plank.getByText('2 × 30 s · descanso 45 s')).toBeVisible();
    await expect(plank.getByLabelText('Segundos, serie 2')).toHaveValue('30');
    await expect(canvas.getByLabelText('Metros, serie 1')).toBeVisible();
    // Nothing sticks out sideways at phone width.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const logging = workoutServer();

/** One tap logs a set (Enter does too); a wrong value is explained; extra set and skip. */
export const LogsSets: Story = {
  parameters: { msw: { handlers: { workouts: logging.handlers } } },
  beforeEach: () => {
    logging.state.workout = makeWorkout();
    logging.state.puts = 0;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await step('Escribe 62,5 kg y marca la serie 1: queda guardada', async () => {
      const kg = squat.getByLabelText('Kilos, serie 1');
      await userEvent.clear(kg);
      await userEvent.type(kg, '62,5');
      await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
      // The row is looked up again once saved: it may be a new element by then (see the closing
      // note of 2026-11-24: the saved row can be re-created after the session's refetch).
      const saved = () => canvas.getByRole('group', { name: 'Serie 1 hecha' });
      await waitFor(() => expect(within(saved()).getByText('Guardada')).toBeVisible());
      await expect(saved()).toHaveTextContent('10 reps · 62,5 kg');
      await expect(logging.state.workout!.ejercicios[0]!.series[0]).toMatchObject({ repeticiones: 10, kg: 62.5 });
    });
    await step('Intro en las repeticiones marca la serie 2', async () => {
      const reps = squat.getByLabelText('Repeticiones, serie 2');
      await userEvent.clear(reps);
      await userEvent.type(reps, '9{Enter}');
      await expect(await canvas.findByRole('group', { name: 'Serie 2 hecha' })).toHaveTextContent('9 reps');
      await expect(canvas.getByText('2 de 9 series hechas')).toBeVisible();
    });
    await step('Un RIR que el servidor rechazaría se queda en la fila, explicado', async () => {
      await userEvent.type(squat.getByLabelText('Repeticiones en reserva (RIR, opcional), serie 3'), '7{Enter}');
      await expect(await canvas.findByText('El RIR es un número entero de 0 a 5.')).toBeVisible();
      await expect(logging.state.puts).toBe(2);
    });
    await step('Añade una serie a la sentadilla', async () => {
      await userEvent.click(squat.getByRole('button', { name: 'Añadir serie' }));
      await expect(squat.getByLabelText('Repeticiones, serie 4')).toBeVisible();
    });
    await step('Salta el press de banca', async () => {
      const bench = within(canvas.getByRole('article', { name: '2. Press de banca' }));
      await userEvent.click(bench.getByRole('button', { name: 'Saltar ejercicio' }));
      // A round trip and a refetch of the session: more than findBy's 1 s on a busy machine.
      await expect(await bench.findByText('Ejercicio saltado', {}, { timeout: 5000 })).toBeVisible();
      await expect(bench.queryByLabelText('Repeticiones, serie 1')).toBeNull();
    });
  },
};

const resting = workoutServer();

/** A done set starts its exercise's rest: countdown (also in the tab title), +15 s and skip. */
export const RestTimerRunning: Story = {
  parameters: { msw: { handlers: { workouts: resting.handlers } } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () => {
    // No rest left running by a story before this one (the rest is kept across screens).
    restTimer.skip();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
    const timer = await canvas.findByRole('timer');
    await waitFor(() => expect(timer).toHaveAccessibleName(/^Descanso: quedan 1:(30|29)$/));
    await waitFor(() => expect(document.title).toMatch(/^1:(30|29|28) · Fuerza básica · Forja$/));
    await userEvent.click(canvas.getByRole('button', { name: '+15 s' }));
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(/^Descanso: quedan 1:4[3-5]$/);
    const mute = canvas.getByRole('button', { name: 'Silenciar aviso' });
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
  },
};

const shortRest = workoutServer({
  workout: makeWorkout({
    ejercicios: makeWorkout().ejercicios.map((e) => ({ ...e, descanso: 2 })),
  }),
});

/** The end of the rest is announced in the live region; skipping ends it without a signal. */
export const RestTimerEnds: Story = {
  parameters: { msw: { handlers: { workouts: shortRest.handlers } } },
  play: async ({ canvasElement }) => {
    // The session's own timer and live region, not the layout's link to the running rest.
    const canvas = within(await within(canvasElement).findByRole('main'));
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
    await expect(await canvas.findByRole('timer')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('¡Descanso terminado!'), {
      timeout: 5000,
    });
    await expect(canvas.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(document.title).not.toMatch(/^\d+:\d\d · /));
    // The countdown gone, the routine's name stays in the tab.
    await expect(document.title).toBe('Fuerza básica · Forja');
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 2));
    await userEvent.click(await canvas.findByRole('button', { name: 'Saltar descanso' }));
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

const hanging = workoutServer({ saves: 'hang' });

/** A set the server has not confirmed yet: "Pendiente"; finishing stays possible (it goes after the set). */
export const SetSavePending: Story = {
  parameters: { msw: { handlers: { workouts: hanging.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
    const row = await canvas.findByRole('group', { name: 'Serie 1 hecha' });
    await expect(within(row).getByText('Pendiente')).toBeVisible();
    await expect(canvas.getByText('1 de 9 series hechas')).toBeVisible();
    const finish = canvas.getByRole('button', { name: 'Terminar entrenamiento' });
    await expect(finish).toBeEnabled();
    // The finish bar's notice is drawn a frame after the set's row ("The tap paints first").
    await waitFor(() =>
      expect(finish).toHaveAccessibleDescription(
        /1 serie aún no ha llegado al servidor: si terminas ahora, se enviará antes/,
      ),
    );
  },
};

const failing = workoutServer({ saves: 'fail' });

/** A set done while its send fails: "Pendiente" on its row, no error, the finish says it will follow. */
async function setSaveFailed(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
  await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
  await waitFor(() => expect(failing.state.puts).toBe(1));
  const row = canvas.getByRole('group', { name: 'Serie 1 hecha' });
  await expect(within(row).getByText('Pendiente')).toBeInTheDocument();
  await expect(canvas.queryByText(/Error al guardar/)).toBeNull();
  await expect(canvas.getByRole('button', { name: 'Terminar entrenamiento' })).toHaveAccessibleDescription(
    /1 serie aún no ha llegado al servidor/,
  );
}

/**
 * A send that failed (a server hiccup, no answer) is no error: the set stays "Pendiente" and goes
 * by itself on the next try; the finish says it will follow.
 */
export const SetSaveFailedStaysPending: Story = {
  parameters: { msw: { handlers: { workouts: failing.handlers } } },
  beforeEach: () => {
    failing.state.saves = 'fail';
    failing.state.puts = 0;
    failing.state.workout = makeWorkout();
  },
  play: async ({ canvasElement }) => {
    await setSaveFailed(canvasElement);
  },
};

/** The failed send, then the server back: the next try stores the set. */
export const SetSaveFailedThenSent: Story = {
  ...SetSaveFailedStaysPending,
  tags: ['interaction'],
  parameters: { ...SetSaveFailedStaysPending.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await setSaveFailed(canvasElement);
    // The server is back: the next try (a couple of seconds later) stores it.
    failing.state.saves = 'ok';
    await waitFor(
      () => expect(canvas.getByRole('group', { name: 'Serie 1 hecha' })).not.toHaveTextContent('Pendiente'),
      {
        timeout: 6000,
      },
    );
    await expect(failing.state.workout!.ejercicios[0]!.series).toHaveLength(1);
  },
};

const noSignal = workoutServer();

/** No signal at all: a set logged on a phone is "Pendiente", a quiet mark on its row, never an error. */
export const OfflineSetIsPending: Story = {
  parameters: {
    msw: {
      handlers: {
        workouts: [http.put('/api/workouts/:id/sets/:setId', () => HttpResponse.error()), ...noSignal.handlers],
      },
    },
  },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () => browserOnline(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
    const row = await canvas.findByRole('group', { name: 'Serie 1 hecha' });
    await waitFor(() => expect(setQueue().all()).toMatchObject([{ kind: 'set', status: 'failed' }]));
    await expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    await expect(canvas.queryByText(/Error al guardar|Rechazada/)).toBeNull();
    await expect(canvas.getByText('1 de 9 series hechas')).toBeVisible();
  },
};

const resumed = workoutServer({ workout: workoutWithOneSet(), saves: 'hang' });
const unsent = {
  kind: 'set' as const,
  workoutId: 41,
  id: '00000000-0000-4000-8000-000000000002',
  set: { ejercicio_sesion_id: 1, orden: 2, medida: 'repeticiones' as const, repeticiones: 9, kg: 62.5, rir: 1 },
  status: 'failed' as const,
  attempts: 3,
};

/** Back after a reload or a crash: the server's sets with the unsent ones of this device over them. */
export const ResumedSession: Story = {
  parameters: { msw: { handlers: { workouts: resumed.handlers } } },
  beforeEach: () => freshSetQueue([unsent]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Has vuelto a tu entrenamiento. 1 serie aún no se ha guardado/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Serie 1 hecha' })).toHaveTextContent('Guardada');
    const second = canvas.getByRole('group', { name: 'Serie 2 hecha' });
    await expect(second).toHaveTextContent('9 reps · 62,5 kg · RIR 1');
    await expect(canvas.getByText('2 de 9 series hechas')).toBeVisible();
    // Sent again as soon as the screen opened.
    await waitFor(() => expect(resumed.state.puts).toBe(1));
  },
};

const catchingUp = workoutServer({ workout: workoutWithOneSet() });

/**
 * Back to a session whose unsent set then arrives: the notice that it had not been saved goes
 * with it (it never outlives what it counts).
 */
export const ResumedThenSaved: Story = {
  parameters: { msw: { handlers: { workouts: catchingUp.handlers } } },
  beforeEach: () => {
    catchingUp.state.workout = workoutWithOneSet();
    freshSetQueue([{ ...unsent, status: 'pending', attempts: 0 }]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await waitFor(() => expect(catchingUp.state.workout!.ejercicios[0]!.series).toHaveLength(2));
    await waitFor(() => expect(canvas.queryByText(/aún no se ha guardado/)).toBeNull());
    await expect(canvas.getByRole('group', { name: 'Serie 2 hecha' })).toHaveTextContent(/9/);
    await expect(canvas.getByText('2 de 9 series hechas')).toBeVisible();
  },
};

const placed = workoutServer({ workout: workoutWithOneSet() });

/** Reloaded on a phone: the screen opens where the lifter left it, not at the top. */
export const ReloadKeepsPlace: Story = {
  parameters: { msw: { handlers: { workouts: placed.handlers } } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () => {
    localStorage.setItem(PLACE_KEY, JSON.stringify({ id: 41, y: 300 }));
    return () => localStorage.removeItem(PLACE_KEY);
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Fuerza básica' });
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    await waitFor(() => expect(bottom()).toBeGreaterThan(100));
    await waitFor(() => expect(Math.abs(window.scrollY - Math.min(300, bottom()))).toBeLessThanOrEqual(1));
    await expect(window.scrollY).toBeGreaterThan(100);
  },
};

/**
 * Changes made with no signal show at once: the stored set taken out, an exercise added (with a
 * set in it) and moved first, the plank removed, squat and bench grouped; all waiting to be sent.
 */
export const ChangedOffline: Story = {
  parameters: { msw: { handlers: { workouts: [http.all('/api/workouts/*', () => HttpResponse.error())] } } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: async () => {
    await rememberWorkout(workoutWithOneSet());
    const fresh = { workoutId: 41, status: 'failed', attempts: 1 } as const;
    const stored = workoutWithOneSet().ejercicios[0]!.series[0]!;
    freshSetQueue([
      { ...fresh, kind: 'setDelete', id: stored.id, set: { ...stored, ejercicio_sesion_id: 1 } },
      {
        ...fresh,
        kind: 'exerciseAdd',
        id: 'add:1',
        clienteId: '00000000-0000-4000-8000-0000000000e1',
        exerciseId: -7,
        add: { id_ejercicio: 4, series_objetivo: 2 },
        shown: { nombre: 'Curl de bíceps con mancuernas', grupo_muscular: 'Bíceps', carga: 'mancuernas' },
      },
      {
        ...fresh,
        kind: 'set',
        id: '00000000-0000-4000-8000-0000000000f1',
        set: { ejercicio_sesion_id: -7, orden: 1, medida: 'repeticiones', repeticiones: 12, kg: 14 },
      },
      { ...fresh, kind: 'exerciseRemove', id: 'remove:3', exerciseId: 3 },
      { ...fresh, kind: 'order', id: 'order:41', ids: [-7, 1, 2, 4] },
      { ...fresh, kind: 'exercise', id: 'exercise:1', exerciseId: 1, patch: { grupo: 1 } },
      { ...fresh, kind: 'exercise', id: 'exercise:2', exerciseId: 2, patch: { grupo: 1 } },
    ]);
    const online = browserOnline(false);
    return async () => {
      online();
      await forgetWorkouts();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    const cards = canvas.getAllByRole('article');
    await expect(cards[0]).toHaveAccessibleName(/Curl de bíceps con mancuernas/);
    await expect(within(cards[0]!).getByRole('group', { name: 'Serie 1 hecha' })).toHaveTextContent(/12/);
    await expect(canvas.queryByRole('article', { name: /Plancha/ })).toBeNull();
    const squat = within(canvas.getByRole('article', { name: /Sentadilla/ }));
    await expect(squat.queryByRole('group', { name: 'Serie 1 hecha' })).toBeNull();
    await expect(canvas.queryByText(/Error al guardar|Rechazada/)).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const finishing = workoutServer({ workout: workoutWithOneSet() });

/** "Terminar entrenamiento" sends the session's note and opens the summary. */
export const Finishes: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { workouts: finishing.handlers } }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await userEvent.type(canvas.getByLabelText('Notas del entrenamiento'), 'Buenas sensaciones');
    await userEvent.click(canvas.getByRole('button', { name: 'Terminar entrenamiento' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/workouts/41/resumen');
    await expect(finishing.state.workout).toMatchObject({ estado: 'terminado' });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: workoutsAnswer.pending() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando el entrenamiento…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: workoutsAnswer.failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar el entrenamiento.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { workouts: workoutServer({ workout: null }).handlers } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Este entrenamiento no existe o ya no está disponible.'),
    ).toBeVisible();
  },
};

const progressing = workoutServer({ workout: workoutToProgress() });

/** Last time's squats were done in full: the card says why to go up, and the sets start at 65 kg × 8. */
export const SuggestedLoad: Story = {
  parameters: { msw: { handlers: { workouts: progressing.handlers } } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await expect(squat.getByText('Sube a 65 kg: completaste 3 x 10')).toBeVisible();
    await expect(squat.getByText('Objetivo de hoy: 65 kg × 8-10 repeticiones')).toBeVisible();
    await expect(squat.getByLabelText('Kilos, serie 1')).toHaveValue('65');
    await expect(squat.getByLabelText('Repeticiones, serie 1')).toHaveValue('8');
    // Not last time's 60: the advice is for every set.
    await expect(squat.getByLabelText('Kilos, serie 2')).toHaveValue('65');
    const bench = within(canvas.getByRole('article', { name: '2. Press de banca' }));
    await expect(bench.getByText('Primera vez: elige un peso con el que te sobren 2-3 repeticiones')).toBeVisible();
    await expect(bench.getByLabelText('Kilos, serie 1')).toHaveValue('');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const following = workoutServer();

/**
 * Set 2 follows the set just lifted. After set 1 at 85 kg × 8, sets 2 and 3 show 85 and 8 (one tap
 * repeats it), not the advice's 60; last time stays on the card as the reference.
 */
export const PrefillFollowsTheSetJustLifted: Story = {
  parameters: { msw: { handlers: { workouts: following.handlers } } },
  beforeEach: () => {
    following.state.workout = makeWorkout();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await userEvent.clear(squat.getByLabelText('Kilos, serie 1'));
    await userEvent.type(squat.getByLabelText('Kilos, serie 1'), '85');
    await userEvent.clear(squat.getByLabelText('Repeticiones, serie 1'));
    await userEvent.type(squat.getByLabelText('Repeticiones, serie 1'), '8');
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
    await waitFor(() => expect(squat.getByLabelText('Kilos, serie 2')).toHaveValue('85'));
    await expect(squat.getByLabelText('Repeticiones, serie 2')).toHaveValue('8');
    await expect(squat.getByLabelText('Kilos, serie 3')).toHaveValue('85');
    await expect(squat.getByText('La última vez: 10×60 kg, 10×60 kg, 8×60 kg')).toBeVisible();
    // One tap logs set 2 as lifted.
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 2));
    await expect(await canvas.findByRole('group', { name: 'Serie 2 hecha' })).toHaveTextContent('8 reps · 85 kg');
  },
};

const warmingUp = workoutServer();

/**
 * The ramp's "Usar" logs its sets as warm-ups. They show as "C" above the work sets, are sent with
 * their type, and count neither as sets done nor as what prefills set 1.
 */
export const WarmupFromTheRamp: Story = {
  parameters: { msw: { handlers: { workouts: warmingUp.handlers } } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () => {
    warmingUp.state.workout = makeWorkout();
    localStorage.removeItem(PLATES_KEY);
    // No rest left running by an earlier story.
    localStorage.removeItem(REST_TIMER_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    // Folded on a phone: opened first.
    await userEvent.click(await squat.findByRole('button', { name: /^Calentamiento sugerido/ }));
    await userEvent.click(await squat.findByRole('button', { name: 'Usar este calentamiento' }));
    await waitFor(() =>
      expect(squat.getAllByRole('group', { name: /^Serie de calentamiento \d hecha$/ })).toHaveLength(4),
    );
    // The outbox sends one set at a time.
    await waitFor(
      () =>
        expect(warmingUp.state.workout!.ejercicios[0]!.series.map((s) => s.tipo)).toEqual([
          'calentamiento',
          'calentamiento',
          'calentamiento',
          'calentamiento',
        ]),
      { timeout: 5000 },
    );
    await expect(squat.getByRole('group', { name: 'Serie de calentamiento 1 hecha' })).toHaveTextContent('20 kg');
    await expect(canvas.getByText('0 de 9 series hechas')).toBeVisible();
    await expect(squat.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(3);
    await expect(squat.getByLabelText('Kilos, serie 1')).toHaveValue('60');
    await expect(squat.queryByRole('button', { name: /^Usar/ })).toBeNull();
    // No rest after the warm-ups: the work sets are next.
    await expect(canvas.queryByRole('timer')).toBeNull();
    // Work set 1 is sent as work, after the warm-ups' positions.
    await userEvent.click(doneButton(canvasElement, 'Sentadilla', 1));
    await expect(await canvas.findByText('1 de 9 series hechas')).toBeVisible();
    await waitFor(() => expect(warmingUp.state.workout!.ejercicios[0]!.series).toHaveLength(5));
    await expect(warmingUp.state.workout!.ejercicios[0]!.series.at(-1)).toMatchObject({ tipo: 'trabajo', orden: 5 });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const deload = workoutServer({ workout: workoutInDeload() });

/**
 * A session of the programme's deload week says it is lighter on purpose; the squat shows its range
 * with the week's RIR, one set fewer, and last time's work sets without its warm-ups.
 */
export const DeloadSession: Story = {
  parameters: { msw: { handlers: { workouts: deload.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' });
    await expect(canvas.getByText('Semana de descarga')).toBeVisible();
    await expect(canvas.getByText(/más suave a propósito/)).toBeVisible();
    await expect(canvas.getByText('0 de 8 series hechas')).toBeVisible();
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await expect(squat.getByText('2 × 8-10 repeticiones · RIR 4 · descanso 90 s')).toBeVisible();
    await expect(squat.getByText('La última vez: 10×60 kg, 10×60 kg, 10×60 kg')).toBeVisible();
    await expect(squat.getByLabelText('Kilos, serie 1')).toHaveValue('60');
  },
};

const finishedOffline = workoutServer({ workout: workoutWithOneSet(), saves: 'fail' });

/** The session finished here: said so, the finish waiting behind its set, which failed once. */
async function finishedHere(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Entrenamiento terminado en este dispositivo')).toBeVisible();
  await expect(canvas.getByText(/se enviará solo, después de sus series/)).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Terminar entrenamiento' })).toBeNull();
  await waitFor(() => expect(finishedOffline.state.puts).toBe(1));
  await expect(finishedOffline.state.finished).toBe(false);
}

/** Finished with no connection: the finish waits in the outbox, after the session's unsent set. */
export const FinishedOffline: Story = {
  parameters: { msw: { handlers: { workouts: finishedOffline.handlers } } },
  beforeEach: () => {
    finishedOffline.state.saves = 'fail';
    finishedOffline.state.puts = 0;
    freshSetQueue([
      unsent,
      {
        kind: 'finish',
        id: 'finish:41',
        workoutId: 41,
        terminado_en: '2026-11-23T19:00:00.000Z',
        status: 'failed',
        attempts: 1,
      },
    ]);
  },
  play: async ({ canvasElement }) => {
    await finishedHere(canvasElement);
  },
};

/** Then the connection is back and "Reintentar" sends the set, then the finish; the summary opens. */
export const FinishedOfflineThenSent: Story = {
  ...FinishedOffline,
  tags: ['interaction'],
  parameters: { ...FinishedOffline.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finishedHere(canvasElement);
    // The connection is back, "Reintentar": the set first, then the finish; then the summary opens.
    finishedOffline.state.saves = 'ok';
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/workouts/41/resumen'));
    await expect(finishedOffline.state.puts).toBe(2);
    await expect(finishedOffline.state.workout).toMatchObject({ estado: 'terminado' });
  },
};

const refused = workoutServer({ workout: workoutWithOneSet() });

/** A set the server refused for good (the session was deleted elsewhere): kept, shown as refused. */
export const SetRejected: Story = {
  parameters: { msw: { handlers: { workouts: refused.handlers } } },
  beforeEach: () => freshSetQueue([{ ...unsent, status: 'rejected', reason: 'Entrenamiento no encontrado' }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('group', { name: 'Serie 2 hecha' });
    await expect(
      within(row).getByText('El servidor la rechazó: Entrenamiento no encontrado. Corrígela o elimínala.'),
    ).toBeVisible();
    await expect(refused.state.puts).toBe(0);
  },
};

/* A session of a programme says which week of the block it is and each exercise's target. */

/**
 * The session's routine (1, "Fuerza básica": squat 3 x 12, push-ups) as a session of a 6-week
 * programme in week `semana_actual`; the session's squat matches it, its bench press does not.
 */
const listed = { count: 0 };
const inProgramme = (semana_actual: number | null) => ({
  msw: {
    handlers: {
      workouts: workoutServer().handlers,
      routines: [
        http.get('/api/user-routines', () => {
          listed.count += 1;
          return HttpResponse.json(
            userRoutineListFixture([
              {
                ...userRoutinesFixture[0]!,
                plan: routinePlanFixture(semana_actual),
              },
              ...userRoutinesFixture.slice(1),
            ]),
          );
        }),
        ...routinesHandlers,
      ],
    },
  },
});

/** Week 3 of 6 (one set more, RIR 2): the header line and "Esta semana: 4 x 12" on the squat only. */
export const InProgrammeWeek: Story = {
  parameters: inProgramme(3),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana 3 de 6 · RIR 2', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Semana de descarga')).toBeNull();
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await expect(squat.getByText('Esta semana: 4 x 12')).toBeVisible();
    // Not in the routine: nothing rather than a guess.
    const bench = canvas.getByRole('article', { name: '2. Press de banca' });
    await expect(bench.querySelector('[data-plan-target]')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-plan-target]')).toHaveLength(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Week 6 of 6, the deload: one set fewer, RIR 4, and "Semana de descarga". */
export const InDeloadWeek: Story = {
  parameters: inProgramme(6),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana 6 de 6 · RIR 4', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Semana de descarga')).toBeVisible();
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    await expect(squat.getByText('Esta semana: 2 x 12')).toBeVisible();
  },
};

/** Before (or after) the block the week is null: the session shows no programme line. */
export const OutsideProgrammeBlock: Story = {
  parameters: inProgramme(null),
  beforeEach: () => {
    listed.count = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' }, { timeout: 5000 }),
    ).toBeVisible();
    // The routine list (with its plan) has been answered and rendered before looking for the line.
    await waitFor(() => expect(listed.count).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[data-plan-week]')).toBeNull();
    await expect(canvasElement.querySelector('[data-plan-target]')).toBeNull();
  },
};

const startedOffline = offlineWorkout(userRoutinesFixture[0]!, -1_000, '2026-11-23T18:00:00.000Z');

/**
 * Started with no connection: the session made on this device from the routine, under a device id;
 * its start waits in the outbox before anything logged in it.
 */
export const StartedOffline: Story = {
  parameters: {
    router: { route: '/dashboard/workouts/-1000', path: '/dashboard/workouts/:id' },
    msw: { handlers: { workouts: [http.post('/api/workouts', () => HttpResponse.error())] } },
  },
  beforeEach: async () => {
    await rememberWorkout(startedOffline);
    freshSetQueue([
      {
        kind: 'start',
        id: 'start:00000000-0000-4000-8000-000000000001',
        workoutId: startedOffline.id,
        start: {
          rutina_id: 1,
          cliente_id: '00000000-0000-4000-8000-000000000001',
          iniciado_en: startedOffline.iniciado_en,
        },
        status: 'failed',
        attempts: 1,
      },
    ]);
    const online = browserOnline(false);
    return async () => {
      online();
      await forgetWorkouts();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fuerza básica' })).toBeVisible();
    await expect(canvas.getByText(/^Empezado a las/)).toBeVisible();
    await expect(canvas.queryByText(/La última vez/)).toBeNull();
    // Its start is still waiting (the server could not be reached): nothing was dropped.
    await waitFor(() => expect(setQueue().all()).toMatchObject([{ kind: 'start', status: 'failed' }]));
    await expect(canvas.getAllByRole('article')).toHaveLength(startedOffline.ejercicios.length);
  },
};
