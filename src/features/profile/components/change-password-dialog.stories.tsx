import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './change-password-dialog';

const meta = {
  title: 'Patrones/Perfil/ChangePasswordDialog',
  component: ChangePasswordDialog,
  parameters: { session: 'signed-in' },
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Editar contraseña' }));

export const Empty: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    await expect(modal.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
  },
};

export const Mismatch: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Contraseña actual/), 'Antigua#2024');
    await userEvent.type(modal.getByLabelText(/^Nueva contraseña/), 'Nueva#2026');
    await userEvent.type(modal.getByLabelText(/^Repetir nueva contraseña/), 'Nueva#2027');
    await waitFor(() => expect(modal.getByText('Las contraseñas no coinciden.')).toBeVisible());
    await expect(modal.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

export const TooShort: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Nueva contraseña/), 'corta');
    await userEvent.tab();
    await waitFor(() => expect(modal.getByText('Mínimo 8 caracteres')).toBeVisible());
  },
};

export const Success: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Contraseña actual/), 'Antigua#2024');
    await userEvent.type(modal.getByLabelText(/^Nueva contraseña/), 'Nueva#2026');
    await userEvent.type(modal.getByLabelText(/^Repetir nueva contraseña/), 'Nueva#2026');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    await userEvent.click(modal.getByRole('button', { name: 'Actualizar' }));
    await expect(await within(document.body).findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WrongOldPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.put('/api/users/update-password', () =>
            HttpResponse.json({ message: 'Incorrect password' }, { status: 401 }),
          ),
        ],
      },
    },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Contraseña actual/), 'Equivocada#1');
    await userEvent.type(modal.getByLabelText(/^Nueva contraseña/), 'Nueva#2026');
    await userEvent.type(modal.getByLabelText(/^Repetir nueva contraseña/), 'Nueva#2026');
    await waitFor(() => expect(modal.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    await userEvent.click(modal.getByRole('button', { name: 'Actualizar' }));
    await expect(await within(document.body).findByText('Error al actualizar la contraseña')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
