import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { measurementsHandlers } from '../../../testing/handlers/measurements';
import { failingTrainingLog, pendingTrainingLog, progressHandlers } from '../../../testing/handlers/training-log';
import { interactionOnly, onMobile, screenParameters, showsLoadingStatus } from '../../../testing/stories';
import ProgressPage from './progress-page';
import { dashboardShell } from '../../../testing/shells';
import { orderedAnswer, whenAsked } from '../../../testing/answer-order';

const meta = {
  title: 'Pantallas/Progreso/ProgressPage',
  component: ProgressPage,
  // No body measurements here: their chart loads near the viewport, so a whole-page shot would
  // catch it drawn or not; their states have their own stories (measurements-section.stories.tsx).
  parameters: screenParameters('/dashboard/progress', {
    shell: dashboardShell,
    signedIn: true,
    handlers: { measurements: measurementsHandlers([]) },
  }),
} satisfies Meta<typeof ProgressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/**
 * Scrolls to each weekly chart in turn until both drawings are in, then to the body measurements
 * until their form is in: they load near the viewport (weekly-bars-near-viewport.tsx,
 * measurements-near-viewport.tsx), so a story that shows them scrolls as a user would.
 */
async function scrollToWeeklyBars(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const drawings = () => canvasElement.querySelectorAll('.recharts-wrapper').length;
  for (const [name, drawn] of [
    ['Series semanales por grupo muscular', 1],
    ['Constancia', 2],
  ] as const) {
    canvas.getByRole('region', { name }).scrollIntoView();
    await waitFor(() => expect(drawings()).toBeGreaterThanOrEqual(drawn), { timeout: 10_000 });
  }
  canvas.getByRole('region', { name: 'Medidas corporales' }).scrollIntoView();
  await canvas.findByRole('form', { name: 'Anotar una medida' }, { timeout: 10_000 });
  window.scrollTo(0, 0);
}

/** Every chart, the formula named on screen, the band labelled, records and the streak. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Progreso' })).toBeVisible();
    await expect(
      await canvas.findByText('1RM estimado (fórmula de Epley, series de 10 repeticiones o menos)', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Ejercicio')).toHaveValue('101');
    await expect(canvas.getByText(/^Última sesión \(.+\): mejor serie 8 × 62,5 kg · volumen 1500 kg$/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-testid="e1rm-line"] circle').length).toBe(8));
    await expect(canvas.getByText(/La franja sombreada es la zona de series semanales de tu programa/)).toBeVisible();
    const map = section(canvasElement, 'Mapa muscular de la semana');
    await expect(map.getByRole('img', { name: /^Mapa muscular de la semana, de frente y de espaldas/ })).toBeVisible();
    await expect(map.getByRole('row', { name: 'Espalda 4 10–20 Por debajo' })).toBeVisible();
    await scrollToWeeklyBars(canvasElement);
    await expect(canvasElement.querySelector('.recharts-reference-area')).not.toBeNull();
    await expect(canvas.getAllByText('Zona recomendada: 10–20 series')[0]).toBeInTheDocument();
    await expect(canvas.getByText('Racha actual: 4 semanas cumpliendo el plan')).toBeVisible();
    const records = section(canvasElement, 'Récords personales');
    await expect(records.getAllByRole('listitem')).toHaveLength(3);
    await expect(records.getByText('Más repeticiones con 62,5 kg')).toBeVisible();
    await expect(records.getByText('Primer registro')).toBeVisible();
  },
};

/** "Ver como tabla" shows the numbers the chart draws; screen readers always have them. */
export const ChartAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const e1rm = within(await canvas.findByRole('region', { name: '1RM estimado' }, { timeout: 10_000 }));
    const table = e1rm.getByRole('table', { name: '1RM estimado de Press de banca con barra por sesión' });
    // In the page (for screen readers) but not on screen until asked.
    await expect(table).toBeInTheDocument();
    const toggle = e1rm.getByRole('button', { name: 'Ver como tabla' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(9);
    await expect(rows[8]).toHaveTextContent('79,2 kg8 × 62,5 kg1500 kg');
    await expect(within(rows[8]!).getByRole('link')).toHaveAttribute('href', '/dashboard/history/407');
    await expect(e1rm.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute('aria-expanded', 'true');
    const muscles = section(canvasElement, 'Series semanales por grupo muscular');
    await expect(
      muscles.getByRole('table', {
        name: 'Series completadas por grupo muscular y semana. Zona recomendada: 10–20 series; bíceps, tríceps, gemelos y abdominales: hasta 20',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Sesiones planificadas y hechas por semana' })).toBeInTheDocument();
    await scrollToWeeklyBars(canvasElement);
  },
};

/** Choosing another exercise loads its series. */
export const OtherExercise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Ejercicio'), 'Sentadilla con barra (6 sesiones)');
    await expect(
      await canvas.findByRole('table', { name: '1RM estimado de Sentadilla con barra por sesión' }),
    ).toBeInTheDocument();
    await scrollToWeeklyBars(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Racha actual: 4 semanas cumpliendo el plan');
    // Below the first screen of a phone, the weekly bars are not drawn (nor downloaded) yet, nor
    // the measurements' form: its section holds its place with its heading.
    await expect(canvasElement.querySelector('.recharts-wrapper')).toBeNull();
    const measurements = section(canvasElement, 'Medidas corporales');
    await expect(measurements.getByTestId('measurements-spot')).toBeInTheDocument();
    await expect(measurements.queryByRole('form')).toBeNull();
    await scrollToWeeklyBars(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * A user with no finished session: an invitation to train instead of empty charts, and the body
 * measurements all the same.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: { trainingLog: progressHandlers('empty') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Todavía no hay progreso que mostrar')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Empezar a entrenar' })).toHaveAttribute(
      'href',
      '/dashboard/routines',
    );
    await expect(canvasElement.querySelector('.recharts-wrapper')).toBeNull();
    // The section is in view on an empty screen: its form and list load at once, in place of the
    // spot that held them (so the region is looked up again once they are in).
    await expect(await canvas.findByText(/^Aún no has anotado ninguna medida/)).toBeVisible();
    const measurements = section(canvasElement, 'Medidas corporales');
    await expect(measurements.getByRole('form', { name: 'Anotar una medida' })).toBeVisible();
    await expect(measurements.getByText(/^Aún no has anotado ninguna medida/)).toBeVisible();
  },
};

/**
 * While the four answers arrive: each section in its place, named by its heading. The body
 * measurements come with the answers, below whatever they hold: drawn below the skeleton, they
 * would jump when a new user's shorter empty state replaced it.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { trainingLog: pendingTrainingLog } } },
  play: async (context) => {
    await showsLoadingStatus('Cargando progreso…')(context);
    const status = within(within(context.canvasElement).getByRole('status', { name: 'Cargando progreso…' }));
    await expect(status.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Récords personales',
      'Mapa muscular de la semana',
      'Series semanales por grupo muscular',
      'Constancia',
    ]);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Medidas corporales' })).toBeNull();
  },
};

/** `WaitsForTheFirstLine`: the first exercise's line held until the play lets it go. */
const firstLine = orderedAnswer('/api/progress/exercises/:id', { held: true });

/**
 * The four answers are in but the first exercise's line is not: the page keeps its loading state
 * until it comes, so the line's figure does not push the records down when it is drawn.
 */
export const WaitsForTheFirstLine: Story = {
  tags: ['interaction'],
  parameters: {
    msw: { handlers: { trainingLog: [firstLine.handler, ...progressHandlers()] } },
    ...interactionOnly,
  },
  beforeEach: () => firstLine.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Asked for once the list of exercises is in, the other answers with it.
    await whenAsked(firstLine);
    await expect(canvas.getByRole('status', { name: 'Cargando progreso…' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Ejercicio' })).toBeNull();
    firstLine.release();
    await expect(await canvas.findByRole('combobox', { name: 'Ejercicio' })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Cargando progreso…' })).toBeNull();
  },
};

/** Loading on a phone: the same sections, one under the other, nothing wider than the screen. */
export const LoadingMobile: Story = {
  ...Loading,
  ...onMobile,
};

/** A failed load is an error with "Reintentar", never the empty state. */
export const Error: Story = {
  parameters: { msw: { handlers: { trainingLog: failingTrainingLog } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar tu progreso.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.queryByText('Todavía no hay progreso que mostrar')).toBeNull();
    // The measurements' form still works: a value logged now waits in the outbox if need be.
    await expect(canvas.getByRole('heading', { name: 'Medidas corporales' })).toBeVisible();
  },
};
