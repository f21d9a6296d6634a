import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeSet, makeWorkout, workoutWithWarmups } from '../../../testing/fixtures/training-log';
import { onMobile, retype } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { trainingLogRefuses, trainingLogStory } from '../../../testing/training-log-stories';
import { EditSetDialog } from './edit-set-dialog';
import { event, fixed, number } from '../../../testing/controls';

const { log, parameters, beforeEach } = trainingLogStory();
const [bench, plank] = makeWorkout().ejercicios;

const meta = {
  title: 'Patrones/Historial/EditSetDialog',
  component: EditSetDialog,
  parameters,
  args: { workoutId: 202, set: bench!.series[1]!, n: 2, exerciseName: bench!.nombre, onClose: fn() },
  beforeEach,
  argTypes: {
    workoutId: fixed('La sesión a la que pertenece la serie'),
    set: fixed('La serie que se corrige (vacío: diálogo cerrado)'),
    n: number('Número de la serie, como en la tabla', 1, 20),
    exerciseName: { description: 'Nombre del ejercicio, en el título' },
    onClose: event('Al cerrar: guardada o cancelada'),
  },
} satisfies Meta<typeof EditSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A set by reps: reps, weight and RIR, filled with the set's values and the helpers. */
export const Reps: Story = {
  play: async () => {
    const dialog = await dialogNamed('Editar serie 2 de Press de banca con barra');
    await expect(dialog.getByLabelText(/^Repeticiones/)).toHaveValue('8');
    await expect(dialog.getByLabelText(/^Peso \(kg\)/)).toHaveValue('62.5');
    await expect(dialog.getByText('0 si es con el peso corporal')).toBeVisible();
    await expect(dialog.getByText('Opcional, de 0 a 5')).toBeVisible();
  },
};

/** A timed set asks for seconds, not reps or weight. */
export const Timed: Story = {
  args: { set: plank!.series[0]!, n: 1, exerciseName: plank!.nombre },
  play: async () => {
    const dialog = await dialogNamed('Editar serie 1 de Plancha abdominal');
    await expect(dialog.getByLabelText(/^Tiempo \(segundos\)/)).toHaveValue('60');
    await expect(dialog.queryByLabelText(/^Repeticiones/)).toBeNull();
  },
};

/** A set by distance asks for metres. */
export const Distance: Story = {
  args: {
    set: makeSet({ orden: 1, medida: 'distancia', repeticiones: null, kg: null, metros: 400, rir: null }),
    n: 1,
    exerciseName: 'Carrera continua',
  },
  play: async () => {
    const dialog = await dialogNamed('Editar serie 1 de Carrera continua');
    await expect(dialog.getByLabelText(/^Distancia \(metros\)/)).toHaveValue('400');
  },
};

/** Wrong values are refused field by field, in Spanish, before anything is sent. */
export const Validation: Story = {
  play: async () => {
    const dialog = await dialogNamed('Editar serie 2 de Press de banca con barra');
    await userEvent.clear(dialog.getByLabelText(/^Repeticiones/));
    await retype(dialog.getByLabelText(/^RIR/), '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(await dialog.findByText('Campo obligatorio')).toBeVisible();
    await expect(dialog.getByText(/^Debe estar entre 0 y 5$/)).toBeVisible();
    await expect(log.requests).toEqual([]);
  },
};

/** Saved: only the changed set's values go to the server, a toast, and the dialog closes. */
export const Saves: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Editar serie 2 de Press de banca con barra');
    await retype(dialog.getByLabelText(/^Repeticiones/), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expectToast('Serie actualizada.');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(log.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/workouts/202/sets/11111111-1111-4111-8111-000000000002',
      body: { repeticiones: 10 },
    });
  },
};

/** Refused by the server: the dialog stays open with what was typed. */
export const SaveFails: Story = {
  parameters: trainingLogRefuses('patch', '/api/workouts/:id/sets/:setId'),
  play: async ({ args }) => {
    const dialog = await dialogNamed('Editar serie 2 de Press de banca con barra');
    await retype(dialog.getByLabelText(/^Repeticiones/), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expectToast('No se ha podido guardar la serie. Inténtalo de nuevo.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText(/^Repeticiones/)).toHaveValue('10');
  },
};

const warmups = trainingLogStory(workoutWithWarmups);
const [warmupBench] = workoutWithWarmups().ejercicios;

/**
 * A warm-up: its title says so, a note says it is not work, and saving it sends only its values: it
 * stays a warm-up (the server keeps the type a PATCH does not send).
 */
export const Warmup: Story = {
  parameters: warmups.parameters,
  beforeEach: warmups.beforeEach,
  args: { set: warmupBench!.series[1]!, n: 2, exerciseName: warmupBench!.nombre },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Editar serie de calentamiento 2 de Press de banca con barra');
    await expect(
      dialog.getByText('Serie de calentamiento: no cuenta en tus series, tu volumen ni tus récords.'),
    ).toBeVisible();
    await expect(dialog.getByLabelText(/^Repeticiones/)).toHaveValue('5');
    await expect(dialog.getByLabelText(/^Peso \(kg\)/)).toHaveValue('40');
    await retype(dialog.getByLabelText(/^Peso \(kg\)/), '45');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expectToast('Serie actualizada.');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(warmups.log.requests).toEqual([
      {
        method: 'PATCH',
        path: '/api/workouts/202/sets/11111111-1111-4111-8111-0000000000a2',
        body: { repeticiones: 5, kg: 45, rir: null },
      },
    ]);
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async () => {
    await dialogNamed('Editar serie 2 de Press de banca con barra');
  },
};
