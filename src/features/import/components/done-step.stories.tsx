import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { DoneStep } from './done-step';

const meta = {
  title: 'Patrones/Importar/DoneStep',
  component: DoneStep,
  parameters: { layout: 'padded' },
  args: {
    result: { formato: 'strong', sesiones_nuevas: 12, series_nuevas: 248, sesiones_omitidas: 0 },
    onAgain: fn(),
  },
} satisfies Meta<typeof DoneStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was added, the way to the history, and "Importar otro archivo". */
export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(within(canvasElement).getByRole('status'));
    await expect(status.getByText('12 sesiones nuevas con 248 series.')).toBeVisible();
    await expect(status.getByRole('link', { name: 'Ver el historial' })).toHaveAttribute('href', '/dashboard/history');
    await userEvent.click(status.getByRole('button', { name: 'Importar otro archivo' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

/** Some sessions were already imported: left as they were, and it says how many. */
export const SomeAlreadyImported: Story = {
  args: { result: { formato: 'hevy', sesiones_nuevas: 1, series_nuevas: 14, sesiones_omitidas: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 sesión nueva con 14 series.')).toBeVisible();
    await expect(canvas.getByText('3 sesiones ya estaban importadas y se han dejado como estaban.')).toBeVisible();
  },
};

/** The same file again: nothing new. */
export const NothingNew: Story = {
  args: { result: { formato: 'strong', sesiones_nuevas: 0, series_nuevas: 0, sesiones_omitidas: 12 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('0 nuevas: todas las sesiones de este archivo ya estaban en tu historial.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: { result: { formato: 'hevy', sesiones_nuevas: 1, series_nuevas: 14, sesiones_omitidas: 3 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
