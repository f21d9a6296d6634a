import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { makeWorkout, savedSet, workoutInDeload, workoutInProgramme } from '../../../testing/handlers/workouts';
import { routineInProgramme } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { exerciseRows, type SetRow as Row } from '../session-model';
import { ExerciseCard } from './exercise-card';
import { ExerciseMenu } from './exercise-menu';
import { event, fixed } from '../../../testing/controls';

const [squat, , plank] = makeWorkout().ejercicios;
const [squatInProgramme, pushUps] = workoutInProgramme().ejercicios;

/** The squat's three sets: the first saved, the second not sent (failed), the third to do. */
const midway: Row[] = exerciseRows(squat!, []).map((row, i) =>
  i === 0
    ? { ...row, status: 'saved', setId: '7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c10' }
    : i === 1
      ? { ...row, status: 'failed', setId: '7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c11' }
      : row,
);

/**
 * One exercise of the session screen (docs/PRODUCT.md §16): photo, target, last time, the
 * suggestion, a row per set, "Añadir serie", "Saltar ejercicio" and the exercise's note. The
 * session screen's stories (WorkoutSession, WorkoutPage) show it among the others.
 */
const meta = {
  title: 'Patrones/Entrenamiento/ExerciseCard',
  component: ExerciseCard,
  parameters: { layout: 'padded' },
  args: {
    exercise: squat!,
    rows: exerciseRows(squat!, []),
    onDone: fn(),
    onRetry: fn(),
    onAddSet: fn(),
    onSkip: fn(),
    onNote: fn(),
  },
  argTypes: {
    exercise: fixed('El ejercicio de la sesión (datos de ejemplo)'),
    rows: fixed('Una fila por serie, con su estado'),
    rutinaId: fixed('Rutina de la sesión, para el objetivo de su semana de programa'),
    menu: fixed('Menú del ejercicio junto a su nombre'),
    onDone: event('Al marcar hecha una serie'),
    onRetry: event('Al reintentar las series no enviadas'),
    onAddSet: event('Al pulsar «Añadir serie»'),
    onSkip: event('Al saltar el ejercicio o deshacerlo'),
    onNote: event('Al dejar la nota del ejercicio, con su texto'),
    onWarmup: event('Al usar la rampa de calentamiento (sin él, solo se muestra)'),
    onEditSet: event('Al corregir una serie hecha'),
    onDeleteSet: event('Al borrar una serie hecha; devuelve el deshacer'),
  },
} satisfies Meta<typeof ExerciseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not begun: the target (its range), last time's sets, every set prefilled, and the buttons. */
export const ToDo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Sentadilla' })).toBeVisible();
    await expect(canvas.getByText('3 × 8-10 repeticiones · descanso 90 s')).toBeVisible();
    await expect(canvas.getByText(/^La última vez: /)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(3);
    await expect(canvas.getByText('Kg', { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir serie' }));
    await expect(args.onAddSet).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Saltar ejercicio' }));
    await expect(args.onSkip).toHaveBeenCalledWith(true);
  },
};

/** Midway: a set saved, one the server did not get yet (quietly pending: a tap sends it now), one to do. */
export const Midway: Story = {
  args: { rows: midway },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guardada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pendiente: se guardará en cuanto haya conexión/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(1);
  },
};

/** Skipped: no set rows and no "Añadir serie"; the button brings it back. */
export const Skipped: Story = {
  args: { exercise: { ...squat!, omitido: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ejercicio saltado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Añadir serie' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Marcar la serie/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar ejercicio' }));
    await expect(args.onSkip).toHaveBeenCalledWith(false);
  },
};

/** Held for time (a plank, in a programme's week): seconds instead of reps and kilos, and no RIR to aim at. */
export const Timed: Story = {
  args: { exercise: { ...plank!, rir_objetivo: 2 }, rows: exerciseRows(plank!, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Seconds keep their unit.
    await expect(canvas.getByText('2 × 30 s · descanso 45 s')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Segundos, serie 1' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Kilos, serie 1' })).toBeNull();
  },
};

/**
 * A session of a programme: the range with the week's RIR target, "Esta semana" left to it (the
 * session carries the week's dose), and the advice's aim.
 */
export const RangeWithRir: Story = {
  parameters: routineInProgramme(3),
  args: { exercise: squatInProgramme!, rows: exerciseRows(squatInProgramme!, []), rutinaId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 × 8-10 repeticiones · RIR 2 · descanso 90 s')).toBeVisible();
    await expect(canvas.getByText('Objetivo de hoy: 60 kg × 10 repeticiones')).toBeVisible();
    // The routine list (week 3 of its programme) has had time to answer: still no second target line.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.querySelector('[data-plan-target]')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(4);
  },
};

/** Push-ups done past their range: the advice names the harder variation to move to; their weight column reads "+Kg". */
export const HarderVariation: Story = {
  args: { exercise: pushUps!, rows: exerciseRows(pushUps!, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 × 12-20 repeticiones · RIR 2 · descanso 2 min')).toBeVisible();
    await expect(
      canvas.getByText('Pasa a Flexiones con pies elevados: completaste 3 x 20; empieza con 12-20 repeticiones'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Variante más difícil: Flexiones con pies elevados (12-20 repeticiones)'),
    ).toBeVisible();
    // Today's push-ups are prefilled from last time, not from the variation's start.
    await expect(canvas.getByRole('textbox', { name: 'Repeticiones, serie 1' })).toHaveValue('20');
    // Body weight: the weight column is what is added to it (a vest), not the lifter's own weight.
    await expect(canvas.getByText('+Kg')).toBeVisible();
    await expect(canvas.queryByText('Kg', { exact: true })).toBeNull();
  },
};

const warmedUp = {
  ...squat!,
  series: [
    savedSet('7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c20', 1, 1, 10, 20, 'calentamiento'),
    savedSet('7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c21', 1, 2, 5, 40, 'calentamiento'),
    savedSet('7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c22', 1, 3, 10, 60),
  ],
};

/**
 * Two warm-ups logged, then work set 1: the warm-ups read "C", first; the work sets are numbered
 * from 1 and the next one follows the set just lifted.
 */
export const WarmupsLogged: Story = {
  args: { exercise: warmedUp, rows: exerciseRows(warmedUp, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warmup = canvas.getByRole('group', { name: 'Serie de calentamiento 1 hecha' });
    await expect(within(warmup).getByTitle('Calentamiento')).toHaveTextContent(/^C/);
    await expect(warmup).toHaveTextContent('10 reps · 20 kg');
    await expect(canvas.getByRole('group', { name: 'Serie de calentamiento 2 hecha' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Serie 1 hecha' })).toHaveTextContent('10 reps · 60 kg');
    await expect(canvas.getAllByRole('button', { name: /^Marcar la serie \d como hecha$/ })).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Kilos, serie 2' })).toHaveValue('60');
  },
};

/** A deload session's exercise: last time's warm-ups are not shown among its sets. */
export const LastTimeWithWarmups: Story = {
  args: { exercise: workoutInDeload().ejercicios[0]!, rows: exerciseRows(workoutInDeload().ejercicios[0]!, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La última vez: 10×60 kg, 10×60 kg, 10×60 kg')).toBeVisible();
    await expect(canvas.getByText('2 × 8-10 repeticiones · RIR 4 · descanso 90 s')).toBeVisible();
  },
};

/** The deload's squat as the server answers a lifter who reads pounds (60 kg is 132,3 lb; 130 lb advised). */
const deloadInPounds = {
  ...workoutInDeload().ejercicios[0]!,
  sugerencia: {
    accion: 'mantener' as const,
    kg: 58.97,
    repeticiones: 10,
    repeticiones_max: null,
    motivo: 'Semana de descarga: mantén 130 lb con 2 repeticiones más en reserva',
    ejercicio_siguiente: null,
  },
};

/**
 * A lifter who reads pounds on a phone: last time's sets, the advice, the inputs and the warm-up
 * in pounds, no kilogram in sight.
 */
export const LastTimeInPoundsOnMobile: Story = {
  args: { exercise: deloadInPounds, rows: exerciseRows(deloadInPounds, []) },
  ...onMobile,
  parameters: { session: 'signed-in', msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('La última vez: 10×132,3 lb, 10×132,3 lb, 10×132,3 lb', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Objetivo de hoy: 130 lb × 10 repeticiones')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Libras, serie 1' })).toHaveValue('130');
    await expect(await canvas.findByText('Calentamiento sugerido hacia 130 lb')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/\bkg\b/);
  },
};

/** The note is sent when the field is left, only when it changed. */
export const Note: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('textbox', { name: 'Nota del ejercicio' });
    await userEvent.click(note);
    await userEvent.tab();
    await expect(args.onNote).not.toHaveBeenCalled();
    await userEvent.type(note, 'Barra a la altura del hombro');
    await userEvent.tab();
    await expect(args.onNote).toHaveBeenCalledWith('Barra a la altura del hombro');
  },
};

/** On a phone, midway. */
export const Mobile: Story = {
  ...onMobile,
  args: { rows: midway },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Sentadilla' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir serie' })).toBeVisible();
  },
};

const lastNote = 'Asiento en el 4, agarre cerrado';

/** Last time's note on the exercise shows above today's, which stays to be written. */
export const LastTimesNote: Story = {
  args: { exercise: { ...squat!, nota_anterior: lastNote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`La última vez anotaste: ${lastNote}`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nota del ejercicio' })).toHaveValue('');
  },
};

/** The exercise's menu beside its name, reachable from the keyboard. */
export const WithMenu: Story = {
  args: {
    menu: <ExerciseMenu name="Sentadilla" can={{ up: false, separate: false }} onAction={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Opciones de Sentadilla' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const replace = await within(document.body).findByRole('menuitem', { name: 'Reemplazar' });
    // The menu fades in: visible once its opening animation has started.
    await waitFor(() => expect(replace).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** On a phone, the menu and last time's note beside the name and above the note field. */
export const WithMenuMobile: Story = {
  ...onMobile,
  args: { ...WithMenu.args, exercise: { ...squat!, nota_anterior: lastNote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Opciones de Sentadilla' });
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByText(`La última vez anotaste: ${lastNote}`)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
