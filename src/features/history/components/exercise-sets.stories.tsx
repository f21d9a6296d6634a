import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeSet, makeWorkout, workoutWithWarmups } from '../../../testing/fixtures/training-log';
import { onMobile } from '../../../testing/stories';
import { ExerciseSets } from './exercise-sets';
import { event, fixed } from '../../../testing/controls';

const [bench, plank, row] = makeWorkout().ejercicios as [
  ReturnType<typeof makeWorkout>['ejercicios'][number],
  ReturnType<typeof makeWorkout>['ejercicios'][number],
  ReturnType<typeof makeWorkout>['ejercicios'][number],
];

const meta = {
  title: 'Patrones/Historial/ExerciseSets',
  component: ExerciseSets,
  parameters: { layout: 'padded' },
  args: { exercise: bench, onEdit: fn(), onDelete: fn() },
  argTypes: {
    exercise: fixed('El ejercicio de la sesión, con sus series'),
    onEdit: event('Al corregir una serie, con su número'),
    onDelete: event('Al borrar una serie, con su número'),
  },
} satisfies Meta<typeof ExerciseSets>;

export default meta;
type Story = StoryObj<typeof meta>;

const setRows = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name: `Series de ${name}` }))
    .getAllByRole('row')
    .slice(1);

/** Target, sets (reps × kg, RIR) with edit and delete per set, and the exercise's note. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pecho · Objetivo: 3 × 8')).toBeVisible();
    const sets = setRows(canvasElement, 'Press de banca con barra');
    await expect(sets).toHaveLength(3);
    await expect(sets[1]).toHaveTextContent('8 × 62,5 kg');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar serie 2 de Press de banca con barra' }));
    await expect(args.onEdit).toHaveBeenCalledWith(bench.series[1], 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar serie 3 de Press de banca con barra' }));
    await expect(args.onDelete).toHaveBeenCalledWith(bench.series[2], 3);
    await expect(canvas.getByText('Agarre algo más abierto.')).toBeVisible();
  },
};

const warmedUp = workoutWithWarmups().ejercicios[0]!;

/**
 * Warm-ups first, each marked "C" and named "Calentamiento" (not only by colour), not numbered
 * among the work sets: the first work set is still "1", and its buttons say which set.
 */
export const Warmups: Story = {
  args: { exercise: warmedUp },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sets = setRows(canvasElement, 'Press de banca con barra');
    await expect(sets).toHaveLength(5);
    const [first, second, work1] = sets as [HTMLElement, HTMLElement, HTMLElement];
    for (const warmup of [first, second]) {
      const mark = within(warmup).getAllByRole('cell')[0]!;
      await expect(mark).toHaveAccessibleName('Calentamiento');
      await expect(within(mark).getByText('C')).toBeVisible();
    }
    await expect(first).toHaveTextContent('10 × 20 kg');
    await expect(second).toHaveTextContent('5 × 40 kg');
    await expect(within(work1).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    await expect(work1).toHaveTextContent('8 × 60 kg');
    await expect(within(sets[4]!).getAllByRole('cell')[0]).toHaveTextContent(/^3$/);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Editar serie de calentamiento 2 de Press de banca con barra' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(warmedUp.series[1], 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar serie 1 de Press de banca con barra' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(warmedUp.series[2], 1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Eliminar serie de calentamiento 1 de Press de banca con barra' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(warmedUp.series[0], 1);
  },
};

/** A programme's exercise: the target is the range and this week's RIR. */
export const RangeAndRir: Story = {
  args: { exercise: { ...bench, repeticiones_min: 8, repeticiones_objetivo: 10, rir_objetivo: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pecho · Objetivo: 3 × 8-10 · RIR 2')).toBeVisible();
  },
};

/** Timed sets in seconds; no RIR shows a dash. */
export const TimedSets: Story = {
  args: { exercise: plank },
  play: async ({ canvasElement }) => {
    const sets = setRows(canvasElement, 'Plancha abdominal');
    await expect(sets[0]).toHaveTextContent('60 s');
    await expect(sets[0]).toHaveTextContent('—');
  },
};

/** Bodyweight reps (0 kg) and a distance. */
export const BodyweightAndDistance: Story = {
  args: {
    exercise: {
      ...bench,
      nombre: 'Dominadas y carrera',
      nota: '',
      series: [
        makeSet({ orden: 1, repeticiones: 10, kg: 0, rir: 1 }),
        makeSet({ orden: 2, medida: 'distancia', repeticiones: null, kg: null, metros: 400, rir: null }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const sets = setRows(canvasElement, 'Dominadas y carrera');
    await expect(sets[0]).toHaveTextContent('10 reps');
    await expect(sets[1]).toHaveTextContent('400 m');
  },
};

/** Skipped with no set logged: a badge and "Sin series registradas.", no table. */
export const SkippedWithoutSets: Story = {
  args: { exercise: row },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Omitido')).toBeVisible();
    await expect(canvas.getByText('Sin series registradas.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const LONG = {
  ...bench,
  nombre: 'Press inclinado con mancuernas en banco a cuarenta y cinco grados',
  nota: 'Bajar despacio, tres segundos en la fase excéntrica, y no despegar los hombros del banco en ninguna repetición.',
};

/** Long names and notes wrap on a small screen; the actions stay in reach. */
export const Mobile: Story = {
  ...onMobile,
  args: { exercise: LONG },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Eliminar serie 3 de ${LONG.nombre}` }),
    ).toBeVisible();
  },
};
