import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exerciseProgressFixture, progressExercisesFixture } from '../../../testing/fixtures/training-log';
import { expectNoSidewaysScroll, inChartBox, openTable, STORY_TODAY } from '../../../testing/progress-stories';
import { onDesktop, onMobile, showsBusy } from '../../../testing/stories';
import { ExerciseProgressSection } from './exercise-progress';

/** Each exercise's sessions up to the fixed day (`GET /api/progress/exercises/:id`). */
const answers = [
  http.get('/api/progress/exercises/:id', ({ params }) =>
    HttpResponse.json(exerciseProgressFixture(Number(params.id), STORY_TODAY)),
  ),
];
const withProgress = (handlers: ReturnType<typeof http.get>[]) => ({
  session: 'signed-in',
  msw: { handlers: { trainingLog: handlers } },
});

const meta = {
  title: 'Patrones/Progreso/ExerciseProgressSection',
  component: ExerciseProgressSection,
  parameters: { layout: 'padded', ...withProgress(answers) },
  decorators: [inChartBox],
  args: { exercises: progressExercisesFixture },
} satisfies Meta<typeof ExerciseProgressSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '1RM estimado';
const picker = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Ejercicio');
const captionOf = (name: string) => `1RM estimado de ${name} por sesión`;

/** The first exercise chosen, its estimate drawn. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(picker(canvasElement)).toHaveValue('101');
    await expect(
      within(picker(canvasElement))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Press de banca con barra (8 sesiones)', 'Sentadilla con barra (6 sesiones)']);
    await expect(
      await canvas.findByRole('table', { name: captionOf('Press de banca con barra') }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-testid="e1rm-line"] circle')).toHaveLength(8));
  },
};

/** Another exercise chosen: its series loads in place of the first. */
export const OtherExercise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: captionOf('Press de banca con barra') }, { timeout: 10_000 });
    await userEvent.selectOptions(picker(canvasElement), 'Sentadilla con barra (6 sesiones)');
    await expect(await canvas.findByRole('table', { name: captionOf('Sentadilla con barra') })).toBeInTheDocument();
  },
};

/** The series is on its way: a placeholder of the chart's height, busy. */
export const Loading: Story = {
  parameters: withProgress([http.get('/api/progress/exercises/:id', () => delay('infinite'))]),
  play: showsBusy,
};

/** The series could not be loaded: what failed and "Reintentar" (which asks again), never a lasting placeholder. */
export const Error: Story = {
  parameters: withProgress([
    http.get('/api/progress/exercises/:id', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar tu progreso.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

/** At 375 px: the picker and the chart the screen's width. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', undefined, { timeout: 10_000 });
    await openTable(canvasElement, TITLE);
    await expectNoSidewaysScroll(canvasElement);
  },
};
