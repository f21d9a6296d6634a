import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileFixture } from '../../../testing/fixtures/profile';
import { goalsFixture } from '../../../testing/handlers/reference';
import { EditProfileDialog } from './edit-profile-dialog';

const meta = {
  title: 'Features/Profile/EditProfileDialog',
  component: EditProfileDialog,
  parameters: { session: 'signed-in' },
  args: { open: true, profile: profileFixture, goals: goalsFixture, onClose: fn() },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    await waitFor(() => expect(modal.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    await expect(modal.getByLabelText(/^Nombre/)).toHaveValue('Lucía');
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    const email = modal.getByLabelText(/^Correo electrónico/);
    await userEvent.clear(email);
    await userEvent.type(email, 'no-es-un-correo');
    await userEvent.tab();
    await waitFor(() => expect(modal.getByText('El email tiene que ser válido')).toBeVisible());
    await expect(modal.getByText('Hay campos inválidos en el formulario.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Cancel: Story = {
  play: async ({ args }) => {
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    await userEvent.click(modal.getAllByRole('button', { name: 'Cancelar' })[0]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
