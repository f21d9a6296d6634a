import { List } from '@chakra-ui/react';
import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { toFormValues, type ExerciseFormValues, type RoutineFormValues } from '../routine-form';
import { RoutineExerciseRow, type RoutineExerciseRowProps } from './routine-exercise-row';
import { event, fixed, number } from '../../../testing/controls';

type RowProps = Pick<RoutineExerciseRowProps, 'descanso' | 'showErrors' | 'onDelete'> & {
  exercise?: Partial<ExerciseFormValues>;
};

/** The first row of "Fuerza básica" in the editor's form and a sortable list, with these values. */
function Row({ exercise, ...props }: RowProps) {
  const values = toFormValues(userRoutinesFixture[0]!);
  const first = { ...values.ejercicios[0]!, ...exercise };
  const form = useForm<RoutineFormValues>({
    defaultValues: { ...values, ejercicios: [first] },
    // As after a refused save: the row's wrong numbers carry their errors.
    errors: props.showErrors ? { ejercicios: [{ series: { type: 'custom', message: 'messages.series' } }] } : undefined,
  });
  return (
    <FormProvider {...form}>
      <DndContext>
        <SortableContext items={['row-1']}>
          <List.Root variant="plain">
            <RoutineExerciseRow id="row-1" index={0} nombre={first.nombre} catalogoId={first.catalogoId} {...props} />
          </List.Root>
        </SortableContext>
      </DndContext>
    </FormProvider>
  );
}

const meta = {
  title: 'Patrones/Rutinas/RoutineExerciseRow',
  component: Row,
  parameters: { layout: 'padded' },
  args: { descanso: 60, showErrors: false, onDelete: fn() },
  argTypes: {
    descanso: number('Descanso de la rutina entre series, en segundos (la fila sin uno propio lo muestra)', 0, 600, 15),
    showErrors: {
      description: 'El último guardado fue rechazado: se marcan los valores no válidos',
      control: 'boolean',
    },
    exercise: fixed('Valores de la fila en el formulario (los de «Fuerza básica» por defecto)'),
    onDelete: event('Al quitar el ejercicio, con su posición'),
  },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Number, name, the drag handle, series and repetitions, the rest, "Añadir comentario" and "Eliminar". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ejercicio 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mover el ejercicio 1 (Sentadilla)' })).toBeVisible();
    await expect(canvas.getByLabelText('Repeticiones')).toHaveValue(12);
    await expect(canvas.getByText('Descanso 60 s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar el ejercicio 1 (Sentadilla)' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** "Añadir comentario" opens the comment's field. */
export const OpensComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Añadir comentario/ }));
    const comment = await canvas.findByLabelText('Comentario');
    await waitFor(() => expect(comment).toBeVisible());
    await userEvent.type(comment, 'Bajar despacio.');
    await expect(comment).toHaveValue('Bajar despacio.');
  },
};

/** A routine without rest between series, and a comment written: its first words on the row. */
export const WithComment: Story = {
  args: { descanso: 0, exercise: { comentario: 'Rodillas hacia fuera, mirada al frente.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin descanso')).toBeVisible();
    await expect(canvas.getByText('Rodillas hacia fuera, mirada al frente.')).toBeVisible();
  },
};

/** After a refused save, zero series is marked on the row. */
export const InvalidSeries: Story = {
  args: { showErrors: true, exercise: { series: '0' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Series')).toHaveAttribute('aria-invalid', 'true');
  },
};

const LONG = 'Press inclinado con mancuernas en banco a cuarenta y cinco grados con pausa abajo';

/** A long name and comment at 375 px: the name wraps, the comment is cut, the actions stay. */
export const Mobile: Story = {
  ...onMobile,
  args: {
    exercise: {
      nombre: LONG,
      comentario: 'Bajar despacio, tres segundos en la fase excéntrica, y no despegar los hombros del banco.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Eliminar el ejercicio 1 (${LONG})` }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
