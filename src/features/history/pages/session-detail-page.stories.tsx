import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingTrainingLog, fakeTrainingLog, pendingTrainingLog } from '../../../testing/handlers/training-log';
import { expectToast } from '../../../testing/toasts';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { workoutWithWarmups } from '../../../testing/fixtures/training-log';
import { press, retype, screenParameters, showsLoadingStatus } from '../../../testing/stories';
import SessionDetailPage from './session-detail-page';
import { body, shownDialog } from '../../../testing/dialog-plays';
import { dashboardShell } from '../../../testing/shells';

const log = fakeTrainingLog();
const warmedUp = fakeTrainingLog(undefined, workoutWithWarmups);

const meta = {
  title: 'Pantallas/Historial/SessionDetailPage',
  component: SessionDetailPage,
  parameters: screenParameters('/dashboard/history/202', {
    shell: dashboardShell,
    path: '/dashboard/history/:id',
    signedIn: true,
    handlers: { trainingLog: log.handlers },
  }),
  beforeEach: () => {
    log.reset();
    warmedUp.reset();
  },
} satisfies Meta<typeof SessionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const setsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name: `Series de ${name}` }))
    .getAllByRole('row')
    .slice(1);

/** Clicks the button named `name` and gives the dialog of the same name, once it shows. */
async function openDialog(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return shownDialog(name);
}

/** Figures, notes, every exercise with its sets; a skipped exercise says so. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fuerza total' })).toBeVisible();
    await expect(canvas.getByText('1 h 05 min')).toBeVisible();
    await expect(canvas.getByText('1417,5 kg')).toBeVisible();
    await expect(canvas.getByText('Buenas sensaciones; subir peso la próxima vez.')).toBeVisible();
    const bench = setsOf(canvasElement, 'Press de banca con barra');
    await expect(bench).toHaveLength(3);
    await expect(bench[1]).toHaveTextContent('8 × 62,5 kg');
    await expect(setsOf(canvasElement, 'Plancha abdominal')[0]).toHaveTextContent('60 s');
    await expect(canvas.getByText('Omitido')).toBeVisible();
    await expect(canvas.getByText('Agarre algo más abierto.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al historial' })).toHaveAttribute(
      'href',
      '/dashboard/history',
    );
  },
};

/**
 * A session with warm-ups: they lead the exercise's sets marked "C" ("Calentamiento"), the work
 * sets keep their numbers 1-3 and the figures leave the warm-ups out; editing a warm-up saves its
 * values and it stays a warm-up.
 */
export const WithWarmups: Story = {
  parameters: { msw: { handlers: { trainingLog: warmedUp.handlers } } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fuerza total' })).toBeVisible();
    const markOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!;
    await step('Warm-ups first, named, not numbered; the figures count the work sets only', async () => {
      const bench = setsOf(canvasElement, 'Press de banca con barra');
      await expect(bench).toHaveLength(5);
      await expect(markOf(bench[0]!)).toHaveAccessibleName('Calentamiento');
      await expect(markOf(bench[1]!)).toHaveAccessibleName('Calentamiento');
      await expect(bench.slice(2).map((row) => markOf(row).textContent)).toEqual(['1', '2', '3']);
      await expect(canvas.getByText('1417,5 kg')).toBeVisible();
      await expect(
        canvas.getByText('Las 2 series de calentamiento no cuentan en las series ni en el volumen.'),
      ).toBeVisible();
    });
    await step('Editing the first warm-up keeps it a warm-up', async () => {
      const dialog = await openDialog(canvasElement, 'Editar serie de calentamiento 1 de Press de banca con barra');
      await retype(dialog.getByLabelText(/Repeticiones/), '12');
      await press(dialog, 'Guardar');
      await expectToast('Serie actualizada.');
      await expect(warmedUp.requests).toEqual([
        {
          method: 'PATCH',
          path: '/api/workouts/202/sets/11111111-1111-4111-8111-0000000000a1',
          body: { repeticiones: 12, kg: 20, rir: null },
        },
      ]);
      await waitFor(() => expect(setsOf(canvasElement, 'Press de banca con barra')[0]).toHaveTextContent('12 × 20 kg'));
      const first = setsOf(canvasElement, 'Press de banca con barra')[0]!;
      await expect(markOf(first)).toHaveAccessibleName('Calentamiento');
      await expect(canvas.getByText('1417,5 kg')).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Fuerza total' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The edit dialog keeps the contract's limits, then saves only the fields of the set's measure. */
export const EditSet: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, 'Editar serie 2 de Press de banca con barra');
    const reps = dialog.getByLabelText(/Repeticiones/);
    await step('Values outside the limits are refused, and nothing is sent', async () => {
      await expect(reps).toHaveValue('8');
      await retype(reps, '1001');
      await press(dialog, 'Guardar');
      await expect(await dialog.findByText('Debe estar entre 0 y 1000')).toBeVisible();
      await retype(dialog.getByLabelText(/RIR/), '6');
      await userEvent.tab();
      await expect(await dialog.findByText('Debe estar entre 0 y 5')).toBeVisible();
      await expect(log.requests).toHaveLength(0);
    });
    await step('10 repetitions, 65 kg, no RIR: saved, and the table shows it', async () => {
      await retype(reps, '10');
      await userEvent.clear(dialog.getByLabelText(/RIR/));
      await userEvent.type(dialog.getByLabelText(/Peso/), '{Backspace}{Backspace}{Backspace}{Backspace}65');
      await press(dialog, 'Guardar');
      await expectToast('Serie actualizada.');
      await expect(log.requests).toEqual([
        {
          method: 'PATCH',
          path: '/api/workouts/202/sets/11111111-1111-4111-8111-000000000002',
          body: { repeticiones: 10, kg: 65, rir: null },
        },
      ]);
      await waitFor(() => expect(setsOf(canvasElement, 'Press de banca con barra')[1]).toHaveTextContent('10 × 65 kg'));
    });
  },
};

/** A user who reads pounds: figures and sets in lb; an edited weight is typed in lb and sent in kg. */
export const Pounds: Story = {
  parameters: { msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3125 lb')).toBeVisible();
    await expect(setsOf(canvasElement, 'Press de banca con barra')[1]).toHaveTextContent('8 × 137,8 lb');
    const dialog = await openDialog(canvasElement, 'Editar serie 2 de Press de banca con barra');
    const weight = dialog.getByLabelText(/Peso \(lb\)/);
    await expect(weight).toHaveValue('137.8');
    await retype(weight, '145');
    await press(dialog, 'Guardar');
    await expectToast('Serie actualizada.');
    await expect(log.requests.at(-1)?.body).toEqual({ repeticiones: 8, kg: 65.77, rir: 2 });
    await waitFor(() => expect(setsOf(canvasElement, 'Press de banca con barra')[1]).toHaveTextContent('8 × 145 lb'));
  },
};

/** Deleting a set asks first; Cancel keeps it, Confirm removes it. */
export const DeleteSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Eliminar serie 1 de Plancha abdominal';
    await userEvent.click(await canvas.findByRole('button', { name }));
    let dialog = await body().findByRole('alertdialog', { name: '¿Eliminar la serie 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(log.requests).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name }));
    dialog = await body().findByRole('alertdialog', { name: '¿Eliminar la serie 1?' });
    await expect(dialog).toHaveTextContent('Se borrará la serie 1 de Plancha abdominal.');
    await userEvent.click(within(dialog).getByRole('button', { name }));
    await expectToast('Serie eliminada.');
    await waitFor(() => expect(setsOf(canvasElement, 'Plancha abdominal')).toHaveLength(1));
  },
};

/** Deleting the session asks with its name and date, then goes back to the history. */
export const DeleteSession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar sesión' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar esta sesión?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/Se borrarán «Fuerza total» del .* y todas sus series/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar sesión' }));
    await expectToast('Sesión eliminada.');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/history');
    await expect(log.requests).toEqual([{ method: 'DELETE', path: '/api/workouts/202' }]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trainingLog: pendingTrainingLog } } },
  play: showsLoadingStatus('Cargando sesión…'),
};

export const Error: Story = {
  parameters: { msw: { handlers: { trainingLog: failingTrainingLog } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar la sesión.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Another user's session, or one already deleted: the server answers 404. */
export const NotFound: Story = {
  parameters: { router: { route: '/dashboard/history/999', path: '/dashboard/history/:id' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Esta sesión no existe o ya se ha eliminado.')).toBeVisible();
  },
};
