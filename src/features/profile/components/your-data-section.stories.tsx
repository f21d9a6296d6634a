import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DELETE_PASSWORD } from '../../../testing/handlers/profile';
import { onMobile, screenParameters } from '../../../testing/stories';
import { YourDataSection } from './your-data-section';
import { body } from '../../../testing/dialog-plays';

const meta = {
  title: 'Patrones/Perfil/YourDataSection',
  component: YourDataSection,
  parameters: screenParameters('/dashboard/profile', { signedIn: true, layout: 'padded' }),
} satisfies Meta<typeof YourDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar mi cuenta' }));
  return within(await body().findByRole('dialog', { name: 'Eliminar mi cuenta' }));
};

/** The two downloads and the way to delete the account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar historial (CSV)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Descargar todos mis datos (JSON)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Formato del historial' })).toHaveDisplayValue(
      'CSV para Excel en español',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The history's query string as the last download asked for it (the download never ends). */
let askedFormat: string | null = null;
const recordsFormat = {
  msw: {
    handlers: {
      profile: [
        http.get('/api/users/me/history.csv', async ({ request }) => {
          askedFormat = new URL(request.url).searchParams.get('formato');
          await delay('infinite');
        }),
      ],
    },
  },
};

/**
 * The CSV for a Spanish Excel is the default; choosing the standard CSV says what it holds and
 * asks the server for it.
 */
export const StandardCsvChosen: Story = {
  parameters: recordsFormat,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    askedFormat = null;
    await expect(canvas.getByText(/Separado por «;», con coma decimal \(62,5\)/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Formato del historial' }), 'CSV estándar');
    await expect(canvas.getByText(/Separado por «,», con punto decimal \(62\.5\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar historial (CSV)' }));
    await waitFor(() => expect(askedFormat).toBe('estandar'));
  },
};

export const StandardCsvChosenOnMobile: Story = { ...StandardCsvChosen, ...onMobile };

/** Without a choice, the download is the one for Excel in Spanish. */
export const ExcelCsvByDefault: Story = {
  parameters: recordsFormat,
  play: async ({ canvasElement }) => {
    askedFormat = null;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Descargar historial (CSV)' }));
    await waitFor(() => expect(askedFormat).toBe('excel'));
  },
};

/** A download in progress: its button is busy. */
export const Downloading: Story = {
  parameters: { msw: { handlers: { profile: [http.get('/api/users/me/history.csv', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar historial (CSV)' }));
    await expect(await canvas.findByRole('button', { name: 'Preparando la descarga…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Descargar todos mis datos (JSON)' })).toBeEnabled();
  },
};

export const DownloadError: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [http.get('/api/users/me/export.json', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Descargar todos mis datos (JSON)' });
    const message = 'No se pudo descargar el archivo. Inténtalo de nuevo más tarde.';
    await userEvent.click(button);
    const toast = await body().findByText(message);
    // In the app's font, and a second failure replaces the toast instead of stacking another.
    await expect(getComputedStyle(toast).fontFamily).toMatch(/^["']?Inter Variable/);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(body().getAllByText(message)).toHaveLength(1);
  },
};

/** The dialog says what is lost and asks for the password before the red button works. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await waitFor(() => expect(modal.getByText(/Vas a borrar para siempre tu cuenta/)).toBeVisible());
    await expect(modal.getByRole('button', { name: 'Eliminar definitivamente' })).toBeDisabled();
    await userEvent.type(modal.getByLabelText(/^Escribe tu contraseña para confirmar/), 'algo');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Eliminar definitivamente' })).toBeEnabled());
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Escribe tu contraseña para confirmar/), 'Equivocada#1');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Eliminar definitivamente' })).toBeEnabled());
    await userEvent.click(modal.getByRole('button', { name: 'Eliminar definitivamente' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'La contraseña no es correcta. No se ha borrado nada.',
    );
    await expect(modal.getByLabelText(/^Escribe tu contraseña para confirmar/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server is deleting: the button says so and cannot be pressed twice. */
export const Deleting: Story = {
  parameters: { msw: { handlers: { profile: [http.delete('/api/users/me', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Escribe tu contraseña para confirmar/), DELETE_PASSWORD);
    await waitFor(() => expect(modal.getByRole('button', { name: 'Eliminar definitivamente' })).toBeEnabled());
    await userEvent.click(modal.getByRole('button', { name: 'Eliminar definitivamente' }));
    await expect(await modal.findByText('Eliminando…')).toBeVisible();
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Escribe tu contraseña para confirmar/), DELETE_PASSWORD);
    await waitFor(() => expect(modal.getByRole('button', { name: 'Eliminar definitivamente' })).toBeEnabled());
    await userEvent.click(modal.getByRole('button', { name: 'Eliminar definitivamente' }));
    await expect(
      await body().findByText('Tu cuenta se ha eliminado. Te hemos enviado un correo de confirmación.'),
    ).toBeInTheDocument();
  },
};
