import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Workout, WorkoutStart } from '../../lib/contract-training';
import { StartWorkoutButton } from './start-workout-button';

// An entity's story cannot use src/testing (entities build on lib and ui only): its sessions here.
const session = (id: number, nombre: string): Workout => ({
  id,
  rutina_id: 11,
  nombre,
  notas: '',
  estado: 'en_curso',
  iniciado_en: '2026-11-17T17:00:00.000Z',
  terminado_en: null,
  descarga: false,
  ejercicios: [],
});
const started = session(41, 'Fuerza total');
const stillOpen = session(202, 'Pierna y glúteo');

/** What the start's POST answers: the session, a refusal with this status, or nothing yet. */
type StartAnswer = 'ok' | 'never' | 400 | 409 | 500;

/** `/api/workouts` for one story: the start (answered as told), the open session, its discard. */
function startServer(answers: StartAnswer[]) {
  const sent: WorkoutStart[] = [];
  const handlers = [
    http.get('/api/workouts/current', () => HttpResponse.json({ workout: stillOpen })),
    http.delete('/api/workouts/:id', () => HttpResponse.json({ message: 'ok' })),
    http.post('/api/workouts', async ({ request }) => {
      sent.push((await request.json()) as WorkoutStart);
      const answer = answers[Math.min(sent.length, answers.length) - 1]!;
      if (answer === 'never') await delay('infinite');
      return answer === 'ok'
        ? HttpResponse.json(started, { status: 201 })
        : HttpResponse.json({ message: 'x' }, { status: answer as number });
    }),
  ];
  return { sent, parameters: { msw: { handlers: { workouts: handlers } } } };
}

const meta = {
  title: 'Patrones/Entrenamiento/StartWorkoutButton',
  component: StartWorkoutButton,
  parameters: { layout: 'padded', router: { route: '/dashboard' } },
  args: { routineId: 11 },
  argTypes: {
    routineId: {
      description: 'Rutina del usuario que se entrena; vacío: «Entrenamiento vacío»',
      control: { type: 'number', min: 1, max: 999, step: 1 },
    },
  },
} satisfies Meta<typeof StartWorkoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const BUTTON = 'Empezar entrenamiento';
/** The toast area and the in-progress dialog load on demand: their first showing may take a while. */
const LATE = 5000;
const start = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: BUTTON }));
const navigatedTo = async (canvasElement: HTMLElement, pathname: string) =>
  expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(pathname);
/** A toast with this text shows (toasts render outside the story's root). */
const toastSays = (text: string) =>
  waitFor(() => expect(within(document.body).getAllByText(text).at(-1)).toBeVisible(), { timeout: LATE });
/** The alert dialog, once it has faded in. */
async function alertDialog(name?: string) {
  const dialog = await within(document.body).findByRole('alertdialog', { name }, { timeout: LATE });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * The parameters of a story that tests a path (a start that opens the session) rather than a state:
 * neither Chromatic nor the visual suite shoots it (`interactionOnly` of src/testing/stories.ts,
 * written out: an entity does not import src/testing). The story also says `tags: ['interaction']`.
 */
const notShot = { chromatic: { disableSnapshot: true } };

/** The button, ready. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: BUTTON })).toBeEnabled();
  },
};

const starts = startServer(['ok']);

/** The routine's session starts with an id of the device's own, and opens. */
export const StartsAndOpens: Story = {
  tags: ['interaction'],
  parameters: { ...starts.parameters, ...notShot },
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await navigatedTo(canvasElement, '/dashboard/workouts/41');
    await expect(starts.sent[0]).toEqual({ rutina_id: 11, cliente_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  },
};

/** While the server answers the button spins and cannot start a second one. */
export const Starting: Story = {
  parameters: startServer(['never']).parameters,
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: BUTTON });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** Another session is open (409): the dialog names it and offers to continue it or discard it. */
export const SessionInProgress: Story = {
  parameters: startServer([409]).parameters,
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    const dialog = await alertDialog('Ya tienes un entrenamiento en curso');
    await expect(dialog.getByText(/^«Pierna y glúteo», empezado el/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continuar el anterior' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Descartar y empezar este' })).toBeVisible();
  },
};

/** In that dialog, "Continuar el anterior" opens the open session. */
export const ContinuesPrevious: Story = {
  tags: ['interaction'],
  parameters: { ...startServer([409]).parameters, ...notShot },
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    const dialog = await alertDialog('Ya tienes un entrenamiento en curso');
    await userEvent.click(dialog.getByRole('button', { name: 'Continuar el anterior' }));
    await navigatedTo(canvasElement, '/dashboard/workouts/202');
  },
};

const discards = startServer([409, 'ok']);

/** "Descartar y empezar este": the open session goes, and this routine's starts (same device id). */
export const DiscardsAndStarts: Story = {
  tags: ['interaction'],
  parameters: { ...discards.parameters, ...notShot },
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    const dialog = await alertDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Descartar y empezar este' }));
    await navigatedTo(canvasElement, '/dashboard/workouts/41');
    await expect(discards.sent).toHaveLength(2);
  },
};

/** A routine with no exercise (400): a toast says to add some first. */
export const EmptyRoutine: Story = {
  parameters: startServer([400]).parameters,
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await toastSays('Esta rutina no tiene ejercicios: añade alguno antes de empezar.');
    await expect(within(canvasElement).getByRole('button', { name: BUTTON })).toBeEnabled();
  },
};

/** The server fails (500): a toast, and the button can be pressed again. */
export const ServerError: Story = {
  parameters: startServer([500]).parameters,
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await toastSays('No se ha podido empezar el entrenamiento. Inténtalo de nuevo.');
    await expect(within(canvasElement).queryByTestId('location')).toBeNull();
  },
};

/** The overview's "Hoy" card shows it large and full width on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { size: 'lg', w: 'full' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: BUTTON });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

const EMPTY = 'Entrenamiento vacío';
const empties = startServer(['ok']);

/** With no routine: the button says "Entrenamiento vacío". */
export const EmptyWorkout: Story = {
  args: { routineId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: EMPTY })).toBeEnabled();
  },
};

/** "Entrenamiento vacío" starts a session named by default, and opens it. */
export const EmptyWorkoutStarts: Story = {
  args: { routineId: null },
  tags: ['interaction'],
  parameters: { ...empties.parameters, ...notShot },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: EMPTY }));
    await navigatedTo(canvasElement, '/dashboard/workouts/41');
    await expect(empties.sent[0]).toEqual({
      nombre: 'Entrenamiento libre',
      cliente_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  },
};

/** An empty workout meets a session still open (409): the same question as a routine's start. */
export const EmptyWorkoutInProgress: Story = {
  args: { routineId: null },
  parameters: startServer([409]).parameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: EMPTY }));
    const dialog = await alertDialog('Ya tienes un entrenamiento en curso');
    await expect(dialog.getByRole('button', { name: 'Continuar el anterior' })).toBeVisible();
  },
};

export const EmptyWorkoutMobile: Story = {
  ...EmptyWorkout,
  globals: { viewport: { value: 'mobile' } },
  args: { routineId: null, size: 'lg', w: 'full' },
};
