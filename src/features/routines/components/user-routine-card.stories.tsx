import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserRoutine } from '../../../lib/contract';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { workoutServer } from '../../../testing/handlers/workouts';
import { interactionOnly, onDesktop, onMobile, screenParameters } from '../../../testing/stories';
import { UserRoutineCard } from './user-routine-card';

const [first, , noDates] = userRoutinesFixture as [UserRoutine, UserRoutine, UserRoutine];

const meta = {
  title: 'Patrones/Rutinas/UserRoutineCard',
  component: UserRoutineCard,
  parameters: screenParameters('/dashboard/routines', { layout: 'padded' }),
  args: { routine: first, onDelete: fn() },
} satisfies Meta<typeof UserRoutineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Fuerza básica' });
    await expect(within(card).getByText('Principiante')).toBeVisible();
    await expect(within(card).getByText('Lunes')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/dashboard/routines/edit/1',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(first);
  },
};

/** No weekday and no dates: "N/A" and "Sin fecha". */
export const WithoutDates: Story = {
  args: { routine: noDates },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Cardio suave' });
    await expect(within(card).getByText('N/A')).toBeVisible();
    await expect(within(card).getAllByText('Sin fecha')).toHaveLength(2);
    await expect(within(card).getByText('0 ejercicios')).toBeVisible();
  },
};

/** "Empezar entrenamiento" starts a session of the routine and opens it. */
export const StartsWorkout: Story = {
  tags: ['interaction'],
  parameters: {
    session: 'signed-in',
    msw: { handlers: { workouts: workoutServer({ workout: null }).handlers } },
    ...interactionOnly,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Fuerza básica' });
    await userEvent.click(within(card).getByRole('button', { name: 'Empezar entrenamiento' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/dashboard/workouts/42');
  },
};

/** A programme's session: its end date is the programme's, and the label says so (not the last session). */
export const InProgramme: Story = {
  ...onDesktop,
  args: {
    routine: {
      ...first,
      plan: { plan_id: 3, nombre: 'Fuerza 6 semanas', semanas: 6, semana_actual: 1, progresion: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Fuerza básica' });
    await expect(within(card).getByText('Fin del programa')).toBeVisible();
    await expect(within(card).queryByText('Fin')).toBeNull();
  },
};

export const InProgrammeOnMobile: Story = { ...InProgramme, ...onMobile };
