import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { importAnswer } from '../../../testing/handlers/imports';
import { screenParameters } from '../../../testing/stories';
import ImportPage from './import-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Importar/ImportPage',
  component: ImportPage,
  parameters: screenParameters('/dashboard/importar', {
    shell: dashboardShell,
    signedIn: true,
    handlers: importAnswer.working(),
  }),
} satisfies Meta<typeof ImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const strongFile = () =>
  new File(['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps\n'], 'strong.csv', { type: 'text/csv' });

async function upload(canvas: Canvas) {
  await userEvent.upload(canvas.getByLabelText('Archivo CSV de Strong o Hevy'), strongFile());
  await canvas.findByRole('heading', { name: 'Empareja tus ejercicios con los de Forja' });
}

async function toPreview(canvas: Canvas) {
  await upload(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await canvas.findByRole('heading', { name: 'Revisa antes de importar' });
}

/** Step 1: how to export from each app, and the file. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Importar historial' })).toBeVisible();
    await expect(canvas.getByText('1. Archivo').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText(/^Strong: en Perfil/)).toBeVisible();
    await expect(canvas.getByText(/^Hevy: en Perfil/)).toBeVisible();
    await expect(canvas.getByLabelText('Archivo CSV de Strong o Hevy')).toHaveAttribute('type', 'file');
  },
};

/** Step 2: each name of the file with its proposed exercise, which the user can change. */
export const Matching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await upload(canvas);
    await expect(canvas.getByLabelText('Bench Press (Barbell)')).toHaveValue('1');
    const triceps = canvas.getByLabelText('Triceps Pushdown (Cable - Straight Bar)');
    await expect(triceps).toHaveValue('');
    await expect(canvas.getByText('2 series · 1 sesión · Sin propuesta: elige uno')).toBeVisible();
    await userEvent.selectOptions(triceps, 'Extensión de tríceps en polea alta');
    await expect(triceps).toHaveValue('203');
  },
};

/** Step 3: the summary before anything is written. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toPreview(canvas);
    await expect(canvas.getByText('del 04-03-2024 al 08-03-2024')).toBeVisible();
    await expect(canvas.getByText('2 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importar' })).toBeEnabled();
  },
};

/** The import under way: the button waits. */
export const Importing: Story = {
  parameters: { msw: { handlers: importAnswer.importing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toPreview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Importar' }));
    await expect(await canvas.findByText('Importando…')).toBeVisible();
  },
};

/** Step 4: what was added, and the way to the history. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toPreview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Importar' }));
    await expect(await canvas.findByText('3 sesiones nuevas con 14 series.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver el historial' })).toHaveAttribute('href', '/dashboard/history');
  },
};

/** A file the server refuses: its Spanish reason, and the file input again. */
export const Error: Story = {
  parameters: {
    msw: { handlers: importAnswer.refused('No reconocemos el archivo: sube el CSV que exportan Strong o Hevy.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Archivo CSV de Strong o Hevy'), strongFile());
    await expect(await canvas.findByText(/^No reconocemos el archivo/)).toBeVisible();
    await expect(canvas.getByLabelText('Archivo CSV de Strong o Hevy')).toBeEnabled();
  },
};
