import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { makeWorkout } from '../../testing/fixtures/training-log';
import { onMobile, screenParameters, type ScreenOptions } from '../../testing/stories';
import TrainRoutinePage from './train-routine-page';
import { dashboardShell } from '../../testing/shells';

const route = (handlers: ScreenOptions['handlers']) =>
  screenParameters('/dashboard/entrenar/5', {
    shell: dashboardShell,
    path: '/dashboard/entrenar/:routineId',
    signedIn: true,
    handlers,
  });

/** Another routine's session is open: continue it, or start this one (which asks what to do with it). */
const otherOpen = route({
  workouts: [
    http.get('/api/workouts/current', () =>
      HttpResponse.json({ workout: makeWorkout({ id: 77, rutina_id: 9, nombre: 'Torso', estado: 'en_curso' }) }),
    ),
  ],
});

const meta = {
  title: 'Pantallas/Entrenamiento/TrainRoutinePage',
  component: TrainRoutinePage,
  parameters: otherOpen,
} satisfies Meta<typeof TrainRoutinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherSessionOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Tienes otro entrenamiento en curso, «Torso»/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar el entrenamiento en curso' })).toHaveAttribute(
      'href',
      '/dashboard/workouts/77',
    );
    await expect(canvas.getByRole('button', { name: 'Empezar entrenamiento' })).toBeEnabled();
  },
};

/** No answer (no connection, a server error): the usual start, which can begin offline. */
export const CouldNotOpen: Story = {
  parameters: route({
    workouts: [http.get('/api/workouts/current', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No se ha podido abrir el entrenamiento de esta rutina. Puedes empezarlo aquí.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard/overview');
  },
};

export const OtherSessionOpenMobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Tienes otro entrenamiento en curso/)).toBeVisible();
  },
};
