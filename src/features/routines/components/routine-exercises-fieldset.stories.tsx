import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UserRoutine } from '../../../lib/contract';
import { progressionFixture } from '../../../testing/fixtures/plans';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { toFormValues, type RoutineFormValues } from '../routine-form';
import { RoutineExercisesFieldset, type RoutineExercisesFieldsetProps } from './routine-exercises-fieldset';

type ExercisesProps = Pick<RoutineExercisesFieldsetProps, 'showErrors' | 'planWeek' | 'onAdd'> & {
  routine: UserRoutine;
};

/** The exercise list in the editor's form: rows from the routine, deleting and moving them as the editor does. */
function Exercises({ routine, ...props }: ExercisesProps) {
  const form = useForm<RoutineFormValues>({ defaultValues: toFormValues(routine) });
  const { fields, remove, move } = useFieldArray({ control: form.control, name: 'ejercicios', keyName: 'key' });
  return (
    <FormProvider {...form}>
      <RoutineExercisesFieldset rows={fields} descanso={routine.descanso} onDelete={remove} onMove={move} {...props} />
    </FormProvider>
  );
}

const basic = userRoutinesFixture[0]!;
const names = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-exercise-name]')].map((element) => element.textContent);

const meta = {
  title: 'Patrones/Rutinas/RoutineExercisesFieldset',
  component: Exercises,
  parameters: { layout: 'padded' },
  args: { routine: basic, showErrors: false, planWeek: null, onAdd: fn() },
} satisfies Meta<typeof Exercises>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count, a row per exercise (series, repetitions, rest, comment) and "+ Agregar Ejercicio". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 ejercicios')).toBeVisible();
    await expect(names(canvasElement)).toEqual(['Sentadilla', 'Flexiones']);
    await expect(canvas.getAllByLabelText('Series')[0]).toHaveValue(3);
    await expect(canvas.getAllByText('Descanso 60 s')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '+ Agregar Ejercicio' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** The keyboard moves a row (space, arrow, space); "Eliminar" takes one off. */
export const MovesAndDeletes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Mover el ejercicio 2 (Flexiones)' }).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(canvasElement.querySelector('[data-dragging]')).not.toBeNull());
    await userEvent.keyboard('[ArrowUp]');
    await waitFor(() => expect(document.body).toHaveTextContent(/pasa a la posición 1 de/));
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Flexiones', 'Sentadilla']));
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar el ejercicio 2 (Sentadilla)' }));
    await expect(names(canvasElement)).toEqual(['Flexiones']);
    await expect(canvas.getByText('1 ejercicio')).toBeVisible();
  },
};

/** A session of a programme in its deload week: each row's target that week. */
export const ProgrammeWeek: Story = {
  args: { planWeek: { week: progressionFixture[5]!, weeks: 6 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Semana 6 de 6 (descarga): 2 x 12, RIR 4')).toHaveLength(2);
  },
};

/** No exercise: says so. */
export const Empty: Story = {
  args: { routine: userRoutinesFixture[2]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Esta rutina aún no tiene ejercicios asignados.')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '+ Agregar Ejercicio' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
