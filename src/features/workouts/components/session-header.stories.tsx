import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routineInProgramme } from '../../../testing/handlers/routines';
import { makeWorkout } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { SessionHeader } from './session-header';

const meta = {
  title: 'Patrones/Entrenamiento/SessionHeader',
  component: SessionHeader,
  parameters: { layout: 'padded' },
  args: { workout: makeWorkout(), progress: { done: 3, planned: 9, unsent: 0 }, resumed: 0 },
} satisfies Meta<typeof SessionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, start time and the sets done of those planned, as text and as a bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fuerza básica' })).toBeVisible();
    await expect(canvas.getByText(/^Empezado a las \d\d:\d\d$/)).toBeVisible();
    await expect(canvas.getByText('3 de 9 series hechas')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((3 / 9) * 100));
    await expect(canvasElement.querySelector('[data-plan-week]')).toBeNull();
  },
};

/** A session of a programme: its week and RIR under the name. */
export const ProgrammeWeek: Story = {
  parameters: routineInProgramme(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana 3 de 6 · RIR 2')).toBeVisible();
    await expect(canvas.queryByText('Semana de descarga')).toBeNull();
  },
};

/** The last week of the block is the deload: a badge says so. */
export const DeloadWeek: Story = {
  parameters: routineInProgramme(6),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana 6 de 6 · RIR 4')).toBeVisible();
    await expect(canvas.getByText('Semana de descarga')).toBeVisible();
  },
};

/**
 * A session started in the programme's deload week (`workout.descarga`): a notice says it is
 * lighter on purpose; the week line keeps its RIR and leaves the badge to the notice.
 */
export const DeloadSession: Story = {
  parameters: routineInProgramme(6),
  args: { workout: makeWorkout({ descarga: true }), progress: { done: 0, planned: 7, unsent: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana 6 de 6 · RIR 4')).toBeVisible();
    const notice = canvasElement.querySelector<HTMLElement>('[data-deload]')!;
    await expect(within(notice).getByText('Semana de descarga')).toBeVisible();
    await expect(notice).toHaveTextContent(/más suave a propósito.*no es un paso atrás/);
    await expect(canvas.getAllByText('Semana de descarga')).toHaveLength(1);
  },
};

/** Back to a session with sets not yet on the server: a notice; every set done fills the bar. */
export const Resumed: Story = {
  args: { progress: { done: 9, planned: 9, unsent: 2 }, resumed: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Has vuelto a tu entrenamiento. 2 series aún no se han guardado en el servidor: se enviarán solas.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

const LONG = 'Hipertrofia de tren superior con énfasis en espalda, hombro posterior y bíceps';

/** A long routine name wraps at 375 px, with the programme line and the notice. */
export const Mobile: Story = {
  ...onMobile,
  parameters: routineInProgramme(2),
  args: { workout: makeWorkout({ nombre: LONG }), resumed: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LONG })).toBeVisible();
    await expect(await canvas.findByText('Semana 2 de 6 · RIR 2')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Of the two sets found unsent, one has arrived since: the notice counts the one still waiting. */
export const ResumedOneLeft: Story = {
  args: { progress: { done: 9, planned: 9, unsent: 1 }, resumed: 2 },
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Has vuelto a tu entrenamiento. 1 serie aún no se ha guardado en el servidor: se enviará sola.',
      ),
    ).toBeVisible();
  },
};

/** Everything found unsent has arrived: no notice says otherwise. */
export const ResumedAllSaved: Story = {
  args: { progress: { done: 9, planned: 9, unsent: 0 }, resumed: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9 de 9 series hechas')).toBeVisible();
    await expect(within(canvasElement).queryByText(/aún no se ha/)).toBeNull();
  },
};
