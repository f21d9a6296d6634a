import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { strongPreview } from '../../../testing/handlers/imports';
import { onMobile, press } from '../../../testing/stories';
import { PreviewStep } from './preview-step';

const meta = {
  title: 'Patrones/Importar/PreviewStep',
  component: PreviewStep,
  parameters: { layout: 'padded' },
  args: {
    preview: strongPreview,
    matches: { 'Bench Press (Barbell)': 1, 'Squat (Barbell)': 108, 'Triceps Pushdown (Cable - Straight Bar)': null },
    importing: false,
    onBack: fn(),
    onImport: fn(),
  },
} satisfies Meta<typeof PreviewStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Format, sessions, sets, dates and how many exercises go in; "Importar" sends it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Strong')).toBeVisible();
    await expect(canvas.getByText('del 04-03-2024 al 08-03-2024')).toBeVisible();
    await expect(canvas.getByText('2 de 3')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await press(canvas, 'Importar');
    await expect(args.onImport).toHaveBeenCalledOnce();
    await press(canvas, 'Volver');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Sessions already in the history are named: they will not be added again. */
export const AlreadyImported: Story = {
  args: { preview: { ...strongPreview, formato: 'hevy', ya_importadas: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hevy')).toBeVisible();
    await expect(
      canvas.getByText('2 sesiones de este archivo ya están en tu historial: no se volverán a añadir.'),
    ).toBeVisible();
  },
};

/** Every exercise left out: a warning, and "Importar" is off. */
export const NothingChosen: Story = {
  args: {
    matches: {
      'Bench Press (Barbell)': null,
      'Squat (Barbell)': null,
      'Triceps Pushdown (Cable - Straight Bar)': null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 de 3')).toBeVisible();
    await expect(
      canvas.getByText('No has elegido ningún ejercicio que importar: vuelve y elige al menos uno.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importar' })).toBeDisabled();
  },
};

/** While importing: "Importando…" and "Volver" off. */
export const Importing: Story = {
  args: { importing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Importando/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: { preview: { ...strongPreview, ya_importadas: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^1 sesión de este archivo ya está/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
