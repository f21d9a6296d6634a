import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { shownDialog } from '../../../testing/dialog-plays';
import { onMobile } from '../../../testing/stories';
import { RestDialog } from './rest-dialog';

const meta = {
  title: 'Patrones/Entrenamiento/RestDialog',
  component: RestDialog,
  parameters: { layout: 'padded' },
  args: { exercise: { nombre: 'Sentadilla', descanso: 90 }, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof RestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = () => shownDialog('Descanso de Sentadilla');

/** Today's rest to start from; a new one is saved in seconds (and remembered, says the help). */
export const Saves: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    const field = dialog.getByLabelText('Segundos de descanso tras cada serie');
    await expect(field).toHaveValue('90');
    await expect(dialog.getByText(/Se recordará para este ejercicio/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '150{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(150);
  },
};

/** More than the 15 minutes the server takes, or not a number: said under the field, nothing saved. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    const field = dialog.getByLabelText('Segundos de descanso tras cada serie');
    await userEvent.clear(field);
    await userEvent.type(field, '901');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(await dialog.findByText('Escribe un número entero de 0 a 900.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async () => {
    const dialog = await open();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};
