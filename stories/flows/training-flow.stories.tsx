import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../../src/app/routes';
import { body as screen } from '../../src/testing/dialog-plays';
import { workoutServer } from '../../src/testing/handlers/workouts';

/**
 * The training loop through the real route table (layouts, guards, lazy screens): the programme,
 * today's session, its summary and the progress it feeds. The network is the shared MSW handlers,
 * with a session server that starts, logs and finishes (src/testing/handlers/workouts.ts).
 */
const training = workoutServer({ workout: null });

const meta = {
  title: 'Flujos/Entrenamiento',
  parameters: {
    router: { route: '/dashboard/programas/41', app: () => routes },
    session: 'signed-in',
    msw: { handlers: { workouts: training.handlers } },
  },
  beforeEach: () => {
    training.state.workout = null;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Programme → "Empezar entrenamiento" → one set logged → "Terminar entrenamiento" → summary → Progreso. */
export const ProgrammeSessionProgress: Story = {
  play: async () => {
    const page = screen();
    await userEvent.click(await page.findByRole('button', { name: 'Empezar entrenamiento' }, { timeout: 10_000 }));

    const main = within(await page.findByRole('main'));
    // Every exercise has a set 1: the first exercise's.
    const [firstSet] = await main.findAllByRole(
      'button',
      { name: 'Marcar la serie 1 como hecha' },
      { timeout: 10_000 },
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(firstSet!);
    await waitFor(() => expect(training.state.workout?.ejercicios.some((e) => e.series.length > 0)).toBe(true));

    await userEvent.click(main.getByRole('button', { name: 'Terminar entrenamiento' }));
    await waitFor(() => expect(training.state.workout).toMatchObject({ estado: 'terminado' }), { timeout: 10_000 });
    await expect(
      await page.findByRole('heading', { level: 1, name: /resumen|terminado|hecho/i }, { timeout: 10_000 }),
    ).toBeVisible();

    await userEvent.click(page.getAllByRole('link', { name: 'Progreso' })[0]!);
    await expect(await page.findByRole('heading', { level: 1, name: 'Progreso' }, { timeout: 10_000 })).toBeVisible();
    // Scrolled down as a user would, so the parts that load near the viewport are in for the shot:
    // the body measurements, then their chart's drawing.
    (await page.findByRole('region', { name: 'Medidas corporales' }, { timeout: 10_000 })).scrollIntoView();
    const chart = await page.findByRole('region', { name: 'Evolución' }, { timeout: 10_000 });
    chart.scrollIntoView();
    await waitFor(() => expect(chart.querySelector('.recharts-line')).not.toBeNull(), { timeout: 10_000 });
    window.scrollTo(0, 0);
  },
};
