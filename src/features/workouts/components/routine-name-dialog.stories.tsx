import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { shownDialog } from '../../../testing/dialog-plays';
import { onMobile } from '../../../testing/stories';
import RoutineNameDialog from './routine-name-dialog';

const meta = {
  title: 'Patrones/Entrenamiento/RoutineNameDialog',
  component: RoutineNameDialog,
  parameters: { layout: 'padded' },
  args: { open: true, defaultName: 'Fuerza básica', loading: false, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof RoutineNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = () => shownDialog('Guardar como rutina');

/** The session's name to start from; another one is handed on as typed. */
export const Saves: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    const field = dialog.getByLabelText('Nombre de la rutina');
    await expect(field).toHaveValue('Fuerza básica');
    await userEvent.clear(field);
    await userEvent.type(field, 'Pierna del jueves{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Pierna del jueves');
  },
};

/** An empty name is said under the field, and nothing is handed on. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    const field = dialog.getByLabelText('Nombre de la rutina');
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(await dialog.findByText('Escribe un nombre de 1 a 100 caracteres.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async () => {
    const dialog = await open();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};
