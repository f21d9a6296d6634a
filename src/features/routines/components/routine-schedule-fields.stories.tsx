import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { toFormValues, type RoutineFormValues } from '../routine-form';
import { RoutineScheduleFields } from './routine-schedule-fields';

interface ScheduleProps {
  values?: Partial<RoutineFormValues>;
  showErrors?: boolean;
}

/** The schedule in the routine editor's form, filled from a routine (and these values). */
function Schedule({ values, showErrors = false }: ScheduleProps) {
  const form = useForm<RoutineFormValues>({
    defaultValues: { ...toFormValues(userRoutinesFixture[0]!), ...values },
    // As after a refused save: the empty fields carry an error.
    errors: showErrors
      ? {
          fecha_inicio_rutina: { type: 'too_small', message: 'messages.required' },
          dia: { type: 'too_small', message: 'messages.required' },
        }
      : undefined,
  });
  return (
    <FormProvider {...form}>
      <RoutineScheduleFields showErrors={showErrors} />
    </FormProvider>
  );
}

const meta = {
  title: 'Patrones/Rutinas/RoutineScheduleFields',
  component: Schedule,
  parameters: { layout: 'padded' },
  args: {},
} satisfies Meta<typeof Schedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The routine's dates, weekday and the shared flag, three columns on a wide screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // dd-mm-yyyy, whatever the browser's language.
    await expect(canvas.getByLabelText(/^Fecha de inicio/)).toHaveValue('03-11-2025');
    await expect(canvas.getByLabelText(/^Fecha de fin/)).toHaveValue('28-12-2025');
    await expect(canvas.getByLabelText(/^Día de la semana/)).toHaveDisplayValue('Lunes');
    const shared = canvas.getByRole('checkbox', { name: 'Compartida' });
    await expect(shared).not.toBeChecked();
    await userEvent.click(shared);
    await expect(shared).toBeChecked();
  },
};

/** An end before the start is said at once, before any save. */
export const EndBeforeStart: Story = {
  args: { values: { fecha_fin_rutina: '2025-10-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Fecha de fin/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After a refused save, the empty required fields are marked (the message is above the form). */
export const RequiredAfterSave: Story = {
  args: { values: { fecha_inicio_rutina: '', dia: '' }, showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Fecha de inicio/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Día de la semana/)).toHaveDisplayValue('Selecciona un día');
    await expect(canvas.getByLabelText(/^Día de la semana/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Fecha de fin/)).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: { values: { fecha_fin_rutina: '2025-10-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [start, end] = [canvas.getByLabelText(/^Fecha de inicio/), canvas.getByLabelText(/^Fecha de fin/)];
    await expect(end.getBoundingClientRect().top).toBeGreaterThan(start.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
