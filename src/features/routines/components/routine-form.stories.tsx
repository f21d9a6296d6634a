import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routinePlanFixture } from '../../../testing/fixtures/plans';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile, press, withPagePadding } from '../../../testing/stories';
import { RoutineForm } from './routine-form';

const [basic, , empty] = userRoutinesFixture as [
  (typeof userRoutinesFixture)[number],
  (typeof userRoutinesFixture)[number],
  (typeof userRoutinesFixture)[number],
];

const meta = {
  title: 'Patrones/Rutinas/RoutineForm',
  component: RoutineForm,
  parameters: { layout: 'fullscreen', session: 'signed-in', router: { route: '/dashboard/routines/edit/1' } },
  decorators: [withPagePadding],
  args: { routineId: 1, routine: basic },
} satisfies Meta<typeof RoutineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-exercise-name]')].map((element) => element.textContent);

/** The read-only header, the schedule, the exercises in order and the save bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fuerza básica' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Día de la semana/)).toHaveDisplayValue('Lunes');
    await expect(names(canvasElement)).toEqual(['Sentadilla', 'Flexiones']);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A session of a programme: the notice with its link, and each exercise's target this week. */
export const InProgramme: Story = {
  args: { routine: { ...basic, plan: routinePlanFixture(3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ver el programa' })).toBeVisible();
    await expect(canvas.getAllByText('Semana 3 de 6: 4 x 12, RIR 2')).toHaveLength(2);
  },
};

/** No exercise yet: says so, with "+ Agregar Ejercicio". */
export const NoExercises: Story = {
  args: { routineId: 3, routine: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Esta rutina aún no tiene ejercicios asignados.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Agregar Ejercicio' })).toBeVisible();
  },
};

/** "Guardar" with a weekday missing and no series: the messages above, nothing sent. */
export const RefusedSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Día de la semana/), '');
    const series = canvas.getAllByLabelText('Series')[1]!;
    await userEvent.clear(series);
    await press(canvas, 'Guardar');
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Por favor, complete todos los campos requeridos.')).toBeVisible();
    await expect(alert.getByText('Las series del ejercicio 2 deben ser mayor que 0.')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: { routine: { ...basic, plan: routinePlanFixture(2) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
