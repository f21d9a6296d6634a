import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, shownDialog } from '../../../testing/dialog-plays';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { finishedFixture, recordsFixture, workoutServer } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { WorkoutSummary } from './workout-summary';

const meta = {
  title: 'Patrones/Entrenamiento/WorkoutSummary',
  component: WorkoutSummary,
  args: { finished: finishedFixture() },
  parameters: { layout: 'padded', msw: { handlers: { workouts: workoutServer().handlers } } },
} satisfies Meta<typeof WorkoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const records = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Récords personales' }));

/** The three figures and the records list, each record against its previous best. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Fuerza básica · /)).toBeVisible();
    await expect(canvas.getByText('Suma de peso × repeticiones de las series de trabajo')).toBeVisible();
    await expect(records(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(records(canvasElement).getByText(/Mejor volumen en una sesión: 1875 kg/)).toBeVisible();
  },
};

/** Over an hour, sets left undone, no record: "1 h 05 min", "7 / 12" and a word of encouragement. */
export const LongSessionNoRecords: Story = {
  args: {
    finished: {
      ...finishedFixture(),
      resumen: { duracion_s: 3900, series_hechas: 7, series_planeadas: 12, volumen_kg: 12_480, records: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 h 05 min')).toBeVisible();
    await expect(canvas.getByText('7 / 12')).toBeVisible();
    await expect(canvas.getByText('12.480 kg')).toBeVisible();
    await expect(records(canvasElement).getByText(/Hoy no ha caído ningún récord/)).toBeVisible();
  },
};

/** One record: the singular. */
export const OneRecord: Story = {
  args: { finished: finishedFixture([recordsFixture[0]!]) },
  play: async ({ canvasElement }) => {
    await expect(records(canvasElement).getByText('¡Has batido 1 récord!')).toBeVisible();
    await expect(records(canvasElement).getByText('antes: 80 kg')).toBeVisible();
  },
};

const longName = 'Press inclinado con mancuernas en banco a cuarenta y cinco grados';

/** The figures one under another at 375 px; a long exercise name wraps beside its trophy. */
export const Mobile: Story = {
  ...onMobile,
  args: { finished: finishedFixture(recordsFixture.map((r) => ({ ...r, nombre: longName }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [duration, sets] = [canvas.getByText('Duración'), canvas.getByText('Series hechas')];
    await expect(sets.getBoundingClientRect().top).toBeGreaterThan(duration.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const saveDialog = () => shownDialog('Guardar como rutina');

/** "Guardar como rutina": the session's name to start from, the routine made, a toast that leads to it. */
export const SaveAsRoutine: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar como rutina' }));
    const dialog = await saveDialog();
    const name = dialog.getByLabelText('Nombre de la rutina');
    await expect(name).toHaveValue('Fuerza básica');
    await userEvent.clear(name);
    await userEvent.type(name, 'Pierna del jueves{Enter}');
    const toast = await body().findByText('Rutina «Pierna del jueves» guardada');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(body().getByRole('button', { name: 'Ver rutina' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** An empty name is not sent: said under the field. */
export const SaveAsRoutineWithoutName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar como rutina' }));
    const dialog = await saveDialog();
    await userEvent.clear(dialog.getByLabelText('Nombre de la rutina'));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(await dialog.findByText('Escribe un nombre de 1 a 100 caracteres.')).toBeVisible();
  },
};

export const SaveAsRoutineMobile: Story = { ...SaveAsRoutine, ...onMobile };

/** A lifter who trains in pounds: the volume and the records' weights in lb (the server keeps kg). */
export const InPounds: Story = {
  parameters: {
    session: 'signed-in',
    msw: { handlers: { workouts: workoutServer().handlers, profile: weightUnitHandlers('lb') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9282,6 lb', undefined, { timeout: 5000 })).toBeVisible();
    await expect(records(canvasElement).getByText(/Más repeticiones con 137,8 lb: 10/)).toBeVisible();
    await expect(records(canvasElement).getByText('antes: 3703,8 lb')).toBeVisible();
  },
};

export const InPoundsMobile: Story = { ...InPounds, ...onMobile };
